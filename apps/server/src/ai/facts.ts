import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';
import { BRANDS, isFirstName, isNounPhrase, mergeClauses, sentencesOf, subjectOf, type Clause } from './clauses.ts';
import { AMOUNT, HAS_AMOUNT, LAW, marketSize, ONE_OF_THEM, OUR_SHARE, PAIN_SAID_OF, RULE_MAKERS, scoreClause, strongest, THE_LINE } from './cues.ts';
import { customersNamed, KNOWN_PEOPLE_NOUNS, looksLikePeople, namesPeopleByEnding, PEOPLE_NOUNS, sameStem } from './people.ts';
import { contentWords, literal } from './words.ts';
import { ALSO, AMENDS, amountDropped, amountRewritten, correctionSaid, countCorrected, NOT_NUMBER_FIRST, numberSaidOver, PERCENT } from './amount-corrections.ts';
import type { IdeaState } from './idea-state.ts';
import type { Ask, Fact, PlaceInMessage } from './reader-terms.ts';
import { LEAD, noteOf, PITCH_NAMES, textOf, tidy } from './note-text.ts';
import { ABOUT_WRITING, ACKNOWLEDGEMENT, ASSURANCE, INTRODUCTION, isSmallTalk, saysNothing, SKIP, SMALL_TALK, UNSURE } from './small-talk.ts';
import { ASIDE, COSTLY, pitchAnswer, QUOTE_AND_WORDS, QUOTED, UNSURE_OF_THE_CANVAS } from './pitch.ts';
import { IN_A_STATE, KIN, namesPeopleAlone, PEOPLE_NAMED_ALONE, placeClause, scoreIsStrong, STRONG_CUE, THOSE_DEALT_WITH } from './place-clause.ts';
import { AMOUNT_FIRST, AMOUNT_OPENS, blockHolding, CORRECTION, nameTakenBack, NOT_FIRST, NOT_THIS, saidAsTheyStand, SLIP, SLIP_AFTER, takenBackAtEnd } from './corrections.ts';
import { asksTheCoach, FEEDBACK_REQUEST } from './questions.ts';
import { chatRemark, LABELS, OBJECTION, PITCH_JUDGED } from './remarks.ts';
import { BUILD, CALLED, CHANGE, DIRECTION, DOINGS, gerund, IDEA_END, ideaOf, ideaParts, ideaSaidInFull, IS_SAID, IT_IS_A_PRODUCT, labelledIdea, NAME_WORD, NOT_THE_CUSTOMERS, notTheIdea, OFFERS_CHOICE, OPTION, PLACE_WORD, PREAMBLE, PRODUCT_NOUN, thingForPeople, thingTiedToPeople } from './idea.ts';
import { notesOf, soWeAnswer, staffCounted } from './clause-notes.ts';

/**
 * One sentence into facts (`factsOf`): its dependent clauses joined (`joinDependents`), the idea, a
 * change of idea, the customers named first (`customersNamedFirst`), a fact labelled with its block
 * (`labelledFact`), and the market said big (`marketSaidBig`).
 */

/** The facts of an idea that replaces the one on the canvas, the idea first: it clears the old idea's notes before the others are filed. */
const asNewIdea = (facts: Fact[]): Fact[] =>
  facts.map((f): Fact => (f.block === 'IDEA' ? { ...f, plainly: true, corrects: true, renews: true } : f)).sort((a, b) => Number(b.block === 'IDEA') - Number(a.block === 'IDEA'));
/** "The market is huge." then "4 million nurses.": a market said big, and then how many are in it ("About 4 million …" too). */
export const marketCounted = (line: string, count: string) => MARKET_IS_BIG.test(line.replace(LEAD, '').trim()) && marketSize(`Market size: ${count.trim().replace(/^\p{Lu}(?!\p{Lu})/u, (first) => first.toLowerCase())}`);
const MOSTLY = /^(?:mostly|mainly|primarily|largely|especially)\b/i;
const SO_THERE = /^so\s+(?:that\s+)?there(?:'s|\s+is|\s+are)\s/i;
const SO_FOLLOWS = /^so\s+(?!(?:that|far|much|many|yeah|yes|basically|anyway|i|we)\b)/i;
const SO_THEY = /^so (?:that )?(?:they|you|people|customers|users|clients|everyone|nobody|no one)\s.*/i;
const PRICE_ASKED = new RegExp(
  String.raw`^(?:(?:so|and|hmm+|ok(?:ay)?|maybe|what about|how about|would|will|could|does|is|can|should (?:i|we) charge|(?:i|we) (?:was|were) thinking|charging)[,]?\s+)*((?:${AMOUNT})(?:\s*(?:\/|a|an|per|each|every)\s*(?:month|mo|year|yr|week|user|seat|person|head|session|class|visit|order|box|kg|hour|night|lesson|ride|delivery|booking|clinic|salon|shop|store|location))*)(?:\s+(?:work|be (?:ok|okay|enough|fair|reasonable|right|too (?:much|high|low|cheap|expensive))|(?:too (?:much|high|low|cheap|expensive))|make sense|sound (?:ok|okay|right|fair|good)))?\s*\?+$`,
  'i',
);
const COULD = String.raw`(?:could|would|might|can|will)(?:\s+also)?`;
const MORE_CUSTOMERS = new RegExp(
  String.raw`^(?:(?:and|also|plus|oh|maybe)[,]?\s+)*(?:(?:other|more|another|second|new|extra)\s+(?:customers?|users?|clients?|target (?:groups?|audiences?|markets?)|markets?|segments?)\s+${COULD}\s+be\s+([^,.;!?]+?)|([^,.;!?]+?)\s+${COULD}\s+(?:use|buy|love|want|need|like)\s+(?:it|this|that|them)|(?:it|this|that)\s+${COULD}\s+(?:work|be)\s+for\s+([^,.;!?]+?))(?:\s+too|\s+as well)?[\s.!]*$`,
  'i',
);
const PURPOSE = /^to\s+(?!(?:be|say|me|us|them|him|her|you|it|this|that|the|a|an|my|our|tell|start|begin|sum|put|give|keep|make|cut|clarify|explain|summari[sz]e|answer|add|recap|repeat|be honest)\b)[a-z]{3,}\s+\S+[^,;]*$/i;
const PEOPLE_THEN_THEY = /^((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+s\s+(?:who|that|with|in|from)\s+[^,;]{3,60}?)\s*[,;]\s+((?:they|most of them|many of them)\s+.+)$/iu;
// "Primary schools, their pianos haven't been tuned in years.", "logistics companies, new drivers crash in their first month":
// people named alone, then what befalls them ("they", "their", "them" in the rest; not "3 of them", which counts the people).
// Not "For tuners, they get …": people after a preposition are not named alone.
const PEOPLE_THEN_THEIR_LOT = /^(?!(?:for|to|with|by|from|at|in|on|about|like)\s)([^,;]{3,60}?)\s*[,;]\s+([^,;]*?(?<!\bof\s)\b(?:they|they're|they’re|their|them)\b.*)$/iu;
// "Is 'Bridge, the new retirement' a good pitch?", "tagline we use at markets: 'Mum's dumplings,
// minus the mess'": the words in quotes are the pitch.
const PITCH_WORD = new RegExp(String.raw`\b${PITCH_NAMES}\b`, 'i');
// "'Clean clothes, zero trips' is the line": a line named as the founders' own, which the words in quotes are.
const LINE_NAMED = new RegExp(THE_LINE, 'i');
// '"Bid more, write less."', "'Nadie se queda en casa' - nobody stays home": a line in quotes, alone
// or with its translation after a dash.
const QUOTED_LINE = new RegExp(String.raw`^${QUOTE_AND_WORDS}[.!]?["”'’](?:\s+[-–—]\s+[^.!?]{1,60})?[.!]?$`);
// "it depends", "probably not", "who knows": what follows an unsure opening and is no answer either.
const NON_ANSWER = /^(?:(?:but|maybe|probably|perhaps)\s+)?(?:not(?:\s+(?:much|many|really|yet|so much|at all))?|no|none|nothing(?:\s+much)?|who knows|(?:it|that)\s+(?:depends|varies)(?:\s+a\s+lot)?|depends|varies|never (?:tried|thought about it)|(?:we'?ll|will) see|later|any ideas)[\s.!?]*$/i;
// "The market is huge", "huge market for this": a size said with no count, of no one. It names no customers
// (a count does: "There are 4 million nurses in the US"), no change of the moment ("the market is growing fast"
// is why now) and nothing else a block holds: no fact, filed under whatever block was asked before.
const MARKET_IS_BIG = new RegExp(String.raw`^(?:(?:the|this|our|my)\s+)?(?:(?:total\s+)?(?:addressable\s+)?market(?:\s+size)?|tam)(?:\s+(?:for|in)\s+(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)?\s+(?:is|'s|seems|looks)\s+(?:(?:really|very|just|so|absolutely|pretty|super|quite)\s+)?(?:huge|big|massive|enormous|large|giant|gigantic|vast|immense)(?:,?\s+${ASSURANCE})?[\s.,;!…]*$|^(?:(?:it'?s|it is|this is|that'?s|there'?s|there is)\s+)?(?:an?\s+)?(?:(?:really|very|so|super)\s+)?(?:huge|big|massive|enormous|large|giant|gigantic|vast|immense)\s+market(?:\s+(?:for|in)\s+(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)?(?:,?\s+${ASSURANCE})?[\s.,;!…]*$`, 'iu');

/** Whether a message says the market is big without a number: "The market is huge.", "Honestly, it is a huge market". */
export const marketSaidBig = (message: string) => !/\d/.test(message) && message.split(/(?<=[.!?,;])\s+/).some((part) => MARKET_IS_BIG.test(part.trim().replace(LEAD, '')));
// "see above", "as I said before": a pointer to what was said, no fact of its own.
const ALREADY_SAID = /^(?:see (?:above|before|my (?:last|previous|earlier) (?:message|answer))|as i (?:said|mentioned|wrote)(?:\s+(?:before|above|earlier))?|(?:i )?already (?:said|told you|answered)(?:\s+(?:that|this|it))?)[\s.!]*$/i;
// "Not really, they sell to wholesalers", "Not really," cut off as a clause: the no says nothing, what follows is read as usual.
const NO_FIRST = /^not\s+(?:really|quite|exactly|at all|so much|much)(?:\s*[,;:]\s*|[\s.!]*$)/i;

/**
 * `message`: the whole message the sentence is of (the word model reads each clause with it).
 * `where`: where the sentence is in its message (a bare phrase names the idea only at its head).
 */
export function factsOf(asWritten: Clause[], message: string, asked: Ask, known: IdeaState, reply: boolean, carried: CanvasBlock | null, where: PlaceInMessage): Fact[] {
  // "I'm building ShiftSwap, an app for nurses to swap shifts": a name and then what it is are one idea, as with a dash.
  const nameFirst = NAMED_THEN_SAID.exec(textOf(asWritten));
  const sentence = nameFirst ? [mergeClauses(asWritten, `${nameFirst[1]}${nameFirst[2]} — ${nameFirst[3]}`)] : asWritten;
  const knownIdea = known.idea;
  let lookForIdea = knownIdea === null;
  // An idea taken from what the founder said they do gives way to one they say plainly.
  let lookForPlainIdea = knownIdea !== null && !known.ideaSaidPlainly;
  const whole = textOf(sentence);
  const lead = whole.replace(LEAD, '');
  // "I have two ideas: a dog hotel or an app for dog walkers", "First one is a dog hotel, second one is …":
  // ideas offered to choose from are none yet, and say nothing of the one to come.
  if (knownIdea === null && (OPTION.test(lead) || OFFERS_CHOICE.test(message))) return [];
  // "actually, new idea: tutoring for kids": an idea announced as new replaces the one on the canvas.
  const renewed = knownIdea ? NEW_IDEA.exec(lead.replace(CORRECTION, ''))?.[1]?.replace(IDEA_END, '') : undefined;
  // "new idea: forget the gym app. I want to build …": the new idea is in what follows.
  if (renewed && IDEA_TAKEN_BACK.test(renewed)) return [];
  const renewedParts = renewed && !UNSURE.test(renewed) ? ideaParts(renewed) : null;
  if (renewedParts) return asNewIdea(renewedParts);
  // "Actually I want to build a coding bootcamp in Nairobi", "Forget that, we're going to open a bakery",
  // "I'd rather build …", after "Tinder for dog owners": a plan to build a thing that shares no word
  // with the idea the founder said plainly, said as a change of mind, is a new idea (one taken from
  // what they do gives way to it anyway). Said without a mark ("I want to build a coding bootcamp in
  // Nairobi") it may be a new idea or a part of this one: nothing is filed, and the reply asks (`other`).
  const unmarked = knownIdea && known.ideaSaidPlainly ? lead.replace(CORRECTION, '').replace(PIVOT_MARK, '').replace(/[\s,]+instead[\s.!]*$/i, '') : '';
  // "forget that, I think a mobile grooming van is better", "change of plans: a mobile grooming van": a thing
  // said as the better plan, after a change of mind, is a plan to build it.
  const better = unmarked !== lead ? THING_INSTEAD.exec(unmarked) : null;
  const plan = better ? `I want to build ${better[1] ?? better[2]}` : unmarked;
  const marked = unmarked !== lead || /^(?:i|we)(?:'d|\s+would)\s+rather\b/i.test(plan) || PIVOT_SAID.test(message);
  const planned = PLAN_OPENS.test(plan) && BUILD.test(plan) && !plan.endsWith('?') && !ALSO.test(plan) ? ideaOf(mergeClauses(sentence, plan), false) : null;
  const plannedIdea = planned?.find((f) => f.block === 'IDEA' && /^an?\s/i.test(f.text) && !NOT_A_PIVOT.test(f.text));
  const ideaWords = contentWords([knownIdea, ...known.blocks.WHO].join(' '));
  if (plannedIdea && !contentWords(plannedIdea.text).some((w) => ideaWords.includes(w))) {
    return marked ? asNewIdea(planned!) : [{ ...plannedIdea, other: true }];
  }
  // The thing taken back must be the idea: "forget the app" of "an app that …", not "forget the pricing plan".
  const droppedIdea = knownIdea ? IDEA_TAKEN_BACK.exec(lead.replace(CORRECTION, '')) : null;
  const ideaTakenBack = !!droppedIdea && (IDEA_NOUN_ALONE.test(droppedIdea[1]!) || contentWords(droppedIdea[1]!).some((w) => contentWords(knownIdea!).includes(w) || w === 'idea'));
  // "Actually it's for vets, not groomers": the clause before "not" replaces the note about groomers.
  const not = takenBackAtEnd(lead);
  let corrects: string | true | undefined;
  // "…in 2 hours instead of 3 days" sets two things side by side; only "not" takes one back.
  // "Price 80 € per user, not 100": a number taken back corrects, whatever the clause opens with.
  // Only beside an amount: "Groomers work 6 days a week, not 5." says how things are.
  const notTail = !!not && /^,?\s*(?:and\s+)?not\b/i.test(not[0]);
  const notNumber = notTail && /^[$€£¥]?\s?\d[\d,.]*\s*%?$/.test(not[1]!.trim()) && (HAS_AMOUNT.test(lead) || /\d\s?%/.test(lead));
  // "The pitch: X, not Y" sets one thing against another, unless the pitch on the canvas says Y (then it takes Y back).
  const pitchContrast = /^the\s+(?:pitch|tagline|slogan|motto|one-liner)\b/i.test(lead) && !known.blocks.PITCH.some((pitch) => !!not && contentWords(not[1]!).some((w) => contentWords(pitch).includes(w)));
  // "Marc ran partnerships at Shopify, not Wealthsimple": a name on the canvas taken back corrects, however the clause opens.
  const notNamed = notTail && /^,/.test(not![0]) && /^\p{Lu}/u.test(not![1]!.trim()) && !!blockHolding(known, not[1]!.trim());
  // "…, not for groomers": what is taken back is the customers the "for" names.
  if (CORRECTION.test(lead) || (notTail && ((/^(?:it'?s|it is|we|they|the)\b/i.test(lead) && !pitchContrast) || notNumber || notNamed))) corrects = not?.[1]?.replace(/^for\s+(?:the\s+)?/i, '') ?? true;
  // "Sorry, Marc was at Shopify": the name it says in the place of another takes that one back.
  if (corrects === true) corrects = nameTakenBack(known, lead.replace(CORRECTION, '')) ?? true;
  if (ALSO.test(whole) && corrects === true) corrects = undefined;
  // "sorry I meant cafes", "more like cafes and bakeries", "cafes*": customers named alone, as a correction, are the customers.
  const renamed = corrects === true || MORE_LIKE.test(lead) ? lead.replace(CORRECTION, '').replace(MORE_LIKE, '').replace(/[.!]+$/, '') : null;
  if (renamed && known.blocks.WHO.length && !/\d/.test(renamed) && PEOPLE_NAMED_ALONE.test(renamed) && looksLikePeople(renamed)) return [{ block: 'WHO', text: tidy(renamed), corrects: true }];
  if (NOT_NUMBER_FIRST.test(lead)) corrects ??= true;
  // "also 7,200 is wrong then, it is 6,000 yen": the note with 7,200 is corrected, and what is said of 7,200 goes
  // with it; "oh nah its $350 for the schools, $300 doesn't cover resin": a clause that only says so adds nothing.
  const wrongAmount = corrects === undefined || corrects === true ? amountDropped(message, known) : undefined;
  const amountInstead = wrongAmount && correctionSaid(whole, wrongAmount);
  if (wrongAmount && !amountInstead && wrongAmount.sentence.includes(whole.replace(/[\s,;]+$/, ''))) return [];
  if (amountInstead) corrects = true;
  // A restated amount corrects only when the canvas holds an amount it can replace.
  const amends = AMENDS.test(lead) || AMOUNT_FIRST.test(lead);
  // "30 bakers, not 40": what a number is corrected from is found as a corrected count is.
  // "thats $190 not 180 sorry", "max trip 50 minutes, not 45": a number said over one a note holds
  // corrects it, marked or not; unmarked, not a problem's ("With us it takes 2 minutes, not 20" sets
  // the product against it).
  const counted = amountInstead ? wrongAmount : corrects === true || amends || (typeof corrects === 'string' && /^[$€£¥]?\s?\d/.test(corrects)) ? countCorrected(lead.replace(CORRECTION, ''), known, message) : numberSaidOver(lead, known);
  const setAgainstPain = counted?.block === 'PAIN' && !CORRECTION.test(lead) && !amends;
  if (setAgainstPain) corrects = undefined;
  const recount = setAgainstPain ? undefined : counted;
  if (recount) corrects = 'said' in recount ? recount.old : recount.note;
  if (recount && 'rewritten' in recount) return [{ block: recount.block, text: recount.rewritten, corrects: recount.note }];
  // "Sorry, not NMR, we do C4 sugar test", "Not the BHP site, it's a Rio Tinto site": what is taken
  // back comes first, and what follows replaces it.
  // "Not enough time, not enough staff." takes nothing back: that needs a mark of correction or an "it's".
  const takeBack = NOT_FIRST.exec(lead.replace(CORRECTION, ''));
  const notAtFirst = recount ? null : NOT_FIRST.exec(lead.replace(CORRECTION, '').replace(/^[—–-]\s*/, ''));
  // "Not groomers, vets.": unmarked, the words taken back must be on the canvas, and what replaces them a short phrase.
  const phraseInstead = (said: string) => said.split(/\s+/).length <= 5 && isNounPhrase(said.replace(/[.!]+$/, ''));
  const notFirst = notAtFirst && (CORRECTION.test(lead) || notAtFirst[2] || (blockHolding(known, notAtFirst[1]!) && phraseInstead(notAtFirst[3]!))) ? notAtFirst : null;
  if (notFirst) corrects = notFirst[1]!;
  // What is taken back names the idea, or a note: only then is what replaces it the idea.
  const takenBack = notFirst ? saidAsTheyStand(notFirst[1]!) : null;
  const notTheIdeaTakenBack = !!takenBack && !takenBack.test(knownIdea ?? '');
  // "Sorry not 2 tonnes, they said 1.5 tonnes": a take-back right after the mark of correction is no
  // tail of what comes before it (there is nothing), and what follows it is the correction.
  const nothingBefore = !!not && !!takeBack && !whole.slice(0, whole.length - not![0].length).replace(LEAD, '').replace(CORRECTION, '').replace(/\W+/g, '');
  const joined = amountInstead ? [mergeClauses(sentence, amountInstead)] : notFirst ? [mergeClauses(sentence, notFirst[3]!)] : nothingBefore ? [mergeClauses(sentence, takeBack[3]!)] : not && corrects ? [mergeClauses(sentence, whole.slice(0, whole.length - not[0].length))] : CONTRAST_TAIL.test(sentence.at(-1)?.text ?? '') ? [mergeClauses(sentence, whole)] : joinDependents(sentence);
  // "Sorry, 7 lines, 2 are still testing", "sorry, 30,000 was wrong, it's around 18,000 families":
  // of a corrected slip, only the clause with the new count counts; the rest says why. When it says
  // nothing but the new amount, the old note is rewritten with it (`amountRewritten`).
  // "Sorry, €40 a session, we tested and €45 was too high": not the clause that names the old amount.
  const said = recount && (SLIP.test(lead) || AMOUNT_FIRST.test(lead) || AMENDS.test(lead)) ? joined.findLast((c) => recount.said.test(c.text) && !c.text.includes(recount.old)) : undefined;
  const saidAlone = (said ?? (joined.length === 1 ? joined[0] : undefined))?.text ?? '';
  const rewritten = recount && amountRewritten(recount, saidAlone.replace(LEAD, '').replace(CORRECTION, '').replace(AMENDS, '').replace(NOT_THIS, '').replace(SLIP_AFTER, ''));
  if (rewritten) return [{ block: recount.block, text: rewritten, corrects: recount.note }];
  const clauses = said ? [said] : joined;

  // "Sorry, what is a 'pitch'?": the word itself in quotes is no pitch.
  const quoted = (PITCH_WORD.test(lead) || LINE_NAMED.test(lead) ? QUOTED.exec(lead)?.[1] : undefined) ?? QUOTED_LINE.exec(lead)?.[1];
  const proposed = quoted && !/^(?:(?:an?|the)\s+)?(?:pitch|tagline|slogan|motto|one-liner|secret sauce)$/i.test(quoted) ? quoted : undefined;
  // "New pitch: …" (`PITCH_RENEWED`) takes the place of the pitch on the canvas.
  const pitchRenewed = /^new pitch:/i.test(lead);
  if (proposed) return [{ block: 'PITCH', text: noteOf('PITCH', proposed), ...(pitchRenewed ? { corrects: true } : {}) }];
  // "My idea is called ShiftSwap. It is a mobile app …", "It's called ShiftSwap": the product's name is
  // no note. "My startup is called ShiftSwap, a mobile app for nurses …": the name and what follows it are the idea.
  const called = CALLED.exec(lead);
  if (called) {
    const what = called[2]?.replace(/^(?:it'?s|it is)\s+/i, '');
    const parts = what && (lookForIdea || lookForPlainIdea) && /^an?\s/i.test(what) ? ideaParts(`${called[1]} — ${what}`) : null;
    return parts?.map((f): Fact => (f.block === 'IDEA' ? { ...f, plainly: true } : f)) ?? [];
  }
  const labelled = corrects ? null : labelledFact(lead);
  if (labelled) return pitchRenewed ? labelled.map((f): Fact => (f.block === 'PITCH' ? { ...f, corrects: true } : f)) : [...labelled, ...(lookForIdea ? ideaInPitch(labelled) : [])];
  // Before the fillers go: "ok so basically: …" labels the idea.
  const named = (lookForIdea || lookForPlainIdea) && !corrects ? (labelledIdea(whole) ?? labelledIdea(lead)) : null;
  if (named) {
    // "…: candidates chat with the bot, book an interview slot": the details are read as any clause is.
    const details = named.details.split(/\s+/).length >= 2 ? mergeClauses(sentence, named.details) : null;
    return [...named.facts, ...(details ? notesOf([{ clause: details, text: details.text, block: placeClause(details, message, asked, null, knownIdea, reply) }], message, asked, undefined) : [])];
  }

  // "Let's go with the app for dog walkers": the idea chosen.
  const chosen = lookForIdea && !corrects ? CHOSEN.exec(lead)?.[1] : undefined;
  if (chosen && (PRODUCT_NOUN.test(chosen) || PLACE_OF_TRADE.test(chosen))) return ideaParts(chosen.replace(/^the\s+(?=(\S))/i, (_, next: string) => (/[aeiou]/i.test(next) ? 'an ' : 'a '))) ?? [];
  // "Can you help me with my idea for a vegan bakery?": a question to the coach that names the idea.
  const helpWith = lookForIdea && !corrects ? HELP_WITH_IDEA.exec(lead) : null;
  if (helpWith) return ideaParts(helpWith[1]!) ?? [];
  // "would 9 dollars a month work?", "maybe $9 a month?": a first price, put as a question, is the price to try.
  const priceAsked = known.blocks['YOUR PROFIT'].some((note) => HAS_AMOUNT.test(note)) ? null : PRICE_ASKED.exec(lead);
  if (priceAsked) return [{ block: 'YOUR PROFIT', text: tidy(priceAsked[1]!) }];
  if (asked === 'YOUR TEAM' && NO_ONE_ELSE.test(lead)) return [{ block: 'YOUR TEAM', text: noteOf('YOUR TEAM', lead) }];
  if (asksTheCoach(lead) || isSmallTalk(lead) || (asked === 'PITCH' && PITCH_JUDGED.test(lead))) return [];
  // "we need a customer service person", given for the team while the idea is still sought (or was only taken from what the
  // founders do): a clause whose strong cue of the team leads is a hire, not the idea.
  const hireSaid = () => sentence.length === 1 && teamCueLeads(lead);
  if (asked === 'YOUR TEAM' && !corrects && whole.trim() === message.trim() && (staffCounted(lead, known) || hireSaid())) return [{ block: 'YOUR TEAM', text: noteOf('YOUR TEAM', lead) }];
  // "let me rephrase the idea: a CRM that follows up with leads …", "in English: an app for bakers …": the idea said again, in place of the one before.
  const rephrased = knownIdea ? REPHRASED.exec(whole)?.[1] : undefined;
  const again = rephrased ? ideaParts(rephrased) : null;
  if (again?.some((f) => f.block === 'IDEA')) return again.map((f): Fact => (f.block === 'IDEA' ? { ...f, corrects: true, plainly: true } : f));
  // "a marketplace" and then "basically a marketplace where students sell their old textbooks": the bare idea said in full.
  const fuller = knownIdea && !corrects && asked !== 'PITCH' ? ideaSaidInFull(knownIdea, lead) : null;
  if (fuller) return fuller;
  // "app" and then "where they sell leftovers cheap in last hour": an idea of a word or two, and what it does.
  if (knownIdea && !corrects && knownIdea.split(/\s+/).length <= 2 && /^(?:where|that|which)\s/i.test(lead)) return [{ block: 'IDEA', text: tidy(`${knownIdea.replace(/[.!]$/, '')} ${lead}`), corrects: true }];
  // "Your lake for a day. no wait, better: a lake of your own, for a day": a pitch said over with a "no" is the pitch still.
  const pitchSaidOver = corrects === true && known.blocks.PITCH.length > 0 && PITCH_SAID_OVER.test(lead) && !PITCH_JUDGED.test(lead.replace(CORRECTION, ''));
  const pitch = !corrects || pitchSaidOver ? pitchAnswer(sentence, corrects ? whole.replace(CORRECTION, '') : whole, asked) : null;
  if (pitch) return [corrects ? { ...pitch, corrects } : pitch];

  // "also nail salons could use it", "other customers could be spas": more customers, beside those on the canvas.
  const more = !corrects ? MORE_CUSTOMERS.exec(lead) : null;
  const others = more ? (more[1] ?? more[2] ?? more[3])! : '';
  if (more && PEOPLE_NAMED_ALONE.test(others) && !NOT_THE_CUSTOMERS.test(others) && (looksLikePeople(others) || namesPeopleByEnding(others))) return [{ block: 'WHO', text: tidy(others) }];
  // "drivers who commute downtown, they circle for 20 min every morning", "Primary schools, their pianos haven't been tuned in
  // years": who they are, and what they go through, read with the block asked (not who: that is the first part's).
  const theirs = !corrects ? PEOPLE_THEN_THEY.exec(lead) : null;
  const described = theirs ?? (!corrects ? peopleThenTheirLot(lead) : null);
  // "Receptionists mostly, they'd sign up and the council pays", "Pharmacists mainly, they do the bookings by phone": a group marked as the
  // most of them (or as one more, when "also, they" was not said as "also": `theyNamedFirst`) is named whatever the rest says.
  const groupMarked = described ? GROUP_MARKED.exec(described[1]!) : null;
  const oneMoreGroup = !!groupMarked && !NOT_THE_CUSTOMERS.test(groupMarked[1]!);
  // (Judged with its mark too: "Receptionists" alone the parser may read as a verb.)
  const withMark = oneMoreGroup ? sentencesOf(described![1]!)[0] : undefined;
  const group = oneMoreGroup ? groupMarked![1]! : described?.[1];
  const people = group === undefined ? undefined : sentencesOf(group)[0];
  if (described && group !== undefined && people?.length === 1 && (namesPeopleAlone(people[0]!) || (withMark?.length === 1 && namesPeopleAlone(withMark[0]!))) && looksLikePeople(group)) {
    const rest = sentencesOf(described[2]!)[0]!.map((c) => ({ clause: c, text: c.text, block: theirLotPlaced(placeClause(c, message, asked === 'WHO' ? null : asked, null, knownIdea, false)) }));
    const said = notesOf(rest, message, null, undefined);
    // People named alone and what they do that is no trouble ("and tattoo studios, they resell it", given for who) are the
    // customers said whole, as before; a rest with "who" and what it goes through (`PEOPLE_THEN_THEY`) is split whatever it says.
    if (theirs || (oneMoreGroup && said.length) || said.every((fact) => fact.block === 'PAIN')) return [{ block: 'WHO', text: tidy(group) }, ...(said.length ? said : [{ block: 'PAIN' as const, text: noteOf('PAIN', described[2]!) }])];
  }
  // "Working children also take a day off to drive their parents" (of "Working children also, they take …", `theyNamedFirst`):
  // a group not yet on the canvas, said to be one more, and the trouble they have ("the restaurants also get fresh vegetables
  // cheaper", of customers already named, stays one note, as before; "Agencies also charge us £220 a day", "councils also give
  // £50 vouchers": what others do that is no trouble of theirs names no customers).
  const alsoDoing = !corrects && !HAS_AMOUNT.test(lead) ? GROUP_ALSO_DOES.exec(lead) : null;
  // (The parser is asked last: "we also sell …" goes no further than the people list.)
  const alsoGroup = alsoDoing && !NOT_THE_CUSTOMERS.test(alsoDoing[1]!) && looksLikePeople(alsoDoing[1]!) && !customersHeld(alsoDoing[1]!, known) ? sentencesOf(alsoDoing[1]!)[0] : undefined;
  if (alsoDoing && alsoGroup?.length === 1 && namesPeopleAlone(alsoGroup[0]!)) {
    const rest = mergeClauses(sentence, `They ${alsoDoing[2]!}`);
    const said = notesOf([{ clause: rest, text: rest.text, block: theirLotPlaced(placeClause(rest, message, asked === 'WHO' ? null : asked, null, knownIdea, false)) }], message, null, undefined);
    if (said.length && said.every((fact) => fact.block === 'PAIN')) return [{ block: 'WHO', text: tidy(alsoDoing[1]!) }, ...said];
  }
  // "dentists in Germany" after "a booking app for dentists": the customers said more precisely, whatever was asked.
  const customersSaid = clauses.length === 1 ? clauses[0]! : clauses.length === 2 && SIZE_TAIL.test(whole) ? mergeClauses(clauses, whole) : undefined;
  // Noted as any note under WHO is, so the same answer said again is the same note ("Mostly families …" twice).
  // ("schools, through a yearly licence", given for the profit: the customers named again with how they pay say who pays.)
  const payerSaid = asked === 'YOUR PROFIT' && !!customersSaid && scoreClause(customersSaid.text)['YOUR PROFIT'] > 0;
  if (customersSaid && !corrects && !payerSaid && sharperCustomer(customersSaid, known)) return [{ block: 'WHO', text: noteOf('WHO', customersSaid.text.replace(LEAD, '')) }];
  const facts: Fact[] = [];
  const placed: { clause: Clause; text: string; block: CanvasBlock | null }[] = [];
  let purposeTaken = -1;
  for (const [i, clause] of clauses.entries()) {
    if (i === purposeTaken) continue;
    // "idk who exactly, maybe busy professionals": after an unsure opening, "maybe" only hedges the answer.
    const unsureBefore = i > 0 && unsure(clauses[i - 1]!);
    const hedged = unsureBefore ? clause.text.replace(/^(?:maybe|probably|perhaps)\b,?\s*/i, '') : clause.text;
    const words = hedged.replace(LEAD, '').replace(CORRECTION, '').replace(AMENDS, '').replace(LEAD, '').replace(NO_FIRST, '');
    const text = recount ? words.replace(SLIP_AFTER, '') : words;
    // "actually forget the app, we'll make a sensor …": the idea taken back is no note; the one after it replaces it.
    if (ideaTakenBack && IDEA_TAKEN_BACK.test(text) && !text.replace(IDEA_TAKEN_BACK, '').trim()) continue;
    // "Maria cooks", "She cooks", the whole answer given for who: one person doing something names no customers (who is asked again).
    if (!text || (unsureBefore && NON_ANSWER.test(text)) || OBJECTION.test(clause.text.trim()) || SMALL_TALK.test(text) || INTRODUCTION.test(text) || ACKNOWLEDGEMENT.test(text) || ASIDE.test(text) || ABOUT_WRITING.test(text) || UNSURE.test(text) || UNSURE_OF_THE_CANVAS.test(text) || MARKET_IS_BIG.test(text) || SKIP.test(text) || ALREADY_SAID.test(clause.text.trim()) || chatRemark(text) || FEEDBACK_REQUEST.test(text) || saysNothing(text) || (asked === 'WHO' && text.trim() === message.trim() && oneDoesSomething(text)) || !/[a-z0-9]/i.test(text) || PREAMBLE.test(text.replace(CLAUSE_END, '')) || FOREWORD.test(text)) continue;
    const firstIdea = lookForIdea && !corrects;
    // "Seed swapping for allotment gardeners.": at the head of a message, the idea whatever the word model makes of it.
    // "chilika lake odisha" taken as the idea, then "electric outboard motors for small fishing boats": a
    // thing said plainly replaces one taken from what was said before, when nothing is done in it and
    // nothing in it speaks for a block ("Fair prices for farmers", "Monthly fee for parents" answer the coach).
    const replacesIdea = () => lookForPlainIdea && !corrects && !CHANGE.test(text) && Object.values(scoreClause(text, clause, knownIdea)).every((score) => score === 0);
    const thingFirst = i === 0 && where !== 'follows' && (firstIdea || replacesIdea()) && (thingForPeople(whole, !firstIdea) || thingTiedToPeople(whole, !firstIdea));
    // "So yeah, it's a reference checking platform.": the idea said plainly, after one taken from what they do.
    const plainly = thingFirst || BUILD.test(text) || /^(?:i|we)\s+(?:build|create|develop)\s/i.test(text) || IT_IS_A_PRODUCT.test(text) || (i === 0 && WE_SELL.test(text) && !clause.money && !SOLD_AT.test(text));
    // "…, we'll make a sensor that gyms install": what they will make, after the idea taken back, is the new one.
    const doing = ideaTakenBack ? WILL_DO.exec(text) : null;
    const pivot = ideaTakenBack ? (WILL_MAKE.exec(text)?.[1] ?? (doing ? `${gerund(doing[1]!)} ${doing[2]}` : undefined)) : undefined;
    // "it's a vending machine with fresh salads, not an app", of "An app for office snacks": whatever thing it is instead.
    const thingInstead = typeof corrects === 'string' && knownIdea && new RegExp(String.raw`\b${literal(corrects)}\b`, 'i').test(knownIdea) ? IT_IS_A_THING.exec(text)?.[1] : undefined;
    const idea = pivot && !NOT_A_PIVOT.test(pivot)
      ? ideaParts(pivot)
      : thingInstead
      ? ideaParts(thingInstead)
      : thingFirst
      ? ideaParts(text)
      : (lookForIdea || corrects) && !notTheIdeaTakenBack && !notTheIdea(text, message, firstIdea, !placed.length) && !PLACE_ONLY.test(text)
        ? ideaOf({ ...clause, text }, asked === 'IDEA' && lookForIdea, firstIdea, i === 0, i === 0 ? where : 'follows')
        : lookForPlainIdea && plainly
          ? ideaOf({ ...clause, text }, false, WE_SELL.test(text))
          : null;
    if (idea) {
      // "actually it's a WhatsApp bot, not an app": an idea said in a correction of the idea replaces it.
      const ideaCorrected = ideaTakenBack || (typeof corrects === 'string' && !!knownIdea && new RegExp(String.raw`\b${literal(corrects)}\b`, 'i').test(knownIdea));
      // "a drone service for farmers, to spray crops": what it is for, cut off by the comma, is part of the idea.
      const purpose = PURPOSE.test(clauses[i + 1]?.text ?? '') ? clauses[i + 1]!.text : undefined;
      if (purpose) purposeTaken = i + 1;
      const said = (f: Fact) => (purpose && f.block === 'IDEA' ? `${f.text.replace(/[.!]+$/, '')} ${purpose.replace(/[.!]+$/, '')}` : f.text);
      // "Correction: the app is for vets, not for groomers": the customers it names correct those taken back.
      const customersCorrected = (f: Fact) => (f.block === 'WHO' && typeof corrects === 'string' && !ideaCorrected ? { ...f, corrects } : f);
      facts.push(...idea.map((f) => (f.block === 'IDEA' ? { ...f, text: said(f), ...(plainly ? { plainly } : {}), ...(ideaCorrected ? { corrects: corrects ?? true } : {}) } : customersCorrected(f))));
      // "I have a bakery and want to sell …": what they have or do is a fact of its own.
      const before = SAID_BEFORE_PLAN.exec(text)?.[1];
      if (before) placed.push({ clause: { ...clause, text: before }, text: before, block: placeClause({ ...clause, text: before }, message, asked, null, knownIdea, reply) });
      // "Me and my cousin want to start …": the two of them are the team.
      const pair = PAIR_PLANS.exec(text)?.[1];
      if (pair) placed.push({ clause: { ...clause, text: pair }, text: pair, block: 'YOUR TEAM' });
      lookForIdea = false;
      lookForPlainIdea = false;
      continue;
    }
    // "for students" / "and people on low budget": people named without a verb go on a list of customers.
    const listed = carried === 'WHO' && !placed.length && !clause.hasVerb && looksLikePeople(text) ? carried : null;
    // ", so they fill every chair" after the idea: what it does for them, which the "so" says.
    // "…, so there are no spills": what no longer happens is judged with its "so" (`cues.ts`).
    const judged = facts.some((f) => f.block === 'IDEA') ? (SO_THEY.exec(clause.text)?.[0] ?? text) : SO_THERE.test(clause.text) ? clause.text : text;
    // "I'm a licensed contractor in Phoenix, 25 years, mostly kitchens and baths": what the founder mostly
    // did ("…, mostly tourists ask for English tours" says something else).
    const background = placed.at(-1)?.block === 'WHY YOU' && MOSTLY.test(text) && (!clause.hasVerb || text.split(/\s+/).length <= 5) ? 'WHY YOU' : null;
    // "The World Bank project ends in June 2027, so associations must stand on their own": what follows from a fact, said
    // after "so", is part of it, one note placed as a whole, unless it has a strong cue of its own ("…, so they save 3 hours a week").
    const cause = placed.at(-1);
    if (cause && i > 0 && cause.clause === clauses[i - 1] && cause.clause.hasVerb && SO_FOLLOWS.test(clause.text) && !scoreIsStrong(text) && !soWeAnswer(clause.text)) {
      const whole = mergeClauses([cause.clause, clause], `${cause.clause.text} ${clause.text}`);
      placed.splice(-1, 1, { clause: whole, text: `${cause.text} ${clause.text}`, block: placeClause(whole, message, asked, placed.at(-2)?.block ?? carried, knownIdea, reply) });
      continue;
    }
    // "The market is huge, 4 million nurses": a count right after the market said big is its size, said of the customers.
    const countedAfterMarket = i > 0 && marketCounted(clauses[i - 1]!.text, text) ? 'WHO' : null;
    // "I guess parents": the verb of a hedge taken off is no verb of the answer.
    const thought = hedged.endsWith(text) && /\b(?:i|we)\s+(?:think|guess|believe)\b/i.test(hedged.slice(0, hedged.length - text.length));
    const answer = thought ? { ...clause, hasVerb: sentencesOf(text)[0]?.[0]?.hasVerb ?? clause.hasVerb } : clause;
    placed.push({ clause, text, block: listed ?? background ?? countedAfterMarket ?? placeClause({ ...answer, text: judged }, message, asked, placed.at(-1)?.block ?? carried, knownIdea, reply) });
  }
  // A correction placed nowhere goes where the note it corrects is ("Correction: 150 connectors as of this morning.").
  const correctedBlock = recount?.block ?? (typeof corrects === 'string' ? blockHolding(known, corrects) : undefined);
  facts.push(...notesOf(placed, message, asked, corrects, correctedBlock ?? carried));
  // "Not the BHP site, it's a Rio Tinto site.": what replaces a note placed nowhere else goes where the note was.
  const takenFrom = notFirst && !facts.some((f) => f.block !== 'IDEA') ? blockHolding(known, notFirst[1]!) : undefined;
  if (notFirst && takenFrom) facts.push({ block: takenFrom, text: noteOf(takenFrom, notFirst[3]!), corrects: notFirst[1]! });
  if (!corrects && !recount && !known.blocks.WHO.length && !facts.some((f) => f.block === 'WHO')) customersNamedFirst(lead, facts, knownIdea);
  return facts.filter((f) => f.text).map((f) => (recount && f.block !== 'IDEA' ? { ...f, block: recount.block } : f));
}

// "hmm no: …", "actually no, …", "no wait, better: …": the last thing said taken back, and said again.
// ("no, it sounds too generic", "no, that's too long": what is said of the pitch judges it.)
const PITCH_SAID_OVER = /^(?:(?:hmm+|um+|actually|wait)[,.]?\s+)?(?:no|nah|nope)(?:[,.]?\s+wait)?[,.:!]?\s+(?:better\s*:\s*)?(?!(?:it|that|this|its|it's|that's|this is|it is|too)\b)\S/i;
// "nobody", "nobody else", "none yet", given for the team: no one but the founder is on it (not a doubt, as "none" is for other blocks).
const NO_ONE_ELSE = /^(?:(?:just|only)\s+)?(?:nobody|no one|no-one|none)(?:\s+(?:else|yet|so far|for now|at the moment|right now|but me|except me|really|at all|tbh|honestly))*[\s.!]*$/i;
// "I have one project idea, please give me your feedback.": the comma that ties a clause to the next one.
const CLAUSE_END = /[,;]\s*$/;
/** "Architects lose a lot of billable hours.": the people a statement opens with are the customers it speaks of. */
// "Councils are cracking down on …", "the city banned …": who makes the rules, said first, is no customer.
const RULE_MAKER_ALONE = new RegExp(String.raw`^(?:the\s+|our\s+|local\s+)*${RULE_MAKERS}$`, 'i');
function customersSaidOf(text: string): string | null {
  // "Small Irish firms never bid …": the parser can take a plural noun for the verb; then the words
  // before a problem's verb are the subject. "Food distributors": people by the ending of their word.
  const people = (s: string | null | undefined) => !!s && (looksLikePeople(s) || namesPeopleByEnding(customersNamed(s)));
  // "Milpa farmers here grow …": where or when they are is no part of who they are; "Drivers in city centres who can't
  // find parking waste …": the English model can end the subject on "who", whose clause it leaves out.
  const subject = [subjectOf(text), PAIN_SAID_OF.exec(text)?.[1]]
    .find(people)
    ?.replace(/(?<!\s)\s+(?:here|now|today|too|also|still|already|mostly|especially|who|that|which)$/i, '');
  // "20 years ago many families …", "weird flex but people …", "¥688 per person": no name of people; "Everyone's sick of
  // screens", "Outlander's done wonders": a subject with "is" or "has" run into it, or a statement taken for one.
  if (!subject || subject.split(/\s+/).length > 8 || NOT_THE_CUSTOMERS.test(subject) || RULE_MAKER_ALONE.test(subject) || /\b(?:but|ago|per)\b|\d|['’]s$|['’]s\s+(?:been|done|got|gone|had|made|become|grown)\b/i.test(subject)) return null;
  // "Busy parents with no time to cook": the verb after "to" is part of who they are, not said of them.
  if (/\bto$/i.test(subject)) return INFINITIVE_ENDS.exec(text.slice(text.indexOf(subject) + subject.length)) ? text.replace(/[\s.!]+$/, '') : null;
  // "Hostels lease a robot …", "Factories pay ₹0.25 per kg": who pays is said of the price, and is as often not the customer.
  if (PAYS.test(text.slice(text.indexOf(subject) + subject.length))) return null;
  // They bear the problem ("Architects lose …"), not cause it ("Landlords overcharge students").
  const said = text.slice(text.indexOf(subject) + subject.length).replace(/^\s*,[^,]{1,40},/, '').trimStart();
  return CAUSES.test(said) ? null : subject;
}
// What follows "to" to the end: a verb and up to two more words ("… to cook.", "… to walk the dog").
const INFINITIVE_ENDS = /^\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}[\s.!]*$/u;
const PAYS = /^\s*(?:(?:would|will|also|must|can|could|should)\s+)*(?:pay|pays|paid|earn|earns|lease|leases|buy|buys|rent|rents|list|lists|get|gets)\b/i;

/**
 * The customers a note-taker files the first time a group is named, whatever else the sentence says
 * (the WHO block is empty): before the idea, the people a statement opens with ("Strata managers in NSW
 * have to get …"); else whom the founder sells to ("We sell the dryer to Kudumbashree groups on
 * instalment"), and, in the sentence that says the idea, the people it is for, owned by or taken from
 * ("…, for smallholder dairy farmers around Debre Zeit", "owned by the residents").
 */
function customersNamedFirst(lead: string, facts: Fact[], knownIdea: string | null) {
  const subject = !knownIdea && SAID_OF_CUSTOMERS.includes(facts[0]?.block ?? 'IDEA') ? customersSaidOf(lead) : null;
  if (subject) facts.unshift({ block: 'WHO', text: tidy(subject) });
  const afterIdea = facts.filter((f) => f.block === 'IDEA').length;
  const named = [subject ? null : buyersSoldTo(lead), subject ? null : (peopleInIdea(lead, facts) ?? peopleTheIdeaIsNamedFor(facts))].filter((people) => people !== null);
  facts.splice(afterIdea, 0, ...named.map((people): Fact => ({ block: 'WHO', text: tidy(people) })));
}
// The blocks a statement about the customers is filed under before the idea ("Farmers in Suphan Buri burn the straw …" says why now).
const SAID_OF_CUSTOMERS: (CanvasBlock | 'IDEA')[] = ['PAIN', 'WHY NOW', 'USERS BENEFIT', 'YOUR PROFIT'];
const NOT_TIED = String.raw`(?!(?:the|a|an|to|for|by|of|in|on|at|with|where|that|which|who|and|or|we|i|our|my|their|is|are|from|like|so)\b)[\p{L}'’-]+\s+`;
// "…, for smallholder dairy farmers", "owned by the residents", "from restaurants in Valencia": people after a word that ties them to the product.
const PEOPLE_AFTER = new RegExp(String.raw`\b(?:for|to|by|from|in|among)\s+(?:(?:the|a|an|local|our)\s+)?((?:${NOT_TIED}){0,2}${PEOPLE_NOUNS})(?![\p{L}'’-])`, 'iu');
// "… from smallholder farmers in Luapula, Zambia": where the people are, by its name (in capitals), is part of who they are, as
// "Dentists in Germany" is "Dentists" said more precisely.
// (Not a time: "in May", "in Ramadan".)
const IN_A_PLACE_NAMED = /^\s+in\s+(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Ramadan|Christmas|Easter|Spring|Summer|Autumn|Fall|Winter)\b)\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?(?![\p{L}'’-])/u;
/** The people a pattern found, with the place named just after them. */
const withPlaceNamed = (match: RegExpExecArray | null, text: string) => match && `${match[1]!}${IN_A_PLACE_NAMED.exec(text.slice(match.index + match[0].length))?.[0] ?? ''}`;
/** The people the sentence that says the idea names after "for", "to", "by", "from", "in" or "among", when the idea itself named none. */
function peopleInIdea(text: string, facts: Fact[]): string | null {
  const people = facts.some((f) => f.block === 'IDEA') ? withPlaceNamed(PEOPLE_AFTER.exec(text), text) : undefined;
  return people && looksLikePeople(people) && !NOT_THE_CUSTOMERS.test(people) ? people : null;
}
// "Women's fitness app", "a women only boxing studio": a product named for its people is for them ("a farmers' market" is a place).
const NAMED_FOR_PEOPLE = new RegExp(String.raw`\b(?!(?:people|everyone|anyone)\b)(${KNOWN_PEOPLE_NOUNS})(?:['’]s?|[- ]only)\s+(?!markets?\b)\p{L}`, 'iu');
/** The people the idea's own name says it is for. */
function peopleTheIdeaIsNamedFor(facts: Fact[]): string | null {
  const idea = facts.find((f) => f.block === 'IDEA');
  return (idea && NAMED_FOR_PEOPLE.exec(idea.text)?.[1]) ?? null;
}
// "We sell the dryer to Kudumbashree groups on instalment", "… then sell to the brewery": whom the founder sells, rents or delivers to
// (not whom others sell to: "we set up platforms so farmers can sell to the processor").
const TIES = 'in|at|on|for|who|that|which|with|by|via|through|from|because|so|instead|like|as|every|each|per';
const SOLD_TO = new RegExp(String.raw`^(?:(?:and|then|also|so)\s+)*(?:(?:we|i)\b(?:(?!\s(?:so|where|which|who|that|lets|helps|because|while|when|if)\s)[^.;:!?])*?\s|(?=(?:sell|deliver|supply|rent)\b))(?:sell|sells|selling|rent|supply|deliver|lease)\b(?:\s+(?!to\b)[\w'’-]+){0,5}?\s+to\s+((?:the\s+|a\s+|an\s+)?[\p{L}'’-]+(?:\s+(?!(?:${TIES})\b)[\p{L}'’-]+){0,4}?)(?=\s+(?:${TIES})\b|\s*[,;:.!?)]|$)`, 'iu');
// Whom a founder sells to who are no customers of theirs to name: themselves, anyone, the trade in between.
const NOT_BUYERS = /^(?:us|me|them|him|her|you|it|whoever|anyone|anybody|everyone|everybody|people|customers|clients|users|the\s+(?:end\s+)?(?:buyer|customer|client|user)s?|middlem[ae]n|traders|brokers)\b/i;
function buyersSoldTo(text: string): string | null {
  const buyers = SOLD_TO.exec(text)?.[1];
  // "to Western Europe", "to Harare": a place is a market, not the customers.
  return buyers && !NOT_BUYERS.test(buyers) && !/^(?:\p{Lu}[\p{L}'’-]*\s*)+$/u.test(buyers) && isNounPhrase(buyers) ? buyers : null;
}
const CAUSES = /^(?:(?:still|often|always|usually|really|all|now|also)\s+)*(?:overcharge|charge|ignore|exploit|cheat|scam|rip|refuse|reject|deny|fire|block|ban|force|harass|discriminate|abuse|steal|bully|mistreat|underpay|evict)\w*/i;
/** A strong cue of the team, stronger than any other ("customer" of "a customer service person" is a faint cue of the customers). */
const teamCueLeads = (text: string) => {
  const scores = scoreClause(text);
  return scores['YOUR TEAM'] >= STRONG_CUE && CANVAS_BLOCKS.every((b) => b === 'YOUR TEAM' || scores[b] < scores['YOUR TEAM']);
};

// "Duolingo for sign language", "Uber but for dog walkers": a product known by its name, made for something else.
const ANALOGY = new RegExp(String.raw`^(?:${BRANDS})\s+(?:but\s+)?for\s+\S`, 'i');
/** "Pitch: Duolingo for sign language", before any idea: a pitch that likens the product to another is the idea too. */
function ideaInPitch(labelled: Fact[]): Fact[] {
  const pitch = labelled.length === 1 && labelled[0]!.block === 'PITCH' && ANALOGY.test(labelled[0]!.text) ? sentencesOf(labelled[0]!.text) : [];
  const clause = pitch.length === 1 && pitch[0]!.length === 1 ? pitch[0]![0]! : undefined;
  const facts = clause ? ideaOf(clause, true, true, true, 'alone') : null;
  return facts?.some((f) => f.block === 'IDEA') ? facts.filter((f) => f.block !== 'PITCH') : [];
}
/** "Pitch: …" or "In one sentence: …": a short label before a colon names the block of what follows. */
function labelledFact(sentence: string): Fact[] | null {
  // "Pitch - Seoul food, on wheels": a label of a word or two before a dash is one too.
  const match = /^([^:]{2,40}):\s+(.+)$/.exec(sentence) ?? /^((?:[\w-]+\s+)?[\w-]+)\s+[-–—]\s+(.+)$/.exec(sentence);
  if (!match || match[1]!.split(/\s+/).length > 4) return null;
  // "pitch is: your podcast, clipped", "team would be: …": a block's name and a verb is the label.
  const named = LABELS[match[1]!.replace(/\s+(?:is|are|would be|will be)$/i, '').toLowerCase()];
  const scores = scoreClause(match[1]!);
  const block = named ?? strongest(scores);
  if (!block || (!named && scores[block] < 2)) return null;
  // A head that is a statement itself ("We are three: …") stays part of the note.
  const stated = !named && /\b(is|are|am|was|were|have|has)\b/i.test(match[1]!) ? sentence : match[2]!;
  // "Why now: inflation made customers compare prices, and the Omnibus directive …": two statements
  // after one label are two notes; a pitch, and the people of the customers or the team
  // ("nurses, doctors, and hospital staff"), are one.
  const split = stated.split(/,\s+and\s+(?!so on\b)(?=(?:\S+\s+){2})/i);
  const parts = ['PITCH', 'WHO', 'YOUR TEAM'].includes(block) || split.length !== 2 ? [stated] : split;
  const facts = parts.map((part) => ({ block, text: noteOf(block, part) })).filter((f) => f.text);
  return facts.length ? facts : null;
}
// A sentence that ends by setting itself against others ("…, unlike cameras") is one fact, the edge it claims.
const CONTRAST_TAIL = /^(?:(?:and|but|so)\s+)?(?:unlike\b|which (?:no|nobody|no one|none)\b|(?:that|this|which) is something\b|something (?:\w+ ){0,4}(?:cannot|can'?t|don'?t|never|won'?t)\b)/i;

// A clause that only qualifies the one before it ("…, billed monthly", "…, which competitors don't").
const DEPENDENT = /^(?:(?:and|but) (?=(?:which|that|this) (?:is|'s) ))?(?:which|that|who|whom|whose|something|including|especially|like|unlike|instead of|rather than|billed|about|around|roughly|on average|with|without|plus|while|whenever|during|(?:built|made|collected|compiled|gathered|written|grown|trained|tested|checked|designed|curated|verified|hand-picked|booked|sold|delivered|paid|hosted|offered|run) (?:by|over|with|from|on|in|for|through|via|at|as)\b)/i;

// An opening clause that only sets the scene for the next one ("After the wedding, …", "With the e-invoice law, …").
const INTRO = new RegExp(String.raw`^(?:after|before|when|whenever|once|if|during|since|as soon as|until|in|from|starting|as of|by|this|next|last|with(?=.*\b${LAW}\b))\b.*,$`, 'i');
// "with our texts, patients never show up late anymore": what no longer happens thanks to the product is one clause.
const THANKS_TO_US = /^(?:with|thanks to)\s+(?:our|my)\s.*,$/i;
const NO_LONGER = /\b(?:never|no longer|no more|anymore|any more)\b/i;
// A verbless tail that only says where, when or how ("…, straight from local farms", "…, in three languages").
const TAIL = /^(?:from|to|in|on|at|by|for|with|without|over|under|via|through|straight|directly|right|only|just|even|always|every|each|all)\b/i;
// "My wife | and I shot weddings": the parser split a compound subject from its verb.
const COMPOUND = /^(?:and|or|&)\s+(?:i|we|me|my|our|a|an|the|two|three|his|her|their)\b/i;
// "I'm building Fixly — | an on-demand bike repair service…", 'building "Shelfie" - | inventory for …': a name, then what it is.
const NAMED = /\b[A-Z][\w-]*["”’']?\s*[—–-]$/;
// "I'm a kindergarten teacher | and my husband runs…": a clause with "am" or "is" is whole (the parser counts no verb in it).
const STATES_BEING = /^(?:i|we|he|she|they|it|you)(?:'m|'re|'s| am| are| is| was| were)\b/i;

/** Joins clauses that only qualify a neighbour: openers, relative clauses, fragments of one or two words. */
// "we take 3% of grants won, nothing if they lose": what the price is when it does not work out.
const PRICE_CONDITION = /^(?:(?:and|but)\s+)?(?:nothing|zero|no fee|no charge|free|0)\s+(?:if|when|unless)\b/i;
const QUALIFIED = /^(?:(?:and|easily|about|around|roughly|approximately|up to|only|just|like|over|almost|nearly)\s+)+/i;
// "They keep 85%", "Translators get 90% of the fee" ("Uber Eats takes 30%" is a rival's cut).
const THEIR_SHARE = /^(?:the\s+)?(?:they|[\p{L}-]+)\s+(?:keeps?|gets?(?:\s+to\s+keep)?|receives?|earns?)\s+\d[\d,.]*\s?%|^\d[\d,.]*\s?%\s+goes\s+to\b/iu;
const COMPARED_AMOUNT = /^(?:and|while|but|whereas)\s+(?!(?:we|i|us|our)\b)(?:[\w-]+\s+){1,3}?(?:pays?|gets?|sells?|earns?)\s+(?:only\s+|just\s+|up to\s+|about\s+)?[$€£¥]?\d/i;
// "We run," before "manage and clean holiday lets": a verb, and the list of verbs it opens.
const ONE_VERB_LISTED = /^(?:i|we)\s+[a-z]+,$/i;
const MORE_VERBS = /^[a-z]+(?:,\s*[a-z]+){0,3},?\s+(?:and|&)\s+[a-z]+\s+\S/i;
const SUBJECTLESS = /^(?:(?:and|then)\s+)*(?!(?:all|most|some|many|none|both|each|one|two|three|half|none|few)\b)[a-z]+\s+(?:them|it)\b/i;
function joinDependents(clauses: Clause[]): Clause[] {
  const out: Clause[] = [];
  for (const clause of clauses) {
    const prev = out.at(-1);
    if (prev && out.length === 1 && (INTRO.test(prev.text) || (THANKS_TO_US.test(prev.text) && NO_LONGER.test(clause.text)))) {
      out[0] = mergeClauses([prev, clause], `${prev.text} ${clause.text}`);
      continue;
    }
    const tail = !clause.hasVerb && TAIL.test(clause.text);
    const short = prev ? prev.text.split(/\s+/).length : 0;
    const compound = !!prev && !prev.hasVerb && short <= 4 && !STATES_BEING.test(prev.text) && (COMPOUND.test(clause.text) || (short <= 2 && /^(?:and|or|&)\s/i.test(clause.text)));
    const priceCondition = !!prev && (prev.money || PERCENT.test(prev.text)) && PRICE_CONDITION.test(clause.text);
    // "Middle men buy the milk very cheap, 25 shillings per litre": an amount said after a statement is its detail.
    const detail = !!prev && (prev.hasVerb || IS_SAID.test(prev.text)) && !prev.money && prev.text.endsWith(',') && COSTLY.test(prev.text) && (clause.money || clause.number) && !clause.hasVerb && AMOUNT_OPENS.test(clause.text.replace(QUALIFIED, ''));
    // "…, 25 shillings per litre, and processor pays 45": what someone else pays, set beside an amount.
    const compared = !!prev && prev.money && !/^(?:[$€£¥]?\s?\d|we\b|our\b|i\b)/i.test(prev.text) && COMPARED_AMOUNT.test(clause.text);
    // "They keep 85%, we keep 15%": the two shares of one split.
    const split = !!prev && THEIR_SHARE.test(prev.text) && OUR_SHARE.test(clause.text) && /^(?:and\s+|but\s+)?(?:we|i)\b/i.test(clause.text);
    // "We buy used chairs from offices that close, fix them and sell at 40% of the new price": one subject, more doings.
    // ("We work with 5 salons already, give them the app for free": "them" are the people just named, and another fact.)
    const sameSubject = !!prev && /^(?:i|we)\s/i.test(prev.text) && prev.text.endsWith(',') && SUBJECTLESS.test(clause.text) && !(/\bthem\b/i.test(clause.text) && looksLikePeople(prev.text.replace(/^(?:i|we)\s+\S+\s+/i, '')));
    // "We run, manage and clean holiday lets": the verbs of one doing, listed.
    const verbsListed = !!prev && ONE_VERB_LISTED.test(prev.text) && MORE_VERBS.test(clause.text);
    // "there are 2 similar apps but they are boring": what is wrong with them.
    const theirFlaw = !!prev && /^(?:but |and |so )?there(?:'s| is| are)\b/i.test(prev.text) && /^but\s+(?:they|it|none|most|all)\b/i.test(clause.text);
    // "£5 deposit per booking, it goes towards the haircut": what becomes of the amount.
    const whereItGoes = !!prev && prev.money && /^(?:and\s+)?(?:it|which|that)\s+(?:(?:goes|counts)\s+(?:towards?|against|off)|comes off|is (?:deducted|refunded|taken off|credited|paid back))\b/i.test(clause.text);
    // "I'm a nutritionist, certified in 2019": the founder's credential, said after what they are.
    const credential = !!prev && /^(?:i'm|i am)\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}[\w-]+,?$/i.test(prev.text) && CREDENTIAL.test(clause.text) && clause.text.split(/\s+/).length <= 5;
    // "each bag costs us 0.40 to make and we sell at 1.20": what a thing costs us and what we sell it for, one margin.
    const margin = !!prev && prev.money && clause.money && OUR_COST.test(prev.text) && /^(?:and|but)?\s*(?:we|i)\s+(?:sell|charge|retail)\b/i.test(clause.text);
    // "an app where my students can record their practice and I can comment": what it lets each side do.
    // "an app where patients do their exercises at home and I can see if they did them": what it shows, not the founder's edge.
    const alsoLets = !!prev && ((LETS_SOMEONE.test(prev.text) && ALSO_CAN.test(clause.text)) || (PRODUCT_WHERE.test(prev.text) && SHOWN_BY_IT.test(clause.text)));
    // "It's cheap but for families it's a lot": what it is for some, said of the clause before it, not who the customers are.
    const forSome = !!prev && FOR_SOME.test(clause.text);
    const dependent = clause.text.split(/\s+/).length <= 2 || DEPENDENT.test(clause.text) || tail || compound || priceCondition || split || detail || compared || sameSubject || verbsListed || alsoLets || forSome || margin || credential || whereItGoes || theirFlaw || !!prev?.text.endsWith(':') || (NAMED.test(prev?.text ?? '') && (/^(?:an?|the)\s/i.test(clause.text) || !clause.hasVerb));
    // "The market is huge, about 80,000 physios": a count after the market said big is its size, not a qualifier of the line.
    if (prev && dependent && !SMALL_TALK.test(clause.text) && !SMALL_TALK.test(prev.text) && !marketCounted(prev.text, clause.text) && !answersAfterUnsure(prev, clause)) out[out.length - 1] = mergeClauses([prev, clause], `${prev.text} ${clause.text}`);
    else out.push(clause);
  }
  return out;
}

/** "Not sure, …", "Hard to say, …": a clause that only says the founder does not know. */
const unsure = (clause: Clause) => UNSURE.test(clause.text.replace(LEAD, ''));
/**
 * "Hard to say, maybe clinics": a phrase after an unsure opening is the answer, not a tail of it, unless it is no answer
 * either ("Not sure, probably not", "Hard to tell, it depends": the whole line is unsure) or names what they are unsure
 * of ("Not sure, the prices", as "not sure about the prices").
 */
const answersAfterUnsure = (prev: Clause, clause: Clause) => unsure(prev) && !clause.hasVerb && !NON_ANSWER.test(clause.text) && !/^the\s/i.test(clause.text);
const CREDENTIAL = /^(?:and\s+)?(?:certified|trained|qualified|licensed|registered|accredited|chartered|graduated)\s+(?:in|as|since|at|by|from|\d|\p{Lu})/iu;
const OUR_COST = /\bcosts?\s+(?:us|me)\b|\bto (?:make|produce|build|grow|print|bake)\b/i;
const ALSO_CAN = /^and\s+(?:i|we|they|you)\s+(?:can|could|will)\s/i;
const SHOWN_BY_IT = new RegExp(String.raw`${ALSO_CAN.source}(?:see|check|track|know|follow|monitor|watch)\s+(?:if|whether|when|how|who|what|which)\b`, 'i');
// "an app where …", not "I grew up in Nairobi where …" nor "they forget where …": a product, and what happens in it.
const PRODUCT_WHERE = /\b(?:app|platform|tool|site|website|marketplace|service)\s+where\s/i;
const FOR_SOME = /^(?:(?:and|but|so)\s+)?for (?!(?:now|today|the moment|the time being|a while|example|instance|sure|once|years|starters|free)\b)(?:[\w'’-]+,? ){1,3}(?:it'?s|it is|that'?s|that is|it'?d be|it would be)\b/i;
const LETS_SOMEONE = /\b(?:where|so that|that lets|which lets)\s+(?:[\p{L}-]+\s+){1,3}?(?:can|could|will)\s/iu;

// "forget the app", "scrap the textbooks" (of "a marketplace for used textbooks"): what is taken back, when the idea holds it (`factsOf`).
const IDEA_TAKEN_BACK = /^(?:forget|scrap|drop|ditch|scratch)\s+(?:about\s+)?(?:the|my|our|that)\s+((?:[\w-]+\s+){0,2}?[\w-]+)(?=\s*(?:[,.;:!—–-]|$))[\s,.;:!—–-]*/i;
const IDEA_NOUN_ALONE = /^(?:app|idea|platform|website|site|marketplace|software|bot|business|startup)$/i;
// "…, we'll rent out calculators instead": what they will do in its place.
const WILL_DO = new RegExp(String.raw`^(?:(?:so|instead|then|now)\s+)?(?:i|we)(?:'ll|\s+will|'re going to|\s+are going to|'d rather|\s+would rather)\s+(${DOINGS})\s+(.+?)(?:\s+instead)?[.!]?$`, 'i');
const WILL_MAKE = /^(?:(?:so|instead|then)\s+)?(?:i|we)(?:'ll|\s+will|'re going to|\s+are going to)\s+(?:build|create|make|launch|open|offer|run|do)\s+(an?\s.+)$/i;
// "a new one", "a pilot with 3 salons", "a free tier": no idea of its own.
const NOT_A_PIVOT = /\bone\b|\b(?:pilot|beta|prototype|mvp|version|feature|survey|trial|tier|discount|campaign|waitlist|video|page|decision|office|branch|location|team|plan|price|pricing|package|subscription|option|name|logo|slogan|pitch)\b/i;
const CHOSEN = /^(?:(?:ok(?:ay)?|so|then|alright|fine|hmm+)[,.!]?\s+)*(?:let'?s|i'?ll|we'?ll|i will|we will|i'?d|we'?d)\s+(?:go|stick|start)\s+with\s+(?!(?:that|this|it|one|both)\b)((?:the\s+|an?\s+)?[^\d$€£¥,.;!?]+?)[\s.!]*$/i;
const PLACE_OF_TRADE = /\b(?:hotels?|hostels?|restaurants?|food trucks?|salons?|gyms?|farms?|bars?|stalls?)\b/i;
const HELP_WITH_IDEA = /\bhelp(?:\s+(?:me|us))?\s+(?:with|on)\s+(?:my|our)\s+(?:[\w-]+\s+)?idea\s+(?:for|of|about)\s+(an?\s(?!(?:[\w-]+\s+)?(?:competition|contest|hackathon|project|assignment|class|course|thesis|pitch|deck|name|logo|grant|application|weekend|accelerator|presentation)\b)[^?]+?)(?:[\s,]+(?:please|pls|plz))?[\s?.!]*$/i;

// What a founder says of the idea before saying it: "This one's a bit niche", "ok weird one",
// "I'd like to get feedback on my idea", "The thing is" (PREAMBLE announces it: "I should like to discuss a service idea").
export const FOREWORD =
  /^(?:(?:ok(?:ay)?|right|so|well)[,!.]?\s+)*(?:(?:this|it)(?: one)?(?:'s| is)\s+(?:a bit |kind of |sort of |quite |pretty |very |a little )?(?:an? )?(?:niche|random|weird|odd|different|unusual|strange|long|complicated|silly|crazy|wild)(?: one)?|(?:a )?(?:bit of an? |kind of an? )?(?:odd|weird|strange|random|niche|unusual|wild|crazy|silly) (?:one|idea)|the thing is|(?:a bit|a little) about me|(?:i|we)(?: should| would|'d)? (?:like|want) (?:to (?:run by you|bounce around|get feedback on)|(?:some )?feedback on) (?:my|our|an?|this) (?:[\w-]+ ){0,2}(?:idea|plan|startup|business|project|product))[\s.!:]*$|^(?:so\s+)?(?:i|we)(?:'ve| have) been (?:thinking|dreaming) (?:about|of) (?:this|it|doing (?:this|it))(?: (?:idea|business))?(?: for (?:a (?:long )?while|years|months|ages|some time|a long time))?(?: now)?[\s.!]*$|^(?:and |so )?(?:i|we) (?:finally|now|really) (?:want|wanna|decided|am ready|'m ready|are ready) to (?:do|try|start|launch) (?:it|this)(?: now)?[\s.!]*$|^(?:(?:a |some )?(?:little |quick |short )?bit of |some |quick |short )?(?:background|context)(?: first| about me)?[\s.!:,]*$/i;
const PAIR_PLANS = /^((?:me|i)\s+(?:and|n|&)\s+my\s+[\w-]+|my\s+[\w-]+\s+(?:and|n|&)\s+(?:i|me)|[A-Z][\w-]+\s+(?:and|n|&)\s+(?:i|me))(?:'re|\s+are|\s+r)?\s+(?=(?:really\s+)?(?:want|wanna|plan|hope|would like|'d like|building|making|starting|launching|opening)\b)/i;
const SAID_BEFORE_PLAN = /^((?:i|we)\s+[^,.;!?]{1,40}?)\s+and\s+(?=(?:really\s+)?(?:want|wanna|plan|hope|would like|'d like|aim|intend)\b)/i;
// "it's a reference checking platform": a product named on its own ("It's a crowded space", "It's a platform our competitors don't have" are not).
const IT_IS_A_THING = /^(?:it'?s|it is|it(?:'ll| will| would|'d) be)\s+(?:(?:more|rather|actually|really)\s+)?(?:like\s+)?(an?\s.+)$/i;
const NAMED_THEN_SAID = /^(.*?\b(?:build|building|launch|launching|make|making|create|creating|develop|developing|run|running|start|starting|open|opening)\s+)(\p{Lu}[\p{L}\d]*(?:\s+\p{Lu}[\p{L}\d]*){0,2}),\s*(an?\s.+)$/u;
// "more like cafes and bakeries": said over the customers.
const MORE_LIKE = /^(?:it'?s\s+|rather\s+)?more\s+like\s+(?=\S)/i;
const THING_INSTEAD = /^(?:(?:i think|maybe|rather|now)\s+)?(an?\s+[^,.;!?]+?)\s+(?:is|would be|'d be|sounds|seems)\s+(?:better|smarter|the way to go|more realistic)[\s.!]*$|^(an?\s+[^,.;!?]+?)[\s.!]*$/i;
// "Forget that, …", "On second thought, …": what opens a change of plan.
const PIVOT_MARK = /^(?:(?:forget|scrap|scratch|drop)\s+(?:that|it|this)|change of plans?|(?:on\s+)?second thoughts?|instead|(?:i|we)(?:'ve|\s+have)?\s+changed\s+(?:my|our)\s+minds?|let(?:'s|\s+us)\s+pivot)\b[\s,.;:!—–-]*/i;
// "Ok new idea: forget the gym app. I want to build …", "Let's pivot. We want to …": a change of mind said earlier in the message.
const PIVOT_SAID = /\b(?:new|different|another) idea\b|\bchanged (?:my|our) minds?\b|\bpivot\b/i;
// "I want to …", "We'd rather …": a plan, said as such.
const PLAN_OPENS = /^(?:i|we)(?:'m|'re|\s+am|\s+are)?\s*(?:really\s+)?(?:want|wanna|plan|planning|going to|'d like|would like|'d rather|would rather)\b/i;
// "new idea: …", "ok, different idea — …", "I have another idea: …".
const NEW_IDEA = /^(?:(?:i|we)\s+(?:have|'ve got|have got|got)\s+(?:(?:a|an)\s+)?)?(?:new|different|another|other|better)\s+idea(?:\s+(?:now|instead))?\s*(?::|\s[—–-])\s*(.+)$/i;
// "We sell ferrocement rainwater tanks", "We rent out plastic crates": what the founder sells is the idea, said plainly
// ("We sell the chips at K9 per kg" says the price; "I sell on Instagram", "We sell about 40 goats a week" say how).
const WE_SELL = /^(?:we|i)\s+(?:sell|rent(?:\s+out)?)\s+(?!(?:it|them|this|that|these|those|our|my|their|the|some|all|about|around|over|most|more|less|only|mostly|just|on|to|for|at|in|by|via|through|from|with|direct(?:ly)?|online|locally|cheap\w*)\b)(?!\d)/i;
const SOLD_AT = /\b(?:at|for)\s+\S{0,3}\d/i;
const PLACE_PART = String.raw`(?:(?:${DIRECTION})\s+)?${NAME_WORD}|${NAME_WORD}(?:\s+${NAME_WORD})*\s+(?:${PLACE_WORD})`;
const PLACE_ONLY = new RegExp(String.raw`^(?=[^,]*,)(?:(?:in|from)\s+)?(?:${PLACE_PART})(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)(?:${PLACE_PART}))+[\s.!]*$`, 'u');
const REPHRASED = /^(?:(?:sorry|ok(?:ay)?|so|actually)[,.]?\s+)*(?:(?:let me|i'?ll|to)\s+)?(?:rephrase|reword|put it (?:another way|differently|better)|say it (?:better|differently|again)|(?:in\s+)?english)(?:\s+(?:the|my|our)\s+idea|\s+it|\s+that)?\s*[:,—–-]\s*(?:it'?s\s+|it is\s+)?(an?\s.+)$/i;

/**
 * Whether a clause names, alone, the customers a WHO note names, said more precisely: "therapists in
 * private practice" after "Therapists", "dentists in Germany" after "Dentists".
 */
function sharperCustomer(said: Clause, known: IdeaState): boolean {
  // "small pharmacies, 2 or 3 people": how big they are is part of who they are.
  const sized = SIZE_TAIL.exec(said.text);
  const clause = sized ? sentencesOf(said.text.slice(0, sized.index))[0]?.[0] : said;
  if (!clause || clause.hasVerb || clause.money || clause.number || clause.text.split(/\s+/).length > 10) return false;
  const head = customersNamed(clause.text);
  const noun = (people: string) => people.split(/\s+/).at(-1)!.toLowerCase();
  // "freelance designers" after "Freelancers": a word of the same stem as the customers' names them too.
  // "we are students ourselves": the founders one of the customers is why them (`ONE_OF_THEM`), not the customers named again.
  return !IN_A_STATE.test(clause.text.trim()) && !ONE_OF_THEM.test(said.text) && PEOPLE_NAMED_ALONE.test(head) && looksLikePeople(head) && known.blocks.WHO.some((note) => head.toLowerCase().split(/\s+/).some((word) => sameStem(word, noun(customersNamed(note)))));
}
const SIZE_TAIL = /(?:,\s*|\s+with\s+|\s+of\s+|\s+\()(?:(?:about|around|maybe|roughly|up to|under|over|less than|more than)\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a few)(?:\s*(?:-|–|to|or)\s*(?:\d+|two|three|four|five|six|ten|twenty|fifty))?\+?\s+(?:people|persons|staff|employees|workers|chairs|beds)\b(?:\s+(?:each|max|tops|or so))?\)?[\s.!]*$/i;
// "Working children also take a day off …": a group of a few words, the mark that it is one more, and what they do.
const GROUP_ALSO_DOES = /^([\p{L}'’-]+(?:\s[\p{L}'’-]+){0,2}?)\s(?:also|too|as well)\s((?!(?:also|too|as well)\b)[\p{L}'’-]+\s.+)$/iu;
/** Whether the customers on the canvas already name the people of a phrase by its last word ("the restaurants" of "Restaurants"). */
const customersHeld = (people: string, known: IdeaState) => {
  const noun = people.trim().split(/\s+/).at(-1)!.toLowerCase();
  return known.blocks.WHO.some((note) => note.toLowerCase().split(/[^\p{L}'’-]+/u).some((word) => sameStem(word, noun) || sameStem(noun, word)));
};
// "Working children also", "Receptionists mostly", "Carers too": the people and the mark that they are one more group, or the most of them.
const GROUP_MARKED = /^([\p{L}'’-]+(?:\s[\p{L}'’-]+){0,3}?)\s(?:also|too|as well|mostly|mainly|especially)$/iu;
/** "<customers>, <what befalls them>": not those the customers deal with ("Landlords, they never fix anything"). Whether the first part names people alone is the caller's. */
function peopleThenTheirLot(lead: string): RegExpExecArray | null {
  const said = PEOPLE_THEN_THEIR_LOT.exec(lead);
  return said && !THOSE_DEALT_WITH.test(`${said[1]} `) && !THEIR_SIZE.test(said[2]!) ? said : null;
}
// "the surf schools, they got like 40 foamies each": how many they have says how big the customers are, not what befalls them.
const THEIR_SIZE = /^they(?:'ve|’ve)?\s+(?:have|got|own|run|employ)\s+(?:(?:like|about|around|over|some|roughly)\s+)?\d/i;
/** What befalls the customers is theirs: filed under the founders' own blocks by a cue ("no one who speaks English"), it is their pain. */
const theirLotPlaced = (block: CanvasBlock | null): CanvasBlock | null => (block === 'YOUR TEAM' || block === 'WHY YOU' ? 'PAIN' : block);
// "She cooks", "Nobody cooks", "My sister cooks", "Maria cooks": one person (or no one) and what they do, a word each.
const ONE_DOES = new RegExp(String.raw`^(?:he|she|nobody|no one|someone|somebody|(?:(?:my|our|his|her|their|your)\s+)?${KIN}|([\p{L}'’-]+))\s+\p{Ll}+s[.!]?$`, 'iu');
/** Whether a text is one person doing something: no group of customers ("Line cooks", "Tour guides" are one). */
function oneDoesSomething(text: string): boolean {
  const does = ONE_DOES.exec(text.trim());
  return !!does && (!does[1] || isFirstName(does[1]));
}

import type { CanvasBlock } from '@ideapilot/contract';
import { isNounPhrase, type Clause } from './clauses.ts';
import { guessBlock } from './classifier.ts';
import { AMOUNT, HAS_AMOUNT, OURS, PAID_FOR_THEIR_GOODS, scoreClause } from './cues.ts';
import { customersNamed, isThingWord, looksLikePeople, namesPeopleByEnding, sameStem } from './people.ts';
import { PERCENT, PRICE } from './amount-corrections.ts';
import type { IdeaState } from './idea-state.ts';
import type { Ask, Fact } from './reader-terms.ts';
import { LEAD, noteOf } from './note-text.ts';
import { notAPitch } from './pitch.ts';
import { canAnswer, EARNING, GUESS_CONFIDENCE, isTrade, onlyCueOf, OPENING_PAIN, STRONG_CUE } from './place-clause.ts';

/**
 * The notes of a clause: the block each clause of a sentence is filed under, with its neighbours
 * (`notesOf`), and two facts said in one sentence cut apart (`twoFactsApart`: what is got for the
 * price, the price of the gain, one's own past, the trouble, cheaper than today).
 */

// A short line with an amount that does not speak of what someone pays or loses: one more price in a list of prices.
export const PRICE_LINE = new RegExp(String.raw`^(?!.*\b(?:pay|pays|paid|spend|spends|lose|loses|lost|them|they|customers?)\b)(?=.*(?:${AMOUNT}))(?:\S+\s+){0,6}\S+$`, 'i');
// "fined", "sued", "penalties": a sanction, the teeth of a rule (`MOMENT_WEIGHS`, with what the market charges in a time of change).
export const SANCTION = String.raw`fined|fines|penalt(?:y|ies)|sued`;
const MOMENT_WEIGHS = new RegExp(String.raw`\b(?:${SANCTION}|(?:costs?|prices?|rents?|bills?)\s+(?:are\s+|is\s+)?(?:through the roof|sky-?high)|expensive|(?:are|is)\s+full)\b`, 'i');

/**
 * The clauses of a sentence as notes: a clause without a cue of its own belongs with its
 * neighbour (the one before, else the one after), and neighbours in one block are one note; only
 * a sentence without any cue is taken as the answer to the question asked.
 */
// What "they" do or get, not what they can, will or get to do.
const THEY_TODAY = /^(?:(?:and|but|so|well|ok|also|yeah|currently|right now|today)[,]?\s+)*(?:they|customers|clients|users|most of them|many of them)\s+(?!(?:can|could|will|would|'ll|get to|save|saves|gain|earn|win|finally|no longer|never|don'?t have to)\b)/i;
// "… and the number grows each year", "… and that figure doubled since 2020": how a count said before it changes.
const COUNT_CHANGES = /^(?:and|but)\s+(?:the|that|this|their)\s+(?:number|numbers|figure|count|share|rate)\s+(?:(?:still|keeps|is|has|only)\s+)?(?:grows|growing|grew|rises|rising|rose|goes up|going up|went up|increases|increasing|increased|doubles|doubled|climbs|climbing|climbed|falls|falling|fell|drops|dropping|dropped)\b/i;
// "but …", "yet …": a clause that turns against the one before it.
const TURNS = /^(?:but|yet|though|although|even)\b/i;
// "can't", "never", "don't": a clause that says what is not done or cannot be.
const NEGATED = /\b(?:not|no|never|nobody|cannot|can'?t|couldn'?t|don'?t|doesn'?t|didn'?t|won'?t|isn'?t|aren'?t)\b/i;
const isCount = (clause: Clause) => clause.number && !clause.money;
// "and they lose an hour in traffic anyway", "their kids are hungry at 4pm": a trouble that stays, or befalls others of theirs.
const STILL_TROUBLED = /\b(?:still|anyway|lose|loses|lost|losing|waste|wastes|wasted|wasting|hungry)\b|^(?:and\s+)?their\s/i;
// "and pay $40 per page", "or pay ₱300 for a ride": a clause of paying, or spending, with no subject of its own (not "pay us").
// "…, then pay $29 a month once it works": what they will pay for it, not what the trouble costs them ("for our app", "with us": `OURS`).
const ONCE_IT_WORKS = /\b(?:once|when|after|if)\s+(?:it|this|they\s+(?:use|try|join|sign))\b/i;
const PAID_ON = /^(?:(?:and|or|then|still|also)\s+)*(?:pay|pays|paying|spend|spends|spending)\s+(?!(?:us|me)\b)/i;
// "it cost 400 EUR per day", "which costs them €200": what the trouble just said costs (not "it costs 5 euros a month to use").
const TROUBLE_COSTS = /^(?:(?:and|so)\s+)?(?:it|this|that|which)\s+(?:costs?|costing)\s+(?![^,;]*\bto\s+use\b)(?:them\s+|him\s+|her\s+)?(?:about\s+|around\s+|like\s+|up to\s+|over\s+|almost\s+)?[$€£¥₹]?\d[^,;]*$/i;
// "up to £1,500 per infringement", "easily 300 euros a day": an amount guessed at, a loss's size rather than a price.
const LOSS_GUESSED = /^(?:(?:and|so)\s+)?(?:up to|easily|sometimes|often|over|more than|as much as)\s+[$€£¥₹]?\d/i;
/**
 * What a trouble costs, said on after it: "…, wait a week, and pay $40 to $90 per page" (what the same people pay, with no subject
 * of its own; not "…, and pay $29 a month for our app", "… once it works"), "…, it cost 400 EUR per day" (what "it" costs),
 * "…, up to £1,500 per infringement" (an amount guessed at, with no verb).
 */
const costOfTheTrouble = (clause: Clause) =>
  (PAID_ON.test(clause.text) && !OURS.test(clause.text) && !ONCE_IT_WORKS.test(clause.text)) || TROUBLE_COSTS.test(clause.text) || (clause.money && !clause.hasVerb && LOSS_GUESSED.test(clause.text));
/**
 * "Face oil 30 ml, 89 leva", "entrance free", "tea 60 hryvnia": a thing and its price, without a verb, a cue of the pain or anyone
 * who pays (people, or a trade: "Emergency plumber 300 pounds on a Sunday"; a short word like "beer" only ends as one).
 */
const thingPriced = (p: { clause: Clause; text: string }) =>
  !p.clause.hasVerb && scoreClause(p.text).PAIN === 0 && !looksLikePeople(p.text) && !p.text.split(/[^\p{L}]+/u).some((word) => word.length > 5 && isTrade(word));
/** After a gain, a clause that turns against it ("but …"), says what is not done, or a trouble that stays or befalls others of theirs. */
const troubleOfItsOwn = (text: string) => TURNS.test(text) || NEGATED.test(text) || STILL_TROUBLED.test(text);

export function notesOf(placed: { clause: Clause; text: string; block: CanvasBlock | null }[], message: string, asked: Ask, corrects: string | true | undefined, carried: CanvasBlock | null = null): Fact[] {
  const askedBlock = asked === 'IDEA' ? null : asked;
  // A correction too: "Sorry, 35 BD.", which corrects no note the coach can find, names no one who it is for.
  const answers = (text: string) => (askedBlock && text.split(/\s+/).length >= 2 && !(askedBlock === 'PITCH' && notAPitch(text)) && canAnswer(askedBlock, text) ? askedBlock : null);
  const next = (i: number) => placed.slice(i + 1).find((q) => q.block)?.block ?? null;
  // "clinics miss a third of calls, our bot answers all of them", "dust eats 20% of output and we clean without water": what
  // the founders or their product do, with no cue of its own, after a problem, is what they do about it, not more of it; and a
  // situation with no cue of its own, right before it, is the problem it answers.
  // (The word model, reading the clause with its message and alone, tells what they do about it from "and we burn a lot of
  // firewood", "so we put posters on the wall", the founders' own trouble when they are the customers, as does a workaround.
  // A situation is a problem when it takes a share of something or the word model reads it as one: "Farmers bring ripe
  // vanilla", "You rent it for 3 hours" say how the trade goes.)
  // Each clause is asked of the word model once: the rules below ask of a clause up to three times.
  const saidByModel = new Map<number, CanvasBlock | undefined>();
  const modelSays = (i: number) => {
    if (!saidByModel.has(i)) saidByModel.set(i, guessBlock(placed[i]!.clause.text, message)?.block);
    return saidByModel.get(i);
  };
  const ourAnswer = (i: number) => i > 0 && !placed[i]!.block && OUR_ANSWER.test(placed[i]!.clause.text) && !WORKAROUND.test(placed[i]!.clause.text) && !placed[i - 1]!.clause.text.endsWith(':') && ['USERS BENEFIT', 'SECRET SAUCE'].includes(modelSays(i) ?? '') && guessBlock(placed[i]!.clause.text)?.block !== 'PAIN';
  const answered = (i: number) => i + 1 < placed.length && !placed[i]!.block && placed[i]!.clause.hasVerb && !FIRST_PERSON.test(placed[i]!.text) && (SHARE_TAKEN.test(placed[i]!.text) || modelSays(i) === 'PAIN') && ourAnswer(i + 1);
  // A verbless fragment is how people answer a question; a clause with a verb belongs with its neighbour.
  // "or 1% of recovered invoices", given for the profit after the customers were said: an amount or a share names no customers,
  // so a sentence opening with "or" that says one, and names no people, answers the block asked, not the customers before it.
  const goesOn = (p: { clause: Clause; text: string }) => (carried === 'WHO' && askedBlock && askedBlock !== 'WHO' && isAmount(p.clause) && !canAnswer('WHO', p.text) && answers(p.text) ? null : carried);
  const blocks = placed.map(
    (p, i) => p.block ?? (answered(i) ? 'PAIN' : null) ?? (ourAnswer(i) && (placed[i - 1]!.block ?? (answered(i - 1) ? 'PAIN' : null)) === 'PAIN' ? 'USERS BENEFIT' : null) ?? placed.slice(0, i).findLast((q) => q.block)?.block ?? goesOn(p) ?? guessed(p.clause, message) ?? answers(p.text) ?? next(i) ?? (asked === 'IDEA' ? openingPain(p.clause, message) : null),
  );
  // "I wrote worksheets for both curricula, nobody else has this", "The AFAS connectors are Dutch-only, US tools don't bother with
  // them": what others lack is what the founders have, said just before it (with the clauses of its block before it), one note.
  // Not after the customers or their trouble ("patients wait weeks, clinics don't have the staff").
  const ours = (i: number) => FIRST_PERSON.test(placed[i]!.text) || (blocks[i] !== 'PAIN' && blocks[i] !== 'WHO');
  for (const [i, p] of placed.entries()) {
    if (LACK_CLOSES.test(p.clause.text) && ours(i)) blocks[i] = 'SECRET SAUCE';
    if (i === 0 || !OTHERS_LACK_IT.test(p.clause.text.replace(LEAD, '')) || !ours(i - 1)) continue;
    const had = blocks[i - 1];
    for (let j = i - 1; j >= 0 && blocks[j] === had; j--) blocks[j] = 'SECRET SAUCE';
    blocks[i] = 'SECRET SAUCE';
  }
  // "1.5 million seniors live alone and the number grows each year": a count, and how it changes, are one reason for now.
  for (const [i, p] of placed.entries()) if (blocks[i] === 'PAIN' && blocks[i + 1] === 'WHY NOW' && COUNT_CHANGES.test(placed[i + 1]!.clause.text) && isCount(p.clause)) blocks[i] = 'WHY NOW';
  // "Companies cannot find workers, so they are more open to older women now", "Grenada banned plastic, and the hotels must change
  // their amenities", "steelpan got declared national instrument, interest going up": a reason for now said with what follows from
  // it; the reason, filed under another block for its own words (with the clauses of that block before it), goes under why now
  // with what follows (not the customers, nor what the founders say of themselves). One note, unless they are said apart at
  // ", and" (`reasonsApart`): the corpus's note-takers write "Grenada banned plastic" and "The hotels must change …" as two.
  for (const [i, p] of placed.entries()) {
    const had = blocks[i - 1];
    if (i === 0 || blocks[i] !== 'WHY NOW' || !had || had === 'WHY NOW' || had === 'WHO' || !FOLLOWS_FROM_IT.test(p.clause.text)) continue;
    for (let j = i - 1; j >= 0 && blocks[j] === had && !FIRST_PERSON.test(placed[j]!.text); j--) blocks[j] = 'WHY NOW';
  }
  // "Mass torts and class actions are booming, every case needs five or six experts": what follows a
  // reason for now, with no more than a hint of a problem, goes on with the reason ("…, but …" turns to one).
  // Asked why now, all that follows the reason goes on with it ("Why now. Energy prices through the roof, people scared to run the boiler").
  // ("The Mobility Package changed the rules, and the fines are up to 5,000 euro", "staffing crisis, travel nurses are super
  // expensive": a hint of a problem that is only a sanction, or what the market charges, is the weight of that reason.)
  for (const [i, p] of placed.entries()) if (i > 0 && blocks[i] === 'PAIN' && blocks[i - 1] === 'WHY NOW' && !TURNS.test(p.clause.text) && (askedBlock === 'WHY NOW' || scoreClause(p.text).PAIN < 1 || onlyCueOf(p.text, MOMENT_WEIGHS, 'PAIN'))) blocks[i] = 'WHY NOW';
  // "They get a real salary, a contract, they take the bus alone to work", "players get matches …, and the clubs fill empty
  // courts": what the customers get, listed after a gain and not given for the pain, goes on with the gain when its hint of a
  // problem is no more than a word ("alone", "empty"). Not "…, but …", nor what they cannot do ("…, their knees can't"), nor
  // a clause before another gain, which would join the two gains into one note.
  for (const [i, p] of placed.entries()) if (i > 0 && askedBlock !== 'PAIN' && blocks[i] === 'PAIN' && blocks[i - 1] === 'USERS BENEFIT' && blocks[i + 1] !== 'USERS BENEFIT' && !isAmount(p.clause) && !troubleOfItsOwn(p.clause.text) && scoreClause(placed[i - 1]!.text)['USERS BENEFIT'] > 0 && scoreClause(p.text).PAIN <= STRONG_CUE) blocks[i] = 'USERS BENEFIT';
  // "they get a lot of no-shows", "they sleep badly", given when the coach asked for the pain: what they do or get
  // today, with no word of a gain, is the pain (the word model reads most sentences about "they" as gains).
  if (askedBlock === 'PAIN' && placed.length === 1 && blocks[0] === 'USERS BENEFIT' && THEY_TODAY.test(placed[0]!.text) && scoreClause(placed[0]!.text)['USERS BENEFIT'] < STRONG_CUE) blocks[0] = 'PAIN';
  // "They keep wine in a hot kitchen and it goes off.", "A ding gets water in and the board is ruined.", given for the pain:
  // two halves joined by "and", one answering the block asked and the other with no cue of its own, are one answer.
  // (Only a half the word model reads as a gain: what else it places, it has a reason for.)
  const halfAnswer = askedBlock === 'PAIN' && placed.length === 2 && /^and\s/i.test(placed[1]!.clause.text) ? blocks.indexOf('PAIN') : -1;
  const otherHalf = placed[1 - halfAnswer];
  if (halfAnswer >= 0 && blocks[1 - halfAnswer] === 'USERS BENEFIT' && Object.values(scoreClause(otherHalf!.clause.text)).every((score) => score === 0)) blocks[1 - halfAnswer] = 'PAIN';
  // What the trouble costs, said on after it (`costOfTheTrouble`), is the pain, not the founders' price.
  for (const [i, p] of placed.entries()) if (i > 0 && blocks[i] === 'YOUR PROFIT' && blocks[i - 1] === 'PAIN' && costOfTheTrouble(p.clause)) blocks[i] = 'PAIN';
  // Given for the pain, a sentence of things and their prices (`thingPriced`) is the founders' price list.
  if (askedBlock === 'PAIN' && placed.some((p) => p.clause.money) && placed.every(thingPriced)) for (const [i, block] of blocks.entries()) if (block === 'PAIN') blocks[i] = 'YOUR PROFIT';
  // "£45 mini valet, £120 full valet": amounts listed after a price are prices.
  for (const [i, p] of placed.entries()) if (i > 0 && blocks[i] === 'PAIN' && blocks[i - 1] === 'YOUR PROFIT' && isAmount(p.clause) && isAmount(placed[i - 1]!.clause) && PRICE_LINE.test(p.text)) blocks[i] = 'YOUR PROFIT';
  const facts: (Fact & { raw: string })[] = [];
  placed.forEach(({ clause, text }, i) => {
    const block = blocks[i];
    if (!block) return;
    const last = facts.at(-1);
    // "£35 a month, install is £600", "2.5% per cycle and … 1% for guaranteed payment": two amounts are two prices, each its own note.
    const secondPrice = !corrects && block === 'YOUR PROFIT' && isAmount(clause) && isAmount(placed[i - 1]?.clause) && !RESTATED.test(clause.text);
    // "…doubled since 2022, and natural wine is very fashionable in Europe": two reasons for now, two notes.
    const secondReason = block === 'WHY NOW' && placed[i - 1]?.clause.hasVerb && /^(?:and|but)\s+(?!(?:it|that|this|which|only|so|then|also|even|still|just|yet)\b)(?:\S+\s+){3}/i.test(clause.text) && !COUNT_CHANGES.test(clause.text) && !FOLLOWS_FROM_IT.test(clause.text);
    if (last && last.block === block && i > 0 && blocks[i - 1] === block && !secondPrice && !secondReason) {
      last.raw = `${last.raw} ${clause.text}`;
      last.text = noteOf(block, last.raw);
    } else {
      // "actually our customer is the catering companies, they waste much more": the mark corrects the customers said first;
      // what the message goes on to say of them is added.
      const corrected = corrects !== undefined && (!facts.length || facts[0]!.block === block || facts[0]!.block !== 'WHO');
      facts.push({ block, raw: text, text: noteOf(block, text), ...(corrected ? { corrects, firm: scoreClause(text)[block] >= STRONG_CUE } : {}) });
    }
  });
  return facts.flatMap(({ raw: _raw, ...fact }) => (corrects ? [fact] : revenueStreams(fact).flatMap(gainsApart).flatMap(reasonsApart)));
}

// What follows from a reason for now, said after it: "so they …", "(and) they are starting this now", "and the hotels must …",
// "interest going up" (a rise with no subject of its own to name).
const FOLLOWS_FROM_IT =
  /^(?:(?:and|so|and so|which is why|that's why)[,]?\s+(?:now\s+)?(?:they|it|companies|everyone|everybody|people|the\s+[\p{L}-]+)\s+(?:(?:are|is|now|all|also)\s+)*(?:must|have to|has to|need to|needs to|starting|start|more open|open|look(?:ing)?\s+for|want|wants)\b|(?:they|it)\s+(?:are|is)\s+(?:now\s+)?(?:starting|doing|trying|opening|rolling)\b[^,;]*\bnow\b|(?:and\s+)?(?:interest|demand)\s+(?:is\s+)?(?:going up|growing|rising|booming)[\s.!]*$)/iu;

const SANCTIONED = new RegExp(String.raw`\b(?:${SANCTION})\b`, 'i');
// "…, and", "… plus", "… +": the joints two reasons for now are said at (a bare "and" more often joins two parts of one).
// (Opening only where a run of spaces opens: one that opens inside the run reads it again, quadratic on long runs.)
const PLUS_JOINT = /(?<![\s,]),?\s+(?:plus|\+)\s+/i;
// (Not before what says more of the reason: "and they …", "and when rents went up", "and no money to buy it", "and the number grows".)
const AND_JOINT = /,\s+and\s+(?!(?:it|that|this|they|them|which|only|so|then|also|even|still|just|yet|no|not|never|when|if|because|as|since|after|before|while|until|is|are|was|were|has|have|the\s+(?:number|numbers|figure|count|share|rate))\b)/gi;
/**
 * "Tourism's back to 2019 numbers and the Americans are mad for it after the TikToks", "Esports is in the Asian Games now, and
 * universities give esports scholarships", "Cruise arrivals are the highest ever, plus the Welcome Stamp brings remote
 * workers": two reasons for now said in one sentence, each with a verb of its own, are two notes ("EU rules on textile waste and the
 * digital product passport are coming" names two things of one reason; "…, and they look for operators" says more of the first).
 */
function reasonsApart(fact: Fact): Fact[] {
  if (fact.block !== 'WHY NOW') return [fact];
  // Each part says something (a verb before the first comma of the second: "new hazard classes and new formatting rules, everybody
  // has to update" lists two things), neither is the founders' own, and a sanction ("and the fines are up to …") is the reason's weight.
  const says = (part: string, i: number) => part.split(/\s+/).length >= 4 && !isNounPhrase(i ? part.split(',')[0]! : part) && !FIRST_PERSON.test(part) && !(i && SANCTIONED.test(part));
  const cut = (at: number, length: number) => [fact.text.slice(0, at), fact.text.slice(at + length)];
  const plus = PLUS_JOINT.exec(fact.text);
  const cuts = [...(plus ? [cut(plus.index, plus[0].length)] : []), ...[...fact.text.matchAll(AND_JOINT)].map((m) => cut(m.index, m[0].length))];
  const parts = cuts.find((two) => two.every(says));
  return parts ? parts.map((part) => ({ ...fact, text: noteOf('WHY NOW', part) })) : [fact];
}

// What the founders or their product do, opening a clause: "we clean without water", "our bot answers all of them", "so our tool
// books patients by itself" (not what "we" lose, pay, need or charge: "and we lose half the catch" is the founder's own problem).
const OUR_ANSWER = /^(?:(?:and|but|so|now|then|instead|while)[,]?\s+)*(?:we|our\s+(?:[\p{L}-]+\s+)?(?:app|bot|tool|platform|service|software|system|product|drones?|robots?|vans?|team|crew|device|sensor|kit|machines?))\s+(?:(?:just|simply|also|now|instead|actually)\s+)?(?!(?:lose|lost|losing|waste[sd]?|wasting|spend|spent|pay|paid|need|needs|want|wants|have|has|had|can'?t|cannot|couldn'?t|don'?t|didn'?t|doesn'?t|never|struggle[sd]?|were|was|are|is|miss|missed|see|saw|know|knew|think|thought|get|got|take|took|charge[sd]?|earn[sd]?|sell|sold|turn|turned|hope|plan|will|would|could|should|might|must)\b)\p{L}+/iu;
const FIRST_PERSON = /\b(?:i|i'?m|i'?ve|i'?d|my|me|we|our|us)\b/i;
// "nobody else has this", "nobody have", "Nobody does this.", "US tools don't bother with them", "most cobblers dont have the
// machine": what others lack, said of what was said just before (not "nobody else has this problem", nor "banks don't lend").
// ("Agencies can't do that by phone", "big platforms like Olive Young cannot get same", "Not many co-ops have it", "nobody ships here".)
const LACK_HOW = String.raw`(?:\s+(?:by|at|for|in|on|with|without|over)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+)?`;
const LACK_SAID = String.raw`(?:(?:nobody|no one|no-one)(?:\s+else)?\s+(?:has|have|does|do|offers?|sells?|makes?|ships?|delivers?|can\s+(?:do|copy|offer|match|make))(?:\s+(?:it|this|that|them|the same|here)(?!\s+(?:problem|issue|trouble|time|money)\b))?|(?:not\s+many|few|hardly\s+any|no\s+other)\s+(?:[\p{L}-]+\s+){1,2}?(?:has|have|offers?|does|do)\s+(?:it|this|that|them|the\s+same)|(?!(?:we|i|you|they|he|she|it|people|customers|clients|users|parents|patients)\b)(?:[\p{L}-]+\s+){1,5}?(?:(?:do|does)\s*n[o'’]?t|can'?t|cannot|never)\s+(?:(?:have|do|offer|bother\s+with|look\s+at|copy|match)\s+(?:it|this|that|them|(?:the\s+)?same|the\s+[\p{L}-]+)|get\s+(?:the\s+)?same)${LACK_HOW})(?=[\s.!,;]*$)`;
export const OTHERS_LACK_IT = new RegExp(`^${LACK_SAID}`, 'iu');
// "…, family recipe 3 generations, nobody have": what others lack closing the clause that says what the founders have.
const LACK_CLOSES = new RegExp(String.raw`,\s+${LACK_SAID}`, 'iu');
// "…, so our tool books patients by itself": what the founders' product does about it is a fact of its own ("…, so we put posters on the
// wall", a workaround the word model reads as the problem, goes on with it).
export const soWeAnswer = (text: string) => OUR_ANSWER.test(text) && !WORKAROUND.test(text) && guessBlock(text)?.block !== 'PAIN';
// "we call one by one", "we come maybe in 4 days", "we find out later": how the founders get by today, when they are the customers.
const WORKAROUND = /\b(?:one by one|by hand|manually|maybe|later|still|again|ourselves|every time)\b/i;
// "dust eats 20% of output", "kids lose half their vocabulary over the summer": a share of something, taken.
const SHARE_TAKEN = /\d\s?(?:%|percent\b|per ?cent\b)|\b(?:half|a third|a quarter|two thirds)\s+(?:of|their|its|the)\b/i;

// "…, and for hospitals it's cheaper than agencies", "…, and it's cheaper than disposables": a gain set against what they use today
// ("…, and it's better than nothing" sets it against nothing, and stays in its note).
const AND_ALSO_BETTER = /,\s+and\s+(?=(?:for\s+(?:[\w'’-]+\s+){1,3})?(?:it'?s|it is|that'?s|that is)\s+(?:(?:much|far|way|a lot|also|even|still)\s+)?(?:\w+er|more\s+\w+|less\s+\w+)\s+than\b(?!\s+(?:nothing|ever|before|usual|expected|anything)\b))/i;
/**
 * "Managers approve in one tap, and for hospitals it's cheaper than agencies": what the product does for its
 * users and how it compares with what they pay for today are two gains, each its own note.
 */
function gainsApart(fact: Fact): Fact[] {
  if (fact.block !== 'USERS BENEFIT') return [fact];
  const parts = fact.text.split(AND_ALSO_BETTER);
  return parts.length === 2 && parts.every((part) => part.split(/\s+/).length >= 3) ? parts.map((part) => ({ ...fact, text: noteOf('USERS BENEFIT', part) })) : [fact];
}

/**
 * "£2.50 per person per month, plus energy suppliers pay us a commission", "690 € per room, or an
 * annual contract": a price and another way of earning are two notes; "plus VAT", "plus one free
 * glass", "or about €10 a month" (the same price again) are part of the one.
 */
function revenueStreams(fact: Fact): Fact[] {
  if (fact.block !== 'YOUR PROFIT') return [fact];
  const earning = (part: string) => !/^(?:about|around|roughly|approximately|maybe|like|so|something)\b/i.test(part) && (EARNING.test(part) || PRICE.test(part));
  // Cut after a comma first: "15 pounds per visit plus parts, and companies can pay a monthly fee" keeps its "plus parts". After
  // ", and" only a price or a fee is another way of earning ("…, and they pay by card" says how the one price is paid).
  const cuts: [RegExp, (part: string) => boolean][] = [
    [/,\s+(?:plus|or)\s+/i, earning],
    [/,\s+and\s+/i, (part) => earning(part) && (PRICE.test(part) || FEE.test(part))],
    [/\s+plus\s+(?!or\b)/i, earning],
  ];
  for (const [at, earns] of cuts) {
    const parts = fact.text.split(at);
    if (parts.length === 2 && PRICE.test(parts[0]!) && parts[1]!.split(/\s+/).length >= 2 && earns(parts[1]!)) return parts.map((part) => ({ ...fact, text: noteOf('YOUR PROFIT', part) }));
  }
  return [fact];
}
const FEE = /\b(?:fees?|commissions?|subscriptions?|licen[cs]es?|margins?)\b/i;

/** The facts a note holds two of, said in one clause, each under its own block (a correction stays whole). */
// Each takes one fact apart where it holds two, in this order; a part one of them cuts off is read by those after it.
const APART = [priceOfTheGain, ownPastApart, troubleSeenApart, cheaperThanToday, boughtThenSold, groupsApart];
export const twoFactsApart = (fact: Fact): Fact[] =>
  fact.corrects || fact.block === 'IDEA' ? [fact] : APART.reduce((facts, apart) => facts.flatMap(apart), gotForThePrice(fact));

/** A note cut in two at `at`, the part before under `first` and the part from `from` (two words at least) under `then`. */
function cutAt(fact: Fact, at: number, from: number, first: CanvasBlock, then: CanvasBlock): Fact[] {
  const [before, after] = [fact.text.slice(0, at), fact.text.slice(from)];
  if (!before.trim() || after.trim().split(/\s+/).length < 2) return [fact];
  return [{ ...fact, block: first, text: noteOf(first, before) }, { ...fact, block: then, text: noteOf(then, after) }];
}

// "they pay 20 dollars and get a weekly box", "…, and their kids get supervised play", "…, and own the pump after 18 months":
// what the payers get for the price (not what "we" get: "we charge 5% and get paid", nor a share of the price or a rate: "and the
// teacher gets 7", "and clubs get a group rate"). ("$185 a head, lobster dinner included" is the price and what it covers, as the
// development parts label it.)
const GETS_FOR_IT = /(?:,\s*(?:and\s+)?|(?<!\s)\s+and\s+)(?:(?:then\s+)?(?:(?!(?:we|i|us|our|the\s+(?:app|platform|company|business))\b)[\p{L}'’-]+\s+){0,2}?(?:get|gets|receive|receives|own|owns)\s+(?!paid\b|(?:a|our|their)\s+(?:cut|commission|share)\b|[$€£¥]?\d|half\b|most\b|the rest\b|(?:a|one|two)\s+(?:third|quarter)s?\b|a\s+(?:group|discount|special|lower|reduced|better)\s+(?:rate|price)\b))/iu;
/** A price and what the payers get for it are two notes: the price, and their gain. */
function gotForThePrice(fact: Fact): Fact[] {
  if (fact.block !== 'YOUR PROFIT') return [fact];
  const gets = GETS_FOR_IT.exec(fact.text);
  if (!gets || !(HAS_AMOUNT.test(fact.text.slice(0, gets.index)) || PRICE.test(fact.text.slice(0, gets.index)))) return [fact];
  // The gain keeps its subject and its verb ("their kids get supervised play"), without the comma or "and" before them.
  const separator = /^(?:,\s*(?:and\s+)?|\s+and\s+)/i.exec(gets[0])![0];
  return cutAt(fact, gets.index, gets.index + separator.length, 'YOUR PROFIT', 'USERS BENEFIT');
}

// "our bot picks up every call for 199 dollars a month", "we clear your driveway before 7am for $49 a month": what the product does, and
// the price said at its end, are two notes.
const PRICE_TAIL = /(?<!\s)\s+for\s+(?:just\s+|only\s+)?(?=(?:[$€£¥]\s?)?\d[\d,.]*k?\s*(?:[$€£¥]|dollars?|euros?|pounds?|bucks)?\s*(?:a|an|per|\/)\s*(?:month|year|week|day|visit|session|user|seat|clinic|site|person|head|household|house|room|driveway)s?\b[.!]*$)/i;
// "we rent e-bikes", "we sell boxes", "we offer lessons": what is sold, with its price, is the price.
const OFFERED = /^(?:we|our\s+[\p{L}-]+)\s+(?:(?:also|just|only)\s+)?(?:rent|rents|lease|leases|hire|sell|sells|offer|offers|provide|provides|deliver|delivers|ship|ships|supply|supplies|do|does|run|runs|host|hosts|give|gives)\b/iu;
/** A gain, or the product's edge, with the price it comes at said last: the gain, and the price. */
function priceOfTheGain(fact: Fact): Fact[] {
  const { block } = fact;
  const tail = block === 'USERS BENEFIT' || block === 'SECRET SAUCE' || block === 'YOUR PROFIT' ? PRICE_TAIL.exec(fact.text) : null;
  if (!tail) return [fact];
  const before = fact.text.slice(0, tail.index);
  // A price note splits only when what comes before the price is what the product does ("we rent bikes for €15 a day" is the price).
  if (block === 'YOUR PROFIT' && !(OUR_ANSWER.test(before) && !OFFERED.test(before) && !HAS_AMOUNT.test(before) && !PRICE.test(before))) return [fact];
  const gain = block === 'SECRET SAUCE' ? block : 'USERS BENEFIT';
  return cutAt(fact, tail.index, tail.index + tail[0].length, gain, 'YOUR PROFIT');
}

// "solo founder, 7 years freelancing", "just me for now, 12 years as a landscaper", "Team: me (logistics degree, 4 years at a
// forwarder) and Kuba who codes": the founder's own years at a trade, said beside who is on the team, are why them.
const ALONE_THEN = /^((?:(?:just|only)\s+)?(?:me|myself|solo(?:\s+founder)?|one-(?:person|man|woman)\s+(?:team|show|band))(?:\s+(?:for now|so far|right now|at the moment))?),\s+/i;
const MY_PAST_BRACKETED = /\b(?:me|myself)\s*\(([^()]{3,100})\)/i;
const YEARS_AT_IT = /(?<!\b(?:in|within|next|another|the next)\s)\b(?:\d+\+?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)\s*(?:years?|yrs?)\b(?!\s+(?:from now|ago|old)\b)|\bex-\p{L}|\bformer(?:ly)?\s+\p{L}|\bdegree\b/iu;
const SOMEONE_ELSE = /\b(?:he|she|they|his|her|their|my\s+(?!own\b)[\p{L}-]+|co-?founders?|partners?|hire|hiring|looking for)\b/iu;
function ownPastApart(fact: Fact): Fact[] {
  if (fact.block !== 'YOUR TEAM') return [fact];
  const bracketed = MY_PAST_BRACKETED.exec(fact.text);
  if (bracketed && YEARS_AT_IT.test(bracketed[1]!)) {
    const team = `${fact.text.slice(0, bracketed.index)}${fact.text.slice(bracketed.index, bracketed.index + bracketed[0].length).replace(/\s*\([^()]*\)/, '')}${fact.text.slice(bracketed.index + bracketed[0].length)}`;
    return [{ ...fact, text: noteOf('YOUR TEAM', team) }, { ...fact, block: 'WHY YOU', text: noteOf('WHY YOU', bracketed[1]!) }];
  }
  const alone = ALONE_THEN.exec(fact.text);
  const rest = alone ? fact.text.slice(alone[0].length) : '';
  // ("myself, a former GC of a regional carrier, and two ML engineers" goes on to list the team.)
  return alone && YEARS_AT_IT.test(rest) && !SOMEONE_ELSE.test(rest) && !/,|\band\b/i.test(rest) ? cutAt(fact, alone[1]!.length, alone[0].length, 'YOUR TEAM', 'WHY YOU') : [fact];
}

// "I was a litigation paralegal for five years, and the worst part of the job was court bundles", "I've been an ER nurse for 8 years
// and childcare is the #1 reason nurses quit": the founder's past, and the trouble they saw in it, said as the worst of it or the
// first reason, are two notes.
const WORST_OF_IT = String.raw`(?:the|my|our|their)\s+(?:worst|hardest|biggest|main|real)\s+(?:part|problem|pain|issue|headache|thing|struggle)\b`;
const FIRST_REASON = String.raw`(?:[\p{L}'’-]+\s+){1,3}?(?:is|was|are|were)\s+the\s+(?:#\s?1|number one|no\.?\s?1|biggest|main|top|first)\s+(?:reason|cause|problem|complaint)\b`;
const AND_THE_TROUBLE = new RegExp(String.raw`(?:,\s*|(?<!\s)\s+)and\s+(?=${WORST_OF_IT}|${FIRST_REASON})`, 'iu');
function troubleSeenApart(fact: Fact): Fact[] {
  const trouble = fact.block === 'WHY YOU' ? AND_THE_TROUBLE.exec(fact.text) : null;
  return trouble ? cutAt(fact, trouble.index, trouble.index + trouble[0].length, 'WHY YOU', 'PAIN') : [fact];
}

// "Clinics pay 99 euros a month, cheaper than one missed appointment", "5 dollars a ride, half the price of a taxi": the price, and how
// it compares with what the customers pay today, are the price and their gain (not the pain the word "cost" in it hints at).
const CHEAPER = String.raw`(?:(?:much|way|far|a lot|still)\s+)?cheaper\s+than\b|(?:half|a third|a quarter|a fraction)\s+(?:of\s+)?(?:the\s+(?:price|cost)\s+of|what)\b`;
// After a price, "less than half of a private tutor" compares it too ("Less than half of the farmers have insurance" opens a pain).
const THEN_CHEAPER = new RegExp(String.raw`,\s*(?:(?:which|that)(?:'s|\s+is)\s+|so\s+)?(?=${CHEAPER}|less\s+than\s+(?:half|a third|a quarter)\s+(?:of\s+)?(?:the\s+(?:price|cost)\s+of|what|an?)\b)`, 'i');
const CHEAPER_FIRST = new RegExp(String.raw`^(?:(?:it'?s|that'?s|which is|and)\s+)?(?=${CHEAPER})`, 'i');
function cheaperThanToday(fact: Fact): Fact[] {
  if (fact.block === 'PAIN' && CHEAPER_FIRST.test(fact.text)) return [{ ...fact, block: 'USERS BENEFIT' }];
  const cheaper = fact.block === 'YOUR PROFIT' ? THEN_CHEAPER.exec(fact.text) : null;
  return cheaper && HAS_AMOUNT.test(fact.text.slice(0, cheaper.index)) ? cutAt(fact, cheaper.index, cheaper.index + cheaper[0].length, 'YOUR PROFIT', 'USERS BENEFIT') : [fact];
}

// "We pay the farmer 9 pesos and sell at 14", "We buy from farmers at 30% above mandi price and sell the graded dates at 4-5 times":
// what the producers are paid is their gain, and what the founder sells at is the price.
const THEN_SOLD = /(?<!\s)\s+and\s+(?=(?:then\s+)?(?:re)?sells?\b)/i;
function boughtThenSold(fact: Fact): Fact[] {
  const sold = fact.block === 'USERS BENEFIT' && PAID_FOR_THEIR_GOODS.test(fact.text) ? THEN_SOLD.exec(fact.text) : null;
  return sold ? cutAt(fact, sold.index, sold.index + sold[0].length, 'USERS BENEFIT', 'YOUR PROFIT') : [fact];
}

const isAmount = (clause?: Clause) => !!clause && (clause.money || PERCENT.test(clause.text));
// "€120 a year, or about €10 a month": the same price said again.
const RESTATED = /^(?:or|that'?s|that is|i\.?e\.?|so)\s+(?:about|around|roughly|approximately|like|just)\b/i;

/** A statement without a cue or a neighbour: the words of the tuned corpus decide, when they are clear about it. */
/**
 * "The existing cameras beep at drivers so often they cover them with tape.", before the idea: a
 * clause placed by nothing else, that the word model takes for the problem, is the problem.
 */
function openingPain(clause: Clause, message: string): CanvasBlock | null {
  const guess = guessBlock(clause.text, message);
  return guess && guess.block === 'PAIN' && guess.confidence >= OPENING_PAIN ? 'PAIN' : null;
}
function guessed(clause: Clause, message: string): CanvasBlock | null {
  if (!clause.hasVerb) return null;
  const guess = guessBlock(clause.text, message);
  return guess && guess.confidence >= GUESS_CONFIDENCE ? guess.block : null;
}

// "8 technicians in Nairobi", "we have 3 nursery staff planned", "12 carers on board already": a handful of people counted
// (`STAFF_COUNTED`: a count under a hundred, after "we have / we'll have / we need / there are" or none, and what follows it).
const STAFF_COUNTED = /^(?:(?:we|i)(?:'ve|'ll|\s+have|\s+will|\s+already)?\s+(?:have|got|employ|need|hired|hire|have got)\s+|there(?:'s|\s+is|\s+are|\s+will\s+be)\s+)?(?:about\s+|around\s+|roughly\s+|maybe\s+|like\s+)?(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple(?:\s+of)?)\s+(\S+(?:\s+\S+){0,6})$/i;
// What a count of people must not say to be the founders' staff: traction, customers or the market ("8 cafés signed up").
const COUNTED_AS_TRACTION = /\b(?:signed|sign-?ups?|waitlist|waiting list|interested|pilots?|piloting|letters?|paying|paid|bought|buy|subscribed|use|uses|using|customers?|clients?|users?|buyers?|per|each|every|a (?:day|week|month|year))\b|[$€£¥%]/i;
/**
 * A handful of people counted, given for the team, who are not the customers on the canvas nor the idea's: the founders' staff,
 * though a count of people in a place reads as the market and "have … planned" as traction (the word model's secret sauce).
 */
export function staffCounted(lead: string, known: IdeaState): boolean {
  const counted = STAFF_COUNTED.exec(lead.trim().replace(/[.!]+$/, ''));
  if (!counted || COUNTED_AS_TRACTION.test(counted[1]!)) return false;
  const people = customersNamed(counted[1]!);
  if (!(looksLikePeople(people) || namesPeopleByEnding(people)) || isThingWord(people.split(/\s+/).at(-1)!)) return false;
  const theirs = [...known.blocks.WHO, known.idea ?? ''].flatMap((note) => note.toLowerCase().split(/\W+/)).filter((w) => w.length >= 3);
  // Only its words that name people are weighed: "3 nursery staff" are no customers of "a plant nursery delivery service".
  return !people.toLowerCase().split(/\s+/).filter((word) => looksLikePeople(word)).some((word) => theirs.some((w) => sameStem(word, w) || sameStem(w, word)));
}

// ", and also", ", but also for", ", plus", ", also", " and for": where an answer to who goes on to another group of customers.
const NEXT_GROUP = /(?<!\s)\s*,\s*(?:(?:and|but|plus)\s+)?(?:also\s+)?(?:for\s+)?|(?<!\s)\s+(?:and|but)\s+also\s+(?:for\s+)?|(?<!\s)\s+and\s+for\s+/iu;
// "mostly men over 55", "10-30 people", "middle class", "in metros", "not big hospitals": which of them, how many, where, who
// not; no group of its own.
const NOT_A_GROUP = /^(?:mostly|mainly|especially|particularly|usually|typically|like|such as|think|e\.g\.|i\.e\.|including|incl\.?|the|their|our|his|her|its|my|your|they|them|there|these|those|we|i|you|some|many|most|all|who|that|which|in|at|on|from|with|without|not|no|never|except|excluding|apart from)\b|^[\d$€£¥]/iu;
// What a group is said with, after its people: "who …", "with …", "in …", an age ("people 18-35").
const SAID_OF_THEM = /(?<!\s)\s+(?:who|who's|whose|that|with|without|in|at|from|on|near|across|around|aged|but|\d+)\b.*$/isu;
// Words for people in groups that no list of customers holds, as they would shift other rules: "lads", "IT guys", "stag groups".
const GROUP_NOUNS = /^(?:lads|guys|blokes|groups)$/i;
/** "IT guys with money", "dads who got into guitar again": a group of people of its own, by its head words alone. */
function aGroup(piece: string): boolean {
  const head = piece.replace(/[.!]+$/, '').replace(SAID_OF_THEM, '');
  const words = head.split(/\s+/);
  const last = words.at(-1)!;
  return !NOT_A_GROUP.test(piece) && words.length <= 4 && /\p{L}s\b|\b(?:people|men|women|children)\b/iu.test(last) && (looksLikePeople(head) || namesPeopleByEnding(head) || GROUP_NOUNS.test(last));
}
// No answer names more groups than a handful: the rest of a longer list stays with the last one (and a long message costs no more).
const GROUPS_AT_MOST = 6;
/**
 * "Tattoo shops, and people 18-35 who collect small tattoos", "young people 20-35 …, also IT guys with money": an answer to
 * who that names one group and then another is a note for each. The cutting stops at the first part that is no group of its
 * own ("mostly men over 55", "10-30 people", "their parents pay", "the surgeries": which of them, how many, those dealt with):
 * it stays with the group before it, and so does all that follows.
 */
function groupsApart(fact: Fact): Fact[] {
  if (fact.block !== 'WHO') return [fact];
  const pieces: string[] = [];
  let rest = fact.text;
  for (let cut = NEXT_GROUP.exec(rest); cut && pieces.length < GROUPS_AT_MOST - 1; cut = NEXT_GROUP.exec(rest)) {
    const [before, after] = [rest.slice(0, cut.index), rest.slice(cut.index + cut[0].length)];
    const next = after.split(NEXT_GROUP, 1)[0]!;
    // After a bare comma, only a group said with what sets it apart is followed by another ("guitarists 25-55 who like tinkering,
    // dads who …"): after people named bare, what follows says who they are ("foodies, people who watch hot ones", "heritage
    // families, parents who speak Spanish …") or is one more of a list of examples ("Plumbers, electricians, landscaping outfits").
    if (!aGroup(next) || (/^\s*,\s*$/.test(cut[0]) && !SAID_OF_THEM.test(before.replace(/^\s*for\s+/i, '')))) break;
    pieces.push(before);
    rest = after;
  }
  pieces.push(rest);
  if (pieces.length < 2 || !aGroup(pieces[0]!)) return [fact];
  return pieces.map((piece) => ({ ...fact, text: noteOf('WHO', piece) }));
}

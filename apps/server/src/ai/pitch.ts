import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';
import { isNounPhrase, type Clause } from './clauses.ts';
import { scoreClause } from './cues.ts';
import { looksLikePeople } from './people.ts';
import { contentWords } from './words.ts';
import type { IdeaState } from './idea-state.ts';
import type { Ask, Fact } from './reader-terms.ts';
import { FRAMES, LEAD, noteOf } from './note-text.ts';
import { ACKNOWLEDGEMENT, MUCH_ALONE, SMALL_TALK, UNSURE } from './small-talk.ts';

/**
 * The pitch: a line given when the coach asked for it (`pitchAnswer`), a slogan said on its own
 * (`sloganOf`), what is no pitch (`notAPitch`), and a pitch said again in other words (`pitchReworded`).
 */

// "no, make it: the easiest way …", "Better: …", "let's say instead: …", said of the pitch just written or asked for.
const PITCH_REWORDED = /^(?:(?:no|nope|not quite|hmm+|ok(?:ay)?|actually)[,.!]*\s+)*(?:make it|better|let'?s say(?: instead)?|instead|how about)\s*(?:[:–—]\s*|\s-\s*|(?=["“']))(?=\S)/i;
/** The message with a rewording of the pitch said as a new pitch, when the pitch is what was just said or asked. */
export function pitchReworded(known: IdeaState, asked: Ask, message: string): string {
  const pitch = known.blocks.PITCH.at(-1);
  const justSaid = asked === 'PITCH' || (pitch !== undefined && known.latest.includes(pitch));
  return justSaid ? message.replace(PITCH_REWORDED, 'New pitch: ') : message;
}
// A phrase in quotes: "we say 'Bikes that grow'", "'Mum's dumplings, minus the mess'" (an apostrophe
// inside a word does not close it).
export const QUOTE_AND_WORDS = String.raw`["“'‘]((?:[^"”'’]|(?<=\w)['’](?=\w)){3,}?)`;
export const QUOTED = new RegExp(String.raw`(?:^|[\s(])${QUOTE_AND_WORDS}["”'’](?=[\s?.,!)]|$)`);

// What the founder says about their own words, not their idea: how a slip came about ("I forgot
// VAT", "I checked the GES numbers"), where they write from, how they write.
export const ASIDE =
  /^(?:i|we)\s+(?:(?:just\s+|always\s+|sometimes\s+)?(?:forgot|calculated|miscalculated|checked|double-checked|looked (?:at|it up)|said|meant|mixed|mix (?:it|them) up|exaggerat\w*|typed|misread|misremembered|confused|got (?:that|it|the \w+) wrong)\b|write\s+from\b|ramble|type fast|can go on\b|keep going back and forth|should add\b|can'?t say more)|^(?:i'm|i am|we're|we are)\s+writing\s+(?:to you\s+)?from\b|^(?:sorry|apologies) in advance\b|^(?:(?:sorry|apologies) )?(?:for|about) (?:the |my )?(?:\w+ ){0,2}(?:typing|essays?|rambling|questions?|delay|english|spelling|typos?|length|long (?:messages?|answers?))\b|^(?:(?:sorry|apologies),? )?(?:my|our) (?:english|spelling|grammar|typing)\b|^(?:i'?m |i am )?(?:pasting|copying|copy-pasting) (?:this )?(?:in )?from (?:my|our|the) [\w-]+(?: [\w-]+)?[\s.!:]*$|^(?:for )?(?:who|what|why|how)\s*\??$|^(?:(?:my|a|just a) )?typo\b|^(?:my|our) [\w-]+ (?:exaggerat\w*|got it wrong|mixed it up)|^(?:(?:it'?s )?(?:a )?long story(?: short)?(?:,?\s+but\s+(?:bear with me|hear me out))?|bear with me|hear me out)[\s.!,]*$|^(?:(?:it'?s )?(?:my )?first time (?:here|using (?:this|it))|(?:i'?m |i am )?new here|(?:i )?just (?:joined|signed up))\b[\s.!]*$/i;

// "Let me think about that", "not sure yet": no answer, and no fact.
// "I'm not sure what to write for the slogan", "ngl i dont know what to say for pitch", "no pitch yet".
export const UNSURE_OF_THE_CANVAS =
  /^(?:ngl,?\s+)?(?:(?:i(?:'m| am)|we(?:'re| are)) )?(?:not sure (?:what|how|if|whether|where|we need)|(?:(?:i )?(?:don'?t|dont|do not) know|(?:i have )?no (?:idea|clue)) (?:what|how) to (?:say|write|put|call it))\b[^.!?]{0,60}[.!?]*$|^no (?:pitch|slogan|tagline|secret sauce|price)(?: yet)?[\s.!]*$|^i'?ll think about (?:it|that|this|a pitch|the pitch)(?: and come back)?[\s.!]*$|^(?:i )?(?:can'?t|cannot) think of (?:a|the|any) (?:good )?(?:pitch|slogan|tagline|one-liner)\b[^.!?]{0,30}[.!]*$/i;

// "maths gym for kids", "pocket vet for farm animals": a thing named in the singular and offered "for" someone is a line for the
// pitch, though its word ("gym", "vet") can name customers too ("Parents with two kids", "Dog owners in Berlin" name them).
const offeredFor = (first: string, text: string) => /^for\s/i.test(text.slice(first.length).trimStart()) && !/(?:s|people|staff|folk|children|men|women|elderly)$/i.test(first.trim());

/** A short, impersonal line given when the coach asked for the pitch is the pitch, unless it only names people. */
export function pitchAnswer(sentence: Clause[], whole: string, asked: Ask): Fact | null {
  if (asked !== 'PITCH') return null;
  // "in one sentence? 'The cellar door of Georgia, in the city'": the question said back is not the pitch.
  const text = whole.replace(LEAD, '').replace(/^(?:(?:in )?(?:one|a) (?:sentence|line)|(?:the )?pitch|one-liner)\s*\?\s*/i, '');
  // "we say 'Bikes that grow'": the words in quotes are the pitch, when little is said around them.
  const quoted = QUOTED.exec(text)?.[1];
  const around = quoted ? text.replace(quoted, ' ').split(/\s+/).filter((w) => /\w/.test(w)).length : 0;
  if (quoted && quoted.split(/\s+/).length >= 2 && around <= 4) return { block: 'PITCH', text: noteOf('PITCH', quoted) };
  const words = text.split(/\s+/).length;
  // "Outgrown? Sold.": a question and its answer make a pitch of two words.
  if (words < (/\?\s/.test(text) ? 2 : 3) || words > 14 || /\b(i|i'm|we|we're|my|our|us|me)\b/i.test(text) || sentence.some((c) => c.money)) return null;
  // "actually it's for clinics too, they are the ones paying": whom it is for, said in WHO's own frame, is no pitch.
  if (FRAMES.WHO![0]!.test(text.replace(/^actually,?\s+/i, ''))) return null;
  // "2.1k GitHub stars, 11 design partners": counts are traction, not a pitch; nor are traction and
  // competitors ("two carriers are testing …", "competitors only do static rules"), chat, or a line
  // with a strong cue of the team, the price or the founder's background (a pitch often names a
  // pain, a benefit or a time: "Nobody should grieve a pet alone").
  // A time it takes may be in a pitch ("Back pain gone in 5 minutes a day"); other numbers not.
  const untimed = PLANNED.test(text) ? text : text.replace(TIME_TAKEN, '');
  if (/\d/.test(untimed) || (untimed !== text && contentWords(untimed).length < 3) || TRACTION_OR_RIVALS.test(text) || CHAT_MARKER.test(text)) return null;
  const scores = scoreClause(text);
  if (TEAM_WORD_OFFERED.test(text)) scores['YOUR TEAM'] = 0;
  if (NOT_SLOGANS.some((b) => scores[b] >= 2.5) || FEELS_BAD_TODAY.test(text) || HARD_TO_DO.test(text)) return null;
  // "Now because the government moved the budget this year": a reason for the moment, said with "because", answers why now (not
  // "Because every dog deserves a walk", with no change of the times in it).
  if (REASON_FOR_NOW.test(text) && scores['WHY NOW'] >= 2.5) return null;
  const first = text.split(/,|\s+(?:with|who|that|in|from|on|for)\s+/i)[0]!;
  if (!sentence.some((c) => c.hasVerb) && looksLikePeople(first) && !offeredFor(first, text)) return null;
  // "Three pool operators have signed letters of intent" reports what happened; a pitch does not.
  if (/\b(?:have|has|had)\s+(?:already\s+|just\s+)?[a-z]+ed\b/i.test(text)) return null;
  if (sentence.some((c) => { const part = c.text.replace(LEAD, ''); return !part || SMALL_TALK.test(part) || ACKNOWLEDGEMENT.test(part) || UNSURE_OF_THE_CANVAS.test(part) || ASIDE.test(part) || MUCH_ALONE.test(part); })) return null;
  const note = noteOf('PITCH', text);
  return note ? { block: 'PITCH', text: note } : null;
}

// "Everything done by hand, stressed.", "Paper everywhere, nurses exhausted.": how people feel today, said after a comma, is the pain
// ("Stressed parents, sorted.", "No more stressed nurses", "Don't be stressed.", "Fresh bread, for the overworked." are pitches).
export const FEELINGS = String.raw`(?:stressed(?: out)?|exhausted|overwhelmed|frustrated|tired|anxious|worried|lonely|bored|scared|burn(?:ed|t) out|overworked|underpaid|swamped|fed up)`;
const FEELS_BAD_TODAY = new RegExp(String.raw`,\s*(?:(?!(?:no|not|never|less|fewer|without|nobody|none|for|the|to|be|being|feeling|feel|don'?t|stop|forget)\b)[\p{L}'’-]+\s+){0,2}${FEELINGS}[.!]*$`, 'iu');
// "It's impossible to find a nurse on Sunday.", given for the pitch: how hard a thing is today is the pain, not a slogan.
const HARD_TO_DO = /^(?:but\s+)?(?:it'?s|it is)\s+(?:(?:almost|nearly|really|so|very|just|often|always|still)\s+)?(?:impossible|hard|difficult|a (?:nightmare|pain|struggle))\s+to\s+\p{L}/iu;
// "…very cheap, 25 shillings per litre", "Every bad hire costs them travel, …, easily 6 to 8 thousand dollars": what costs, then how much.
export const COSTLY = /\b(?:cheap|cheaply|expensive|costs?|costly|pricey|overpriced|spend|spends|grants?|funding|budget)\b/i;

/**
 * A line shaped like a slogan, said on its own: "Like a grandmother who cooks for you, but
 * delivered.", "Tinder, but smells like hay", "Your horse, half the bill.", "Flash day without the
 * line.", "The reef in your pocket.", "Bid less, win more.", "Tagged, checked, sorted.", "Physio at
 * home, tracked.", "Rain days, paid." (a thing, then what is done to it: `THING_THEN_DONE`), "Calm
 * baby, calm home" (a word said again). Not when it speaks of the founders, counts, names people, has a
 * strong cue of another block or any cue of the block asked; a line in quotes is read as one (`QUOTED_LINE`).
 */
export function sloganOf(text: string, asked: Ask): string | null {
  const line = text.replace(LEAD, '').trim();
  const words = line.split(/\s+/).length;
  if (words < 2 || words > 9 || /\d|[$€£¥"“”‘]|(?:^|\s)'|\b(?:i|i'm|we|we're|my|our|us|me)\b/i.test(line) || CHAT_MARKER.test(line) || line.endsWith('?')) return null;
  if (looksLikePeople(line.split(/,|\s+(?:with|who|that|in|from|on|for)\s+/i)[0]!)) return null;
  const parts = line.replace(/[.!]+$/, '').split(/\s*,\s*/);
  // "Too slow, too expensive.", asked for the pain, answers it; "Ana does design, Tomás does code." is
  // the team, "Nothing yet, but soon." no answer.
  const cues = scoreClause(line);
  const answersAsked = asked !== null && asked !== 'IDEA' && asked !== 'PITCH' && cues[asked] >= 1;
  if (answersAsked || CANVAS_BLOCKS.some((b) => b !== 'PITCH' && cues[b] >= 2.5) || /,\s*\p{Lu}/u.test(line) || /\bas an? \w/i.test(line) || UNSURE.test(parts[0]!)) return null;
  const said = (part: string) => part.toLowerCase().split(/\s+/);
  const repeated = parts.length >= 2 && parts.length <= 3 && parts.every((p) => p.split(/\s+/).length <= 4) && said(parts[0]!).some((w) => w.length > 2 && parts.slice(1).some((p) => said(p).includes(w)));
  const shaped = SLOGAN_SHAPE.test(line) || thingThenDone(line) || repeated;
  return shaped ? noteOf('PITCH', line) : null;
}
const SLOGAN_SHAPE =
  /^like an? [\w'-]+|^[\p{L}'-]+(?: [\p{L}'-]+)?,\s*(?:but|pero|mas|mais|aber)\s|^(?:your|her|his|their) [\p{L}'-]+,\s*[\p{L}' -]+[.!]?$|\swithout the [\p{L}-]+(?: [\p{L}-]+)?[.!]?$|\bin (?:your|their) pocket[.!]?$|^\p{L}+ (?:less|more|better|faster|smarter|cheaper|easier),\s*\p{L}+ (?:less|more|better|faster|smarter|cheaper|easier)[.!]?$|^(?:\p{L}+ed,\s*){1,3}(?:and\s+)?\p{L}+ed[.!]?$/iu;
// "Physio at home, tracked.", "Rain days, paid.": a thing of two to four words, then what is done to it. Not a state of affairs:
// one word ("Contracts, signed."), an article or a preposition first ("The MVP, built.", "Per shift, charged."), a verb in it
// ("Shift swapped, done.") or money ("Hospital budget, paid.").
const THING_THEN_DONE = /^(?!(?:the|a|an|our|my|their|its|this|that|per|each|every|for|by|in|on|at)\s)([\p{L}'-]+(?: [\p{L}'-]+){1,3}),\s*(?:\p{L}+ed|paid|done|made|sold|built|found)[.!]?$/iu;
const thingThenDone = (line: string) => {
  const thing = THING_THEN_DONE.exec(line)?.[1];
  // Read after "the": alone, the parser takes "Rain days" for an order to rain.
  return !!thing && isNounPhrase(`the ${thing}`) && !COSTLY.test(thing);
};
/** A count, or what "I" or "we" did, said when the coach asked for the pitch: traction, not the pitch (unless in quotes). */
export const notAPitch = (text: string) => (/\d|\b(?:i|we|our|my)\b/i.test(text) && !QUOTED.test(text)) || CHAT_MARKER.test(text);
// "so many info hehe", "ok gotta water the plants lol thx", "Social enterprise btw.", "thanks for the patience",
// "please be honest", "Honest feedback welcome!": chat, not a pitch ("Say thanks without the hassle" is one).
const CHAT_MARKER = /\b(?:lol|lmao|lmfao|rofl|haha\w*|hehe\w*|thx|btw|tbh|omg|idk|gotta)\b|(?<!\b(?:say|says|saying|said|to)\s)\bthank(?:s|\s+you|\s+u)\b|\bplease\b(?!\s+(?:your|the|them|their|every\w*|customers|kids|guests|clients)\b)|\b(?:your|any|give me|honest) feedback(?: (?:welcome|please|appreciated))?[\s.!]*$/i;
// What a line given for the pitch may not speak of (see `pitchAnswer`).
const TRACTION_OR_RIVALS = /\bcompetit(?:ors?|ion)\b|^(?:an? |the |our )?(?:partnerships?|contracts?|exclusive deals?) with\b|\bpartnered with\b|\b(?:our|we have(?: an?)?) (?:[\w-]+ )?(?:partnerships?|contracts?)\b|\b(?:signed|ordered|pre-?ordered|testing|piloting|trialling)\b|\balready\s+(?:[a-z]+ed|order|orders|use|uses|buy|buys|pay|pays|have|has)\b|\b(?:a|our|the)\s+pilot\s+(?:at|with|in|for)\b|\b(?:nobody|no one|no-one) else\b|\b(?:others|rivals?|(?:other|international|big|existing|generic|traditional|global|foreign)\s+(?:[\w-]+\s+)?(?:apps|tools|platforms|companies|players|brands?|chains|services|sites|labs|banks|agencies|firms))\s+(?:can'?t|cannot|don'?t|do not|won'?t|never|aren'?t|are not)\b/i;
const NOT_SLOGANS: CanvasBlock[] = ['YOUR TEAM', 'YOUR PROFIT', 'WHY YOU'];
// "now because …", "because …", "why now? because …": a reason, given where the pitch was asked.
const REASON_FOR_NOW = /^(?:(?:why\s+)?now\b[\s,:?!-]*)?because\s/i;
// "cofounder matching that actually works", "hiring without the headache", "Recruiting, minus the spreadsheets.": a word of the
// team opening the line as what is offered, not the founders' own team ("hiring a developer", "cofounder is a designer").
const TEAM_WORD_OFFERED = /^(?:co-?founder|hiring|recruiting|recruitment)\b(?:\s*,)?\s+(?!(?:is|are|was|were|will|does|did|has|had|a|an|one|two|three|someone|somebody|our|my|the|\d)\b)[\p{L}-]+/iu;
// "Launching in 60 days", "a first version in 10 days from now": a plan, not what a customer gains.
const PLANNED = /\b(?:launch\w*|releas\w*|version|mvp|live|open\w*|from now|start\w*)\b/i;
const TIME_TAKEN = /\b(?:in|within|under)\s+\d+\s+(?:seconds|minutes|mins|hours|days|clicks|taps|steps)(?:\s+a\s+(?:day|week))?\b|\b24\/7\b/gi;

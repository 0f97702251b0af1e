import type { Clause } from './clauses.ts';
import { customersNamed, sharpens } from './people.ts';
import { contentWords } from './words.ts';
import type { IdeaState } from './idea-state.ts';
import { IDEA_BLOCKS, type Ask, type Change, type Fact } from './reader-terms.ts';
import { LEAD, leadOf, noteOf } from './note-text.ts';
import { onlyCueOf } from './place-clause.ts';
import { findNote, lastNote, saidAsTheyStand, swappedIn, swappedInPlace, swappedPart, swappedWords } from './corrections.ts';
import { repeatOf, saidMoreFully, sameFact } from './same-fact.ts';
import { OTHERS_LACK_IT, SANCTION } from './clause-notes.ts';

/**
 * Filing a fact on the canvas (`apply`): a new note, a correction in the corrected note's place,
 * customers narrowed or described more, a repeat, a new idea; and a sentence that only says more of
 * the note before it (`saysMoreOf`, `withWhatOthersLack`).
 */

const MAX_NOTES_PER_BLOCK = 5;
/** The longest a note grows when a sentence that says more of it joins it (`SAYS_MORE`). */
const MAX_JOINED_WORDS = 25;

// "That's the point,", "that's the thing": a remark before what others lack.
const POINT_MADE = /^(?:that'?s|that is|this is)\s+(?:the|my|our)\s+(?:point|thing|difference|key)[\s,.!:]*$/i;
/**
 * "We have drivers who speak Ilocano. Big ride apps don't have this.": a sentence that only says what others lack (perhaps after
 * "That's the point,") goes on the sentence before it, which says what the founders have (see `notesOf`).
 */
export function withWhatOthersLack(sentences: Clause[][], sentence: Clause[]): Clause[][] {
  const lacking = sentence.at(-1)!;
  if (sentences.length && OTHERS_LACK_IT.test(lacking.text.replace(LEAD, '')) && sentence.slice(0, -1).every((c) => POINT_MADE.test(c.text.trim()))) sentences.push([...sentences.pop()!, lacking]);
  else sentences.push(sentence);
  return sentences;
}

/**
 * "We have 40 annotated playbooks. Nobody else has that data.": a sentence that only says more of the
 * note the sentence before it added, in its block, goes on that note; the note and its new words.
 */
export function saysMoreOf(previous: Change, facts: Fact[], sentence: Clause[]): { note: Extract<Change, { kind: 'added' }>; text: string } | null {
  const said = leadOf(sentence);
  const fact = facts.length === 1 ? facts[0]! : null;
  if (!fact || fact.corrects || previous.kind !== 'added' || !((previous.block === fact.block && (SAYS_MORE.test(said) || (fact.block === 'WHO' && WHICH_OF_THEM.test(said)) || (fact.block === 'WHY YOU' && EDGE_SAID_ON.test(said)) || (fact.block === 'YOUR PROFIT' && PRICE_COVERS.test(said)))) || pastSetAgainst(previous, fact, said) || sanctionOfTheMoment(previous, fact, said)) || ADDS.test(said)) return null;
  const text = `${previous.text.replace(/[.!]*$/, '.')} ${fact.text}`;
  return text.split(/\s+/).length <= MAX_JOINED_WORDS ? { note: previous, text } : null;
}

/** `asked`: what the coach had asked; the pitch asked for may say the idea again. */
export function apply(state: IdeaState, fact: Fact, changes: Change[], asked: Ask = null) {
  if (fact.block === 'IDEA') {
    if (fact.other) changes.push({ kind: 'other idea', text: fact.text });
    else if (state.idea && sameFact(state.idea, fact.text)) changes.push({ kind: 'repeat', block: 'IDEA', text: fact.text });
    else if (!state.idea || fact.corrects || (fact.plainly && !state.ideaSaidPlainly)) {
      const swapped = typeof fact.corrects === 'string' && state.idea ? swappedIn(state.idea, fact.corrects, fact.text) : null;
      const idea = swapped || fact.text;
      const renewed = !!fact.renews && IDEA_BLOCKS.some((block) => state.blocks[block].length);
      if (fact.renews) for (const block of IDEA_BLOCKS) state.blocks[block] = [];
      state.idea = idea;
      state.ideaSaidPlainly = !!fact.plainly;
      // A word swapped in keeps the idea as it was said.
      if (!swapped) state.ideaSaidAsDoing = !!fact.doing;
      // "We are a cooperative of tappers. We want to sell coconut sugar to Europe.": an idea said plainly
      // later in the message replaces the one taken before it, and the message changed the idea once.
      const earlier = changes.findIndex((c) => c.kind === 'idea');
      if (earlier >= 0) changes.splice(earlier, 1);
      changes.push({ kind: 'idea', text: idea, ...(renewed ? { renewed: true as const } : {}) });
    }
    return;
  }
  // Asked for the pitch (offered back, or "Pitch: …"), another one said takes the place of the one on the canvas, whole.
  const pitch = fact.block === 'PITCH' && asked === 'PITCH' && !fact.corrects ? state.blocks.PITCH.at(-1) : undefined;
  if (pitch !== undefined && !sameFact(pitch, fact.text)) {
    state.blocks.PITCH.splice(-1, 1, fact.text);
    changes.push({ kind: 'replaced', block: 'PITCH', text: fact.text, old: pitch });
    return;
  }
  if (fact.corrects) {
    // The correction belongs where the corrected fact was filed.
    const old = typeof fact.corrects === 'string' ? findNote(state, fact.corrects, fact.block, !!fact.firm) : lastNote(state, fact.block);
    // A correction that names nothing it corrects replaces the block's last note only when that note is
    // the customer, was just written (last turn; or the pitch, earlier in this message: "rent the lake, not the gear. hmm no:
    // fish light, fish more"), or shares a word with it: "Sorry 46,000, I check now." filed under WHY YOU does not replace
    // "I am a domestic helper in Hong Kong, 9 years already." (Other notes of this message may be of the correction's own
    // sentence: "Oh no, the rent doubled this year and they cannot buy tools.")
    const justWritten = (text: string) => state.latest.includes(text) || (fact.block === 'PITCH' && changes.some((c) => c.kind === 'added' && c.block === 'PITCH' && c.text === text));
    const unrelated = fact.corrects === true && !!old && fact.block !== 'WHO' && !justWritten(old.text) && !contentWords(old.text).some((w) => contentWords(fact.text).includes(w));
    if (old && !unrelated) {
      // A correction filed where the corrected fact was reads as a note of that block ("it's more for …" is a customer).
      const text = swappedWords(old.text, fact) ?? swappedInPlace(old.text, fact) ?? swappedPart(old.text, fact) ?? (old.block === fact.block ? fact.text : noteOf(old.block, fact.text));
      // "I think 30 is better", with 30 on the canvas: the note stays as it is.
      if (text === old.text) {
        changes.push({ kind: 'repeat', block: old.block, text });
        return;
      }
      const list = state.blocks[old.block];
      list.splice(list.indexOf(old.text), 1, text);
      // A note said over in the message that added it was only ever the new one.
      const addedNow = changes.find((c) => c.kind === 'added' && c.block === old.block && c.text === old.text);
      if (addedNow) addedNow.text = text;
      else changes.push({ kind: 'replaced', block: old.block, text, old: old.text });
      if (old.block === 'WHO') ideaFollowsCustomers(state, old.text, text);
      return;
    }
  }
  // "Actually it's for vets, not groomers", with no customers on the canvas but "an app where groomers sell their free slots".
  if (fact.block === 'WHO' && typeof fact.corrects === 'string') ideaFollowsCustomers(state, fact.corrects, fact.text);
  const notes = state.blocks[fact.block];
  // "Dog owners in Berlin" after "Dog owners", "Freelance designers" after "Freelancers": the customers said more
  // precisely take the place of the note they narrow.
  const narrowed = fact.block === 'WHO' ? notes.find((note) => sharpens(fact.text, note)) : undefined;
  if (narrowed) {
    notes.splice(notes.indexOf(narrowed), 1, fact.text);
    changes.push({ kind: 'replaced', block: 'WHO', text: fact.text, old: narrowed });
    return;
  }
  // "parents who both work full time" after "Busy parents in Toronto": what is said of the same people joins their note.
  const described = fact.block === 'WHO' ? notes.map((note) => describedMore(note, fact.text)).find(Boolean) : undefined;
  if (described) {
    notes.splice(notes.indexOf(described.note), 1, described.text);
    changes.push({ kind: 'replaced', block: 'WHO', text: described.text, old: described.note });
    return;
  }
  // "£79 a month per salon" after "£79 a month": the same fact said more fully takes the place of its note.
  const fuller = notes.find((note) => saidMoreFully(note, fact.text));
  if (fuller) {
    notes.splice(notes.indexOf(fuller), 1, fact.text);
    changes.push({ kind: 'replaced', block: fact.block, text: fact.text, old: fuller });
    return;
  }
  const repeated = repeatOf(state, fact.block, fact.text, fact.block === 'PITCH' && asked === 'PITCH');
  if (repeated) {
    changes.push({ kind: 'repeat', block: repeated, text: fact.text });
    return;
  }
  notes.push(fact.text);
  if (notes.length > MAX_NOTES_PER_BLOCK) notes.shift();
  changes.push({ kind: 'added', block: fact.block, text: fact.text });
}

/**
 * "an app that helps dog owners find sitters", with "Dog owners" corrected to "Cat owners": the idea follows. The people
 * corrected, in the idea: the note as it stood ("Dog owners"), or else the people it names ("restaurants" of "Restaurants
 * in Warsaw", in "an app that helps restaurants reduce food waste"). Not when the rest of the idea already names the new
 * customers ("the sitter", in "an app that helps dog owners find sitters"): the correction says who pays, and the idea stays as said.
 */
function ideaFollowsCustomers(state: IdeaState, old: string, now: string) {
  const said = (note: string) => note.replace(/[.!]+$/, '');
  if (!state.idea) return;
  const full = saidAsTheyStand(said(old));
  const named = saidAsTheyStand(customersNamed(said(old)));
  const nowNamed = customersNamed(said(now));
  const [words, people] = full.test(state.idea) ? [full, said(now)] : named.test(state.idea) ? [named, nowNamed.replace(/^the\s+/i, '')] : [null, ''];
  const rest = words ? contentWords(state.idea.replace(words, ' ')) : [];
  if (words && !contentWords(nowNamed).some((word) => rest.includes(word))) state.idea = state.idea.replace(words, (found) => (/^\p{Ll}/u.test(found) ? people.charAt(0).toLowerCase() + people.slice(1) : people));
}

// "parents who …", "parents with …": the people a note names, and what is said of them.
const SAID_OF_THEM = /^([\p{L}'’-]+)\s+((?:who|that|with|whose)\s.+)$/iu;
/** The note of the customers `text` says more of, and the note with it: "Busy parents in Toronto who both work" of "parents who both work". */
function describedMore(note: string, text: string): { note: string; text: string } | undefined {
  const said = SAID_OF_THEM.exec(text.replace(/[.!]+$/, ''));
  const head = customersNamed(note).split(/\s+/).at(-1);
  if (!said || !head || /\b(?:who|that|with|whose)\b/i.test(note) || said[1]!.toLowerCase() !== head.toLowerCase() || note.split(/\s+/).length + said[2]!.split(/\s+/).length > MAX_JOINED_WORDS) return undefined;
  return { note, text: `${note.replace(/[.!]+$/, '')} ${said[2]}` };
}
// How a sentence opens that only says more of what the sentence before it said.
const SAYS_MORE = /^(?:nobody|no one|none|no other|he|she|his|her|this|that|so)\b/i;
// "I was chairman of my block for 4 years. I know the pain.", "My father did this for 20 years. I took over.": what the founder
// knows, has seen or done, or took over, from the past just said is the same edge said on (not a second one: `ADDS`).
const EDGE_SAID_ON = /^i(?:'ve|’ve|\s+have)?\s+(?:know|knew|understand|seen|saw|lived|took\s+over|done|did\s+(?:it|this|that|these|those|the\s+\p{L}+)\s+myself)\b(?!\s+(?:nothing|little|no\s+one|nobody|none)\b)/iu;
// "£14.50 a month. Annual service included.", "£69 for a kit. Course included.": what the price covers says more of the price.
const PRICE_COVERS = /^(?:[\p{L}'’-]+\s+){1,4}(?:(?:is|are)\s+)?included[.!]*$/iu;
// "Renters and first-time homeowners mostly. People who need a tile saw once in their life.", "… Especially those who rent.":
// which of the customers just named, or mostly whom, is the same customers said more precisely.
const WHICH_OF_THEM = /^(?:mostly|mainly|usually|typically|especially|particularly|people\s+(?:who|that|whose)|those\s+who|(?:the\s+ones?|ones)\s+(?:who|that))\b/i;
// "Ten years ago, nobody.", "Before it was impossible.": the past set against a reason for now, which says more of that reason.
const THEN_NOT_YET = /^(?:before(?:\s+(?:that|then))?|back then|in the past|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|a few)\s+(?:years?|decades?)\s+ago),?\s+(?:[\p{L}'’]+\s+){0,3}?(?:no|not|never|nobody|no one|none|nothing|only|impossible)\b[^.!?]*[.!?]*$/iu;
// (Said with "nobody" or "never", the word model and the cues read it as a problem; after a reason for now it is none.)
const pastSetAgainst = (previous: Extract<Change, { kind: 'added' }>, fact: Fact, said: string) => previous.block === 'WHY NOW' && (fact.block === 'WHY NOW' || fact.block === 'PAIN') && THEN_NOT_YET.test(said);
const SANCTION_SAID = new RegExp(String.raw`\b(?:${SANCTION})\b`, 'i');
// "The Title VI rule says schools must … . Districts get sued if not.": a sentence whose only hint of a problem is a sanction,
// after a reason for now, says more of that reason.
const sanctionOfTheMoment = (previous: Extract<Change, { kind: 'added' }>, fact: Fact, said: string) => previous.block === 'WHY NOW' && fact.block === 'PAIN' && onlyCueOf(said, SANCTION_SAID, 'PAIN');
// What says a new fact after all: another one ("It also takes 5% per booking"), a number, a named person ("Her brother Luis does sales").
const ADDS = /\b(?:also|too|as well|another|plus|again)\b|\d|\s\p{Lu}\p{Ll}/u;

import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';
import { RecentMap } from './recent-map.ts';
import { contentWords, wordsOnly } from './words.ts';
import type { IdeaState } from './idea-state.ts';
import { STEPS_KEPT } from './kept-readings.ts';

/**
 * Repeats: whether two wordings say the same fact (`sameFact`, kept), a note said more fully
 * (`saidMoreFully`), and where the canvas already holds what a fact says (`repeatOf`, `saidAlready`).
 */

/**
 * Two notes say the same thing when one's content words hold nearly all of the other's; across
 * blocks, where a pitch may reuse the words of a benefit, only when they are nearly identical.
 */
export function sameFact(a: string, b: string, sameBlock = true): boolean {
  const one = comparedOf(a);
  const other = comparedOf(b);
  const x = one.distinct;
  const y = other.distinct;
  if (!x.size || !y.size) return a.trim().toLowerCase() === b.trim().toLowerCase();
  const shared = [...x].filter((w) => y.has(w)).length;
  const ofShorter = shared / Math.min(x.size, y.size);
  const ofLonger = shared / Math.max(x.size, y.size);
  // "All our reviewers are blind people." sent again after it grew into a longer note: the new fact
  // is part of a note of its block, word for word.
  // "they miss 30% of calls" after "Salon owners miss 30% of calls because they're cutting hair": its words, in a row, are the note's.
  const contained = y.size >= 2 && (one.plain.includes(other.plain) || (sameBlock && one.inARow.includes(other.inARow)));
  // "Adults who never learned to read" after "Adults who want to learn to read": the same words, said the other way.
  const sameWay = Math.min(x.size, y.size) < 3 || one.negated === other.negated;
  return sameBlock ? (sameWay && ofShorter >= 0.8 && ofLonger >= 0.5) || contained : sameWay && ofLonger >= 0.75;
}

/**
 * What `sameFact` compares of a text, kept: each fact of a message is compared with every note on
 * the canvas, and a full canvas's notes are the same from one message to the next.
 */
type Compared = { readonly distinct: ReadonlySet<string>; readonly plain: string; readonly inARow: string; readonly negated: boolean };
const compared = new RecentMap<string, Compared>(STEPS_KEPT);
const comparedOf = (text: string): Compared =>
  compared.remember(text, () => {
    const words = contentWords(text);
    return { distinct: new Set(words), plain: wordsOnly(text), inARow: ` ${words.join(' ')} `, negated: negatedAtStart(text) };
  });

/** Whether `text` says all that `note` says and a few words more ("£79 a month per salon" of "£79 a month"). */
export function saidMoreFully(note: string, text: string): boolean {
  const said = contentWords(note);
  const more = contentWords(text);
  return said.length >= 2 && more.length > said.length && more.length <= said.length + 4 && said.every((w) => more.includes(w)) && negatedAtStart(note) === negatedAtStart(text);
}

// Said the other way in the note's opening clause: "Adults who never learned …" ("…, nobody fills them" adds to what it says).
const negatedAtStart = (text: string) => NEGATED.test(text.split(/,|;|\s+(?:but|and)\s+/i)[0]!);
const NEGATED = /\b(?:never|not|no|none|nobody|nothing|without|lack|lacks|unable|cannot|cant|dont|doesnt|didnt|wont|isnt|arent|wasnt|werent)\b|n['’]t\b/i;

/** Where the canvas already holds what a fact for `block` says: a note's block, the idea, or nowhere. */
export function repeatOf(state: IdeaState, block: CanvasBlock, text: string, ideaSaidAgain = false): CanvasBlock | 'IDEA' | undefined {
  const known = CANVAS_BLOCKS.find((b) => state.blocks[b].some((note) => sameFact(note, text, b === block)));
  if (known) return known;
  // "Uber for lawn mowing", given when the pitch was asked: a pitch may say the idea again.
  if (state.idea && !ideaSaidAgain && sameFact(state.idea, text, false)) return 'IDEA';
  return block !== 'PITCH' && saidAlready(state, text) ? block : undefined;
}

/**
 * "We heat-treat the wood (NIMF-15), we are one of only 3 certified" sent again, read this time as one
 * clause: a long fact made of notes already on the canvas, word for word, in any blocks (not a
 * pitch, which says again in few words what the canvas holds).
 */
function saidAlready(state: IdeaState, fact: string): boolean {
  if (contentWords(fact).length < 6) return false;
  const notes = CANVAS_BLOCKS.flatMap((b) => state.blocks[b].map(wordsOnly)).sort((a, b) => b.length - a.length);
  const rest = notes.reduce((left, note) => (note && left.includes(note) ? left.replace(note, ' ') : left), wordsOnly(fact));
  return contentWords(rest).length === 0;
}

import { RecentMap } from './recent-map.ts';
import type { IdeaState } from './idea-state.ts';
import type { Change, Turn } from './reader-terms.ts';

/**
 * What the reader keeps so that a conversation read again costs only its new message: the frozen
 * steps (one state, one message, one question), the latest reading of each recent conversation, and
 * `STEPS_KEPT`, the size the reader's other caches (questions, remarks, comparisons) are kept to.
 */

/**
 * A conversation is read again on every turn (for the guard, the reply, the session's name and the
 * canvas). So that a long session does not cost more with every turn, and a turn's new message is
 * read once, each step (from one state, by one message, after one question) is worked out once and
 * kept among the STEPS_KEPT most recently used. The steps kept are shared by every reading that
 * passes them, so they are frozen.
 */
export const STEPS_KEPT = 2000;
export type Step = { readonly state: IdeaState; readonly changes: readonly Change[] };
export const steps = new RecentMap<string, Step>(STEPS_KEPT);
export const stateIds = new WeakMap<IdeaState, number>();
let lastStateId = 0;
export const frozen = (state: IdeaState): IdeaState => {
  for (const notes of Object.values(state.blocks)) Object.freeze(notes);
  Object.freeze(state.blocks);
  Object.freeze(state.latest);
  stateIds.set(state, ++lastStateId);
  return Object.freeze(state);
};

/**
 * Walking the kept steps still cost a reading a lookup for each turn (and one for what each reply
 * asked), three readings a turn, so a turn late in a long session cost more than an early one. So
 * the latest reading of each recent conversation is kept too, under its length and its last
 * message: a conversation read again, or again with a new message, goes on from it once its earlier
 * messages and replies are found to be the ones read (compared, which needs no lookup), and looks up
 * only the steps of its new messages. The readings kept hold READ_TURNS_KEPT turns in all.
 */
const READ_TURNS_KEPT = STEPS_KEPT;
/** A conversation's founder messages and the replies that came before the last one, and the state they left. */
type Reading = { readonly founders: readonly string[]; readonly replies: readonly (string | undefined)[]; readonly state: IdeaState };
const readings = new RecentMap<string, Reading>(READ_TURNS_KEPT, (reading) => reading.founders.length);
const readingKey = (turns: readonly Turn[], length: number) => `${length}\u0000${turns[length - 1]!.founder}`;

/** The reading kept of the whole conversation, or of all of it but its last turn. */
export function keptReading(turns: readonly Turn[]): Reading | undefined {
  for (const length of [turns.length, turns.length - 1]) {
    const reading = length > 0 ? readings.get(readingKey(turns, length)) : undefined;
    // A state is what its founder messages and the replies before the last of them made it.
    if (reading && reading.founders.every((founder, i) => founder === turns[i]!.founder && (i === length - 1 || reading.replies[i] === turns[i]!.coach))) return reading;
  }
  return undefined;
}

export function keepReading(turns: readonly Turn[], state: IdeaState, kept: Reading | undefined) {
  // The shorter reading this one went on from is kept no more: its conversation has moved on.
  if (kept) readings.delete(readingKey(turns, kept.founders.length));
  readings.set(readingKey(turns, turns.length), {
    founders: turns.map((turn) => turn.founder),
    replies: turns.slice(0, -1).map((turn) => turn.coach),
    state,
  });
}

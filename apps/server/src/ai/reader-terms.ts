import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';

/**
 * The terms the reader's modules share: what the coach asked (`Ask`), a turn of the conversation
 * (`Turn`), a change a message made to the canvas (`Change`), a fact read from a sentence before it is
 * filed (`Fact`), where a sentence stands in its message, and which blocks belong to the founder
 * rather than to one idea (`FOUNDER_BLOCKS`, `IDEA_BLOCKS`).
 */

/** What the coach asked for at the end of a turn: the idea itself, a block, or nothing. */
export type Ask = CanvasBlock | 'IDEA' | null;
/** Where a sentence is in its message: the only one, the first of several, first after greetings, or after another. */
export type PlaceInMessage = 'alone' | 'heads' | 'after greetings' | 'follows';

/** A founder's message and, when known, the reply that followed it. */
export type Turn = { founder: string; coach?: string };

export type Change =
  /** `renewed`: announced as new, it took the old idea's notes off the canvas (`IDEA_BLOCKS`). */
  | { kind: 'idea'; text: string; renewed?: true }
  | { kind: 'added'; block: CanvasBlock; text: string }
  | { kind: 'replaced'; block: CanvasBlock; text: string; old: string }
  | { kind: 'removed'; block: CanvasBlock; text: string }
  | { kind: 'repeat'; block: CanvasBlock | 'IDEA'; text: string }
  /** A plan for another idea, said without a change of mind: nothing changes, the reply asks (see `factsOf`). */
  | { kind: 'other idea'; text: string };

/**
 * `firm`: a correction whose own words name its block ("it's for hotels, not …"). `plainly`: an
 * idea the founder said as their idea; it replaces one taken from what they said they do.
 * `renews`: an idea announced as new, which starts the canvas of the old one afresh. `other`: a
 * plan for another idea, said without a change of mind; it changes nothing.
 */
export type Fact = { block: CanvasBlock | 'IDEA'; text: string; corrects?: string | true; firm?: boolean; plainly?: boolean; renews?: boolean; other?: boolean; doing?: boolean };
/** What belongs to the founder, not to one idea: it stays when a new idea is announced. */
export const FOUNDER_BLOCKS: readonly CanvasBlock[] = ['WHY YOU', 'YOUR TEAM'];
// What belongs to an idea, and goes with it when a new one is announced.
export const IDEA_BLOCKS = CANVAS_BLOCKS.filter((block) => !FOUNDER_BLOCKS.includes(block));

import type { CanvasBlock } from '@ideapilot/contract';

/** What the offline coach knows of an idea: the notes it keeps, the founder's own words filed under one block each. */
export type IdeaState = {
  /** What the founder is building, in their words ("a scheduling app"). */
  idea: string | null;
  /** Whether the founder said it as their idea ("I want to build …", "Idea: …"), not only as something they do. */
  ideaSaidPlainly: boolean;
  /**
   * Whether the idea is what the founder said they do, in their words ("Fix surfboards by post" of "We fix surfboards
   * by post"): a reply or a title says it as a doing ("fixing surfboards by post").
   */
  ideaSaidAsDoing: boolean;
  blocks: Record<CanvasBlock, string[]>;
  /** The notes that the last message to change the canvas added or rewrote: what a number said alone corrects. */
  latest: readonly string[];
};

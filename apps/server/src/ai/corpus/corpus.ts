import type { CanvasBlock } from '@ideapilot/contract';

/**
 * Founder messages with the facts a careful note-taker would file from them. A fact is
 * `"BLOCK: key"` (or `"IDEA: key"` for what is being built): a note under that block must
 * contain the key, or one of the keys separated by `|`. A message with no fact must change
 * nothing. `asked` is the block the coach asked about just before; `gone` are words that a
 * correction must remove from the canvas.
 */
export type Label = CanvasBlock | 'IDEA';
export type CorpusMessage = { text: string; facts: string[]; asked?: CanvasBlock; gone?: string[] };
export type Conversation = { idea: string; messages: CorpusMessage[] };

export const say = (text: string, ...facts: string[]): CorpusMessage => ({ text, facts });
export const answer = (asked: CanvasBlock, text: string, ...facts: string[]): CorpusMessage => ({ text, facts, asked });
export const fix = (text: string, gone: string[], ...facts: string[]): CorpusMessage => ({ text, facts, gone });

/** A labelled fact's block and the keys a note under it may contain. */
export function factOf(fact: string): { label: Label; keys: string[] } {
  const [label, keys = ''] = fact.split(/:\s*/, 2) as [Label, string?];
  return { label, keys: keys.split('|') };
}

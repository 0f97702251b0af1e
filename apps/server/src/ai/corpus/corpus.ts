import type { CanvasBlock } from '@ideapilot/contract';

/**
 * Founder messages with the facts a careful note-taker would file from them, kept as data (JSON):
 * a conversation is `{ idea, messages }`, a message `{ text, facts, asked?, gone? }`. A fact is
 * `"BLOCK: key"` (or `"IDEA: key"` for what is being built): a note under that block must
 * contain the key, or one of the keys separated by `|`. A message with no fact must change
 * nothing. `asked` is the block the coach asked about just before; `gone` are words that a
 * correction must remove from the canvas.
 */
export type Label = CanvasBlock | 'IDEA';
export type CorpusMessage = { text: string; facts: string[]; asked?: CanvasBlock; gone?: string[] };
export type Conversation = { idea: string; messages: CorpusMessage[] };

/**
 * The parts the word model learns from (`classifier.ts` reads them on first use): `tuned.json`, the
 * part the reader's rules were fitted to (new misfiles go there), and the training part, 4,313
 * messages about 320 ideas written in four batches by people who saw no code (consumer products,
 * business products, physical and local businesses, and hard writers: fragments, rambling,
 * non-native English, ideas stated late).
 */
export const LEARNING_FILES = ['tuned.json', 'training-a.json', 'training-b.json', 'training-c.json', 'training-d.json'];

export const say = (text: string, ...facts: string[]): CorpusMessage => ({ text, facts });

/** A labelled fact's block and the keys a note under it may contain. */
export function factOf(fact: string): { label: Label; keys: string[] } {
  const [label, keys = ''] = fact.split(/:\s*/, 2) as [Label, string?];
  return { label, keys: keys.split('|') };
}

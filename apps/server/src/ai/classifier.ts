import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';
import type { Conversation } from './corpus/corpus.ts';
import { TUNED } from './corpus/tuned.ts';
import { contentWords } from './words.ts';

/**
 * A small naive Bayes model over the words of the tuned corpus: what the reader falls back on when
 * a clause with a verb carries none of the cues, instead of filing it under whatever was asked.
 */
type Model = { logPrior: number; logLikely: Map<string, number>; logUnseen: number }[];

const OPENERS = /^(we|we're|we've|our|i|i'm|i've|my|they|their|it|it's|the|a|an|every|each)\b/i;
const featuresOf = (text: string) => {
  const opener = OPENERS.exec(text.trim())?.[1]?.toLowerCase();
  return [...contentWords(text), ...(opener ? [`^${opener}`] : [])];
};

/** Messages whose facts all sit in one block teach that block; the rest teach nothing. */
export function train(conversations: Conversation[]): { blocks: CanvasBlock[]; model: Model } {
  const docs = new Map<CanvasBlock, string[][]>(CANVAS_BLOCKS.map((b) => [b, []]));
  for (const message of conversations.flatMap((c) => c.messages)) {
    const blocks = new Set(message.facts.map((f) => f.split(':', 1)[0]).filter((b) => b !== 'IDEA'));
    if (blocks.size !== 1 || message.gone) continue;
    docs.get([...blocks][0] as CanvasBlock)!.push(featuresOf(message.text));
  }
  const vocabulary = new Set([...docs.values()].flat(2));
  const blocks = CANVAS_BLOCKS.filter((b) => docs.get(b)!.length > 0);
  const model = blocks.map((block) => {
    const counts = new Map<string, number>();
    for (const word of docs.get(block)!.flat()) counts.set(word, (counts.get(word) ?? 0) + 1);
    const total = [...counts.values()].reduce((a, b) => a + b, 0) + vocabulary.size;
    return {
      logPrior: Math.log(1 / blocks.length),
      logLikely: new Map([...counts].map(([w, n]) => [w, Math.log((n + 1) / total)])),
      logUnseen: Math.log(1 / total),
    };
  });
  return { blocks, model };
}

let trained: ReturnType<typeof train> | undefined;

/** Trains on other conversations than the tuned part (for cross-validation). */
export function trainOn(conversations: Conversation[]) {
  trained = train(conversations);
}

/** The likeliest block for a clause and how sure the model is of it (0–1). */
export function guessBlock(text: string): { block: CanvasBlock; confidence: number } | null {
  trained ??= train(TUNED);
  const words = featuresOf(text);
  if (!words.length) return null;
  const logs = trained.model.map((m) => m.logPrior + words.reduce((sum, w) => sum + (m.logLikely.get(w) ?? m.logUnseen), 0));
  const top = Math.max(...logs);
  const odds = logs.map((l) => Math.exp(l - top));
  const total = odds.reduce((a, b) => a + b, 0);
  const best = logs.indexOf(top);
  return { block: trained.blocks[best]!, confidence: odds[best]! / total };
}

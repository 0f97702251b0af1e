import { describe, expect, it } from 'vitest';
import type { Conversation } from './corpus.ts';
import { evaluate, report } from './evaluate.ts';
import { HELD_OUT_2 } from './held-out-2.ts';
import { HELD_OUT_3 } from './held-out-3.ts';
import { HELD_OUT } from './held-out.ts';
import { TUNED } from './tuned.ts';

const MIN_MACRO_F1 = 0.85;
// The held-out parts measure phrasing the rules have never seen; their floor guards against regressions.
const MIN_HELD_OUT_MACRO_F1 = 0.75;
// Parsing a few hundred messages with the English model takes seconds on a busy machine.
const PARSE_TIMEOUT_MS = 120_000;
const messages = (part: Conversation[]) => part.reduce((n, c) => n + c.messages.length, 0);

function scored(name: string, part: Conversation[]) {
  const score = evaluate(part);
  console.log(`${report(`${name} (${messages(part)} messages)`, score)}\n${score.mistakes.map((m) => `  ${m}`).join('\n')}`);
  return score.macroF1;
}

describe('the labelled corpus of founder messages', () => {
  it('holds at least 150 messages about at least 12 ideas, with held-out parts', () => {
    const all = [...TUNED, ...HELD_OUT, ...HELD_OUT_2, ...HELD_OUT_3];
    expect(messages(all)).toBeGreaterThanOrEqual(150);
    expect(new Set(all.map((c) => c.idea)).size).toBeGreaterThanOrEqual(12);
    expect(messages(HELD_OUT)).toBeGreaterThanOrEqual(50);
    expect(messages(HELD_OUT_2)).toBeGreaterThanOrEqual(50);
    expect(messages(HELD_OUT_3)).toBeGreaterThanOrEqual(50);
  });

  it(`files the tuned part with a macro-F1 of at least ${MIN_MACRO_F1}`, () => {
    expect(scored('tuned part', TUNED)).toBeGreaterThanOrEqual(MIN_MACRO_F1);
  }, PARSE_TIMEOUT_MS);

  it(`files the whole corpus with a macro-F1 of at least ${MIN_MACRO_F1}`, () => {
    expect(scored('whole corpus', [...TUNED, ...HELD_OUT, ...HELD_OUT_2, ...HELD_OUT_3])).toBeGreaterThanOrEqual(MIN_MACRO_F1);
  }, PARSE_TIMEOUT_MS);

  it(`files each held-out part with a macro-F1 of at least ${MIN_HELD_OUT_MACRO_F1}`, () => {
    expect(scored('held-out part 1', HELD_OUT)).toBeGreaterThanOrEqual(MIN_HELD_OUT_MACRO_F1);
    expect(scored('held-out part 2', HELD_OUT_2)).toBeGreaterThanOrEqual(MIN_HELD_OUT_MACRO_F1);
    expect(scored('held-out part 3', HELD_OUT_3)).toBeGreaterThanOrEqual(MIN_HELD_OUT_MACRO_F1);
  }, PARSE_TIMEOUT_MS);
});

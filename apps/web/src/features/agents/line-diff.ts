import { diffSequences, type DiffOp } from '../../lib/diff.ts';

export type DiffLine = { kind: DiffOp; text: string };

/** Longest-common-subsequence line diff of two texts, `before` → `after`. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const lines = (text: string) => (text ? text.split('\n') : []);
  return diffSequences(lines(before), lines(after)).map(({ op, item }) => ({ kind: op, text: item }));
}

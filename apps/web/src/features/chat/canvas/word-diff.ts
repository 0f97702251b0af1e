import { diffSequences, type DiffOp } from '../../../lib/diff.ts';

/** A run of words the same in both texts, only in the new one (added) or only in the old one (removed). */
export type DiffPart = { text: string; op: DiffOp };

/** Above this many words on either side the diff gives up and shows old as removed, new as added. */
const MAX_WORDS = 3000;

/** A word-level diff (longest common subsequence) from `before` to `after`; words keep the space after them. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  if (a.length > MAX_WORDS || b.length > MAX_WORDS) return merge([...a.map((text) => part(text, 'removed')), ...b.map((text) => part(text, 'added'))]);
  return merge(diffSequences(a, b, same).map(({ op, item }) => part(item, op)));
}

/** True when the texts differ in their words (spacing alone does not count). */
export const changed = (parts: DiffPart[]) => parts.some((p) => p.op !== 'same');

const words = (text: string) => text.trim().match(/\S+\s*/g) ?? [];
const same = (x: string, y: string) => x.trimEnd() === y.trimEnd();
const part = (text: string, op: DiffPart['op']): DiffPart => ({ text, op });

function merge(parts: DiffPart[]): DiffPart[] {
  const merged: DiffPart[] = [];
  for (const p of parts) {
    const last = merged.at(-1);
    if (last && last.op === p.op) last.text += p.text;
    else merged.push({ ...p });
  }
  return merged;
}

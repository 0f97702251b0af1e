/** A run of words the same in both texts, only in the new one (added) or only in the old one (removed). */
export type DiffPart = { text: string; op: 'same' | 'added' | 'removed' };

/** Above this many words on either side the diff gives up and shows old as removed, new as added. */
const MAX_WORDS = 3000;

/** A word-level diff (longest common subsequence) from `before` to `after`; words keep the space after them. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  if (a.length > MAX_WORDS || b.length > MAX_WORDS) return merge([...a.map((text) => part(text, 'removed')), ...b.map((text) => part(text, 'added'))]);
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = same(a[i]!, b[j]!) ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (same(a[i]!, b[j]!)) {
      parts.push(part(b[j]!, 'same'));
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) parts.push(part(a[i++]!, 'removed'));
    else parts.push(part(b[j++]!, 'added'));
  }
  while (i < a.length) parts.push(part(a[i++]!, 'removed'));
  while (j < b.length) parts.push(part(b[j++]!, 'added'));
  return merge(parts);
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

export type DiffOp = 'same' | 'added' | 'removed';

/**
 * The longest-common-subsequence diff of two sequences, `a` → `b`, in order: each item kept
 * (`same`, as it stands in `b`), only in `b` (`added`) or only in `a` (`removed`).
 */
export function diffSequences<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean = Object.is): { op: DiffOp; item: T }[] {
  // lengths[i][j]: the length of the longest common subsequence of a[i..] and b[j..] (16 bits a cell while that holds it).
  const Row = Math.min(a.length, b.length) < 0xffff ? Uint16Array : Uint32Array;
  const lengths = Array.from({ length: a.length + 1 }, () => new Row(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = same(a[i]!, b[j]!) ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const out: { op: DiffOp; item: T }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (same(a[i]!, b[j]!)) {
      out.push({ op: 'same', item: b[j++]! });
      i++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) out.push({ op: 'removed', item: a[i++]! });
    else out.push({ op: 'added', item: b[j++]! });
  }
  while (i < a.length) out.push({ op: 'removed', item: a[i++]! });
  while (j < b.length) out.push({ op: 'added', item: b[j++]! });
  return out;
}

import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff.ts';

describe('lineDiff', () => {
  it('marks changed, added and removed lines and keeps the rest', () => {
    expect(lineDiff('one\ntwo\nthree', 'one\n2\nthree\nfour')).toEqual([
      { kind: 'same', text: 'one' },
      { kind: 'removed', text: 'two' },
      { kind: 'added', text: '2' },
      { kind: 'same', text: 'three' },
      { kind: 'added', text: 'four' },
    ]);
  });

  it('treats an empty text as no lines', () => {
    expect(lineDiff('', 'a')).toEqual([{ kind: 'added', text: 'a' }]);
    expect(lineDiff('a', '')).toEqual([{ kind: 'removed', text: 'a' }]);
    expect(lineDiff('', '')).toEqual([]);
  });
});

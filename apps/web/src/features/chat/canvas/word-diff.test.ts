import { describe, expect, it } from 'vitest';
import { changed, wordDiff } from './word-diff.ts';

describe('wordDiff', () => {
  it('marks words only in the new text as added and only in the old text as removed', () => {
    expect(wordDiff('Florists lose orders to missed calls.', 'Florists lose a tenth of orders to calls.')).toEqual([
      { text: 'Florists lose ', op: 'same' },
      { text: 'a tenth of ', op: 'added' },
      { text: 'orders to ', op: 'same' },
      { text: 'missed ', op: 'removed' },
      { text: 'calls.', op: 'same' },
    ]);
  });

  it('ignores spacing and sees identical texts as unchanged', () => {
    expect(changed(wordDiff('a  b\nc', 'a b c'))).toBe(false);
    expect(changed(wordDiff('a b', 'a c'))).toBe(true);
    expect(wordDiff('', 'new words')).toEqual([{ text: 'new words', op: 'added' }]);
    expect(wordDiff('old', '')).toEqual([{ text: 'old', op: 'removed' }]);
  });
});

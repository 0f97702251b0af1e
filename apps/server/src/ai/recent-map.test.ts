import { expect, it } from 'vitest';
import { RecentMap } from './recent-map.ts';

it('keeps the entries most recently set or read, dropping the one least recently used', () => {
  const map = new RecentMap<string, number>(2);
  map.set('a', 1).set('b', 2);
  expect(map.get('a')).toBe(1);
  map.set('c', 3);
  expect([...map.keys()].sort()).toEqual(['a', 'c']);
  map.set('a', 4).set('d', 5);
  expect([...map.entries()]).toEqual([['a', 4], ['d', 5]]);
  expect(map.get('missing')).toBeUndefined();
  expect(map.size).toBe(2);
  expect(map.remember('d', () => 6)).toBe(5);
  expect(map.remember('e', () => 7)).toBe(7);
  expect([...map.keys()]).toEqual(['d', 'e']);
});

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

it('keeps entries whose weights add up to the limit at most, and none heavier than the limit', () => {
  const map = new RecentMap<string, string>(5, (value) => value.length);
  map.set('a', 'xx').set('b', 'yy');
  expect(map.get('a')).toBe('xx');
  map.set('c', 'zz');
  expect([...map.keys()]).toEqual(['a', 'c']);
  map.set('a', 'x');
  map.delete('c');
  map.set('d', 'wwww');
  expect([...map.entries()]).toEqual([['a', 'x'], ['d', 'wwww']]);
  map.set('e', 'vvvvvv');
  expect(map.size).toBe(0);
  map.set('f', 'uuuuu');
  expect([...map.keys()]).toEqual(['f']);
});

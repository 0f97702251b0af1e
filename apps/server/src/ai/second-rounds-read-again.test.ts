import { describe, expect, it } from 'vitest';
import { CANVAS_BLOCKS } from '@ideapilot/contract';
import { read, type Ask } from './reader.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

/** The changes the last message makes, as "kind BLOCK: text", after the ones before it, given what the coach asked. */
const changes = (messages: string[], asked: Ask) =>
  changesOf(read(founder(...messages.slice(0, -1))), messages.at(-1)!, asked).map(([kind, block, text]) => `${kind} ${block}: ${text}`);
/** Everything the canvas holds after the messages, the idea first. */
const canvasOf = (...messages: string[]) => {
  const state = read(founder(...messages));
  return [state.idea ?? '', ...CANVAS_BLOCKS.flatMap((b) => state.blocks[b])].join(' | ');
};

describe('the offline coach: the second day’s rounds read again (2026-12-07)', () => {
  // A plural said of one is written as the English model inflects it, not with its last "s" cut off ("classe", "citie").
  it.each([
    ['Our edge: two classes booked, one pending.', 'One class booked, two pending.'],
    ['Our edge: two cities signed, one pending.', 'One city signed, two pending.'],
    ['Our edge: two patents granted, one pending.', 'One patent granted, two pending.'],
  ])('"%s" corrected by "Sorry, one …, two pending." is "%s"', (said, written) => {
    const correction = `Sorry, one ${said.split(' ')[4]}, two pending.`;
    expect(changes(['I want to build a booking app for yoga studios.', said, correction], 'SECRET SAUCE')).toEqual([
      `replaced SECRET SAUCE: ${written}`,
    ]);
  });

  // "because" and then a word that only starts like "most" or "owners" gives no reason of the customers' to cut off the idea.
  it('"… because mostly schools are overloaded" keeps its reason', () => {
    expect(canvasOf('I want to build a tutoring app for kids because mostly schools are overloaded.')).toContain('schools are overloaded');
  });
});

import { describe, expect, it } from 'vitest';
import { read, type Ask } from './reader.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

/** The changes a message makes after the founder's earlier messages, as "kind BLOCK: text", given what the coach asked. */
const changes = (earlier: string[], message: string, asked: Ask) =>
  changesOf(read(founder(...earlier)), message, asked).map(([kind, block, text]) => `${kind} ${block}: ${text}`);
/** The texts of the notes a message adds or rewrites. */
const notesOf = (earlier: string[], message: string, asked: Ask) =>
  changesOf(read(founder(...earlier)), message, asked).flatMap(([kind, , text]) => (kind === 'added' || kind === 'replaced' ? [text] : []));

describe('the offline coach: corrections of counts and amounts (2026-12-07)', () => {
  // A correction that names two counts corrects both, in the note that counts them, across turns or in the same message.
  it.each<[string[], string, Ask, string]>([
    [['An app that lets drone startups file patents', 'Two patents granted, one pending.'], 'Sorry, one granted, two pending.', 'SECRET SAUCE', 'One patent granted, two pending.'],
    [['A drone crop spraying service', 'We have 3 pilots and 4 drones.'], 'Sorry, 2 pilots and 3 drones.', 'YOUR TEAM', 'We have 2 pilots and 3 drones.'],
    [['A drone crop spraying service', 'We have 3 pilots and 4 drones.'], 'Sorry, 3 pilots and 6 drones.', 'YOUR TEAM', 'We have 3 pilots and 6 drones.'],
    [['An app for bakeries to sell leftovers', 'We signed 12 bakeries and 40 cafés in Lyon.'], 'sorry, 14 bakeries and 38 cafés', 'WHO', 'We signed 14 bakeries and 38 cafés in Lyon.'],
  ])('after %j, "%s" (asked %s) writes "%s" in the place of the note', (earlier, message, asked, note) => {
    expect(notesOf(earlier, message, asked)).toEqual([note]);
    expect(changes(earlier, message, asked)[0]).toMatch(/^replaced /);
  });

  it.each<[string, string, Ask, string]>([
    ['An app that lets drone startups file patents', 'Two patents granted, one pending. Sorry, one granted, two pending.', 'SECRET SAUCE', 'One patent granted, two pending.'],
    ['A drone crop spraying service', 'We have 3 pilots and 4 drones. Sorry, 2 pilots and 3 drones.', 'YOUR TEAM', 'We have 2 pilots and 3 drones.'],
  ])('after "%s", "%s" (asked %s) writes one note: "%s"', (first, message, asked, note) => {
    expect(notesOf([first], message, asked)).toEqual([note]);
  });

  // Near misses: one count corrected leaves the other; a count the note does not hold adds nothing to it.
  it.each<[string[], string, Ask, string]>([
    [['A drone crop spraying service', 'We have 3 pilots and 4 drones.'], 'Sorry, 2 pilots.', 'YOUR TEAM', 'We have 2 pilots and 4 drones.'],
    [['A drone crop spraying service', 'We have 3 pilots and 4 drones.'], 'Sorry, 6 drones.', 'YOUR TEAM', 'We have 3 pilots and 6 drones.'],
    [['An app for hen groups to sell eggs', 'I know 9 hen groups in the district.'], 'Sorry, 11 groups.', 'WHO', 'I know 11 hen groups in the district.'],
  ])('after %j, "%s" (asked %s) still writes "%s"', (earlier, message, asked, note) => {
    expect(notesOf(earlier, message, asked)).toEqual([note]);
  });

  // A number said alone after a price in the same message corrects that price: one note.
  it.each<[string, string, Ask, string]>([
    ['A meal planning app for families', 'We charge 10 euros a month. Sorry, 12.', 'YOUR PROFIT', 'We charge 12 euros a month.'],
    ['A meal planning app for families', 'We charge $19 a month. sorry, 21', 'YOUR PROFIT', 'We charge $21 a month.'],
    ['An app for hen groups to sell eggs', 'I know 40 hen groups. sorry - 45.', 'WHO', 'I know 45 hen groups.'],
  ])('after "%s", "%s" (asked %s) writes one note: "%s"', (first, message, asked, note) => {
    expect(notesOf([first], message, asked)).toEqual([note]);
  });

  // Near misses: a number far from the one said, a year, or one across turns (as before).
  it('a number said alone corrects no number of the message far from it, nor a year', () => {
    expect(notesOf(['A meal planning app for families'], 'We charge 10 euros a month. Sorry, 2019.', 'YOUR PROFIT')).not.toContain('We charge 2019 euros a month.');
    expect(notesOf(['A meal planning app for families'], 'We charge 10 euros a month. Sorry, 95.', 'YOUR PROFIT')).not.toContain('We charge 95 euros a month.');
    expect(notesOf(['A meal planning app for families', 'We charge 10 euros a month.'], 'Sorry, 12.', 'YOUR PROFIT')).toEqual(['We charge 12 euros a month.']);
  });
});

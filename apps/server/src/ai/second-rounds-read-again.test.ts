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

  // Customers won are counted customers, not people lined up to work with the founders.
  it.each(['YOUR TEAM', 'WHY NOW'] as const)('"Already got 2 developers lined up to join.", given for %s, is the team', (asked) => {
    expect(changes(['I want to build a booking app for yoga studios.', 'Already got 2 developers lined up to join.'], asked)).toEqual([
      'added YOUR TEAM: Already got 2 developers lined up to join.',
    ]);
  });

  // What the founders pay per kilo or bag for a service of their own (shipping, packaging) is a cost, not the producers' gain.
  it.each(['We pay $2 per kg for shipping.', 'We pay about 40 cents a bag for packaging.'])('"%s", given for the price, stays there', (message) => {
    expect(changes(['I want to build a marketplace for coffee from small farms.', message], 'YOUR PROFIT')).toEqual([`added YOUR PROFIT: ${message}`]);
  });

  // The founder's mood, said aside, is no note; the same words with more to say are one.
  it.each(['lol i need coffee', 'Im so tired', 'i really need a break lol'])('"%s", given for why them, changes nothing', (message) => {
    expect(changes(['I want to build a booking app for yoga studios.', message], 'WHY YOU')).toEqual([]);
  });
  it.each(['I need coffee shops to stock it', 'I am tired of paperwork'])('"%s" is still a note', (message) => {
    expect(changes(['I want to build a booking app for yoga studios.', message], 'WHY YOU')).toHaveLength(1);
  });

  // The head noun of what is counted is inflected, both ways; one the same in both forms stays.
  it.each([
    ['Two series filmed, one pending.', 'Sorry, one filmed, two pending.', 'One series filmed, two pending.'],
    ['Our edge: two big hotels signed, one pending.', 'Sorry, one signed, two pending.', 'One big hotel signed, two pending.'],
    ['Our edge: we have 2 sales reps signed, one pending.', 'Sorry, one signed, two pending.', 'We have one sales rep signed, two pending.'],
    ['One patent granted, two pending.', 'Sorry, two granted, one pending.', 'Two patents granted, one pending.'],
  ])('"%s" corrected by "%s" is "%s"', (said, correction, written) => {
    expect(changes(['I want to build a booking app for yoga studios.', said, correction], 'SECRET SAUCE')).toEqual([`replaced SECRET SAUCE: ${written}`]);
  });

  // A number said alone after a price of its own message corrects that price, not a count the last message gave.
  it('"We charge 10 euros a month. Sorry, 13." after "We have 12 families on the waitlist." corrects the price', () => {
    expect(changes(['I want to build a tool library app for builders.', 'We have 12 families on the waitlist.', 'We charge 10 euros a month. Sorry, 13.'], 'YOUR PROFIT')).toEqual([
      'added YOUR PROFIT: We charge 13 euros a month.',
    ]);
  });

  // "because it's all …": how it is done today is the customers' trouble, even with no cue of its own (not lost).
  it.each(['a marketplace for tutors because its all word of mouth', 'a booking app for dentists because its always been done by phone'])('"%s" keeps its reason', (message) => {
    expect(canvasOf(message)).toMatch(/word of mouth|done by phone/i);
  });

  // "a bit", "a lot" after "here's my idea," are no thing named.
  it.each(['thats the idea, a lot of people hate paperwork', 'this is the idea, a bit like Uber for tractors'])('"%s" takes no "a bit"/"a lot" for the idea', (message) => {
    expect(read(founder(message)).idea ?? '').not.toMatch(/^A (?:bit|lot)\b/);
  });

  // An adverb of the customers' own verb stays with them; "cos" ends the customers as "bc" does.
  it.each([
    ['an app for teams working remotely', 'Teams working remotely'],
    ['a delivery service for people who work overnight', 'People who work overnight'],
    ['an app for cleaners cos nobody tracks their hours', 'Cleaners'],
  ])('"%s" names the customers "%s"', (message, who) => {
    expect(read(founder(message)).blocks.WHO).toEqual([who]);
  });

  // A group the founder leaves out is no customer of theirs.
  it.each(['Clinics, but not big hospitals', 'Private schools, but not state schools'])('"%s", asked who, is one note', (message) => {
    expect(changes(['I want to build a booking app for yoga studios.', message], 'WHO')).toHaveLength(1);
  });

  // Per-unit costs of the founders' own and pay for work are no producers' gain.
  it.each(['We pay 30 cents per kg in commission to the app.', 'We pay $1 a bag on transport.', 'We pay local villagers 10 dollars a day to plant trees.'])('"%s", given for the price, stays there', (message) => {
    expect(changes(['I want to build a marketplace for coffee from small farms.', message], 'YOUR PROFIT')).toEqual([`added YOUR PROFIT: ${message}`]);
  });

  // People who tried it and left it are no customers won; checking every morning is no check of every piece.
  it('"10 people tested the prototype and hated it.", given for the pain, is the pain', () => {
    expect(changes(['I want to build a tender alert tool for builders.', '10 people tested the prototype and hated it.'], 'PAIN')).toEqual([
      'added PAIN: 10 people tested the prototype and hated it.',
    ]);
  });
  it('"We check every morning for new tenders.", given for why now, is no secret sauce', () => {
    expect(changes(['I want to build a tender alert tool for builders.', 'We check every morning for new tenders.'], 'WHY NOW').filter((c) => c.includes('SECRET SAUCE'))).toEqual([]);
  });

  // A hedge before any way of not knowing says no more.
  it.each(['tbh no one', 'ngl nobody really', 'tbh nothing'])('"%s", given for the secret sauce, changes nothing', (message) => {
    expect(changes(['I want to build a tool library app for builders.', message], 'SECRET SAUCE')).toEqual([]);
  });
});

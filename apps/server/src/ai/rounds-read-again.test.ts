import { describe, expect, it } from 'vitest';
import { emptyState, read, type Ask } from './reader.ts';
import { ideaTitle } from './writer.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

/** The changes a message makes, as "kind BLOCK: text", said first (no idea yet) or after `first`, given what the coach asked. */
const changes = (first: string | null, message: string, asked: Ask) =>
  changesOf(first ? read(founder(first)) : emptyState(), message, asked).map(([kind, block, text]) => `${kind} ${block}: ${text}`);

describe('the offline coach: the day’s rounds read again (2026-12-07)', () => {
  // "I have an idea," and then no idea: a request, a time, the founders, a doubt.
  it.each([
    'I have one idea, please give me your feedback.',
    'got an idea - please tell me if it is any good',
    'i have an idea, kind of silly maybe',
    'hey, i have an idea, honestly been thinking about it for years',
    'I had an idea, last year, about renting out tools for builders',
  ])('"%s", said first, names no idea', (message) => {
    expect(read(founder(message)).idea).toBeNull();
  });

  it('"I have an idea, my friend and I want to open a bakery" takes the bakery, not the sentence, as the idea', () => {
    expect(read(founder('I have an idea, my friend and I want to open a bakery')).idea).toBe('A bakery');
  });

  // People and what they want, hate or cannot do, said first, are no thing made for them.
  it.each(['students cannot afford textbook rental', 'landlords never answer the app'])('"%s", said first, names the customers and their trouble', (message) => {
    expect(changes(null, message, 'IDEA').filter((c) => c.startsWith('idea'))).toEqual([]);
    expect(changes(null, message, 'IDEA').some((c) => c.startsWith('added PAIN'))).toBe(true);
  });

  // "Oh no, …" is no correction: every fact of the sentence is kept.
  it('"Oh no, the rent doubled this year and they cannot buy tools." keeps both of its facts', () => {
    expect(changes('I want to build a tool library app for builders', 'Oh no, the rent doubled this year and they cannot buy tools.', 'WHY NOW')).toEqual([
      'added WHY NOW: The rent doubled this year',
      'added WHY NOW: They cannot buy tools.',
    ]);
  });

  // A correction later in the message takes back only the pitch said before it, never a note of its own sentence or another block's;
  // a number said alone corrects the number of the message's own note nearest to it (`corrections-of-counts.test.ts`): one price.
  it('"We charge 10 euros a month. Sorry, 12." keeps the price it said first, with the new number', () => {
    expect(changes('I want to build a tool library app for builders', 'We charge 10 euros a month. Sorry, 12.', 'YOUR PROFIT')).toEqual(['added YOUR PROFIT: We charge 12 euros a month.']);
  });

  // Customers, a boss or a patient said by name are no helpers of the founder's.
  it.each<[string, string]>([
    ['My customer Jane has a salon in Leeds and loses 10 bookings a week.', 'PAIN'],
    ['My patient Tom has a bad knee and can’t climb stairs.', 'PAIN'],
  ])('"%s", given for the pain, is under %s', (message, block) => {
    expect(changes('I want to build a booking app for salons', message, 'PAIN').map((c) => c.split(':')[0])).toEqual([`added ${block}`]);
  });

  it('"My boss Mark does payroll by hand every Friday." is no team note', () => {
    expect(changes('I want to build a booking app for salons', 'My boss Mark does payroll by hand every Friday.', 'PAIN').filter((c) => c.includes('YOUR TEAM'))).toEqual([]);
  });

  // After a gain, a trouble that stays, or befalls others of theirs, is the pain still.
  it.each<[string, string]>([
    ['They get a cheaper coffee, and they lose an hour in traffic anyway.', 'added PAIN: They lose an hour in traffic anyway.'],
    ['They save time, their kids are hungry at 4pm.', 'added PAIN: Their kids are hungry at 4pm.'],
  ])('"%s" files %s', (message, change) => {
    expect(changes('I want to build a job board for disabled adults', message, 'WHO')).toContain(change);
  });

  // What they will pay us, said after their trouble, is our price.
  it.each([
    'Shops throw away food every week, and pay $29 a month for our app to stop it.',
    'Shops throw away food every week, then pay $29 a month once it works.',
  ])('"%s" files the price under YOUR PROFIT', (message) => {
    expect(changes('I want to build a food waste app for shops', message, 'WHO').filter((c) => c.startsWith('added YOUR PROFIT'))).toHaveLength(1);
  });

  // Being spared fines is no pain, and a price said beside them stays the price.
  it('"They pay 49 euros a truck and are fined nothing anymore." is the price', () => {
    expect(changes('I want to build a compliance app for truck drivers', 'They pay 49 euros a truck and are fined nothing anymore.', 'WHO')).toEqual([
      'added YOUR PROFIT: They pay 49 euros a truck and are fined nothing anymore.',
    ]);
  });

  // Those the idea helps name its customers only when they are people, or the customers' own word.
  it('"An app that helps pets stay healthy", for dog owners, keeps them in the title', () => {
    expect(ideaTitle(read(founder('An app that helps pets stay healthy', 'dog owners')))).toBe('App that helps pets stay healthy for dog owners');
  });

  // A pitch gives the idea only when it likens the product to a known one; the pitch stays the pitch.
  it.each<[string, string[]]>([
    ['Pitch: Freedom for carers', ['added PITCH: Freedom for carers']],
    ['Pitch: Dinner for busy parents', ['added PITCH: Dinner for busy parents']],
    ['Slogan: Duolingo for sign language', ['added PITCH: Duolingo for sign language', 'idea IDEA: Duolingo for sign language']],
  ])('"%s", said first, files %j', (message, filed) => {
    expect(changes(null, message, 'IDEA')).toEqual(filed);
  });

  // Given for the pain, a trade and its price is what the trouble costs, not the founders' price list.
  it('"Emergency plumber 300 pounds on a Sunday.", given for the pain, is the pain', () => {
    expect(changes('Cheap repairs for renters.', 'Emergency plumber 300 pounds on a Sunday.', 'PAIN')).toEqual(['added PAIN: Emergency plumber 300 pounds on a Sunday.']);
  });

  // What the founder does not know is no edge said on.
  it('"I was a chef for 10 years. I know nothing about marketing." is not one edge', () => {
    expect(changes('I want to open a meal prep service for gyms', 'I was a chef for 10 years. I know nothing about marketing.', 'WHY YOU')).not.toContain(
      'added WHY YOU: I was a chef for 10 years. I know nothing about marketing.',
    );
  });
});

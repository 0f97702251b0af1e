import { describe, expect, it } from 'vitest';
import { read, readMessage, type Ask } from './reader.ts';
import { offlineVerdict } from './verdict.ts';
import { coachReply } from './writer.ts';
import { founder } from '../../test/coach-conversations.ts';

/** The notes a message adds or rewrites after the idea, read as a chat turn reads it (after the guard), as [block, note]. */
const notesAfter = (idea: string, message: string, asked: Ask) => {
  const before = read(founder(idea));
  expect(offlineVerdict(message, () => before)).toBe('allow');
  return readMessage(before, message, asked)
    .changes.filter((c) => c.kind === 'added' || c.kind === 'replaced' || c.kind === 'repeat')
    .map((c) => [c.block, c.text]);
};

describe('the offline coach: notes without what was said to the coach (2026-12-07)', () => {
  const drama = 'A booking app for drama schools.';
  const groom = 'A booking app for dog groomers.';
  const shop = 'A stock app for small shops.';

  it.each<[string, Ask, string, string]>([
    ['1200 per session, does that sound ok', 'YOUR PROFIT', '1200 per session', drama],
    ['Drama teachers, why', 'WHO', 'Drama teachers', drama],
    ["Right now it's just me, should I find a cofounder first", 'YOUR TEAM', "Right now it's just me", drama],
    ['Small salons, is that enough?', 'WHO', 'Small salons', groom],
    ['Mobile groomers, what do you think', 'WHO', 'Mobile groomers', groom],
    ['Busy dog owners, does that make sense?', 'WHO', 'Busy dog owners', groom],
    ['Salon owners, or is that too broad?', 'WHO', 'Salon owners', groom],
    ['No-shows cost them money, right?', 'PAIN', 'No-shows cost them money', groom],
    ['They lose bookings every week, is that a pain?', 'PAIN', 'They lose bookings every week', groom],
    ['Missed calls while grooming, what do you think?', 'PAIN', 'Missed calls while grooming', groom],
    ['Phone tag all day, you know?', 'PAIN', 'Phone tag all day', groom],
    ['They save two hours a week, right?', 'USERS BENEFIT', 'They save two hours a week', groom],
    ['Less admin, or is that too vague?', 'USERS BENEFIT', 'Less admin', groom],
    ['20 euros a month, or is that too much?', 'YOUR PROFIT', '20 euros a month', groom],
    ['5 percent per booking, what do you think', 'YOUR PROFIT', '5 percent per booking', groom],
    ['15 dollars per month, would that work?', 'YOUR PROFIT', '15 dollars per month', groom],
    ['I was a groomer for ten years, is that enough?', 'WHY YOU', 'I was a groomer for ten years', groom],
    ['I know the industry, right?', 'WHY YOU', 'I know the industry', groom],
    ['More people got dogs after covid, right?', 'WHY NOW', 'More people got dogs after covid', groom],
    ['Pet spending is growing, is that a good reason?', 'WHY NOW', 'Pet spending is growing', groom],
    ['Just me and a developer friend, is that enough?', 'YOUR TEAM', 'Just me and a developer friend', groom],
    ['Two of us, should we hire more?', 'YOUR TEAM', 'Two of us', groom],
    ['We know every groomer in town, right?', 'SECRET SAUCE', 'We know every groomer in town', groom],
    ['Grooming booked in two taps, is that catchy?', 'PITCH', 'Grooming booked in two taps', groom],
    ['Never miss a booking again, right?', 'PITCH', 'Never miss a booking again', groom],
    ['Independent groomers I guess', 'WHO', 'Independent groomers', groom],
    ['The groomer community trusts me, what do you think', 'SECRET SAUCE', 'The groomer community trusts me', groom],
    ['Parents maybe', 'WHO', 'Parents', drama],
    ['They do it all by hand i think', 'PAIN', 'They do it all by hand', shop],
  ])('notes "%s", given for %s, as "%s": what is said to the coach after the fact is left out', (message, asked, note, idea) => {
    expect(notesAfter(idea, message, asked)).toEqual([[asked, note]]);
  });

  it('keeps a sentence after the question: "Dog groomers, right? And cat groomers too."', () => {
    expect(notesAfter('A booking app for pet salons.', 'Dog groomers, right? And cat groomers too.', 'WHO').map(([, note]) => note).join(' ')).toMatch(/^Dog groomers\b(?!, right).*cat groomers/i);
  });

  it.each([
    'what do you think, is it a good idea?',
    'Hi, quick question, do you help with non-profits or just businesses?',
    'hmm, is that enough?',
  ])('leaves a message that only asks the coach as it was: "%s"', (message) => {
    const before = read(founder(groom));
    const verdict = offlineVerdict(message, () => before);
    const changes = verdict === 'allow' ? readMessage(before, message, 'WHO').changes.filter((c) => c.kind === 'added') : [];
    expect(changes).toEqual([]);
  });

  it.each([
    ["I'm thinking about an app that helps people find a plumber fast", 'an app that helps people find a plumber fast'],
    ['An app that lets people book a dog groomer', 'an app that lets people book a dog groomer'],
  ])('keeps what the product does for people in general in the idea: "%s"', (message, idea) => {
    expect(coachReply([], message)).toMatch(new RegExp(String.raw`^Your idea as I have it: \*\*${idea}\*\*`));
    expect(read(founder(message)).blocks.WHO).toEqual([]);
  });

  it('still names the customers the product helps: "An app that helps nurses swap shifts"', () => {
    const state = read(founder('An app that helps nurses swap shifts'));
    expect(state.blocks.WHO).toEqual(['Nurses']);
  });
});

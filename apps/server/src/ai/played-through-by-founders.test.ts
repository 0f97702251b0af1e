import { describe, expect, it } from 'vitest';
import { askedIn, read, readStep } from './reader.ts';
import { offlineVerdict } from './verdict.ts';
import { coachDecline, coachReply, ideaTitle } from './writer.ts';
import { changesOf, filledCanvas, founder, turnsOf } from '../../test/coach-conversations.ts';

/** The coach's answer to `message`, as the chat gives it: declined as small talk by the guard, or replied to. */
const answer = (turns: ReturnType<typeof filledCanvas>, message: string) => {
  const verdict = offlineVerdict(message, () => read(turns));
  return verdict === 'allow' ? coachReply(turns, message) : coachDecline(verdict, turns, message);
};
const changesAfterOffer = (turns: ReturnType<typeof filledCanvas>, message: string) => readStep(read(turns), message, askedIn(turns.at(-1)!.coach)).changes;

describe('a judgement of the pitch offered back is no new pitch (2026-12-07, played through by founders)', () => {
  it.each([
    'I like it but make it shorter',
    'hmm not quite, it should mention the late payment law',
    'it should mention the price',
    'too long',
    "it's a bit too long",
    'a bit long',
    'ok but shorter',
    'love it but make it punchier',
    'good but can you add the price',
    'the pitch should also say who it is for',
  ])('"%s" changes nothing, and the founder is asked for the line in their words', (message) => {
    const turns = filledCanvas();
    expect(changesAfterOffer(turns, message)).toEqual([]);
    expect(answer(turns, message)).toMatch(/^(?:Then say it your way|The pitch is yours to word)/);
  });

  it.each(['better', 'much better', 'not bad', 'way better, thanks'])('"%s" agrees with the pitch: nothing changes, and the answer is the next step', (message) => {
    const turns = filledCanvas();
    expect(changesAfterOffer(turns, message)).toEqual([]);
    expect(answer(turns, message)).toContain('use **Vibe Code** to prepare the first prompt for your landing page');
  });

  it.each([
    ['Pitch: Uber for boiler repairs', 'Uber for boiler repairs'],
    ['The fastest repair for every rental.', 'The fastest repair for every rental.'],
    ['Better boilers, faster', 'Better boilers, faster'],
  ])('a new line, "%s", still takes the place of the pitch', (message, text) => {
    expect(changesAfterOffer(filledCanvas(), message)).toEqual([{ kind: 'replaced', block: 'PITCH', text, old: 'Uber for landlord repairs' }]);
  });

  it('a wait that is too long, said for the pain, is still the pain', () => {
    expect(changesOf(read(founder('an app that helps landlords find plumbers fast')), 'tenants wait too long for repairs', 'PAIN')).toEqual([['added', 'PAIN', 'Tenants wait too long for repairs']]);
  });
});

describe('"instead" that closes a new idea is no part of it (2026-12-07, played through by founders)', () => {
  const bandmates = () => read(founder('an app for musicians to find bandmates', 'hobby musicians in their 30s'));
  it.each([
    ['actually forget that, I want to do a rehearsal room booking app instead', 'A rehearsal room booking app'],
    ['I want to build a rehearsal room booking app instead', 'A rehearsal room booking app'],
    ['no wait, I want to make a gig listings app, instead', 'A gig listings app'],
  ])('"%s"', (message, idea) => {
    const changes = changesOf(bandmates(), message, 'USERS BENEFIT');
    expect(changes).toContainEqual(['idea', 'IDEA', idea]);
  });

  it('the title reads without it', () => {
    const turns = turnsOf('an app for musicians to find bandmates', 'hobby musicians in their 30s', 'actually forget that, I want to do a rehearsal room booking app instead');
    expect(ideaTitle(read(turns))).not.toMatch(/instead/i);
  });

  it('"instead of" says what it replaces, and stays', () => {
    expect(changesOf(read(founder('an app for musicians to find bandmates')), 'I want to build a booking app instead of phone calls', 'PAIN').flatMap(([, , text]) => text)).toContainEqual(expect.stringMatching(/instead of phone calls/));
  });
});

describe('"no one" for a block other than the team says nothing (2026-12-07, played through by founders)', () => {
  const parties = () => read(founder('kids birthday party planning app', 'busy parents'));
  it.each([
    ['no one', 'WHY NOW'],
    ['nobody', 'PAIN'],
    ['no one really', 'SECRET SAUCE'],
    ['nobody tbh', 'WHY YOU'],
  ])('"%s" asked %s files nothing', (message, asked) => {
    expect(changesOf(parties(), message, asked as 'WHY NOW')).toEqual([]);
  });

  it.each(['no one', 'nobody yet', 'no one else'])('"%s" asked for the team is still the team', (message) => {
    expect(changesOf(parties(), message, 'YOUR TEAM').map(([, block]) => block)).toEqual(['YOUR TEAM']);
  });
});

describe('a bare "no" to an open question is not taken for agreement (2026-12-07, played through by founders)', () => {
  it.each(['no', 'nope', 'nah', 'no.'])('"%s" asked why the founder', (message) => {
    const turns = turnsOf('app for dentists', 'dentists', 'no shows', 'they fill their chairs', '100 a month');
    expect(askedIn(turns.at(-1)!.coach)).toBe('WHY YOU');
    expect(coachReply(turns, message)).toMatch(/^No problem, we can come back to that one\./);
  });

  it('"yes" still agrees', () => {
    const turns = turnsOf('app for dentists', 'dentists', 'no shows', 'they fill their chairs', '100 a month');
    expect(coachReply(turns, 'yes')).not.toMatch(/^No problem/);
  });
});

describe('"they not …" in non-native English negates the verb, and takes nothing back (2026-12-07, played through by founders)', () => {
  const flats = () => read(founder('i want make app for the peoples who search apartment in Berlin'));
  it.each([
    ['the expats, they not speak german', 'not speak german'],
    ['the expats who not speak german', 'not speak german'],
    ['the landlords, they not answer emails', 'not answer emails'],
  ])('"%s" keeps what they do not do', (message, kept) => {
    const texts = changesOf(flats(), message, 'WHO').map(([, , text]) => text);
    expect(texts.join(' | ')).toContain(kept);
  });

  it('"it\'s for expats, not students" still takes the students back', () => {
    expect(changesOf(flats(), "it's for expats, not students", 'WHO')).toEqual([['added', 'WHO', 'Expats']]);
  });
});

describe('what the founders buy and sell at is the profit, whatever was asked (2026-12-07, played through by founders)', () => {
  const laptops = () => read(founder('selling refurbished laptops to university students'));
  it.each([
    'we buy them at 200 and sell at 450, so 250 margin',
    'we buy them at 200 and sell at 450, so 250 profit each',
    'I buy them for 20 euros and sell them for 45',
  ])('"%s" is one note under YOUR PROFIT', (message) => {
    const changes = changesOf(laptops(), message, 'WHY YOU');
    expect(changes.map(([, block]) => block)).toEqual(['YOUR PROFIT']);
  });

  it('the founder\'s past trade is still why them', () => {
    expect(changesOf(laptops(), 'I bought and sold used cars for 10 years', 'WHY YOU').map(([, block]) => block)).toEqual(['WHY YOU']);
  });
});

describe('people named by an ordinal, given for the pain, say who it is for (2026-12-07, played through by founders)', () => {
  const laptops = () => read(founder('selling refurbished laptops to university students'));
  it.each([
    ['first year students', 'First year students'],
    ['first-time buyers', 'First-time buyers'],
    ['second year medical students', 'Second year medical students'],
    ['mostly final year students', 'Final year students'],
  ])('"%s"', (message, text) => {
    expect(changesOf(laptops(), message, 'PAIN')).toEqual([['added', 'WHO', text]]);
  });

  it.each(['first year students cannot afford a new laptop', 'three students share one laptop'])('a pain said of them stays the pain: "%s"', (message) => {
    expect(changesOf(laptops(), message, 'PAIN').map(([, block]) => block)).toContain('PAIN');
  });
});

describe('how their things always are once it is done for them is the benefit (2026-12-07, played through by founders)', () => {
  const aquariums = () =>
    read(founder('So basically the idea is a service that cleans and maintains aquariums in offices and restaurants. Owners buy a big fish tank because it looks nice but then nobody knows how to clean it and the fish die after a few months.'));
  it.each(['the tank always looks great and they never have to think about it', 'their tank always looks great', 'their office is always spotless and they save 3 hours a week'])('"%s" is one note under USERS BENEFIT', (message) => {
    expect(changesOf(aquariums(), message, 'USERS BENEFIT').map(([, block]) => block)).toEqual(['USERS BENEFIT']);
  });

  it.each(['the tank always looks dirty', 'it always looks great for a week and then the fish die'])('what goes wrong is still the pain: "%s"', (message) => {
    expect(changesOf(aquariums(), message, 'PAIN').map(([, block]) => block)).toEqual(['PAIN']);
  });
});

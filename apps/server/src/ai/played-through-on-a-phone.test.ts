import { describe, expect, it } from 'vitest';
import { read } from './reader.ts';
import { coachReply, ideaTitle, renderCanvas } from './writer.ts';
import { changesOf, founder, turnsOf } from '../../test/coach-conversations.ts';

describe('"bc rn …" after the idea is the trouble, not the idea (2026-12-07, played through on a phone)', () => {
  it.each([
    ['hey so my idea is an app for farriers to book horse visits bc rn its all whatsapp and paper diarys', 'App to book horse visits for farriers'],
    ['an app for dog sitters to share updates cuz rn ppl just text photos all day', 'App to share updates for dog sitters'],
    ['a booking app for piano tuners because its all phone calls', 'Booking app for piano tuners'],
  ])('"%s"', (message, title) => {
    expect(ideaTitle(read(founder(message)))).toBe(title);
  });

  it('keeps the trouble as a note', () => {
    expect(changesOf(read([]), 'an app for farriers to book horse visits bc rn its all whatsapp and paper diarys', 'IDEA')).toContainEqual(['added', 'PAIN', 'Its all whatsapp and paper diarys']);
  });

  it.each([
    ['an app for kids because its fun', 'An app because its fun'],
    ['a booking app for dentists since its 2026', 'A booking app'],
  ])('a reason that is not how it is done today stays as it was read: "%s"', (message, idea) => {
    expect(changesOf(read([]), message, 'IDEA')[0]).toEqual(['idea', 'IDEA', idea]);
  });

  it('"bc" ends the customers named before it', () => {
    expect(changesOf(read([]), 'a booking app for dentists bc dentists hate phones', 'IDEA')).toContainEqual(['added', 'WHO', 'Dentists']);
  });
});

describe('a hedge typed first, then not knowing (2026-12-07, played through on a phone)', () => {
  const buses = () => read(founder('a tool for school bus companies to change routes'));
  it.each(['tbh idk', 'honestly not sure', 'ngl no idea', 'hmm dunno', 'tbh, not sure yet'])('"%s" files nothing', (message) => {
    expect(changesOf(buses(), message, 'SECRET SAUCE')).toEqual([]);
  });

  it.each([
    ['tbh idk what the secret sauce is', 'SECRET SAUCE'],
    ['honestly not sure what the pitch is', 'PITCH'],
  ])('"%s" asks what the block is', (message, block) => {
    const turns = turnsOf('dog walking app but only for big dogs', 'big dog owners');
    expect(coachReply(turns, message)).toMatch(new RegExp(`^Here is what \\*\\*${block}\\*\\* asks for`));
    expect(changesOf(read(founder('dog walking app but only for big dogs', 'big dog owners')), message, block as 'PITCH')).toEqual([]);
  });

  it.each([
    ['tbh dispatchers hate it, they redo routes every night', 'PAIN'],
    ['honestly the driver shortage changed everything', 'WHY NOW'],
  ])('a fact after the hedge is still read: "%s"', (message, block) => {
    expect(changesOf(buses(), message, block as 'PAIN').map(([, b]) => b)).toContain(block);
  });
});

describe('an adverb after the customers is how the product works (2026-12-07, played through on a phone)', () => {
  it.each([
    ['app that reorders supplies for nail salons automatically', 'Nail salons'],
    ['a bot that answers reviews for small hotels instantly', 'Small hotels'],
  ])('"%s"', (message, who) => {
    const changes = changesOf(read([]), message, 'IDEA');
    expect(changes).toContainEqual(['added', 'WHO', who]);
  });

  it.each([
    ['an app for the elderly', 'The elderly'],
    ['a meal plan for busy families', 'Busy families'],
  ])('customers without one keep their words: "%s"', (message, who) => {
    expect(changesOf(read([]), message, 'IDEA')).toContainEqual(['added', 'WHO', who]);
  });
});

describe('"thats the idea, a …" names the idea after it (2026-12-07, played through on a phone)', () => {
  it.each([
    ['escape room owners need to track which puzzles break. thats the idea, a maintenance log for escape rooms', 'Maintenance log for escape rooms'],
    ["that's the idea: an app for vets", 'App for vets'],
    ['here is my idea - a van that fixes bikes', 'Van that fixes bikes'],
  ])('"%s"', (message, title) => {
    expect(ideaTitle(read(founder(message)))).toBe(title);
  });

  it.each(['thats the idea, right?', 'ok thats the idea'])('no thing named after it, no idea: "%s"', (message) => {
    expect(ideaTitle(read(founder(message)))).toBeNull();
  });
});

describe('"its …" typed for "it\'s …" is no problem named for the pitch draft (2026-12-07, played through on a phone)', () => {
  it('drafts the pitch without it', () => {
    expect(renderCanvas(read(founder('an app for farriers to book horse visits bc rn its all whatsapp and paper diarys')))).toContain('A draft from your own words: "App to book horse visits for farriers."');
  });

  it('a short problem still reads after "solving"', () => {
    expect(renderCanvas(read(founder('a booking tool for vets', 'missed appointments')))).toContain('"Booking tool for vets, solving missed appointments."');
  });
});

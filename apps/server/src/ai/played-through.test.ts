import { describe, expect, it } from 'vitest';
import { emptyState, read, remarkKind } from './reader.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';


describe('the offline coach played through: who the founders are, then what they build (2026-12-07)', () => {
  it.each([
    ["We're three ex-nurses building a shift-swap app for hospital nurses", "We're three ex-nurses.", 'A shift-swap app', 'Hospital nurses'],
    ["ok cool. So. We're three ex-nurses building a shift-swap app for hospital nurses", "We're three ex-nurses.", 'A shift-swap app', 'Hospital nurses'],
    ['we are two ex-teachers building a homework app for parents', 'We are two ex-teachers.', 'A homework app', 'Parents'],
    ['we are 2 friends making a board game cafe for families', 'We are 2 friends.', 'A board game cafe', 'Families'],
  ])('reads "%s" as the team, the idea and its customers', (message, team, idea, who) => {
    expect(changesOf(emptyState(), message, 'IDEA')).toEqual([
      ['added', 'YOUR TEAM', team],
      ['idea', 'IDEA', idea],
      ['added', 'WHO', who],
    ]);
  });

  it.each([
    ["I'm a nurse building an app for night shift workers", "I'm a nurse.", 'An app', 'Night shift workers'],
    ["I'm a software developer working on a budgeting tool for students", "I'm a software developer.", 'A budgeting tool', 'Students'],
    ["I'm a mum making healthy snacks for toddlers", "I'm a mum.", 'Healthy snacks', 'Toddlers'],
  ])('reads "%s" as the founder\'s background, the idea and its customers', (message, background, idea, who) => {
    expect(changesOf(emptyState(), message, 'IDEA')).toEqual([
      ['added', 'WHY YOU', background],
      ['idea', 'IDEA', idea],
      ['added', 'WHO', who],
    ]);
  });

  it('still reads "We\'re a small team building a budgeting app for teenagers" as before', () => {
    expect(changesOf(emptyState(), "We're a small team building a budgeting app for teenagers", 'IDEA')).toEqual([
      ['added', 'YOUR TEAM', "We're a small team."],
      ['idea', 'IDEA', 'A budgeting app'],
      ['added', 'WHO', 'Teenagers'],
    ]);
  });

  it.each(["I'm a designer working on it", "We're three nurses building it"])('takes no idea from "%s", which names none', (message) => {
    expect(changesOf(emptyState(), message, 'IDEA').filter(([kind]) => kind === 'idea')).toEqual([]);
  });
});

describe('the offline coach played through: the moment said as a crackdown, an announcement or a season (2026-12-07)', () => {
  const parking = () => read(founder('A driveway parking app for football fans'));

  it.each([
    'councils are cracking down on street parking around grounds this season',
    'the city is clamping down on illegal parking',
    'NHS just announced a big push on flexible working',
    'Councils banned parking on match days',
    'clubs are selling more season tickets than ever this season',
  ])('files "%s" under WHY NOW', (message) => {
    expect(changesOf(parking(), message, null).map(([kind, block]) => [kind, block])).toEqual([['added', 'WHY NOW']]);
  });

  it.each(['councils are cracking down on street parking around grounds this season', 'The city banned cars from the old town'])(
    'takes no customers from "%s", said before the idea: who makes the rules is none',
    (message) => {
      expect(changesOf(emptyState(), message, 'IDEA').map(([kind, block]) => [kind, block])).toEqual([['added', 'WHY NOW']]);
    },
  );
});

describe('the offline coach played through: a label said with "is", and the whole canvas asked for (2026-12-07)', () => {
  const clips = () => read(founder('a tool that turns podcast episodes into short clips for tiktok'));

  it.each([
    ['pitch is: your podcast, clipped', 'PITCH', 'Your podcast, clipped'],
    ['team is: me and Sam', 'YOUR TEAM', 'Me and Sam'],
    ['price is: 19 dollars a month', 'YOUR PROFIT', '19 dollars a month'],
  ])('takes "%s" as a label and what follows it', (message, block, text) => {
    expect(changesOf(clips(), message, null)).toEqual([['added', block, text]]);
  });

  it('keeps a head that says something itself: "We are three: me, Sam and Ana"', () => {
    expect(changesOf(clips(), 'We are three: me, Sam and Ana', 'YOUR TEAM')).toEqual([['added', 'YOUR TEAM', 'We are three: me, Sam and Ana']]);
  });

  it.each(['can you show the whole canvas?', 'show me the full canvas please', 'give me my complete summary'])('files nothing from "%s", which asks for the canvas', (message) => {
    expect(remarkKind(message)).toBe('show canvas');
    expect(changesOf(clips(), message, 'WHO')).toEqual([]);
  });
});

describe('the offline coach played through: the idea said as what the founder has been thinking about (2026-12-07)', () => {
  it.each([
    ["I've been thinking about an app for people who rent out their driveways", 'An app', 'People who rent out their driveways'],
    ['so we have been thinking of a tool-sharing box for neighbours', 'A tool-sharing box', 'Neighbours'],
  ])('reads "%s" as the idea and its customers, not the founder\'s background', (message, idea, who) => {
    const changes = changesOf(emptyState(), message, 'IDEA');
    expect(changes).toContainEqual(['idea', 'IDEA', expect.stringContaining(idea)]);
    expect(changes.map(([, block]) => block)).not.toContain('WHY YOU');
    expect(changes.map(([, , text]) => text).join(' ')).toContain(who.split(' ')[0]);
  });

  it('still reads "I\'ve been thinking about opening a bakery in Leeds" as the bakery, and "I\'ve been a nurse for 10 years" as the background', () => {
    expect(changesOf(emptyState(), "I've been thinking about opening a bakery in Leeds", 'IDEA')).toEqual([['idea', 'IDEA', 'A bakery in Leeds']]);
    expect(changesOf(emptyState(), "I've been a nurse for 10 years", 'IDEA')).toEqual([['added', 'WHY YOU', "I've been a nurse for 10 years"]]);
  });
});

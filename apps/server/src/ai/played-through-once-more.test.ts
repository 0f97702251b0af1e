import { describe, expect, it } from 'vitest';
import { read } from './reader.ts';
import { ideaTitle } from './writer.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

describe('what the product fixes is the product, not a pain (2026-12-07, played through once more)', () => {
  it.each([
    ['my idea is a van that fixes your bike at your office', 'A van that fixes your bike at your office'],
    ['so my idea is a van that comes to your office and fixes your bike while you work', 'A van that comes to your office and fixes your bike while you work'],
    ['an app that fixes your posture', 'An app that fixes your posture'],
    ['a service that fixes broken phones', 'A service that fixes broken phones'],
  ])('"%s"', (message, idea) => {
    expect(changesOf(read([]), message, 'IDEA')).toEqual([['idea', 'IDEA', idea]]);
  });

  it('what it fixes that is a problem is still the pain', () => {
    expect(changesOf(read([]), 'an app that fixes no-shows for dentists', 'IDEA')).toContainEqual(['added', 'PAIN', 'No-shows for dentists']);
  });
});

describe('a team said with its size, then what it builds (2026-12-07, played through once more)', () => {
  it.each([
    ["We're a team of 3 nurses building a shift swap app for hospitals", "We're a team of 3 nurses.", 'Shift swap app for hospitals'],
    ['we are a team of two ex-nurses building a rota app', 'We are a team of two ex-nurses.', 'Rota app'],
  ])('"%s"', (message, team, title) => {
    const state = read(founder(message));
    expect(state.blocks['YOUR TEAM']).toEqual([team]);
    expect(ideaTitle(state)).toBe(title);
  });
});

it('reads an idea said as "thinking about …" without its subject (2026-12-07, played through once more)', () => {
  expect(ideaTitle(read(founder('thinking about a marketplace for used university textbooks')))).toBe('Marketplace for used university textbooks');
  expect(ideaTitle(read(founder('been thinking of an app for dog walkers')))).toBe('App for dog walkers');
});

describe('a price with "plus" and another way of earning after it (2026-12-07, played through once more)', () => {
  const vans = () => read(founder('a van that repairs bikes at offices'));
  it('are two notes, each whole', () => {
    expect(changesOf(vans(), "we'd charge 15 pounds per visit plus parts, and companies can pay a monthly fee for staff", 'YOUR PROFIT')).toEqual([
      ['added', 'YOUR PROFIT', "We'd charge 15 pounds per visit plus parts"],
      ['added', 'YOUR PROFIT', 'Companies can pay a monthly fee for staff'],
    ]);
  });

  it('a price plus what it covers stays one note', () => {
    expect(changesOf(vans(), '15 pounds per visit plus parts', 'YOUR PROFIT')).toEqual([['added', 'YOUR PROFIT', '15 pounds per visit plus parts']]);
  });
});

describe('people "with" something, then what the product helps them do (2026-12-07, played through once more)', () => {
  it.each([
    ['i want to create an app that helps people with adhd plan their day', 'An app that helps people with adhd plan their day'],
    ['a tool that helps teachers with dyslexia read faster', 'A tool that helps teachers with dyslexia read faster'],
    ['an app that helps people with disabilities find jobs', 'An app that helps people with disabilities find jobs'],
  ])('stay in the idea, whole: "%s"', (message, idea) => {
    const [first, ...others] = changesOf(read([]), message, 'IDEA');
    expect(first).toEqual(['idea', 'IDEA', idea]);
    expect(others.map(([, , text]) => text)).not.toContainEqual(expect.stringMatching(/plan their day|read faster|find jobs/));
  });

  it('people with something, the idea ending on them, are still its customers', () => {
    expect(changesOf(read([]), 'a service that helps families with elderly parents', 'IDEA')).toEqual([
      ['idea', 'IDEA', 'A service'],
      ['added', 'WHO', 'Families with elderly parents'],
    ]);
  });
});

it('an idea that says whom it helps takes no "for …" after it in its title (2026-12-07, played through once more)', () => {
  const adhd = read(founder('i want to create an app that helps people with adhd plan their day', 'adults with adhd, mostly 25-40'));
  expect(ideaTitle(adhd, 80)).toBe('App that helps people with adhd plan their day');
  expect(ideaTitle(read(founder('a van that fixes bikes at offices', 'office workers who commute by bike')))).toBe('Van that fixes bikes at offices for office workers');
});

describe('read again: the day’s rules kept to what they are for (2026-12-07)', () => {
  const dentists = () => read(founder('a booking app for dentists'));
  it.each([
    ["it's too complicated", 'PAIN'],
    ['could you add a 10 euro setup fee', 'YOUR PROFIT'],
  ] as const)('the pitch judged is read so only when the pitch was asked: "%s"', (message, block) => {
    expect(changesOf(dentists(), message, block).map(([, b]) => b)).toContain(block);
  });

  it('how customers pay the one price, after ", and", is no second price', () => {
    expect(changesOf(dentists(), 'we charge 15 euros a month, and they pay by card', 'YOUR PROFIT')).toEqual([['added', 'YOUR PROFIT', 'We charge 15 euros a month, and they pay by card']]);
  });

  it('what the product fixes is the pain when said as one, else it stays in the idea', () => {
    expect(changesOf(read([]), 'an app that fixes their scheduling chaos for small clinics', 'IDEA').map(([, block]) => block)).toContain('PAIN');
    expect(changesOf(read([]), 'a tool that fixes their broken invoicing for freelancers', 'IDEA')).toEqual([
      ['idea', 'IDEA', 'A tool that fixes their broken invoicing'],
      ['added', 'WHO', 'Freelancers'],
    ]);
  });

  it('"nobody really", given for the team, is the team', () => {
    expect(changesOf(dentists(), 'nobody really', 'YOUR TEAM')).toEqual([['added', 'YOUR TEAM', 'Nobody really']]);
  });

  it('"…for that, not 20" takes the old amount back', () => {
    expect(changesOf(dentists(), 'we charge 10 euros for that, not 20', 'YOUR PROFIT')).toEqual([['added', 'YOUR PROFIT', 'We charge 10 euros for that']]);
  });
});

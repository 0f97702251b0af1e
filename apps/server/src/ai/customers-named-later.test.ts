import { describe, expect, it } from 'vitest';
import { read } from './reader.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

/** WHO already holds a note from the first message. */
const diabetes = () => read(founder('meal kits for people with type 2 diabetes'));
const blocksOf = (message: string, asked: 'USERS BENEFIT' | 'PAIN' | 'WHY NOW' | 'YOUR PROFIT') =>
  changesOf(diabetes(), message, asked).map(([, block, text]) => [block, text]);

describe('an age group said alone, after WHO holds a note, names the customers whatever was asked (2026-12-07, customers named later)', () => {
  it.each([
    ['over 50s newly diagnosed', 'USERS BENEFIT'],
    ['Over 50s newly diagnosed', 'PAIN'],
    ['newly diagnosed over-50s', 'USERS BENEFIT'],
    ['people over 50 who were just diagnosed', 'USERS BENEFIT'],
    ['especially people over 60', 'WHY NOW'],
    ['mostly 25-40 year olds', 'YOUR PROFIT'],
    ['25-40 year olds', 'USERS BENEFIT'],
    ['women in their 40s', 'PAIN'],
  ] as const)('"%s", asked %s', (message, asked) => {
    const changes = blocksOf(message, asked);
    expect(changes).toHaveLength(1);
    expect(changes[0]![0]).toBe('WHO');
  });

  it.each([
    ['over 50s are getting diagnosed more every year', 'WHY NOW'],
    ['we charge 20 pounds a month, over 50s get 10% off', 'YOUR PROFIT'],
    ['my mum is a nurse', 'USERS BENEFIT'],
    ['the government', 'WHY NOW'],
    ['we', 'USERS BENEFIT'],
    ['competitors like Gousto', 'PAIN'],
  ] as const)('not "%s", asked %s', (message, asked) => {
    expect(blocksOf(message, asked).map(([block]) => block)).not.toContain('WHO');
  });
});

describe('a group named with "also" or "mostly", then what befalls them (2026-12-07, customers named later)', () => {
  const care = () => read(founder('a van that drives elderly patients to their monthly blood tests'));
  it.each([
    ['Working children also, they take a day off to drive their parents.', 'YOUR PROFIT', 'Working children'],
    ['Receptionists mostly, they sign up and the council pays.', 'YOUR PROFIT', 'Receptionists'],
    ['Carers too, they lose a whole morning every week', 'USERS BENEFIT', 'Carers'],
    ['Pharmacists mainly, they do the bookings by phone', 'PAIN', 'Pharmacists'],
  ] as const)('"%s", asked %s', (message, asked, who) => {
    const changes = changesOf(care(), message, asked);
    expect(changes).toContainEqual(['added', 'WHO', who]);
    expect(changes.length).toBe(2);
  });

  it.each([
    ['My mum also, she takes a day off to drive my gran.', 'PAIN'],
    ['The government too, they pay for half of it', 'YOUR PROFIT'],
    ['Competitors mostly, they charge 50 pounds', 'PAIN'],
  ] as const)('not "%s", asked %s', (message, asked) => {
    expect(changesOf(care(), message, asked).map(([, block]) => block)).not.toContain('WHO');
  });
});

describe('who uses it free, after who pays, is part of the price (2026-12-07, customers named later)', () => {
  it.each([
    ['schools pay us 200 pounds a month, parents use it free', 'USERS BENEFIT'],
    ['schools pay us 200 pounds a month, parents use it free', 'WHY NOW'],
    ['clinics pay 50 euros a month and patients use it for free', 'PAIN'],
    ['parents use it free', 'YOUR PROFIT'],
  ] as const)('"%s", asked %s', (message, asked) => {
    const changes = changesOf(read(founder('an app for parents of kids with dyslexia')), message, asked);
    expect(changes.map(([, block]) => block)).toEqual(['YOUR PROFIT']);
    expect(String(changes[0]![2]).toLowerCase()).toContain('use it');
  });
});

import { describe, expect, it } from 'vitest';
import { read } from './reader.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

const vans = () => read(founder('a delivery service with electric vans for small shops'));
const blocksOf = (message: string, asked: Parameters<typeof changesOf>[2]) => changesOf(vans(), message, asked).map(([, block]) => block);

describe('a thing that costs too much or breaks, given for the pain, is the pain (2026-12-07, answers to the question asked)', () => {
  it.each([
    'diesel is expensive and the price doubled in 2 years',
    'cheap bags break after a year',
    'the old scooters break down after a few months',
    'repairs are so expensive now',
    'One crossbreed cow costs around 80,000 birr now.',
  ])('"%s"', (message) => {
    expect(blocksOf(message, 'PAIN')).toEqual(['PAIN']);
  });

  it.each([
    // A law that makes them change is the moment, though asked for the pain.
    ['the new law from January forces them to switch to electric vans', 'WHY NOW'],
    // Given for the moment, a price that doubled is still the moment.
    ['diesel doubled in 2 years', 'WHY NOW'],
  ])('but "%s" stays %s', (message, block) => {
    expect(blocksOf(message, 'PAIN')).toEqual([block]);
  });

  it('asked why now, prices that climb are still the moment', () => {
    expect(blocksOf('diesel is expensive and the price doubled in 2 years', 'WHY NOW')).toEqual(['WHY NOW']);
  });
});

describe('how long the product lasts, given for the gain, is the gain (2026-12-07, answers to the question asked)', () => {
  it.each(['our bags last 20 years', 'our batteries last twice as long', 'the boots last for years', 'Our tyres last 3 times longer.'])('"%s"', (message) => {
    expect(blocksOf(message, 'USERS BENEFIT')).toEqual(['USERS BENEFIT']);
  });

  it('asked what others cannot copy, how long it lasts answers that', () => {
    expect(blocksOf('our bags last 20 years', 'SECRET SAUCE')).toEqual(['SECRET SAUCE']);
  });
});

describe('customers who refuse to pay are no price of ours (2026-12-07, answers to the question asked)', () => {
  it.each([
    ['LLMs are finally good enough, and clients refuse to pay for junior hours', 'WHY NOW'],
    ['customers won’t pay for slow delivery anymore', 'WHY NOW'],
    ['shops stopped paying for paper catalogues', 'WHY NOW'],
    ['clients refuse to pay for junior hours', 'PAIN'],
  ])('"%s", asked %s', (message, asked) => {
    expect(new Set(blocksOf(message, asked as 'WHY NOW'))).toEqual(new Set([asked]));
  });

  it.each([
    // Who pays nothing, given for the price, is part of who pays.
    ["patients won't pay anything", 'YOUR PROFIT'],
    // Our own price, given for why now, is still the price.
    ['we charge shops 20 euros a month', 'YOUR PROFIT'],
  ])('but "%s" is the price', (message, block) => {
    expect(blocksOf(message, message.startsWith('we') ? 'WHY NOW' : 'YOUR PROFIT')).toEqual([block]);
  });
});

describe('what a thing costs "now", given for the pain, is the pain (2026-12-07, answers to the question asked)', () => {
  it.each([
    'When a cow dies, the family loses everything. One crossbreed cow costs around 80,000 birr now.',
    'A van breaks and the shop loses a day. A new battery costs around 9,000 euros now.',
  ])('"%s"', (message) => {
    expect(blocksOf(message, 'PAIN')).toEqual(['PAIN', 'PAIN']);
  });

  it('a price that is no trouble, said "now", given for why now, stays the moment', () => {
    expect(blocksOf('Batteries cost half as much now.', 'WHY NOW')).toEqual(['WHY NOW']);
  });
});

describe('a bill that explodes, given for the pain, is the pain (2026-12-07, answers to the question asked)', () => {
  it.each([
    'When 40 vans plug in at 19h the depot power is exceeded and the electricity bill explodes.',
    'In winter the heating bills explode.',
  ])('"%s"', (message) => {
    expect(new Set(blocksOf(message, 'PAIN'))).toEqual(new Set(['PAIN']));
  });

  it('demand that explodes, given for why now, stays the moment', () => {
    expect(blocksOf('Demand for cargo bikes exploded since covid.', 'WHY NOW')).toEqual(['WHY NOW']);
  });
});

describe('the customers paid too little or fined, given for the pain, is no price of ours (2026-12-07, answers to the question asked)', () => {
  it.each([
    'Because the middleman tells them a low price and fishermen have no way to check. Often they get 30 to 40 taka less per kg.',
    'Good beekeepers get the same low price as cheaters, around NPR 400/kg.',
    'If the licence lapses the farm can be fined $500k.',
    'Shops get fined 2,000 euros for every late delivery.',
  ])('"%s"', (message) => {
    expect(new Set(blocksOf(message, 'PAIN'))).toEqual(new Set(['PAIN']));
  });

  it('our own low price, given for the price, stays the price', () => {
    expect(blocksOf('We charge 20 euros less per delivery than the couriers.', 'YOUR PROFIT')).toEqual(['YOUR PROFIT']);
  });
});

describe('what pays for itself, or the money the customers get from us, given for the gain, is the gain (2026-12-07, answers to the question asked)', () => {
  it.each([
    'A district of 10,000 students typically cuts 10-15% of routes, which pays for itself in one semester.',
    'The van pays for itself in 8 months.',
    'Packaged millet rice sells for more, the FPO gets ₹55 from us.',
    'Growers get 3 euros more per crate from us.',
  ])('"%s"', (message) => {
    expect(blocksOf(message, 'USERS BENEFIT').at(-1)).toBe('USERS BENEFIT');
  });

  it('what they pay us, given for the gain, is still the price', () => {
    expect(blocksOf('Shops pay us 20 euros a month.', 'USERS BENEFIT')).toEqual(['YOUR PROFIT']);
  });
});

describe('a pitch that names a team word as what it offers is the pitch (2026-12-07, answers to the question asked)', () => {
  it.each(['cofounder matching that actually works', 'hiring without the headache', 'Recruiting, minus the spreadsheets.'])('"%s"', (message) => {
    expect(blocksOf(message, 'PITCH')).toEqual(['PITCH']);
  });

  it.each(['hiring a developer next month', 'cofounder is a designer', 'my cofounder does the sales'])('but "%s" is the team', (message) => {
    expect(blocksOf(message, 'PITCH')).toEqual(['YOUR TEAM']);
  });
});

describe('money back, a discount or a cost skipped, given for the gain, is the gain (2026-12-07, answers to the question asked)', () => {
  it.each([
    'The contractor gets cash back and skips the disposal cost, the small builder gets materials at 40% off.',
    'Shops skip the delivery fees.',
    'Members get parts at 20% off.',
  ])('"%s"', (message) => {
    expect(new Set(blocksOf(message, 'USERS BENEFIT'))).toEqual(new Set(['USERS BENEFIT']));
  });

  it('given for the pain, a cost they cannot skip stays the pain', () => {
    expect(blocksOf('Shops pay the disposal cost every month and hate it.', 'USERS BENEFIT')).not.toContain('USERS BENEFIT');
  });
});

import { describe, expect, it } from 'vitest';
import { read, type Ask } from './reader.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

/** The notes a message adds, as [block, text]. */
const added = (first: string, message: string, asked: Ask) =>
  changesOf(read(founder(first)), message, asked).flatMap(([kind, block, text]) => (kind === 'added' ? [[block, text]] : []));

describe('the offline coach: whose money an amount is, in the development parts (2026-12-07)', () => {
  // "Remittances to Guatemala passed $20 billion a year": billions of money are a whole market's size, the moment's sign,
  // never the founders' price nor what one customer pays.
  it.each<[string, string, Ask, string]>([
    ['Savings accounts for families of migrants.', 'Remittances to Mexico passed $60 billion a year.', null, '$60 billion'],
    ['Grooming vans for dogs.', 'pet spending in the uk is crazy now, £10 billion a year or so', null, '£10 billion'],
    ['Repairs for old bridges.', 'Cities have a big repair backlog, about 40 billion euros.', null, '40 billion euros'],
    ['Hail damage checks for insurers.', 'Last summer hail caused $3.5 billion in claims in Texas.', null, '$3.5 billion'],
  ])('"%s" then "%s" (asked %s): WHY NOW holds "%s", no YOUR PROFIT', (first, message, asked, amount) => {
    const notes = added(first, message, asked);
    expect(notes.filter(([block, text]) => block === 'WHY NOW' && text!.includes(amount))).toHaveLength(1);
    expect(notes.filter(([block]) => block === 'YOUR PROFIT')).toEqual([]);
  });

  // Near misses: the founders' own billions, a price in thousands, and billions of things (not money) stay where they were.
  it.each<[string, string, Ask, string]>([
    ['Tutors for maths.', 'We charge 20 euros a month.', null, 'YOUR PROFIT'],
    ['Tutors for maths.', 'Our price is $2,000 a year per school.', null, 'YOUR PROFIT'],
    ['Tutors for maths.', 'A tutor costs 40 euros an hour today.', null, 'PAIN'],
  ])('"%s" then "%s" (asked %s): still %s', (first, message, asked, block) => {
    expect(added(first, message, asked).map(([b]) => b)).toContain(block);
  });

  // The founders' own billions ("we") are not the market's: no WHY NOW note.
  it('billions said of us are not a market', () => {
    expect(added('Payments for market stalls.', 'We processed $1.2bn in payments.', null).filter(([block]) => block === 'WHY NOW')).toEqual([]);
  });

  // "Milpa farmers grow native maize, but the local coyote pays them 5 pesos per kilo", "the big companies don't come, or they
  // charge R$120": what others pay the customers or charge them, said after "but" or "or", is what the customers get or pay
  // today, the pain, as much as when said first.
  it.each<[string, string, Ask, string]>([
    ['Fair prices for cocoa growers.', 'Growers here dry the beans well, but the local traders pay them 40 cents a kilo.', null, '40 cents'],
    ['Cheap internet for the favela.', "the big providers don't come here, or they charge R$150 for a line that drops every hour", null, 'R$150'],
    ['Fair prices for coffee growers.', 'The farmers pick by hand, but the middlemen pay them 2 dollars a kilo.', null, '2 dollars'],
  ])('"%s" then "%s" (asked %s): PAIN holds "%s", no YOUR PROFIT', (first, message, asked, amount) => {
    const notes = added(first, message, asked);
    expect(notes.filter(([block, text]) => block === 'PAIN' && text!.includes(amount))).toHaveLength(1);
    expect(notes.filter(([block]) => block === 'YOUR PROFIT')).toEqual([]);
  });

  // Near misses: our own price after "but" or "or" stays the price.
  it.each<[string, string, Ask]>([
    ['Fair prices for cocoa growers.', 'We buy the beans from growers, but we pay them 90 cents a kilo.', null],
    ['Tutors for maths.', 'Parents pay 20 euros a month, or they pay 200 euros a year.', null],
  ])('"%s" then "%s" (asked %s): still YOUR PROFIT', (first, message, asked) => {
    expect(added(first, message, asked).map(([b]) => b)).toContain('YOUR PROFIT');
  });
});

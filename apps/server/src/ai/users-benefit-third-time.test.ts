import { describe, expect, it } from 'vitest';
import type { Ask } from './reader.ts';
import { blocksHolding } from '../../test/coach-conversations.ts';

const IDEA = 'A buying station that grades and sells the produce of small villages.';

describe('the offline coach: USERS BENEFIT in the development parts, a third time (2026-12-07)', () => {
  // What the founder pays the producers for their goods ("we pay herders ₹60 a litre", "we buy from farmers at 30% above
  // the mandi price") is what the customers get, whatever was asked: the founder's price is what the founder charges.
  it.each<[string, Ask, string]>([
    ['We pay the fishermen 40 rupees a kilo.', 'WHO', 'fishermen 40 rupees'],
    ['we pay growers 3 dollars per kg, cash on the day', 'YOUR PROFIT', 'cash on the day'],
    ['We buy from farmers at 20% above the market price.', 'PAIN', '20% above'],
    ['We pay ₹55 a litre, paid every Friday.', 'PAIN', '₹55 a litre'],
    ['So we pay beekeepers 9 euros per jar of honey.', 'USERS BENEFIT', '9 euros per jar'],
  ])('"%s", given for %s, goes to USERS BENEFIT', (message, asked, key) => {
    expect(blocksHolding(IDEA, message, asked, key)).toEqual(['USERS BENEFIT']);
  });

  // Said with what the founder sells at, they are two notes: the producers' gain, and the price.
  it.each<[string, string, string]>([
    ['We pay the growers 4 dollars a kilo and sell at 11.', 'growers 4 dollars', 'sell at 11'],
    ['We buy from fishermen at 25% above the auction price and sell the frozen fillets to hotels.', '25% above', 'frozen fillets'],
  ])('"%s": "%s" is the gain and "%s" the price', (message, gain, price) => {
    expect(blocksHolding(IDEA, message, 'USERS BENEFIT', gain)).toEqual(['USERS BENEFIT']);
    expect(blocksHolding(IDEA, message, 'USERS BENEFIT', price)).toEqual(['YOUR PROFIT']);
  });

  // What the founder pays for work, services or tools is a cost; what anyone else pays is a price or their trouble.
  it.each<[string, Ask, string]>([
    ['We pay the drivers 5 euros per delivery.', 'YOUR PROFIT', '5 euros'],
    ['We pay 40 euros a month for the server.', 'YOUR PROFIT', '40 euros'],
    ['Customers pay 3 euros per kg.', 'YOUR PROFIT', '3 euros'],
    ['We sell at 2 dollars a kilo.', 'YOUR PROFIT', '2 dollars'],
    ['We pay the accountant 300 a month.', 'YOUR PROFIT', '300 a month'],
    ['We pay the pickers in cash every Saturday, about 2,000 dollars.', 'PAIN', 'pickers'],
    ['Buyers pay 30% above the market price for graded dates.', 'YOUR PROFIT', '30%'],
    ['We charge 2 dollars per kg and sell at 5.', 'YOUR PROFIT', 'sell at 5'],
  ])('"%s", given for %s, stays where it was', (message, asked, key) => {
    expect(blocksHolding(IDEA, message, asked, key)).not.toContain('USERS BENEFIT');
  });

  // The knock-on of the first rule: a conversation whose gain is filled is asked why now next. The founder's own check of every
  // piece, given then with no cue, is their edge, not the moment; given for the gain, or with a cue, it stays where it was.
  it.each<[string, Ask, string]>([
    ['We test every batch for aflatoxin before it ships.', 'WHY NOW', 'every batch'],
    ['We inspect each boat in person before it is listed.', 'WHY NOW', 'each boat'],
  ])('"%s", given for %s, goes to SECRET SAUCE', (message, asked, key) => {
    expect(blocksHolding(IDEA, message, asked, key)).toEqual(['SECRET SAUCE']);
  });
  it.each<[string, Ask, string]>([
    ['We check every invoice against the contract.', 'USERS BENEFIT', 'every invoice'],
    ['From next year the law says we test every batch.', 'WHY NOW', 'every batch'],
    ['We charge every shop 20 euros a month.', 'WHY NOW', '20 euros'],
  ])('"%s", given for %s, does not go to SECRET SAUCE', (message, asked, key) => {
    expect(blocksHolding(IDEA, message, asked, key)).not.toContain('SECRET SAUCE');
  });
});

import { describe, expect, it } from 'vitest';
import type { Ask } from './reader.ts';
import { blocksHolding } from '../../test/coach-conversations.ts';

/** Each case: the founder's first message, then a message (asked a block), and the block the note holding a key of it is under. */
type Case = [first: string, message: string, asked: Ask, key: string, block: string];
const NOTE_UNDER = '"%s" then "%s" (asked %s): the note of "%s" is under %s';
const isUnder = (...[first, message, asked, key, block]: Case) => expect(blocksHolding(first, message, asked, key)).toEqual([block]);

describe('the offline coach: false PAIN notes in the development parts (2026-12-07, h2)', () => {
  // What the customers get, listed after a gain in the same sentence, with no more than a hint of a problem, is more of the gain.
  it.each<Case>([
    ['Weekend camps for lonely dads.', "They'd get a bunch of dads in the same boat, and someone to ring at midnight.", 'WHO', 'someone to ring', 'USERS BENEFIT'],
    ['Sensor kits for small vineyards.', 'Growers get a live map of every row, ranked by risk, so pickers start on the ripe ones first.', 'USERS BENEFIT', 'pickers start', 'USERS BENEFIT'],
    ['Paid work for young adults with autism.', 'They get a proper wage, a contract, they ride the tram alone to work.', 'USERS BENEFIT', 'ride the tram', 'USERS BENEFIT'],
  ])(NOTE_UNDER, isUnder);

  // After a gain, a problem said with a cue of its own, or after "but", or what they cannot do, stays the pain; given for the
  // pain, the rule does not apply; a gain that was already one note stays one.
  it.each<Case>([
    ['A weekly football league for office workers.', 'players get games with people of their level every week, and the pitches fill empty slots on Monday nights', 'YOUR PROFIT', 'empty slots', 'USERS BENEFIT'],
    ['Boxing classes for teenage girls.', 'They get fit, but they can\'t afford the gym fees.', null, 'gym fees', 'PAIN'],
    ['Meal kits for shift workers.', 'They save time on shopping, and they waste half the food they buy.', 'PAIN', 'waste half', 'PAIN'],
    ['Tractor sharing for farmers.', 'Most farmers cannot afford a tractor and lose a week every harvest.', 'PAIN', 'lose a week', 'PAIN'],
    ['Pack carrying for hikers.', "Older hikers want to hike without the heavy pack, their backs can't.", null, 'backs can', 'PAIN'],
    ['Boxing classes for teenage girls.', 'They get fit, and they still walk home alone at night.', 'USERS BENEFIT', 'walk home alone', 'PAIN'],
  ])(NOTE_UNDER, isUnder);

  // Given for the pain, a sentence of things and their prices, without a verb, a cue of the pain or people, is the price list.
  it.each<Case>([
    ['Natural skincare from Bulgarian roses.', 'Body oil 50 ml, 65 leva, it is about 33 euro. Lip balm 9 leva.', 'PAIN', '65 leva', 'YOUR PROFIT'],
    ['A listening bar with vinyl records.', 'entry free, tea 60 hryvnia, beer glass 120, used records 500-900 uah', 'PAIN', 'entry free', 'YOUR PROFIT'],
  ])(NOTE_UNDER, isUnder);

  // With people, a verb or a cue of the pain, an amount given for the pain stays the pain.
  it.each<Case>([
    ['Cheap repairs for renters.', 'Plumbers at 120 dollars per call-out.', 'PAIN', '120 dollars', 'PAIN'],
    ['Tool library for renters.', 'You buy a 200 dollar drill and use it twice.', 'PAIN', '200 dollar', 'PAIN'],
    ['Cold storage for date farmers.', 'Rs 80 a kg in the monsoon, half of it spoiled by rain.', 'PAIN', 'spoiled', 'PAIN'],
  ])(NOTE_UNDER, isUnder);
});

import { describe, expect, it } from 'vitest';
import type { Ask } from './reader.ts';
import { blocksHolding } from '../../test/coach-conversations.ts';

/** Each case: the founder's first message, then a message (asked a block), and the block the note holding a key of it is under. */
type Case = [first: string, message: string, asked: Ask, key: string, block: string];
const NOTE_UNDER = '"%s" then "%s" (asked %s): the note of "%s" is under %s';
const isUnder = (...[first, message, asked, key, block]: Case) => expect(blocksHolding(first, message, asked, key)).toEqual([block]);

describe('the offline coach: false pains in the development parts (2026-12-07)', () => {
  // What others lack, said right after what the founders have or do, is the founders' edge, not the customers' trouble.
  it.each<Case>([
    ['An online shop for organic coffee from a hill co-op.', 'We hold the only organic certificate in the valley. Not many co-ops have it.', 'SECRET SAUCE', 'not many co-ops', 'SECRET SAUCE'],
    ['Reference checks for nurse agencies.', 'We check every referee by video call and ID scan. Agencies can\'t do that by phone.', 'SECRET SAUCE', 'agencies can', 'SECRET SAUCE'],
    ['Handmade pottery shop online.', 'We buy straight from 20 small potteries at cost, big chains like Dunelm cannot get the same.', 'SECRET SAUCE', 'big chains', 'SECRET SAUCE'],
    ['Adaptive shoes for kids.', 'The big brands sell adaptive shoes in the US only. Nobody ships here.', 'SECRET SAUCE', 'nobody ships here', 'SECRET SAUCE'],
    ['An online shop for organic coffee from a hill co-op.', 'We hold the only organic certificate in the valley. Not many co-ops have it.', 'PAIN', 'not many co-ops', 'SECRET SAUCE'],
    // What others lack, said of the customers' trouble or alone, stays the pain.
    ['Scans booked for patients.', 'Patients wait six weeks for a scan, clinics don\'t have the staff.', 'PAIN', 'clinics don', 'PAIN'],
    ['Tractor sharing for farmers.', 'Not many farmers have a tractor.', 'PAIN', 'not many farmers', 'PAIN'],
    ['Group buying for corner shops.', 'Corner shops cannot get the same discounts as the chains.', 'PAIN', 'corner shops', 'PAIN'],
  ])(NOTE_UNDER, isUnder);

  // A sanction, or what the market charges, said right after a reason for now, is that reason's weight, not a trouble of its own.
  it.each<Case>([
    ['Driving time checks for hauliers.', 'The new EU rules on driving hours started in March, and the fines are up to 3,000 euros.', 'PAIN', 'fines', 'WHY NOW'],
    ['Compliance forms for estate agents.', 'The regulator has started issuing formal warnings, one agency got fined 200,000 dollars.', null, 'got fined', 'WHY NOW'],
    ['Translation for school letters.', 'The new state rule says schools must write to parents in their own language. Districts get sued if not.', 'WHY NOW', 'get sued', 'WHY NOW'],
    ['Night shift cover for care homes.', 'Post-covid staffing crisis, agency nurses are super expensive.', null, 'super expensive', 'WHY NOW'],
    ['Feed buying club for farmers.', 'Egg prices fell this year, interest rates up, feed costs through the roof.', null, 'feed costs', 'WHY NOW'],
    // Said of the customers' own trouble, or with no reason for now before it, it stays the pain.
    ['Shared rooms for students.', 'Rents went up 30% last year, and students can\'t afford a room.', null, 'can\'t afford', 'PAIN'],
    ['Deadline reminders for clinics.', 'Clinics get fined when they miss the reporting deadline.', 'PAIN', 'fined', 'PAIN'],
    ['Cheap repairs for renters.', 'Plumbers are super expensive for renters.', 'PAIN', 'super expensive', 'PAIN'],
  ])(NOTE_UNDER, isUnder);

  // A line the next sentence names as the pitch is the pitch, whatever the coach asked; a line named as the problem stays the pain.
  it.each<Case>([
    ['Natural rubber from smallholders.', 'Sweet sap, fair pay. This is our slogan', 'PAIN', 'sweet sap', 'PITCH'],
    ['Water deliveries for villages.', "Clean water, zero trips. That's the pitch.", 'WHY NOW', 'clean water', 'PITCH'],
    ['Cold storage for fishermen.', 'Half the catch rots before market. This is the problem.', 'PAIN', 'half the catch', 'PAIN'],
  ])(NOTE_UNDER, isUnder);
});

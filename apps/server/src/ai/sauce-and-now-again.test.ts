import { describe, expect, it } from 'vitest';
import { read, type Ask } from './reader.ts';
import { blocksHolding, changesOf, founder } from '../../test/coach-conversations.ts';

/** The notes a message adds under WHY NOW, their texts. */
const momentNotes = (first: string, message: string, asked: Ask) =>
  changesOf(read(founder(first)), message, asked)
    .filter(([kind, block]) => kind === 'added' && block === 'WHY NOW')
    .map(([, , text]) => text);

describe('the offline coach: secret sauce and why now in the development parts, again (2026-12-07)', () => {
  // Two reasons for now said in one sentence, joined by ", and", "plus" or "+", each with a verb of its own, are two notes.
  it.each<[string, string, Ask, string, string]>([
    ['Ski rental delivered to chalets.', 'Ski resorts in Georgia are booming, and the cheap flights bring more Poles than ever.', 'WHY NOW', 'booming', 'cheap flights'],
    ['Batik workshops for tourists.', 'Batik is on the UNESCO list since 2009, and travellers look for real crafts, not fridge magnets.', 'WHY NOW', 'UNESCO list', 'real crafts'],
    ['Tours of old tea estates.', 'Tea tourism is growing in Sri Lanka, plus the new visa rules let Indians come without a visa.', 'WHY NOW', 'Tea tourism', 'new visa rules'],
    ['Rent-a-kayak on the lakes.', 'Lake tourism doubled since the pandemic + the council built a new jetty in every village.', 'WHY NOW', 'Lake tourism', 'new jetty'],
    ['Secondhand camera shop online.', 'Film photography is back with teenagers, and now TikTok makes old cameras cool.', 'WHY NOW', 'Film photography', 'TikTok'],
  ])('"%s" then "%s" (asked %s): "%s" and "%s" are two notes under WHY NOW', (first, message, asked, one, other) => {
    const notes = momentNotes(first, message, asked);
    expect(notes).toHaveLength(2);
    expect(notes.filter((n) => String(n).includes(one))).toHaveLength(1);
    expect(notes.filter((n) => String(n).includes(other))).toHaveLength(1);
  });

  // One reason said with more of it stays one note: a list of things, what follows from it, its sanction, the founders' own.
  it.each<[string, string, Ask]>([
    ['Labels for chemical drums.', 'The new CLP rules bring new hazard classes and new label formats, everybody has to relabel.', 'WHY NOW'],
    ['Surf camps in Portugal.', 'Tourism is back to 2019 numbers and it keeps growing every month.', 'WHY NOW'],
    ['Ramps for shops.', 'The EU accessibility act is coming and more people with disabilities shop online now.', 'WHY NOW'],
    ['Social housing run by co-ops.', 'The state program Casa Digna is building flats now and they look for operators.', 'WHY NOW'],
    ['Cat boarding in the suburbs.', 'Shelters are full now because people gave up their cats after the pandemic and when rents went up.', 'WHY NOW'],
    ['Solar pumps for farms.', 'Diesel went up 40% this year and farmers can not pay for it.', 'WHY NOW'],
  ])('"%s" then "%s" (asked %s): one note under WHY NOW', (first, message, asked) => {
    expect(momentNotes(first, message, asked)).toHaveLength(1);
  });

  // A reason for now said with what follows from it ("so they …", "they are starting this now", "and the hotels must …",
  // "interest going up"): the reason, filed elsewhere for its own words, is the note under WHY NOW, with what follows.
  it.each<[string, string, Ask, string]>([
    ['Jobs for women over 50.', 'Firms in Slovakia cannot find staff, the jobless rate is low, so they are more open to older women now.', 'IDEA', 'cannot find staff'],
    ['Walking groups for lonely seniors.', 'Also the pharmacies can offer it, "green prescribing", they are starting this in Ireland now.', 'WHY YOU', 'green prescribing'],
    ['Refill stations for hotel soap.', 'Barbados banned plastic bottles, and the hotels must change their amenities.', 'USERS BENEFIT', 'banned plastic bottles'],
    ['Steel drum lessons online.', 'the tabla got named national heritage officially and UNESCO looking at it, interest going up', 'USERS BENEFIT', 'national heritage'],
  ])('"%s" then "%s" (asked %s): the note of "%s" is under WHY NOW', (first, message, asked, key) => {
    expect(blocksHolding(first, message, asked, key)).toEqual(['WHY NOW']);
  });

  // Not the customers' trouble with "so they …" of the founders, nor the founders' own reason.
  it.each<[string, string, Ask, string, string]>([
    ['Cold rooms for fish traders.', 'We lose half the catch in the heat, so now we must buy ice every day.', 'PAIN', 'lose half the catch', 'PAIN'],
    ['Laundry pick-up for students.', 'Students have no time to wash, so they wear the same shirt all week.', 'PAIN', 'no time to wash', 'PAIN'],
  ])('"%s" then "%s" (asked %s): the note of "%s" stays under %s', (first, message, asked, key, block) => {
    expect(blocksHolding(first, message, asked, key)).toEqual([block]);
  });

  // Customers the founders have won, counted ("Two hotels already order from me", "5 NGOs use the beta", "got 2 fleets lined
  // up"), are their head start; the founder's own family is not.
  it.each<[string, string, Ask, string, string]>([
    ['Fresh herbs for resort kitchens.', 'Three resorts in Negril already order from me, Sandals is one.', 'PITCH', 'Three resorts', 'SECRET SAUCE'],
    ['Case tracking for charities.', '4 food banks in Quito use the beta.', 'SECRET SAUCE', '4 food banks', 'SECRET SAUCE'],
    ['Mobile truck servicing.', 'Already got 3 fleets lined up from old customers, 40 trucks between them.', 'USERS BENEFIT', '3 fleets', 'SECRET SAUCE'],
    ['Yoga mats made from old tyres.', 'We have 5 studios signed up already.', 'PITCH', '5 studios', 'SECRET SAUCE'],
    ['Chess lessons for kids.', 'I have 2 sons and they already play chess at school.', 'WHY YOU', '2 sons', 'WHY YOU'],
  ])('"%s" then "%s" (asked %s): the note of "%s" is under %s', (first, message, asked, key, block) => {
    expect(blocksHolding(first, message, asked, key)).toEqual([block]);
  });
});

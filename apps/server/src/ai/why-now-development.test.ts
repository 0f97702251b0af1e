import { describe, expect, it } from 'vitest';
import { read, type Ask } from './reader.ts';
import { blocksHolding, changesOf, founder } from '../../test/coach-conversations.ts';

/** The notes a message adds under WHY NOW. */
const momentNotes = (first: string, message: string, asked: Ask) =>
  changesOf(read(founder(first)), message, asked).filter(([kind, block]) => kind === 'added' && block === 'WHY NOW');

describe('the offline coach: the moment and the pain in the development parts (2026-12-07)', () => {
  // A shortage or a queue counted in thousands across a place or a trade is a change of the times, not one customer's trouble.
  it.each<[string, string, Ask, string, string]>([
    ['Agency nurses on demand for clinics.', 'Slovak hospitals are missing about 3,000 nurses.', null, '3,000 nurses', 'WHY NOW'],
    ['Modular homes for young families.', 'In Lisbon around 20 thousand families are on the waiting list for social housing.', null, '20 thousand families', 'WHY NOW'],
    ['Renovation loans for empty flats.', 'In Glasgow 9,000 flats stand empty.', 'WHY NOW', '9,000 flats', 'WHY NOW'],
    ['Nurse recruitment from abroad.', 'Around 15,000 nursing jobs in Ireland stand unfilled.', null, '15,000 nursing jobs', 'WHY NOW'],
    ['Supply teachers booked by app.', 'Dutch primary schools lack thousands of teachers.', null, 'thousands of teachers', 'WHY NOW'],
    ['Home-based nurseries for working mums.', 'In Nairobi 12,000 children wait for a place in a public nursery.', null, '12,000 children', 'WHY NOW'],
    // Counts that are not a shortage stay where they were: the market's size, the founders' own list, a chore of many items.
    ['Booking software for dentists.', 'There are 22,000 dental practices in Germany.', 'WHO', '22,000', 'WHO'],
    ['A swap shop for baby clothes.', 'We have 3,000 parents on our waiting list already.', 'SECRET SAUCE', '3,000 parents', 'SECRET SAUCE'],
    ['Invoice checks for freight shippers.', 'Nobody at a shipper that size has time to check 20,000 invoices a month.', 'PAIN', '20,000 invoices', 'PAIN'],
  ])('"%s" then "%s" (asked %s): the note of "%s" is under %s', (first, message, asked, key, block) => {
    expect(blocksHolding(first, message, asked, key)).toEqual([block]);
  });

  // What the founders, or their family, did or went through on a date is their own story, not a change of the times.
  it.each<[string, string, Ask, string, string]>([
    ['Boat repair on call for marinas.', 'I quit my bank job in 2021 and started fixing boats.', 'WHY YOU', 'quit my bank job', 'WHY YOU'],
    ['Flour for home bakers.', 'My grandfather had a sawmill. It closed in 2015.', 'WHY YOU', 'closed in 2015', 'WHY YOU'],
    ['Kids bike rentals for campsites.', 'We rented out 300 bikes at campsites in 2024.', 'SECRET SAUCE', '300 bikes', 'SECRET SAUCE'],
    ['Cash collection for coffee farms.', 'We were robbed on the road to town in 2022.', 'PAIN', 'robbed', 'PAIN'],
    ['Cash collection for coffee farms.', 'My uncle ran a coffee farm. He lost it in 2019 after two bad harvests.', 'WHY YOU', 'lost it in 2019', 'WHY YOU'],
    ['Second-hand bikes for students.', 'We bought 500 old bikes cheap three years ago.', 'SECRET SAUCE', '500 old bikes', 'SECRET SAUCE'],
  ])('"%s" then "%s" (asked %s): the note of "%s" is under %s', (first, message, asked, key, block) => {
    expect(blocksHolding(first, message, asked, key)).toEqual([block]);
  });

  // What the founders count today ("80 hives now", "4 shops now") is their own, not a change of the times.
  it.each<[string, string, Ask, string]>([
    ['Honey subscription boxes.', 'I have kept bees since I was ten. 90 hives now.', 'WHY YOU', '90 hives'],
    ['Repair cafes in libraries.', '12 libraries now, and two more said yes last week.', 'SECRET SAUCE', '12 libraries'],
    ['Coffee carts at train stations.', 'Actually 6 stations now, Leeds said yes on Monday', 'PITCH', '6 stations'],
    ['Laundry lockers for student halls.', 'We have 14 halls now.', 'SECRET SAUCE', '14 halls'],
  ])('"%s" then "%s" (asked %s): the note of "%s" is not under WHY NOW', (first, message, asked, key) => {
    const blocks = blocksHolding(first, message, asked, key);
    expect(blocks).toHaveLength(1);
    expect(blocks).not.toContain('WHY NOW');
  });

  // A date said of the times stays the moment.
  it.each<[string, string, Ask, string]>([
    ['Electric cargo bikes for bakeries.', 'The city banned diesel vans from the centre in 2024.', null, 'diesel vans'],
    ['Online registration for landlords.', 'Since 2023 every landlord must register their flats online.', null, 'since 2023'],
    ['Shared student flats.', 'Rents in Krakow went up 30% last year.', null, 'went up 30%'],
    ['Remittance cards for migrants.', 'Over 3 million Filipinos work abroad now.', null, '3 million filipinos'],
  ])('"%s" then "%s" (asked %s): "%s" stays under WHY NOW', (first, message, asked, key) => {
    expect(blocksHolding(first, message, asked, key)).toEqual(['WHY NOW']);
  });

  // "…now. Ten years ago, never.": the past set against the reason for now goes on its note, as one reason.
  it.each<[string, string, Ask, string]>([
    ['Crop advice by WhatsApp.', 'Every farmer in the valley has a smartphone now. Ten years ago, nobody.', 'WHY NOW', 'ten years ago'],
    ['Flu jabs booked online at pharmacies.', 'Since March pharmacies can give flu jabs. Before that, nobody but a GP could do it.', null, 'nobody but a gp'],
    ['Reading glasses sold at village markets.', 'Cheap lenses are made locally since last year. In the past they were never available here.', null, 'never available'],
    ['Therapy sessions paid by employers.', 'Mental health is talked about openly at work now. Five years ago, never.', null, 'five years ago'],
    ['Bank accounts for refugees.', 'With the new law banks must open accounts for refugees. Before that it was impossible.', null, 'impossible'],
  ])('"%s" then "%s" (asked %s): one note under WHY NOW, with "%s"', (first, message, asked, key) => {
    const notes = momentNotes(first, message, asked);
    expect(notes).toHaveLength(1);
    expect(notes[0]![2]!.toLowerCase()).toContain(key);
  });

  // "… and the number grows each year": a count, and how it changes, are one reason for now.
  it.each<[string, string, Ask, string]>([
    ['Grandparent support groups.', 'About 300,000 children in Romania are raised by grandparents and the number grows each year.', null, '300,000 children'],
    ['Hostel beds for seasonal workers.', 'Over 8,000 seasonal pickers sleep in their cars and the number keeps rising.', null, '8,000 seasonal pickers'],
    ['Debt advice for farmers.', 'Some 40,000 farmers are behind on loans, and the figure doubled since 2020.', null, '40,000 farmers'],
  ])('"%s" then "%s" (asked %s): one note under WHY NOW, with "%s"', (first, message, asked, key) => {
    const notes = momentNotes(first, message, asked);
    expect(notes).toHaveLength(1);
    expect(notes[0]![2]!.toLowerCase()).toContain(key);
  });

  // A rise said to come back each year is a trend of the times.
  it.each<[string, string, Ask, string, string]>([
    ['Dog walking by subscription.', 'The number of dog owners in Prague grows each year.', null, 'dog owners', 'WHY NOW'],
    ['Recycling for building sites.', 'The landfill levy goes up every April.', null, 'landfill levy', 'WHY NOW'],
    ['Heat pump servicing.', 'Demand for heat pumps increases every winter.', null, 'heat pumps', 'WHY NOW'],
    ['Shared housing for nurses.', 'Rent in Dublin rises each year by about 8%.', null, 'rent in dublin', 'WHY NOW'],
    ['Herb boxes for restaurants.', 'We grow basil every summer in our greenhouse.', 'SECRET SAUCE', 'basil', 'SECRET SAUCE'],
  ])('"%s" then "%s" (asked %s): the note of "%s" is under %s', (first, message, asked, key, block) => {
    expect(blocksHolding(first, message, asked, key)).toEqual([block]);
  });
});

import { describe, expect, it } from 'vitest';
import { read, readMessage, type Ask } from './reader.ts';
import { founder } from '../../test/coach-conversations.ts';

/** The blocks a message adds notes to, given the founder's first message and what the coach asked. */
const blocksOf = (first: string, message: string, asked: Ask) =>
  readMessage(read(founder(first)), message, asked).changes.flatMap((c) => (c.kind === 'added' ? [c.block] : c.kind === 'idea' ? ['IDEA'] : []));

describe('the offline coach: short answers filed under the block asked (2026-12-07)', () => {
  it.each<[string, Ask, string, string]>([
    ['A plant nursery delivery service for new home owners.', 'YOUR TEAM', 'we have 3 nursery staff planned', 'YOUR TEAM'],
    ['Solar panel repair for homes in Kenya.', 'YOUR TEAM', '8 technicians in Nairobi', 'YOUR TEAM'],
    ['A helpdesk for small web shops.', 'YOUR TEAM', 'we need a customer service person', 'YOUR TEAM'],
    ['Same-day furniture delivery in Warsaw.', 'YOUR TEAM', '2 drivers and a dispatcher', 'YOUR TEAM'],
    ['Kitchen refits for rental flats.', 'YOUR TEAM', 'three carpenters on the payroll', 'YOUR TEAM'],
    ['Home care visits for the elderly in Lagos.', 'YOUR TEAM', '5 nurses on call in Lagos', 'YOUR TEAM'],
    ['Bookkeeping for hair salons.', 'YOUR TEAM', 'a part-time accountant', 'YOUR TEAM'],
    ['A meal kit for students.', 'YOUR TEAM', 'we\'ll have 4 cooks in a shared kitchen', 'YOUR TEAM'],
    ['Bike repair vans for offices in Utrecht.', 'YOUR TEAM', 'two mechanics and me', 'YOUR TEAM'],
    ['An app that helps restaurants order the right amount of food.', 'PAIN', 'they throw 10% of food they buy', 'PAIN'],
    ['Cold storage for mango farmers in Ghana.', 'PAIN', '30% of the harvest rots before market', 'PAIN'],
    ['Invoice chasing for freelancers.', 'PAIN', 'half their invoices paid late', 'PAIN'],
    ['Online maths tutoring for primary school kids.', 'PAIN', 'tutors at 50 pounds an hour', 'PAIN'],
    ['Shared school runs for parents in the suburbs.', 'PAIN', '40 minutes of driving each way', 'PAIN'],
    ['Printer ink refills for small offices.', 'PAIN', 'they spend 200 euros a month on ink', 'PAIN'],
    ['Parcel lockers for apartment blocks.', 'PAIN', '1 in 5 parcels stolen from doorsteps', 'PAIN'],
    ['Invoice chasing for freelancers.', 'YOUR PROFIT', 'or 1% of recovered invoices', 'YOUR PROFIT'],
    ['Holiday flat cleaning in Lisbon.', 'YOUR PROFIT', '15% of each booking', 'YOUR PROFIT'],
    ['Reading app for primary schools.', 'YOUR PROFIT', 'schools, through a yearly licence', 'YOUR PROFIT'],
    ['Car wash booking app.', 'YOUR PROFIT', 'a small fee per wash, like 50 cents', 'YOUR PROFIT'],
    ['Online maths tutoring for primary school kids.', 'PITCH', 'maths gym for kids', 'PITCH'],
    ['Audiobooks in Swahili.', 'PITCH', 'Spotify for Swahili stories', 'PITCH'],
    ['An AI receptionist for dental clinics.', 'PITCH', 'the receptionist that never sleeps', 'PITCH'],
    ['Dog walking marketplace.', 'PITCH', 'tinder for dog walkers', 'PITCH'],
    ['Home cooked meals delivered to busy families.', 'PITCH', 'a grandma\'s kitchen for busy families', 'PITCH'],
    ['Tool rental lockers in neighbourhoods.', 'PITCH', 'a library of drills for the street', 'PITCH'],
    ['Agency nurse booking for hospitals.', 'WHY NOW', '40,000 nurses short in the UK', 'WHY NOW'],
    ['Battery recycling for e-bike shops.', 'WHY NOW', 'the new EU battery rules from 2027', 'WHY NOW'],
    ['Freight booking for small hauliers.', 'WHY YOU', '15 years in logistics', 'WHY YOU'],
    ['Cold storage for mango farmers in Ghana.', 'SECRET SAUCE', '300 farmers already signed up', 'SECRET SAUCE'],
    ['Ferry ticket app for the Greek islands.', 'SECRET SAUCE', 'an exclusive deal with two ferry operators', 'SECRET SAUCE'],
    ['Invoice chasing for freelancers.', 'USERS BENEFIT', 'paid in 10 days instead of 60', 'USERS BENEFIT'],
    ['Online maths tutoring for primary school kids.', 'USERS BENEFIT', 'half the price of a private tutor', 'USERS BENEFIT'],
    ['Online maths tutoring for primary school kids.', 'PITCH', 'a maths gym for kids', 'PITCH'],
    ['Home nursing visits for seniors.', 'PITCH', 'a nurse in your pocket', 'PITCH'],
    ['Vet video calls for farmers.', 'PITCH', 'pocket vet for farm animals', 'PITCH'],
    ['Grocery delivery in small towns.', 'PITCH', 'a personal driver for your groceries', 'PITCH'],
    ['Tutoring for kids in villages.', 'PITCH', 'a tutor for every child', 'PITCH'],
    ['Shopping help for pensioners.', 'PITCH', 'personal shopper for pensioners', 'PITCH'],
    ['Hotel laundry pickup in Bali.', 'YOUR TEAM', '6 drivers in Denpasar', 'YOUR TEAM'],
    ['Bookkeeping for hair salons.', 'YOUR TEAM', 'two accountants so far', 'YOUR TEAM'],
    ['Cold storage for mango farmers in Ghana.', 'YOUR TEAM', 'we have 4 technicians hired', 'YOUR TEAM'],
    ['Home care visits for the elderly in Lagos.', 'YOUR TEAM', '12 carers on board already', 'YOUR TEAM'],
    ['Cold storage for mango farmers in Ghana.', 'PAIN', 'they lose 40% of the mangoes in transport', 'PAIN'],
    ['Printer ink refills for small offices.', 'PAIN', '20% of cartridges dry out unused', 'PAIN'],
    ['A booking app for physios.', 'PAIN', 'about 15% of appointments are no-shows', 'PAIN'],
    ['Cold storage for mango farmers in Ghana.', 'PAIN', 'they sell 30% below market price', 'PAIN'],
    ['Cold storage for mango farmers in Ghana.', 'PAIN', 'middlemen take 25% of the price', 'PAIN'],
    ['Home nursing visits for seniors.', 'PAIN', 'agency nurses at 60 euros an hour', 'PAIN'],
    ['Plumbing call-outs app.', 'PAIN', 'a plumber at 120 dollars per call-out', 'PAIN'],
    ['Invoice chasing for freelancers.', 'YOUR PROFIT', '1% of recovered invoices', 'YOUR PROFIT'],
    ['Invoice chasing for freelancers.', 'YOUR PROFIT', 'or a flat 20 euros per invoice', 'YOUR PROFIT'],
    ['Holiday flat cleaning in Lisbon.', 'YOUR PROFIT', 'the hosts, per clean', 'YOUR PROFIT'],
    ['Reading app for primary schools.', 'YOUR PROFIT', 'councils, through a grant', 'YOUR PROFIT'],
    ['Car wash booking app.', 'YOUR PROFIT', '10% of each wash', 'YOUR PROFIT'],
    ['We handle customer support for small web shops.', 'YOUR TEAM', 'we need a customer service person', 'YOUR TEAM'],
    ['hi', 'YOUR TEAM', 'we need a customer service person', 'YOUR TEAM'],
    ['We handle customer support for small web shops.', 'YOUR TEAM', 'need a sales guy', 'YOUR TEAM'],
    ['Online maths tutoring for primary school kids.', 'PAIN', 'private tutors cost 50 pounds an hour', 'PAIN'],
  ])('after "%s", asked %s, files "%s" under %s', (first, asked, message, block) => {
    expect(blocksOf(first, message, asked)).toEqual([block]);
  });

  it.each<[string, Ask, string, string]>([
    ['Online maths tutoring for primary school kids.', 'PITCH', 'Busy parents with two kids.', 'WHO'],
    ['Bike repair vans for offices in Utrecht.', 'YOUR TEAM', 'Offices pay 300 euros a month.', 'YOUR PROFIT'],
    ['Parcel lockers for apartment blocks.', 'PAIN', 'We charge 2 euros per parcel.', 'YOUR PROFIT'],
    ['Freight booking for small hauliers.', 'YOUR PROFIT', 'I drove trucks for 12 years.', 'WHY YOU'],
    ['Holiday flat cleaning in Lisbon.', 'PAIN', 'Airbnb hosts in Lisbon.', 'WHO'],
    ['Kitchen refits for rental flats.', 'WHO', 'landlords with 5 to 20 flats', 'WHO'],
    ['Solar panel repair for homes in Kenya.', 'WHO', 'families in Nairobi with rooftop panels', 'WHO'],
    ['Online maths tutoring for primary school kids.', 'PITCH', 'Parents of kids aged 6 to 11.', 'WHO'],
    ['Dog walking marketplace.', 'PITCH', 'dog owners in Berlin', 'WHO'],
    ['Cold storage for mango farmers in Ghana.', 'YOUR TEAM', '300 farmers signed up', 'SECRET SAUCE'],
    ['Cold storage for mango farmers in Ghana.', 'YOUR TEAM', '12 farmers in Kumasi', 'WHO'],
    ['Battery refurbishing for e-bikes.', 'PAIN', '50% of new price, 2 years warranty.', 'YOUR PROFIT'],
    ['Water filters for villages.', 'PAIN', '80% cheaper than steel filters', 'USERS BENEFIT'],
    ['Electric car charging for flats in Oslo.', 'PAIN', '90% of new cars sold in Norway are electric', 'WHY NOW'],
    ['Invoice chasing for freelancers.', 'PAIN', 'we take 1% of recovered invoices', 'YOUR PROFIT'],
    ['hello', 'YOUR TEAM', 'an app that finds a babysitter in an hour', 'IDEA'],
    ['Online maths tutoring for primary school kids.', 'USERS BENEFIT', 'private tutors cost 50 pounds an hour', 'PAIN'],
  ])('after "%s", asked %s, still files "%s", which says something else, under %s', (first, asked, message, block) => {
    expect(blocksOf(first, message, asked)).toEqual([block]);
  });

  it.each(['whats a good team for this', 'who should be on the team?'])('files nothing for "%s", asked of the coach when it asked for the team', (message) => {
    expect(blocksOf('A helpdesk for small web shops.', message, 'YOUR TEAM')).toEqual([]);
  });
});

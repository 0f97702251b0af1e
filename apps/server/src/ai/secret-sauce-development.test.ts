import type { CanvasBlock } from '@ideapilot/contract';
import { describe, expect, it } from 'vitest';
import { read, type Ask } from './reader.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

/** The notes a message adds, as [block, text], after the first message and given what the coach asked. */
const notesOf = (first: string, message: string, asked: Ask): [CanvasBlock, string][] =>
  changesOf(read(founder(first)), message, asked).flatMap(([kind, block, text]) => (kind === 'added' || kind === 'replaced' ? [[block as CanvasBlock, String(text)]] : []));

describe('the offline coach: SECRET SAUCE in the development parts (2026-12-07)', () => {
  it.each<[string, string, Ask, string]>([
    // What the founders have, and then that others lack it: one note of what no one else has.
    ['Bread subscriptions for cafés.', 'we bake with a sourdough starter from 1952, nobody else has that', 'WHO', 'sourdough starter'],
    ['Revision apps for secondary schools.', 'I wrote lesson plans for the Kenyan and the Ugandan syllabus both, nobody else has this', 'YOUR TEAM', 'lesson plans'],
    ['Small loans for market traders.', "we price the loan from the trader's mobile money history, banks don't look at that", 'WHO', 'mobile money history'],
    ['Payroll software for Austrian bakeries.', "The BMD and RZL exports are Austrian-only, American tools don't bother with them.", 'YOUR TEAM', 'BMD and RZL exports'],
    ['Sneaker repair by post.', 'we use a heat press that seals the sole in one go, most cobblers dont have the machine', 'USERS BENEFIT', 'heat press'],
    ['Exam tutoring for A-levels.', "Our tutors are all former exam markers. That's the point, nobody else has that.", 'PITCH', 'former exam markers'],
    ['Rides for older people in Manila.', "We have drivers who speak Tagalog and Ilocano. Big ride apps don't have this.", 'WHO', 'Tagalog'],
    ['A street food stall in Lyon.', "my own hot sauce, grandma's recipe from Oaxaca, nobody have it", 'USERS BENEFIT', "grandma's recipe"],
    ['Dumplings at the night market.', 'hand-folded dumplings with a family dough from Xi’an, nobody else does', 'PITCH', 'family dough'],
    ['Made-to-measure blinds for renters.', 'We measure and fit at home in one visit. Nobody does this.', 'PITCH', 'one visit'],
  ])('after "%s", notes "%s" (asked %s) once, under SECRET SAUCE', (first, message, asked, key) => {
    const notes = notesOf(first, message, asked);
    expect(notes).toHaveLength(1);
    expect(notes[0]![0]).toBe('SECRET SAUCE');
    expect(notes[0]![1].toLowerCase()).toContain(key.toLowerCase());
  });

  it.each<[string, string, Ask, string]>([
    // Something the founders own to do the work with: a vehicle, machines, a stock.
    ['Deliveries from the market to corner shops.', 'i have my own tuk-tuk already paid off', 'WHO', 'tuk-tuk'],
    ['Handmade guitars.', "I've my own stock of maple, about 800 boards drying", 'PITCH', 'stock of maple'],
    ['Chilled deliveries for butchers.', 'We already own 3 refrigerated vans', 'YOUR TEAM', '3 refrigerated vans'],
    ['Tailored school uniforms.', 'I have 6 industrial sewing machines in my garage', 'WHO', '6 industrial sewing machines'],
    ['Hay baling for smallholders.', "we've got 2 tractors and a baler", 'PAIN', '2 tractors'],
    // What the founders have already done, counted: a track record, though a time hints at the moment or their past.
    ['Repair days for bikes.', 'We did 45 of these repair days last year, all through the library', 'WHO', '45 of these'],
    ['Parcel lockers in apartment blocks.', 'we run 30 lockers now, 98% of them working', 'WHO', '30 lockers'],
    ['Phone charging kiosks at bus stations.', '12 kiosks running since March', 'WHO', '12 kiosks'],
    ['Honey from urban beehives.', "We've sold 900 jars through a Facebook group", 'WHY NOW', '900 jars'],
    // Partners the founders work with, who are not on their team.
    ['Crop insurance for maize farmers.', 'We partner with Allianz as the insurer.', 'YOUR TEAM', 'Allianz'],
    ['Pension savings for gig workers.', 'We are partner with the biggest bank in Ghana, they sell us to their clients.', 'USERS BENEFIT', 'biggest bank in Ghana'],
    ['Theory test practice for learner drivers.', "we've partnered with two driving schools who send us their students", 'WHO', 'two driving schools'],
    ['A homework club for refugee kids.', "We're partnering with the city library for the rooms.", 'YOUR TEAM', 'city library'],
  ])('after "%s", files "%s" (asked %s) under SECRET SAUCE', (first, message, asked, key) => {
    const notes = notesOf(first, message, asked);
    expect(notes.some(([block, text]) => block === 'SECRET SAUCE' && text.toLowerCase().includes(key.toLowerCase())), JSON.stringify(notes)).toBe(true);
  });

  it.each<[string, string, Ask, CanvasBlock]>([
    // What others lack, said of the customers' trouble, is the pain; the open window, asked why now, is the moment.
    ['Small loans for market traders.', "banks don't lend to them, they want collateral", 'PAIN', 'PAIN'],
    ['Home physio for seniors.', "patients wait six weeks, clinics don't have the staff", 'PAIN', 'PAIN'],
    ['Mobile vet vans.', 'Nobody does it yet', 'WHY NOW', 'WHY NOW'],
    // What the founders have that is their past or their team, not a thing to work with.
    ['Laundry pickup in Lima.', 'I have 4 laundromats in Lima since 2015', 'WHY YOU', 'WHY YOU'],
    ['A booking app for salons.', 'I have my own salon since 2016', 'WHY YOU', 'WHY YOU'],
    ['A booking app for salons.', 'We have 3 developers and a designer', 'YOUR TEAM', 'YOUR TEAM'],
    // Their own past, counted in years.
    ['A cooking school for teenagers.', 'I trained 3 years as a chef in Lyon', 'WHY YOU', 'WHY YOU'],
    // A partner on the team.
    ['A bookkeeping app for farms.', 'I partner with my sister, she does the books', 'YOUR TEAM', 'YOUR TEAM'],
    ['A bookkeeping app for farms.', 'We need a partner for sales', 'YOUR TEAM', 'YOUR TEAM'],
  ])('after "%s", files "%s" (asked %s) under %s, not SECRET SAUCE', (first, message, asked, block) => {
    const blocks = notesOf(first, message, asked).map(([b]) => b);
    expect(blocks).toContain(block);
    expect(blocks).not.toContain('SECRET SAUCE');
  });
});

import { describe, expect, it } from 'vitest';
import { emptyState, read, type Ask } from './reader.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

/** The WHO notes a message adds, said first (no idea yet) or after `first`, given what the coach asked. */
const whoNotes = (first: string | null, message: string, asked: Ask) =>
  changesOf(first ? read(founder(first)) : emptyState(), message, asked).flatMap(([kind, block, text]) => (kind === 'added' && block === 'WHO' ? [text as string] : []));

describe('the offline coach: WHO in the development parts, a third time (2026-12-07)', () => {
  // An answer to who that names two or three groups, one after the other ("X, and Y", "X, also Y", "X, but also for Y"),
  // is a note for each group.
  it.each<[string, string, Ask, string[]]>([
    ['An app that matches tattoo artists with flash designs.', 'For tattoo shops, and people 18-35 who collect small tattoos', 'WHO', ['Tattoo shops', 'People 18-35 who collect small tattoos']],
    ['Hi-fi listening bar in Tbilisi.', 'for young people 20-35 who are tired from phone and want to listen music properly, also IT guys with money', 'WHO', ['Young people 20-35 who are tired from phone and want to listen music properly', 'IT guys with money']],
    ['A mobile gutter cleaning service.', 'Homeowners, and property managers with rentals.', 'WHO', ['Homeowners', 'Property managers with rentals.']],
    ['Guitar pedal kits you build yourself.', 'guitarists 25-55 who like tinkering, dads who got into guitar again in lockdown', 'WHO', ['Guitarists 25-55 who like tinkering', 'Dads who got into guitar again in lockdown']],
    ['Mobile car valeting.', "for lads with nice cars on finance who want them minted, and mums who's kids have wrecked the back seats lol", 'WHO', ['Lads with nice cars on finance who want them minted', "Mums who's kids have wrecked the back seats"]],
    ['Wine tours by bike in the Danube valley.', 'For tourists from Vienna and Bratislava weekenders, and also stag groups but only the calm ones haha', 'WHO', ['Tourists from Vienna and Bratislava weekenders', 'Stag groups but only the calm ones']],
    // Other trades, the same shape.
    ['A dog walking app.', 'Busy nurses, and also students who want to earn a bit', 'WHO', ['Busy nurses', 'Students who want to earn a bit']],
    ['Bookkeeping for small firms.', 'Freelance designers, but also for plumbers and electricians', 'WHO', ['Freelance designers', 'Plumbers and electricians']],
    ['Weekend pottery classes.', 'Retirees, plus office workers who need a break', 'WHO', ['Retirees', 'Office workers who need a break']],
  ])('after "%s", "%s" (asked %s) files each group under WHO', (first, message, asked, notes) => {
    expect(whoNotes(first, message, asked)).toEqual(notes);
  });

  // What must stay one note: a group and which of them ("mostly", "especially"), a group and its size, those the customers deal
  // with ("the supermarkets that host the machines", "their parents pay"), a group and where it is, a list with "and" alone.
  it.each<[string, string, Ask, string[]]>([
    ['Reverse vending machines for bottles.', 'Shoppers who want less plastic, and the supermarkets that host the machines.', 'WHO', ['Shoppers who want less plastic, and the supermarkets that host the machines.']],
    ['Exam prep app.', 'Mostly teenagers preparing for exams, and their parents pay.', 'WHO', ['Teenagers preparing for exams']],
    ['A model train shop online.', 'Modellers, mostly men over 55 with money and time', 'WHO', ['Modellers, mostly men over 55 with money and time']],
    ['A savings app.', 'Savings groups, 10-30 people', 'WHO', ['Savings groups, 10-30 people']],
    ['Diabetes coaching.', 'type 2 patients 35-60, middle class, in metros', 'WHO', ['Type 2 patients 35-60']],
    ['A dog walking app.', 'Nurses and students who want to earn a bit', 'WHO', ['Nurses and students who want to earn a bit']],
    ['Mobile truck servicing.', 'Plumbers, electricians, landscaping outfits with 5-20 trucks.', 'WHO', ['Plumbers, electricians, landscaping outfits with 5-20 trucks.']],
    ['A hot sauce subscription.', 'foodies, people who watch hot ones lol, and gift shoppers at the holidays', 'WHO', ['Foodies, people who watch hot ones, and gift shoppers at the holidays']],
    ['Spanish story books for kids.', 'For heritage families, parents who speak Spanish but kids who prefer English.', 'WHO', ['Heritage families, parents who speak Spanish but kids who prefer English.']],
  ])('after "%s", "%s" (asked %s) stays one WHO note', (first, message, asked, notes) => {
    expect(whoNotes(first, message, asked)).toEqual(notes);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyState, read, type Ask } from './reader.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

/** The WHO notes a message adds, said first (no idea yet) or after `first`, given what the coach asked. */
const whoNotes = (first: string | null, message: string, asked: Ask) =>
  changesOf(first ? read(founder(first)) : emptyState(), message, asked).flatMap(([kind, block, text]) => (kind === 'added' && block === 'WHO' ? [text as string] : []));

describe('the offline coach: WHO in the development parts, again (2026-12-07)', () => {
  // Words that name customers, known by no list before: consultancies, school districts, folk, and the Spanish "-orías" firms.
  it.each<[string | null, string, Ask, string]>([
    [null, 'Engineering consultancies spend a fortune responding to council and NZTA RFPs.', 'IDEA', 'Engineering consultancies'],
    [null, 'Management consultancies lose weeks on every tender.', 'IDEA', 'Management consultancies'],
    [null, "School districts can't find bus drivers. There's a national shortage.", 'IDEA', 'School districts'],
    ['Kilt hire online, posted to your door.', 'Folk with a Scottish granny in Canada or America getting married and wanting the full outfit.', 'WHO', 'Folk with a Scottish granny'],
    [null, 'I want to make a client portal for gestorías.', 'IDEA', 'gestorías'],
    [null, 'We are building a booking tool for asesorías in Madrid.', 'IDEA', 'asesorías'],
  ])('after %s, "%s" (asked %s) files "%s" under WHO', (first, message, asked, people) => {
    expect(whoNotes(first, message, asked).join(' | ').toLowerCase()).toContain(people.toLowerCase());
  });

  // A product named for its people ("Women's fitness app", "a women only boxing studio") is for them.
  it.each<[string, string]>([
    ['I want to open a women only boxing studio in Kadıköy.', 'Women'],
    ["Women's fitness app. Workouts at home, 20 minutes, scheduled around the five prayer times.", 'Women'],
    ['We are opening a kids-only barber shop in Leeds.', 'Kids'],
    ["I'm building a seniors' ride service for hospital visits.", 'Seniors'],
  ])('"%s", said first, files "%s" under WHO', (message, people) => {
    expect(whoNotes(null, message, 'IDEA')).toEqual([people]);
  });

  // What must not change: no people named in the idea's name, "girls" who work for the founder, a kids' thing that is no idea.
  it.each<[string | null, string, Ask]>([
    [null, 'I want to open a boxing studio in Kadıköy.', 'IDEA'],
    [null, 'I run a cleaning company in Belfast, 6 girls working for me, mostly domestic', 'IDEA'],
    [null, "A kids' book subscription.", 'IDEA'],
    [null, 'Fitness app. Workouts at home, 20 minutes.', 'IDEA'],
    [null, "I want to start a farmers' market app.", 'IDEA'],
  ])('after %s, "%s" (asked %s) files nothing under WHO', (first, message, asked) => {
    expect(whoNotes(first, message, asked)).toEqual([]);
  });

  // Which of the customers just named, or mostly whom, said in the next sentence, is the same customers: one note.
  it.each<[string, string]>([
    ['Renters and first-time homeowners mostly. People who need a tile saw once in their life.', 'renters'],
    ['Dog owners in flats. Mostly people who work long hours.', 'dog owners'],
    ['Small bakeries. Especially those who bake overnight.', 'small bakeries'],
  ])('"%s", asked who, is one WHO note', (message, people) => {
    const notes = whoNotes('Tool hire by the hour, delivered.', message, 'WHO');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.toLowerCase()).toContain(people);
  });

  // Another group said in the next sentence stays a note of its own.
  it('"Dog owners in flats. Also vets." is two WHO notes', () => {
    expect(whoNotes('Tool hire by the hour, delivered.', 'Dog owners in flats. Also vets.', 'WHO')).toHaveLength(2);
  });

  // What the founders do, said when asked who, names no one it is for, nor do others selling ("so farmers can sell to …").
  it.each<[string, string]>([
    ['Seaweed drying platforms.', 'We are setting up drying platforms and a buying station so farmers can sell dry seaweed straight to the processor.'],
    ['Fish cold rooms at landings.', 'We are building a cold room so fishermen can sell straight to the hotels.'],
    ['Seaweed drying platforms.', 'We are setting up drying platforms where farmers sell to the processor.'],
  ])('after "%s", "%s" (asked who) files neither the founders\' doing nor whom others sell to under WHO', (first, message) => {
    const notes = whoNotes(first, message, 'WHO');
    expect(notes.filter((note) => /^we\b|processor|hotels/i.test(note))).toEqual([]);
  });

  // Whom the founders sell to, and the customers they name, stay WHO.
  it.each<[string | null, string, Ask, string]>([
    [null, 'We sell the dryer to Kudumbashree groups on instalment.', 'IDEA', 'Kudumbashree groups'],
    ['Seaweed drying platforms.', 'We want to sell dry seaweed to processors in Cebu.', 'WHO', 'processors'],
    ['Seaweed drying platforms.', 'We target seaweed farmers in Tawi-Tawi.', 'WHO', 'seaweed farmers'],
  ])('after %s, "%s" (asked %s) files "%s" under WHO', (first, message, asked, people) => {
    expect(whoNotes(first, message, asked).join(' | ').toLowerCase()).toContain(people.toLowerCase());
  });
});

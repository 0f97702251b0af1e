import { describe, expect, it } from 'vitest';
import { emptyState, read, type Ask } from './reader.ts';
import { ideaTitle } from './writer.ts';
import { changesOf, founder } from '../../test/coach-conversations.ts';

/** The notes a message adds, as "BLOCK: text", said first (no idea yet) or after `first`, given what the coach asked. */
const added = (first: string | null, message: string, asked: Ask) =>
  changesOf(first ? read(founder(first)) : emptyState(), message, asked).flatMap(([kind, block, text]) => (kind === 'added' || kind === 'idea' ? [`${block}: ${text}`] : []));

describe('the offline coach: seams the last round left (2026-12-07)', () => {
  // People, where they are, and what describes them: the customers, whole ("Drivers in city centres who" was a note).
  it.each<[string, string[]]>([
    ["drivers in city centres who can't find parking", ["WHO: Drivers in city centres who can't find parking"]],
    ["mums in rural areas who can't get to a gym", ["WHO: Mums in rural areas who can't get to a gym"]],
    ["Drivers in city centres who can't find parking waste 20 minutes a day", ['WHO: Drivers in city centres', "PAIN: Drivers in city centres who can't find parking waste 20 minutes a day"]],
  ])('"%s", said first, files %j', (message, notes) => {
    expect(added(null, message, 'IDEA')).toEqual(notes);
  });

  // The customers marked as the most of them, in a word the parser may take for a verb ("nurses") or said as whose they are.
  it.each<[string, string, string[]]>([
    ['an app for hospitals to manage shift swaps', 'Nurses mainly, they hate the paperwork', ['WHO: Nurses', 'PAIN: They hate the paperwork']],
    ['an app for hospitals to manage shift swaps', 'Nurses mostly', ['WHO: Nurses']],
    ['an app to learn sign language', "deaf kids' parents mostly, they want to learn fast", ["WHO: Deaf kids' parents", 'PAIN: They want to learn fast']],
    ['an app to track court filings', 'clerks in small county courts', ['WHO: Clerks in small county courts']],
  ])('after "%s", "%s" (asked WHO) files %j', (first, message, notes) => {
    expect(added(first, message, 'WHO')).toEqual(notes);
  });

  it('"clerks" name customers: the idea for court clerks holds them, and a trouble said of clerks names them first', () => {
    expect(added(null, 'an app for court clerks to track filings', 'IDEA')).toContain('WHO: Court clerks');
    expect(added(null, 'clerks lose hours re-typing case numbers', 'IDEA')).toContain('WHO: Clerks');
  });

  // Words that say whose a thing is, or with "has" or "is" run into them, name no customers (the canvas holds none yet).
  it.each<string>([
    "the residents' association is with us. nobody from outside can enter here like we can",
    "Outlander's done wonders, Americans are daft for tartan now.",
    "analog is having a moment? everyone's sick of screens",
  ])('"%s" (asked WHY NOW) files nothing under WHO', (message) => {
    const notes = added('Kilt hire online, posted to your door.', message, 'WHY NOW');
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.filter((note) => note.startsWith('WHO:'))).toEqual([]);
  });

  // A pitch that likens the product to another, said before any idea, says the idea too.
  it.each<[string, string[], string]>([
    ['Pitch: Duolingo for sign language', ['PITCH: Duolingo for sign language', 'IDEA: Duolingo for sign language'], 'Duolingo for sign language'],
    ['pitch: uber but for dog walkers', ['PITCH: Uber but for dog walkers', 'IDEA: Uber', 'WHO: Dog walkers'], 'Uber for dog walkers'],
  ])('"%s", said first, files %j and titles the session "%s"', (message, notes, title) => {
    expect(added(null, message, 'IDEA')).toEqual(notes);
    expect(ideaTitle(read(founder(message)))).toBe(title);
  });

  // Not a slogan, nor a pitch once the idea is known, nor a pitch that is no likeness.
  it.each<[string | null, string, string[]]>([
    [null, 'Pitch: Customs in minutes, not days.', ['PITCH: Customs in minutes, not days.']],
    [null, 'tagline: your horse, half the bill', ['PITCH: Your horse, half the bill']],
    [null, 'Pitch: Sleep for new parents', ['PITCH: Sleep for new parents']],
    ['an app to learn sign language', 'Pitch: Duolingo for sign language', ['PITCH: Duolingo for sign language']],
  ])('after %s, "%s" files %j', (first, message, notes) => {
    expect(added(first, message, first ? 'PITCH' : 'IDEA')).toEqual(notes);
  });

  // A business of the founder's family is where the founder comes from; a part of the founders' business a relative runs is the team.
  it.each<[string, string[]]>([
    ['i grew up in a fishing lodge in Ontario and my dad still runs it', ['WHY YOU: I grew up in a fishing lodge in Ontario and my dad still runs it']],
    ['my dad runs a fishing lodge', ['WHY YOU: My dad runs a fishing lodge']],
    ['my uncle owns a trucking company', ['WHY YOU: My uncle owns a trucking company']],
    ['My father runs a transport company with 5 trucks, I grew up in the cabin basically.', ['WHY YOU: My father runs a transport company with 5 trucks, I grew up in the cabin basically.']],
    ['my mother runs the workshop, 14 tailors', ['YOUR TEAM: My mother runs the workshop, 14 tailors']],
    ['my uncle runs a software house, he will build it with me', ['WHY YOU: My uncle runs a software house', 'YOUR TEAM: He will build it with me']],
    ['my sister runs the marketing', ['YOUR TEAM: My sister runs the marketing']],
  ])('"%s" (asked WHO) files %j', (message, notes) => {
    expect(added('I want to build an app for fishing lodges to take bookings', message, 'WHO')).toEqual(notes);
  });

  // A note taken back with a "no" in the message that said it was only ever the new one: one note, said as added.
  it.each<[string, Ask, string, string[]]>([
    ['I want to build an app to rent fishing lakes by the day', 'PITCH', 'rent the lake, not the gear. hmm no: fish light, fish more', ['PITCH: Fish light, fish more']],
    ['I want to build an app to rent fishing lakes by the day', 'PITCH', 'rent the lake, not the gear. actually no: fish light, fish more', ['PITCH: Fish light, fish more']],
    ['I want to build an app to rent fishing lakes by the day', 'PITCH', 'Your lake for a day. no wait, better: a lake of your own, for a day', ['PITCH: A lake of your own, for a day']],
    ['I want to build a shift swap app for hospitals', 'WHO', 'nurses. hmm no: midwives', ['WHO: Midwives']],
  ])('after "%s", asked %s, "%s" files %j', (first, asked, message, notes) => {
    const changes = changesOf(read(founder(first)), message, asked);
    expect(changes.filter(([kind]) => kind !== 'added')).toEqual([]);
    expect(added(first, message, asked)).toEqual(notes);
  });

  // Not a pitch taken back: an aside or a slip of another note, given for the pitch with a pitch on the canvas.
  it.each<string>(['Sorry internet is bad here', 'Sorry, not 12 lake owners, 14.'])('"%s", given for the pitch, changes no pitch', (message) => {
    const known = read(founder('I want to build an app to rent fishing lakes by the day', 'we have 12 lake owners signed', 'Pitch: rent the lake, not the gear'));
    expect(changesOf(known, message, 'PITCH').filter(([, block]) => block === 'PITCH')).toEqual([]);
  });
});

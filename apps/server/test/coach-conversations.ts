/** Conversations with the offline coach, as its tests write them. */
import { read, readMessage, type Ask, type IdeaState } from '../src/ai/reader.ts';
import { coachReply } from '../src/ai/writer.ts';

/** The founder's messages as turns the coach has not answered yet. */
export const founder = (...messages: string[]) => messages.map((m) => ({ founder: m }));

/** A conversation the coach answered turn by turn. */
export const turnsOf = (...messages: string[]) =>
  messages.reduce<{ founder: string; coach: string }[]>((turns, message) => [...turns, { founder: message, coach: coachReply(turns, message) }], []);

/** The changes a message makes to `before`, as [kind, block, text] (the idea's block is 'IDEA'), given what the coach asked. */
export const changesOf = (before: IdeaState, message: string, asked: Ask) =>
  readMessage(before, message, asked).changes.map((c) => [c.kind, 'block' in c ? c.block : 'IDEA', c.text]);

/** The blocks of the notes a message adds or rewrites that hold `key`, given the founder's first message and what the coach asked. */
export const blocksHolding = (first: string, message: string, asked: Ask, key: string) =>
  changesOf(read(founder(first)), message, asked).flatMap(([kind, block, text]) => ((kind === 'added' || kind === 'replaced') && text!.toLowerCase().includes(key.toLowerCase()) ? [block] : []));

/** A conversation that filled the nine blocks: its last reply offers the pitch back. */
export const filledCanvas = () =>
  turnsOf(
    "I'm working on an app that helps landlords find reliable tradespeople fast",
    'when a boiler breaks tenants wait days and landlords ring round 10 plumbers',
    'landlords get a vetted plumber within 2 hours',
    'we charge landlords 15 pounds a month and take 10% from the trades',
    'I managed 200 rental flats in Manchester for 8 years',
    'the new Renters Reform rules mean repairs must be done within set deadlines',
    "it's me and my cofounder Aisha who built the booking system at Checkatrade",
    'we have exclusive deals with 3 plumbing firms in Greater Manchester',
    'Uber for landlord repairs',
  );

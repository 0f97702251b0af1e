/** Conversations with the offline coach, as its tests write them. */
import { readMessage, type Ask, type IdeaState } from '../src/ai/reader.ts';
import { coachReply } from '../src/ai/writer.ts';

/** The founder's messages as turns the coach has not answered yet. */
export const founder = (...messages: string[]) => messages.map((m) => ({ founder: m }));

/** A conversation the coach answered turn by turn. */
export const turnsOf = (...messages: string[]) =>
  messages.reduce<{ founder: string; coach: string }[]>((turns, message) => [...turns, { founder: message, coach: coachReply(turns, message) }], []);

/** The changes a message makes to `before`, as [kind, block, text] (the idea's block is 'IDEA'), given what the coach asked. */
export const changesOf = (before: IdeaState, message: string, asked: Ask) =>
  readMessage(before, message, asked).changes.map((c) => [c.kind, 'block' in c ? c.block : 'IDEA', c.text]);

/** Conversations with the offline coach, as its tests write them. */
import { coachReply } from '../src/ai/writer.ts';

/** The founder's messages as turns the coach has not answered yet. */
export const founder = (...messages: string[]) => messages.map((m) => ({ founder: m }));

/** A conversation the coach answered turn by turn. */
export const turnsOf = (...messages: string[]) =>
  messages.reduce<{ founder: string; coach: string }[]>((turns, message) => [...turns, { founder: message, coach: coachReply(turns, message) }], []);

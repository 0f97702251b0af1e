/**
 * The offline coach's CPU for one turn late in a long session against one early in a session. A
 * turn writes the reply, names the session and rebuilds the canvas from the whole conversation:
 * unless what was read before is kept, every turn of a session costs more than the one before.
 */
import { readFileSync } from 'node:fs';
import { read, type Turn } from '../apps/server/src/ai/reader.ts';
import { coachReply, ideaTitle, renderCanvas } from '../apps/server/src/ai/writer.ts';
import type { Conversation } from '../apps/server/src/ai/corpus/corpus.ts';

const LONG = 80;
const MEASURED = 5;

/** The coach's work for one turn, as the chat service asks for it. */
function turn(turns: Turn[], message: string) {
  const reply = coachReply(turns, message);
  const now = [...turns, { founder: message, coach: reply }];
  ideaTitle(read(now));
  renderCanvas(read(now));
  return now;
}

/** Milliseconds a turn, over turns 1–5 and over turns 76–80 of sessions of founder messages never read before. */
export function coachTurnCost(sessions: number) {
  const corpus = JSON.parse(readFileSync(new URL('../apps/server/src/ai/corpus/training-a.json', import.meta.url), 'utf8')) as Conversation[];
  const messages = corpus.flatMap((c) => c.messages.map((m) => m.text));
  let early = 0;
  let late = 0;
  // The first session, not counted, loads the English model, trains the word model and warms the JIT.
  for (let s = 0; s <= sessions; s++) {
    let turns: Turn[] = [];
    for (let k = 1; k <= LONG; k++) {
      const started = performance.now();
      turns = turn(turns, messages.pop()!);
      const ms = s > 0 ? performance.now() - started : 0;
      if (k <= MEASURED) early += ms;
      if (k > LONG - MEASURED) late += ms;
    }
  }
  return { early: early / (sessions * MEASURED), late: late / (sessions * MEASURED), longTurn: LONG };
}

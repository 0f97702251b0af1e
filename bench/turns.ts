/**
 * Chat turns and authenticated reads driven the way the web app drives them, through undici's
 * `request` (the client `fetch` is built on, without its web streams): the bench's clients share
 * the machine with the server, and `fetch` cost twice the CPU a turn.
 */
import { request } from 'undici';
import type { Child } from './children.ts';

const messages = [
  'I want to build a scheduling app for independent dental clinics that solves no-shows.',
  'Currently they call every patient by hand and lose hours every week.',
  'Clinics pay 49 euros per month per location.',
  'My background is eight years as a dental practice manager.',
  'A new regulation requires digital patient records from next year.',
];
export const firstMessage = messages[0]!;

/** A request of a signed-in bench founder (the first unless told): a GET, or a POST of `body` as JSON. */
export function api(server: Child, path: string, body?: object, token = server.token) {
  return request(`http://127.0.0.1:${server.port}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
}

export const newSession = async (server: Child, token = server.token) =>
  ((await (await api(server, '/api/chat/session', {}, token)).body.json()) as { session_id: string }).session_id;

/** One full turn: the message and its whole reply stream; the server rebuilds the canvas meanwhile. */
async function turn(server: Child, token: string | undefined, sessionId: string, i: number): Promise<boolean> {
  const res = await api(server, '/api/chat/message', { session_id: sessionId, message: messages[i % messages.length] }, token);
  const text = await res.body.text();
  return res.statusCode === 200 && text.includes('"type":"complete"');
}

export type Turns = { completed: number; failed: number; seconds: number; perSecond: number };

/**
 * Workers send turns back to back for `seconds`, each as a founder of its own (as concurrent chats
 * are: one founder's turns would all wait on the lock of their one subscription row); a worker
 * starts a fresh session every few turns.
 */
export async function turnsPerSecond(server: Child, workers: number, seconds: number): Promise<Turns> {
  const deadline = Date.now() + seconds * 1000;
  let completed = 0;
  let failed = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      // Eight clients at most, each a founder of its own: a ninth would share the first one's subscription row.
      if (server.tokens && worker >= server.tokens.length) throw new Error(`${workers} clients, but ${server.tokens.length} founders signed in`);
      const token = server.tokens?.[worker] ?? server.token;
      let sessionId = await newSession(server, token);
      for (let i = 0; Date.now() < deadline; i++) {
        if (i > 0 && i % messages.length === 0) sessionId = await newSession(server, token);
        if (await turn(server, token, sessionId, i)) completed++;
        else failed++;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  return { completed, failed, seconds: elapsed, perSecond: completed / elapsed };
}

/** The turns of several windows as one figure. */
export function allTurns(windows: Turns[]): Turns {
  const sum = (pick: (t: Turns) => number) => windows.reduce((total, t) => total + pick(t), 0);
  const completed = sum((t) => t.completed);
  return { completed, failed: sum((t) => t.failed), seconds: sum((t) => t.seconds), perSecond: completed / sum((t) => t.seconds) };
}

/** Mean milliseconds of one GET of `path` from a single client, requests back to back. */
export async function sequentialLatency(server: Child, path: string, seconds: number): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  let n = 0;
  const started = performance.now();
  while (Date.now() < deadline) {
    await (await api(server, path)).body.arrayBuffer();
    n++;
  }
  return (performance.now() - started) / n;
}

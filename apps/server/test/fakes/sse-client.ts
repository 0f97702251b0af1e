import type { ChatStreamEvent } from '@ideapilot/contract';
import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Reads a chat stream's `data: {json}` lines as the web client does; comments are skipped. */
export function parseSse(body: string): ChatStreamEvent[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as ChatStreamEvent);
}

export const textOf = (events: ChatStreamEvent[]) =>
  events.map((e) => (e.type === 'chunk' ? e.content : '')).join('');

/** Sends a chat message through `inject` and returns the response with its parsed events. */
export async function sendMessage(app: FastifyInstance, auth: { authorization: string }, sessionId: string, message: string) {
  const res = await app.inject({ method: 'POST', url: '/api/chat/message', headers: auth, payload: { session_id: sessionId, message } });
  const events = res.statusCode === 200 ? parseSse(res.body) : [];
  return { res, events, text: textOf(events), complete: events.find((e) => e.type === 'complete') as { turn_id: string | null } | undefined };
}

export async function requestCanvas(app: FastifyInstance, auth: { authorization: string }, sessionId: string) {
  const res = await app.inject({ method: 'POST', url: '/api/chat/results', headers: auth, payload: { session_id: sessionId, message: '' } });
  const events = res.statusCode === 200 ? parseSse(res.body) : [];
  return { res, events, text: textOf(events), complete: events.find((e) => e.type === 'complete') as { turn_id: string | null } | undefined };
}

export async function newSession(app: FastifyInstance, auth: { authorization: string }): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/chat/session', headers: auth });
  if (res.statusCode !== 201) throw new Error(`session create failed: ${res.body}`);
  return res.json().session_id;
}

export type IdentifiedEvent = { id: number | null; event: ChatStreamEvent };

/** Reads a stream's events with their `id:` lines (null for an event sent without one). */
export function parseSseWithIds(body: string): IdentifiedEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n'))
    .filter((lines) => lines.some((l) => l.startsWith('data: ')))
    .map((lines) => {
      const id = lines.find((l) => l.startsWith('id: '));
      const data = lines.find((l) => l.startsWith('data: '))!;
      return { id: id ? Number(id.slice(4)) : null, event: JSON.parse(data.slice(6)) as ChatStreamEvent };
    });
}

/**
 * Sends a chat message over a real connection and hangs up once `count` events have arrived, like
 * a browser whose tab was closed. Resolves to the events read before hanging up.
 */
export function sendAndLeave(port: number, auth: { authorization: string }, body: object, count: number): Promise<IdentifiedEvent[]> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/api/chat/message', method: 'POST', headers: { ...auth, 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
          const complete = text.slice(0, text.lastIndexOf('\n\n') + 2);
          const events = parseSseWithIds(complete);
          if (events.length >= count) {
            req.destroy();
            resolve(events.slice(0, count));
          }
        });
        res.on('end', () => reject(new Error(`the stream ended after fewer than ${count} events`)));
      },
    );
    req.on('error', () => {});
    req.end(JSON.stringify(body));
  });
}

/** Starts a turn in a new session over a real connection, reads its first `count` events and leaves. */
export async function startTurnAndLeave(app: FastifyInstance, port: number, auth: { authorization: string }, message: string, count: number) {
  const sessionId = await newSession(app, auth);
  const seen = await sendAndLeave(port, auth, { session_id: sessionId, message }, count);
  const started = seen[0]!.event;
  if (started.type !== 'started') throw new Error(`first event was ${started.type}`);
  return { sessionId, turnId: started.turn_id, seen };
}

/** Re-attaches to a turn's stream through `inject`; resolves when the stream ends. */
export async function followTurn(app: FastifyInstance, auth: { authorization: string }, turnId: string, opts: { lastEventId?: number; from?: number } = {}) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/chat/turn/${turnId}/stream${opts.from === undefined ? '' : `?from=${opts.from}`}`,
    headers: { ...auth, ...(opts.lastEventId === undefined ? {} : { 'last-event-id': String(opts.lastEventId) }) },
  });
  return { res, events: res.statusCode === 200 ? parseSseWithIds(res.body) : [] };
}

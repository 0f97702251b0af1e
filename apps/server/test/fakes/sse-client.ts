import { endpoints, type ChatStreamEvent, type Endpoint, type StreamEventOf } from '@ideapilot/contract';
import { createParser } from 'eventsource-parser';
import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/** One server-sent event as a client receives it; comments such as heartbeats are not events. */
export type SseEvent = { id?: string; event?: string; data: string };

/** A row of the endpoint table that answers with a stream of events. */
export type StreamRow = Endpoint & { stream: z.core.$ZodType };

/** Parses a stream's text fed to it as it arrives, handing each complete event to `onEvent`; a malformed line throws. */
export function sseReader(onEvent: (event: SseEvent) => void): (text: string) => void {
  const parser = createParser({
    onEvent: ({ id, event, data }) => onEvent({ id, event, data }),
    onError: (error) => {
      throw new Error(`malformed server-sent event: ${error.message}`);
    },
  });
  return (text) => parser.feed(text);
}

/** The events of a whole stream's text. */
export function sseEvents(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  sseReader((event) => events.push(event))(text);
  return events;
}

/**
 * The JSON data of one event of `row`'s stream, exactly as sent. Throws, naming the event, when it
 * is not JSON or not one of the events the endpoint table gives the stream (extra fields included).
 */
export function streamEvent<E extends StreamRow>(row: E, { data }: SseEvent): StreamEventOf<E> {
  const stream = `${row.method} ${row.path}`;
  let sent: unknown;
  try {
    sent = JSON.parse(data);
  } catch {
    throw new Error(`${stream} sent an event that is not JSON: ${data}`);
  }
  const checked = z.safeParse(row.stream, sent);
  if (!checked.success) throw new Error(`${stream} sent an event outside the contract: ${data}\n${z.prettifyError(checked.error)}`);
  if (!isDeepStrictEqual(checked.data, sent)) throw new Error(`${stream} sent an event with fields outside the contract: ${data}`);
  return sent as StreamEventOf<E>;
}

/** The events of a whole stream's text, each checked against `row`'s stream in the endpoint table. */
export const streamEvents = <E extends StreamRow>(text: string, row: E): StreamEventOf<E>[] => sseEvents(text).map((event) => streamEvent(row, event));

/** The rows whose streams are chat streams: they share one event schema. */
export type ChatStreamRow = typeof endpoints.sendMessage | typeof endpoints.rebuildCanvas | typeof endpoints.followTurn | typeof endpoints.regenerateTurn | typeof endpoints.editTurn;

/** The events of a chat stream (a message, canvas, regenerate or edit stream: they share one schema). */
export const parseSse = (body: string, row: ChatStreamRow = endpoints.sendMessage): ChatStreamEvent[] => streamEvents(body, row);

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
  const events = res.statusCode === 200 ? parseSse(res.body, endpoints.rebuildCanvas) : [];
  return { res, events, text: textOf(events), complete: events.find((e) => e.type === 'complete') as { turn_id: string | null } | undefined };
}

export async function newSession(app: FastifyInstance, auth: { authorization: string }): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/chat/session', headers: auth });
  if (res.statusCode !== 201) throw new Error(`session create failed: ${res.body}`);
  return res.json().session_id;
}

export type IdentifiedEvent = { id: number | null; event: ChatStreamEvent };

/** A chat stream's event with its `id:` line (null for an event sent without one). */
const identified = (row: ChatStreamRow, message: SseEvent): IdentifiedEvent => ({
  id: message.id === undefined ? null : Number(message.id),
  event: streamEvent(row, message),
});

/**
 * Sends a chat message over a real connection and hangs up once `count` events have arrived, like
 * a browser whose tab was closed. Resolves to the events read before hanging up.
 */
export function sendAndLeave(port: number, auth: { authorization: string }, body: object, count: number): Promise<IdentifiedEvent[]> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/api/chat/message', method: 'POST', headers: { ...auth, 'content-type': 'application/json' } },
      (res) => {
        const events: IdentifiedEvent[] = [];
        const feed = sseReader((message) => events.push(identified(endpoints.sendMessage, message)));
        res.setEncoding('utf8');
        res.on('data', (text: string) => {
          try {
            feed(text);
          } catch (error) {
            req.destroy();
            reject(error);
            return;
          }
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
  return { res, events: res.statusCode === 200 ? sseEvents(res.body).map((message) => identified(endpoints.followTurn, message)) : [] };
}

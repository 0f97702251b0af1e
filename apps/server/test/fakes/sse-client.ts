import type { ChatStreamEvent } from '@ideapilot/contract';
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

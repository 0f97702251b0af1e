import type { VibeStreamEvent } from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';

type Auth = { authorization: string };

/** Reads a vibe generate stream's `data: {json}` lines as the web client does. */
export function parseVibeSse(body: string): VibeStreamEvent[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as VibeStreamEvent);
}

export const prepare = (app: FastifyInstance, auth: Auth, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/vibe/prepare', headers: auth, payload });

export async function generate(app: FastifyInstance, auth: Auth, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/vibe/generate', headers: auth, payload: { confirm_generation: true, ...payload } });
  const events = res.statusCode === 200 ? parseVibeSse(res.body) : [];
  const text = events.map((e) => ('text' in e ? e.text : '')).join('');
  return { res, events, text, last: events.at(-1) };
}

import { endpoints } from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';
import { streamEvents } from './sse-client.ts';

type Auth = { authorization: string };

export const prepare = (app: FastifyInstance, auth: Auth, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/vibe/prepare', headers: auth, payload });

export async function generate(app: FastifyInstance, auth: Auth, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/vibe/generate', headers: auth, payload: { confirm_generation: true, ...payload } });
  const events = res.statusCode === 200 ? streamEvents(res.body, endpoints.vibeGenerate) : [];
  const text = events.map((e) => ('text' in e ? e.text : '')).join('');
  return { res, events, text, last: events.at(-1) };
}

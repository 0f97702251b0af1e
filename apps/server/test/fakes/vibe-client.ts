import { endpoints, type VibeSuggestions } from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';
import { streamEvents } from './sse-client.ts';

type Auth = { authorization: string };

/** A small canvas to brief from, and the fewest suggestions a prepare answer can hold. */
export const canvas = '# Dentflow\n\n### WHO\n- Dental clinics.\n\n### PAIN\n- No-shows.\n';
export const suggestions: VibeSuggestions = {
  motto: 'Never miss a patient',
  motto_options: [],
  subtitle: 'Reminders',
  subtitle_options: [],
  audience: { personas: [], top_pains: [] },
  benefits: [],
  security_compliance: { stance: '', badges: [] },
  tos_draft: '',
  privacy_policy_draft: '',
  seo: { title: '', description: '', keywords: [] },
};

export const prepare = (app: FastifyInstance, auth: Auth, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/vibe/prepare', headers: auth, payload });

export async function generate(app: FastifyInstance, auth: Auth, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/vibe/generate', headers: auth, payload: { confirm_generation: true, ...payload } });
  const events = res.statusCode === 200 ? streamEvents(res.body, endpoints.vibeGenerate) : [];
  const text = events.map((e) => ('text' in e ? e.text : '')).join('');
  return { res, events, text, last: events.at(-1) };
}

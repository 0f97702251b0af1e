import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { createUser, useTestApp } from '../../test/app.ts';
import { testEnv } from '../../test/env.ts';
import { newSession, sendMessage } from '../../test/fakes/sse-client.ts';
import { createMetrics, listenForMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const t = useTestApp({ config: { METRICS_TOKEN: TOKEN } });

const scrape = async (authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `ideapilot_chat_turns_total{outcome="complete"}`. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  if (!found) throw new Error(`no sample ${line} in:\n${text}`);
  return Number(found.slice(line.length + 1));
}

describe('/metrics', () => {
  it('is served only to the bearer of METRICS_TOKEN', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape('Bearer short')).json()).toMatchObject({ code: 'metrics_token_invalid' });
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts turns by outcome, tokens charged and refunded, request latency by route and open streams', async () => {
    const user = await createUser(t.app);
    const session = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, session, 'I want to build a scheduling app for independent dental clinics that solves no-shows.');
    await sendMessage(t.app, user.auth, session, 'Who should I vote for in the next election?');
    await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'ideapilot_chat_turns_total{outcome="complete"}')).toBe(1);
    expect(sample(text, 'ideapilot_chat_turns_total{outcome="declined"}')).toBe(1);
    expect(sample(text, 'ideapilot_chat_turns_total{outcome="failed"}')).toBe(0);
    expect(sample(text, 'ideapilot_tokens_charged_total')).toBe(2);
    expect(sample(text, 'ideapilot_tokens_refunded_total')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/users/me/tokens",status_code="200"}')).toBe(1);
    expect(text).not.toContain(session);
    // The canvas build of the first turn runs on after its reply, as an open stream of its own.
    await vi.waitFor(async () => expect(sample((await scrape(`Bearer ${TOKEN}`)).body, 'ideapilot_open_streams')).toBe(0));
  });
});

describe('database pool', () => {
  it.runIf(testEnv.onPostgres)('shows a connection in use while a transaction holds it, and the pool size', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const transaction = t.db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      entered();
      await released;
    });
    await inside;
    const during = (await scrape(`Bearer ${TOKEN}`)).body;
    release();
    await transaction;
    expect(sample(during, 'ideapilot_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(1);
    expect(sample(during, 'ideapilot_db_pool_connections{state="max"}')).toBe(10);
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(after, 'ideapilot_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
  });

  it.skipIf(testEnv.onPostgres)('is not reported for the embedded database, which has no pool', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toContain('ideapilot_open_streams');
    expect(text).not.toContain('ideapilot_db_pool_connections{');
  });
});

describe('model call metrics', () => {
  it('time the first chunk and count a call that fails, by role and agent', async () => {
    const metrics = createMetrics();
    async function* good() {
      yield 'a';
      yield 'b';
    }
    async function* bad() {
      yield 'a';
      throw new Error('provider went away');
    }
    const read = async (stream: AsyncIterable<string>) => {
      let text = '';
      for await (const chunk of stream) text += chunk;
      return text;
    };
    expect(await read(metrics.observeModel('advisor', 'openai/gpt-4o', good()))).toBe('ab');
    await expect(read(metrics.observeModel('advisor', 'openai/gpt-4o', bad()))).rejects.toThrow('provider went away');
    const text = await metrics.registry.metrics();
    expect(sample(text, 'ideapilot_provider_first_token_seconds_count{role="advisor",agent="openai/gpt-4o"}')).toBe(2);
    expect(sample(text, 'ideapilot_provider_errors_total{role="advisor",agent="openai/gpt-4o"}')).toBe(1);
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics without a token on its own listener when no METRICS_TOKEN is set, and nothing else', async () => {
    const listener = await listenForMetrics(t.app.metrics, { port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('ideapilot_chat_turns_total');
      expect((await fetch(`http://127.0.0.1:${listener.port}/api/health`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });

  it('asks for the bearer of METRICS_TOKEN on its own listener too', async () => {
    const listener = await listenForMetrics(t.app.metrics, { port: 0, host: '127.0.0.1', token: TOKEN });
    const scrapePort = (authorization?: string) => fetch(`http://127.0.0.1:${listener.port}/metrics`, { headers: authorization ? { authorization } : {} });
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN]) {
        const refused = await scrapePort(authorization);
        expect(refused.status, authorization).toBe(401);
        expect(await refused.json()).toEqual({ detail: 'A valid metrics token is required', code: 'metrics_token_invalid' });
      }
      const ok = await scrapePort(`Bearer ${TOKEN}`);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('ideapilot_chat_turns_total');
    } finally {
      await listener.close();
    }
  });
});

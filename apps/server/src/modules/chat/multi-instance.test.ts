import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { configWith } from '../../config.ts';
import { createUser, useTestApp } from '../../../test/app.ts';
import { testEnv } from '../../../test/env.ts';
import { connectTestRedis } from '../../../test/redis.ts';
import { followTurn, newSession, sendAndLeave } from '../../../test/fakes/sse-client.ts';

const REDIS_URL = testEnv.redisUrl;

const redisA = await connectTestRedis();
const redisB = redisA ? await connectTestRedis() : null;
if (!redisA) console.warn(`multi-instance chat streams skipped: no Redis at ${REDIS_URL}`);

const config = { COACH_DELAY_MS: '15', RATE_LIMIT_CHAT_PER_MINUTE: '1000', RATE_LIMIT_AUTH_PER_MINUTE: '1000' };
// Instance A on its own database; instance B on the same database and the same Redis.
const a = useTestApp({ config, deps: redisA ? { redis: redisA } : {} });
let b: FastifyInstance;
let portA: number;

beforeAll(async () => {
  if (!redisA || !redisB) return;
  b = await buildApp({ config: configWith(config), db: a.db, keys: a.keys, logger: false, redis: redisB });
  await b.ready();
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  portA = (a.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await b?.close();
  redisA?.disconnect();
  redisB?.disconnect();
});

const MESSAGE = 'I want to build a scheduling app for dental clinics.';
const turnRow = (id: string) => a.db.selectFrom('chat_turns').select(['status', 'assistant_message', 'stopped']).where('id', '=', id).executeTakeFirstOrThrow();

describe.skipIf(!redisA)('two app instances on one database and one Redis (skipped without Redis at REDIS_URL)', () => {
  it('a turn started on A is re-attached on B with Last-Event-ID: the same text, no event twice', async () => {
    const user = await createUser(a.app);
    const sessionId = await newSession(a.app, user.auth);
    const seen = await sendAndLeave(portA, user.auth, { session_id: sessionId, message: MESSAGE }, 6);
    const started = seen[0]!.event;
    const turnId = started.type === 'started' ? started.turn_id : '';

    const rest = await followTurn(b, user.auth, turnId, { lastEventId: 5 });
    expect(rest.res.statusCode).toBe(200);
    const all = [...seen, ...rest.events];
    expect(all.map((e) => e.id)).toEqual(all.map((_, i) => i));
    expect(all.at(-1)!.event).toEqual({ type: 'complete', turn_id: turnId });
    const text = all.map(({ event }) => (event.type === 'chunk' ? event.content : '')).join('');
    expect(text).toBe((await turnRow(turnId)).assistant_message);
    // Read again on A from the start: the same events.
    expect((await followTurn(a.app, user.auth, turnId)).events).toEqual(all);
    const ledger = await a.db.selectFrom('token_ledger').select('kind').where('ref_id', '=', turnId).execute();
    expect(ledger.map((l) => l.kind)).toEqual(['charge']);
  });

  it('Stop asked on B stops the reply A is writing; another user cannot see or stop it on B', async () => {
    const user = await createUser(a.app);
    const other = await createUser(a.app);
    const sessionId = await newSession(a.app, user.auth);
    const seen = await sendAndLeave(portA, user.auth, { session_id: sessionId, message: MESSAGE }, 6);
    const started = seen[0]!.event;
    const turnId = started.type === 'started' ? started.turn_id : '';

    expect((await b.inject({ method: 'POST', url: `/api/chat/turn/${turnId}/stop`, headers: other.auth })).statusCode).toBe(404);
    expect((await followTurn(b, other.auth, turnId)).res.statusCode).toBe(404);
    const stop = await b.inject({ method: 'POST', url: `/api/chat/turn/${turnId}/stop`, headers: user.auth });
    expect(stop.json()).toEqual({ stopped: true });
    const rest = await followTurn(b, user.auth, turnId, { lastEventId: 5 });
    expect(rest.events.at(-1)!.event).toEqual({ type: 'complete', turn_id: turnId, stopped: true });
    const row = await turnRow(turnId);
    expect(row).toMatchObject({ status: 'complete', stopped: true });
    const all = [...seen, ...rest.events];
    expect(all.map(({ event }) => (event.type === 'chunk' ? event.content : '')).join('')).toBe(row.assistant_message);
  });
});

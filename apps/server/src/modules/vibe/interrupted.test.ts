import { VibeStreamError, VibeStreamEvent } from '@ideapilot/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { configWith } from '../../config.ts';
import { addActiveAgent } from '../../../test/agent-models.ts';
import { createUser, makeAdmin, useTestApp, type TestUser } from '../../../test/app.ts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fakes/model-server.ts';
import { newSession, sseEvents } from '../../../test/fakes/sse-client.ts';
import { canvas, prepare, suggestions } from '../../../test/fakes/vibe-client.ts';
import { meteringService } from '../metering/service.ts';
import { vibeRepository } from './repository.ts';

// Vibe Coding runs that do not end by themselves: an executor that goes silent, a shutdown, a crash.
// The fake listens on 127.0.0.1, which the server refuses unless told otherwise.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true', MODEL_FIRST_TOKEN_TIMEOUT_MS: '300' } });
let model: FakeModelServer;


beforeAll(async () => {
  model = await startFakeModelServer('openai');
  const admin = await createUser(t.app);
  await makeAdmin(t.db, admin.id);
  await addActiveAgent(t, admin, model, { role: 'executor', provider: 'openai', model: 'executor-model', api_key: 'sk-executor-key-123' });
});
afterAll(() => model?.close());
beforeEach(() => {
  model.requests.length = 0;
  model.queue.length = 0;
});

const tokens = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
const runsOf = (sessionId: string) => t.db.selectFrom('vibe_runs').select(['kind', 'status', 'failure']).where('session_id', '=', sessionId).orderBy('created_at').execute();
const generate = (user: TestUser, sessionId: string) =>
  t.app.inject({ method: 'POST', url: '/api/vibe/generate', headers: user.auth, payload: { session_id: sessionId, canvas_text: canvas, confirm_generation: true } });

/** A founder whose session has been prepared (one token spent). */
async function prepared() {
  const user = await createUser(t.app);
  const sessionId = await newSession(t.app, user.auth);
  model.queue.push({ chunks: [JSON.stringify(suggestions)] });
  expect((await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas })).statusCode).toBe(200);
  return { user, sessionId };
}

describe('an executor that stays silent past its first-word timeout', () => {
  it('fails the generation (after asking once more) with the vibe error event, and gives the token back', async () => {
    const { user, sessionId } = await prepared();
    model.queue.push({ chunks: [], hangAfter: 0 }, { chunks: [], hangAfter: 0 });
    const res = await generate(user, sessionId);
    expect(sseEvents(res.body).map((e) => JSON.parse(e.data))).toEqual([{ meta_info: { event: 'error' }, detail: VibeStreamError.generationFailed }]);
    expect(model.requests).toHaveLength(3);
    expect((await runsOf(sessionId)).at(-1)).toEqual({ kind: 'generate', status: 'failed', failure: 'model_error' });
    expect(await tokens(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });

  it('fails the prepare with 502 and gives the token back', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    model.queue.push({ chunks: [], hangAfter: 0 });
    const res = await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    expect(res.statusCode).toBe(502);
    expect(await runsOf(sessionId)).toEqual([{ kind: 'prepare', status: 'failed', failure: 'model_error' }]);
    expect(await tokens(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });

  it('lets a prompt take longer than that in all, as long as no silence between words does', async () => {
    const { user, sessionId } = await prepared();
    model.queue.push({ chunks: ['# Dentflow', ' landing', ' page', ' brief'], pauseMs: 150 });
    const res = await generate(user, sessionId);
    expect(sseEvents(res.body).map((e) => JSON.parse(e.data)).at(-1)).toMatchObject({ meta_info: { event: 'generation_complete' } });
  });

  it('fails a generation that stalls after its first words, and gives the token back', async () => {
    const { user, sessionId } = await prepared();
    // Twice: on a loaded machine the first words can come after the 300 ms first-word timeout, and
    // the executor's second ask must stall the same way.
    const stalling = { chunks: ['# Dentflow', ' never sent'], hangAfter: 1 };
    model.queue.push(stalling, stalling);
    const events = sseEvents((await generate(user, sessionId)).body).map((e) => JSON.parse(e.data));
    expect(events).toEqual([{ text: '# Dentflow' }, { meta_info: { event: 'error' }, detail: VibeStreamError.generationFailed }]);
    expect(await tokens(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });
});

/** A prepare whose model has its request and holds its answer until `release`. */
async function heldPrepare(user: TestUser, sessionId: string) {
  let release!: () => void;
  model.queue.push({ chunks: [JSON.stringify(suggestions)], heldUntil: new Promise((resolve) => (release = () => resolve(undefined))) });
  const preparing = prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
  await vi.waitUntil(() => model.requests.length === 1, { timeout: 3000, interval: 10 });
  return { preparing, release };
}

describe('a session deleted while its prepare runs', () => {
  it('answers 404, as the session is gone, and gives the token back', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const { preparing, release } = await heldPrepare(user, sessionId);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: user.auth })).statusCode).toBe(204);
    release();
    const res = await preparing;
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'session_not_found' });
    expect(await tokens(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });
});

describe('a Clear while a prepare runs', () => {
  it('forgets that prepare too: finished after the Clear, it does not allow Generate', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const { preparing, release } = await heldPrepare(user, sessionId);
    // Another tab of the founder's clears the modal meanwhile.
    expect((await t.app.inject({ method: 'POST', url: '/api/vibe/clear', headers: user.auth, payload: { session_id: sessionId } })).statusCode).toBe(204);
    release();
    expect((await preparing).statusCode).toBe(200);
    expect((await runsOf(sessionId)).at(-1)).toMatchObject({ kind: 'prepare', status: 'complete' });
    const res = await generate(user, sessionId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'vibe_not_prepared' });
  });
});

describe('a shutdown cutting a generation', () => {
  it('ends the stream with an event of the vibe contract, so the client shows an error, not half a prompt', async () => {
    const { user, sessionId } = await prepared();
    model.queue.push({ chunks: ['# Half', ' a prompt'], hangAfter: 1 });
    const answer = generate(user, sessionId);
    await vi.waitUntil(() => model.requests.length === 2, { timeout: 3000, interval: 10 });
    await t.app.openStreams.drain(0, 3000);
    const events = sseEvents((await answer).body).map((e) => JSON.parse(e.data));
    expect(events.every((e) => VibeStreamEvent.safeParse(e).success), JSON.stringify(events)).toBe(true);
    expect(events.at(-1)).toEqual({ meta_info: { event: 'error' }, detail: VibeStreamError.serverRestarting });
    await vi.waitUntil(async () => (await tokens(user)).tokens_remaining === 19, { timeout: 3000, interval: 20 });
    // Recorded as cut by the server, as the sweep records a crashed server's run, not as the client's doing.
    expect((await runsOf(sessionId)).at(-1)).toEqual({ kind: 'generate', status: 'failed', failure: 'cut_off' });
    const refund = await t.db.selectFrom('token_ledger').select('reason').where('user_id', '=', user.id).where('kind', '=', 'refund').executeTakeFirstOrThrow();
    expect(refund.reason).toBe('Vibe run cut off before it finished (server stopped)');
  });
});

describe('a run a crashed server left pending', () => {
  it('is failed and refunded by the next server’s sweep, like a chat turn', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    // What a generation writes before it calls the model; then the process is killed.
    const runId = randomUUID();
    await meteringService(t.db, t.app.log).charge(user.id, runId, 'Vibe generate', vibeRepository.createRun({ id: runId, sessionId, kind: 'generate' }));
    await t.db.updateTable('vibe_runs').set({ created_at: sql`now() - interval '2 hours'` }).where('id', '=', runId).execute();
    const fresh = randomUUID();
    await meteringService(t.db, t.app.log).charge(user.id, fresh, 'Vibe generate', vibeRepository.createRun({ id: fresh, sessionId, kind: 'generate' }));

    const next = await buildApp({ config: configWith({ TURN_PENDING_LIMIT_MS: '3600000' }), db: t.db, keys: t.keys, logger: false });
    await next.ready();
    await next.close();

    const runs = await t.db.selectFrom('vibe_runs').select(['id', 'status', 'failure']).where('session_id', '=', sessionId).execute();
    expect(runs).toEqual(
      expect.arrayContaining([
        { id: runId, status: 'failed', failure: 'cut_off' },
        { id: fresh, status: 'pending', failure: null },
      ]),
    );
    // The same reason as a stalled model's run gets (chat/sweep.test.ts): the sweep cannot tell them apart.
    const refund = await t.db.selectFrom('token_ledger').select('reason').where('ref_id', '=', runId).where('kind', '=', 'refund').executeTakeFirstOrThrow();
    expect(refund.reason).toBe('Vibe run cut off before it finished');
    expect(await tokens(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });
});

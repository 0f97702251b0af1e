import { endpoints, VibeStreamError } from '@ideapilot/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { addActiveAgent, useAgentModels, type AgentModels } from '../../../test/agent-models.ts';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { testEnv } from '../../../test/env.ts';
import { heldSignUpGrant, heldTokens, waitingOnLocks } from '../../../test/locks.ts';
import { newSession, streamEvents } from '../../../test/fakes/sse-client.ts';
import { canvas, prepare } from '../../../test/fakes/vibe-client.ts';

// A deletion stops the model call of a Vibe Coding run it takes with it, as it does a chat reply's
// (chat/stop.test.ts). The executor's fake hangs: a prepare's suggestions (one JSON answer) get
// nothing, a generation's prompt a few words, until the client goes.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true' } });
let models: AgentModels;
useAgentModels(t, ['openai', 'openai'], (m) => (models = m), { chunks: ['# Dentflow', ' landing page', ' never sent'], hangAfter: 1 });

const ledgerKinds = async (refId: string) => (await t.db.selectFrom('token_ledger').select('kind').where('ref_id', '=', refId).orderBy('id').execute()).map((l) => l.kind);
const tokensOf = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
/** Within two seconds of the deletion's answer: the run was stopped, not left to end by itself. */
const promptly = (done: () => boolean) => vi.waitUntil(done, { timeout: 2000, interval: 10 });

type Kind = 'prepare' | 'generate';

/** A founder's Vibe run of `kind` waiting on the executor, which hangs; its run id and its answer to come. */
async function runAtTheModel(kind: Kind) {
  const user = await createUser(t.app);
  const sessionId = await newSession(t.app, user.auth);
  await addActiveAgent(t, models.admin, models.first, { role: 'executor', provider: 'openai', model: 'executor-model', api_key: 'sk-executor-stop-1' });
  // A generation needs a prepare first: one without suggestions asks no model.
  if (kind === 'generate') expect((await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas, generate_suggestions: false })).statusCode).toBe(200);
  if (kind === 'prepare') models.first.queue.push({ chunks: ['{}'], hangAfter: 0 });
  const payload = { session_id: sessionId, canvas_text: canvas, ...(kind === 'prepare' ? { generate_suggestions: true } : { confirm_generation: true }) };
  const answer = t.app.inject({ method: 'POST', url: `/api/vibe/${kind}`, headers: user.auth, payload });
  await vi.waitUntil(() => models.first.requests.length === 1, { timeout: 15_000, interval: 10 });
  const { id } = await t.db.selectFrom('vibe_runs').select('id').where('session_id', '=', sessionId).where('kind', '=', kind).executeTakeFirstOrThrow();
  return { user, sessionId, runId: id, answer, tokensBefore: kind === 'prepare' ? 19 : 18 };
}

/** What the run's client was answered: a prepare's 404 (its session is gone), a generation's failure event. */
function expectEnded(kind: Kind, res: LightMyRequestResponse) {
  if (kind === 'prepare') return expect([res.statusCode, res.json().code]).toEqual([404, 'session_not_found']);
  expect(streamEvents(res.body, endpoints.vibeGenerate).at(-1)).toEqual({ meta_info: { event: 'error' }, detail: VibeStreamError.generationFailed });
}

describe.each<Kind>(['prepare', 'generate'])('a deletion stops the Vibe %s it takes', (kind) => {
  it('deleting the session: the model call is closed at once, and the token comes back once', async () => {
    const { user, sessionId, runId, answer, tokensBefore } = await runAtTheModel(kind);
    expect((await tokensOf(user)).tokens_remaining).toBe(tokensBefore);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: user.auth })).statusCode).toBe(204);
    await promptly(() => models.first.requests[0]!.abortedAt !== null);

    expectEnded(kind, await answer);
    expect(await ledgerKinds(runId)).toEqual(['charge', 'refund']);
    const refund = await t.db.selectFrom('token_ledger').select('reason').where('ref_id', '=', runId).where('kind', '=', 'refund').executeTakeFirstOrThrow();
    expect(refund.reason).toBe('Session deleted before it finished');
    expect((await tokensOf(user)).tokens_remaining).toBe(tokensBefore + 1);
  });

  it('deleting the account: the model call is closed at once, and nothing of the run is left', async () => {
    const { user, runId, answer } = await runAtTheModel(kind);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: user.auth, payload: { password: user.password } });
    expect(deleted.statusCode).toBe(204);
    await promptly(() => models.first.requests[0]!.abortedAt !== null);

    await answer;
    expect(await t.db.selectFrom('vibe_runs').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    // Its ledger went with the account; the stopped run wrote no refund after it.
    expect(await t.db.selectFrom('token_ledger').select('kind').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await ledgerKinds(runId)).toEqual([]);
  });
});

// On PostgreSQL only: PGlite runs one transaction at a time, so nothing fails during a deletion there.
describe.skipIf(!testEnv.onPostgres)('a Vibe generation failing while its account is being deleted (PostgreSQL)', () => {
  it('in a session made during the deletion: its failure waits for the deletion, and neither is cancelled', async () => {
    const user = await createUser(t.app);
    const errors = vi.spyOn(t.app.log, 'error');
    onTestFinished(() => errors.mockRestore());
    // The deletion waits at the tokens once it has locked the sessions, then at the sign-up grant.
    const releaseTokens = await heldTokens(t.db, user.id);
    const releaseDeletion = await heldSignUpGrant(t.db, user.id);
    const deleting = t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: user.auth, payload: { password: user.password } });
    await waitingOnLocks(t.db, 1, 'subscriptions');
    // A session made, prepared and a generation charged in it after the deletion has locked the sessions.
    const sessionId = await newSession(t.app, user.auth);
    await addActiveAgent(t, models.admin, models.first, { role: 'executor', provider: 'openai', model: 'executor-model', api_key: 'sk-executor-stop-2' });
    expect((await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas, generate_suggestions: false })).statusCode).toBe(200);
    let failNow!: () => void;
    models.first.script = { chunks: ['# Dentflow', ' landing page'], failAfter: 1, heldUntil: new Promise<void>((resolve) => (failNow = resolve)) };
    const answer = t.app.inject({ method: 'POST', url: '/api/vibe/generate', headers: user.auth, payload: { session_id: sessionId, canvas_text: canvas, confirm_generation: true } });
    await vi.waitUntil(() => models.first.requests.length === 1, { timeout: 15_000, interval: 10 });
    await releaseTokens();
    await waitingOnLocks(t.db, 1, 'token_ledger');
    // The model fails: the run's failure and refund meet the deletion, which holds the tokens.
    failNow();
    await waitingOnLocks(t.db, 2);
    await releaseDeletion();

    expect((await deleting).statusCode).toBe(204);
    expectEnded('generate', await answer);
    expect(errors).not.toHaveBeenCalled();
    expect(await t.db.selectFrom('vibe_runs').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('token_ledger').select('kind').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

import { endpoints, ReworkMessages } from '@ideapilot/contract';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { addActiveAgent, useAgentModels, type AgentModels } from '../../../test/agent-models.ts';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { testEnv } from '../../../test/env.ts';
import { heldLocks, heldSignUpGrant, heldTokens, waitingOnLocks } from '../../../test/locks.ts';
import { newSession, requestCanvas, sendMessage, streamEvents } from '../../../test/fakes/sse-client.ts';

// A deletion stops the model call of a block rework it takes with it, as it does a chat reply's
// (chat/stop.test.ts). The secretary's fake writes a few words, then hangs until its client goes.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true' } });
let models: AgentModels;
useAgentModels(t, ['openai', 'openai'], (m) => (models = m), { chunks: ['Florists ', 'in small towns', ' never sent'], hangAfter: 1 });

const tokensOf = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
const ledgerKinds = async (refId: string) => (await t.db.selectFrom('token_ledger').select('kind').where('ref_id', '=', refId).orderBy('id').execute()).map((l) => l.kind);
/** Within two seconds of the deletion's answer: the run was stopped, not left to end by itself. */
const promptly = (done: () => boolean) => vi.waitUntil(done, { timeout: 2000, interval: 10 });

/** A founder whose canvas (built by the offline coach) has a block the secretary, which hangs, can rework. */
async function canvasToRework() {
  const user = await createUser(t.app);
  const sessionId = await newSession(t.app, user.auth);
  await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking app for florists so they stop losing orders.');
  await requestCanvas(t.app, user.auth, sessionId);
  await addActiveAgent(t, models.admin, models.first, { role: 'secretary', provider: 'openai', model: 'secretary-model', api_key: 'sk-secretary-stop-1' });
  return { user, sessionId };
}

const rework = (user: TestUser, sessionId: string) =>
  t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/canvas/rework`, headers: user.auth, payload: { block: 'WHO' } });

/** A founder whose block is being reworked by the secretary, which hangs; its rework id. */
async function reworkAtTheModel() {
  const { user, sessionId } = await canvasToRework();
  const answer = rework(user, sessionId);
  await vi.waitUntil(() => models.first.requests.length === 1, { timeout: 15_000, interval: 10 });
  const { id } = await t.db.selectFrom('canvas_reworks').select('id').where('session_id', '=', sessionId).executeTakeFirstOrThrow();
  return { user, sessionId, reworkId: id, answer };
}

describe('a deletion stops the block rework it takes', () => {
  it('deleting the session: the model call is closed at once, the stream ends failed, the token comes back once', async () => {
    const { user, sessionId, reworkId, answer } = await reworkAtTheModel();
    expect(await tokensOf(user)).toEqual({ tokens_remaining: 18, tokens_used: 2 });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: user.auth })).statusCode).toBe(204);
    await promptly(() => models.first.requests[0]!.abortedAt !== null);

    const res = await answer;
    expect(streamEvents(res.body, endpoints.reworkCanvasBlock).at(-1)).toEqual({ type: 'error', detail: ReworkMessages.failed });
    expect(await ledgerKinds(reworkId)).toEqual(['charge', 'refund']);
    const refund = await t.db.selectFrom('token_ledger').select('reason').where('ref_id', '=', reworkId).where('kind', '=', 'refund').executeTakeFirstOrThrow();
    expect(refund.reason).toBe('Session deleted before it finished');
    expect(await tokensOf(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });

  it('deleting the account: the model call is closed at once, and nothing of the rework is left', async () => {
    const { user, reworkId, answer } = await reworkAtTheModel();

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: user.auth, payload: { password: user.password } });
    expect(deleted.statusCode).toBe(204);
    await promptly(() => models.first.requests[0]!.abortedAt !== null);

    await answer;
    expect(await t.db.selectFrom('canvas_reworks').select('id').where('id', '=', reworkId).execute()).toEqual([]);
    // Its ledger went with the account; the stopped rework wrote no refund after it.
    expect(await t.db.selectFrom('token_ledger').select('kind').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await ledgerKinds(reworkId)).toEqual([]);
  });
});

type Deleted = 'session' | 'account';

const deletion = (what: Deleted, user: TestUser, sessionId: string) =>
  what === 'session'
    ? t.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: user.auth })
    : t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: user.auth, payload: { password: user.password } });

/**
 * Holds a deletion once it has read what was pending, at a row it deletes after: the account's
 * sign-up grant (its ledger goes before the account), the session's canvas versions (they go with it).
 */
const holdingTheDeletionAfterItsRead = (what: Deleted, user: TestUser, sessionId: string) =>
  what === 'account'
    ? heldSignUpGrant(t.db, user.id)
    : heldLocks(t.db, (trx) => trx.selectFrom('canvas_versions').select('id').where('session_id', '=', sessionId).forUpdate().execute());

// On PostgreSQL only: PGlite runs one transaction at a time, so nothing is charged during a deletion there.
describe.skipIf(!testEnv.onPostgres).each<Deleted>(['session', 'account'])('a rework charged while its %s is being deleted (PostgreSQL)', (what) => {
  it('charged before the deletion locks: the deletion stops it, its model call is closed, nothing is left running', async () => {
    const { user, sessionId } = await canvasToRework();
    // The charge's last step (the foreign key of its rows) waits on the account: it holds its session and tokens by then.
    const releaseCharge = await heldLocks(t.db, (trx) => trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute());
    const releaseDeletion = await holdingTheDeletionAfterItsRead(what, user, sessionId);
    const answer = rework(user, sessionId);
    await waitingOnLocks(t.db, 1);
    const deleting = deletion(what, user, sessionId);
    await waitingOnLocks(t.db, 2);
    // The charge goes through first; the rework is at the model while the deletion has yet to delete.
    await releaseCharge();
    await vi.waitUntil(() => models.first.requests.length === 1, { timeout: 15_000, interval: 10 });
    const { id } = await t.db.selectFrom('canvas_reworks').select('id').where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    await releaseDeletion();

    expect((await deleting).statusCode).toBe(204);
    await promptly(() => models.first.requests[0]!.abortedAt !== null);
    expect(streamEvents((await answer).body, endpoints.reworkCanvasBlock).at(-1)).toEqual({ type: 'error', detail: ReworkMessages.failed });
    expect(await t.db.selectFrom('canvas_reworks').select('id').where('id', '=', id).execute()).toEqual([]);
    // The session's deletion gave its token back, once; the account's took the ledger with it.
    expect(await ledgerKinds(id)).toEqual(what === 'session' ? ['charge', 'refund'] : []);
    if (what === 'session') expect(await tokensOf(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });

  it('charged after the deletion locks: the rework is refused with a 404, takes nothing and calls no model', async () => {
    const { user, sessionId } = await canvasToRework();
    const releaseDeletion = await holdingTheDeletionAfterItsRead(what, user, sessionId);
    const deleting = deletion(what, user, sessionId);
    await waitingOnLocks(t.db, 1);
    const answer = rework(user, sessionId);
    await waitingOnLocks(t.db, 2);
    await releaseDeletion();

    expect((await deleting).statusCode).toBe(204);
    const res = await answer;
    expect([res.statusCode, res.json().code]).toEqual([404, 'session_not_found']);
    expect(models.first.requests).toEqual([]);
    expect(await t.db.selectFrom('canvas_reworks').select('id').where('session_id', '=', sessionId).execute()).toEqual([]);
    if (what === 'session') expect(await tokensOf(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
    else expect(await t.db.selectFrom('token_ledger').select('kind').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

// On PostgreSQL only, as above.
describe.skipIf(!testEnv.onPostgres)('a rework failing while its account is being deleted (PostgreSQL)', () => {
  it('in a session made during the deletion: its failure waits for the deletion, and neither is cancelled', async () => {
    const user = await createUser(t.app);
    const errors = vi.spyOn(t.app.log, 'error');
    onTestFinished(() => errors.mockRestore());
    // The deletion waits at the tokens once it has locked the sessions, then at the sign-up grant.
    const releaseTokens = await heldTokens(t.db, user.id);
    const releaseDeletion = await holdingTheDeletionAfterItsRead('account', user, '');
    const deleting = deletion('account', user, '');
    await waitingOnLocks(t.db, 1, 'subscriptions');
    // A session made, its canvas built and a block's rework charged after the deletion has locked the sessions.
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking app for florists so they stop losing orders.');
    await requestCanvas(t.app, user.auth, sessionId);
    await addActiveAgent(t, models.admin, models.first, { role: 'secretary', provider: 'openai', model: 'secretary-model', api_key: 'sk-secretary-stop-2' });
    let failNow!: () => void;
    models.first.queue.push({ chunks: ['Half a ', 'sentence', ' and'], failAfter: 2, heldUntil: new Promise<void>((resolve) => (failNow = resolve)) });
    const answer = rework(user, sessionId);
    await vi.waitUntil(() => models.first.requests.length === 1, { timeout: 15_000, interval: 10 });
    await releaseTokens();
    await waitingOnLocks(t.db, 1, 'token_ledger');
    // The model fails: the rework's failure and refund meet the deletion, which holds the tokens.
    failNow();
    await waitingOnLocks(t.db, 2);
    await releaseDeletion();

    expect((await deleting).statusCode).toBe(204);
    expect(streamEvents((await answer).body, endpoints.reworkCanvasBlock).at(-1)).toEqual({ type: 'error', detail: ReworkMessages.failed });
    expect(errors).not.toHaveBeenCalled();
    expect(await t.db.selectFrom('canvas_reworks').select('id').where('session_id', '=', sessionId).execute()).toEqual([]);
    expect(await t.db.selectFrom('token_ledger').select('kind').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

import { ChatStreamError } from '@ideapilot/contract';
import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { addActiveAgent } from '../../../test/agent-models.ts';
import { createUser, deactivateAgents, useTestApp, type TestUser } from '../../../test/app.ts';
import { testEnv } from '../../../test/env.ts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fakes/model-server.ts';
import { followTurn, newSession, sendMessage, startTurnAndLeave } from '../../../test/fakes/sse-client.ts';
import { heldLocks, heldSignUpGrant, heldTokens, waitingOnLocks } from '../../../test/locks.ts';
import { meteringService } from '../metering/service.ts';

// A model server that stops answering part-way, so a reply is still running when Stop comes.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true' } });
let openai: FakeModelServer;
let admin: TestUser;
let port: number;

beforeAll(async () => {
  openai = await startFakeModelServer('openai');
  admin = await createUser(t.app, { admin: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  await addActiveAgent(t, admin, openai, { role: 'advisor', provider: 'openai', model: 'openai-test-model', api_key: 'sk-stop-test-key-1' });
});
afterAll(async () => {
  await deactivateAgents(t.db);
  await openai?.close();
});
beforeEach(() => {
  openai.requests.length = 0;
});

const MESSAGE = 'I want to build a tool for florists.';
const balance = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
const turnRow = (id: string) => t.db.selectFrom('chat_turns').select(['status', 'failure', 'assistant_message', 'stopped']).where('id', '=', id).executeTakeFirstOrThrow();
const ledgerKinds = async (id: string) => (await t.db.selectFrom('token_ledger').select('kind').where('ref_id', '=', id).orderBy('id').execute()).map((l) => l.kind);
const stop = (user: TestUser, turnId: string) => t.app.inject({ method: 'POST', url: `/api/chat/turn/${turnId}/stop`, headers: user.auth });

const until = (done: () => Promise<boolean>) => vi.waitUntil(done, { timeout: 5000, interval: 10 });

/** Starts a turn over a real connection and leaves after `count` events. */
const startTurn = (user: TestUser, count: number) => startTurnAndLeave(t.app, port, user.auth, MESSAGE, count);

describe('Stop', () => {
  it('keeps the text so far as the reply, marked stopped and charged, and the canvas is rebuilt from it', async () => {
    openai.script = { chunks: ['First words', ' never', ' sent'], hangAfter: 1 };
    const user = await createUser(t.app);
    const { sessionId, turnId, seen } = await startTurn(user, 5);
    expect(seen.at(-1)!.event).toEqual({ type: 'chunk', content: 'First words' });

    const res = await stop(user, turnId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stopped: true });
    const rest = await followTurn(t.app, user.auth, turnId, { lastEventId: seen.at(-1)!.id! });
    expect(rest.events.map((e) => e.event)).toEqual([{ type: 'complete', turn_id: turnId, stopped: true }]);
    await until(async () => openai.requests[0]!.abortedAt !== null);

    expect(await turnRow(turnId)).toEqual({ status: 'complete', failure: null, assistant_message: 'First words', stopped: true });
    expect(await ledgerKinds(turnId)).toEqual(['charge']);
    expect(await balance(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
    const history = (await t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth })).json();
    expect(history.turns).toEqual([expect.objectContaining({ id: turnId, assistant_message: 'First words', stopped: true })]);
    // The canvas is built (by the offline secretary) from the stopped reply.
    await until(async () => (await t.db.selectFrom('canvas_versions').select('id').where('turn_id', '=', turnId).execute()).length === 1);
    // Stopping again does nothing.
    expect((await stop(user, turnId)).json()).toEqual({ stopped: false });
  });

  it('tells a stopped reply it saved as kept, though naming the session then fails: the failure is only logged', async () => {
    openai.script = { chunks: ['First words', ' never', ' sent'], hangAfter: 1 };
    const user = await createUser(t.app);
    const { turnId, seen } = await startTurn(user, 5);
    expect(seen.at(-1)!.event).toEqual({ type: 'chunk', content: 'First words' });
    // Every write to a session fails from now on (a database blip): naming the untitled one, after the reply is saved.
    await sql.raw(`
      CREATE OR REPLACE FUNCTION session_write_fails() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'could not serialize access (simulated)'; END $$ LANGUAGE plpgsql`).execute(t.db);
    await sql`CREATE TRIGGER session_write_fails BEFORE UPDATE ON chat_sessions FOR EACH ROW EXECUTE FUNCTION session_write_fails()`.execute(t.db);
    try {
      expect((await stop(user, turnId)).json()).toEqual({ stopped: true });
      const rest = await followTurn(t.app, user.auth, turnId, { lastEventId: seen.at(-1)!.id! });
      expect(rest.events.map((e) => e.event)).toEqual([{ type: 'complete', turn_id: turnId, stopped: true }]);
    } finally {
      await sql`DROP TRIGGER session_write_fails ON chat_sessions`.execute(t.db);
      await sql`DROP FUNCTION session_write_fails()`.execute(t.db);
    }
    expect(await turnRow(turnId)).toEqual({ status: 'complete', failure: null, assistant_message: 'First words', stopped: true });
    expect(await ledgerKinds(turnId)).toEqual(['charge']);
    await until(async () => openai.requests[0]!.abortedAt !== null);
  });

  it('before the first word is refunded and ends the stream with a note saying so', async () => {
    openai.script = { chunks: ['Never', ' sent'], hangAfter: 0 };
    const user = await createUser(t.app);
    const { sessionId, turnId, seen } = await startTurn(user, 3);
    expect(seen.at(-1)!.event).toMatchObject({ type: 'stage' });

    expect((await stop(user, turnId)).json()).toEqual({ stopped: true });
    const rest = await followTurn(t.app, user.auth, turnId, { lastEventId: seen.at(-1)!.id! });
    expect(rest.events.at(-1)!.event).toEqual({ type: 'error', detail: ChatStreamError.stoppedBeforeReply });
    expect(rest.events.map((e) => e.event.type)).not.toContain('chunk');

    expect(await turnRow(turnId)).toMatchObject({ status: 'failed', failure: 'aborted', assistant_message: '', stopped: false });
    expect(await ledgerKinds(turnId)).toEqual(['charge', 'refund']);
    expect(await balance(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
    const history = (await t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth })).json();
    expect(history).toEqual({ turns: [], canvas: null });
  });

  it('stops a reply still running here though its turn was failed already (a sweep), and its stream ends', async () => {
    openai.script = { chunks: ['First words', ' never', ' sent'], hangAfter: 1 };
    const user = await createUser(t.app);
    const { turnId } = await startTurn(user, 5);
    // What a sweep writes, in one transaction: the turn failed, and its token back.
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('chat_turns').set({ status: 'failed', failure: 'cut_off' }).where('id', '=', turnId).execute();
      await meteringService(t.db, t.app.log).refund(turnId, 'Turn cut off before it finished', trx);
    });

    expect((await stop(user, turnId)).json()).toEqual({ stopped: true });
    // The stream ends: one left open fails the test at its timeout.
    const rest = await followTurn(t.app, user.auth, turnId);
    expect(rest.events.at(-1)!.event.type).toBe('error');
    expect(await turnRow(turnId)).toMatchObject({ status: 'failed', failure: 'cut_off' });
    expect(await ledgerKinds(turnId)).toEqual(['charge', 'refund']);
  });

  it('gives the token back when the session is deleted while its reply is written', async () => {
    let release!: () => void;
    openai.queue.push({ chunks: ['Words', ' for', ' nobody.'], heldUntil: new Promise((resolve) => (release = () => resolve(undefined))) });
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const sending = sendMessage(t.app, user.auth, sessionId, MESSAGE);
    await until(async () => openai.requests.length === 1);
    const { id: turnId } = await t.db.selectFrom('chat_turns').select('id').where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: user.auth })).statusCode).toBe(204);
    release();
    expect((await sending).events.at(-1)).toMatchObject({ type: 'error' });
    expect(await ledgerKinds(turnId)).toEqual(['charge', 'refund']);
    expect(await balance(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });

  it('deleting the session of a running reply stops its model call', async () => {
    openai.script = { chunks: ['First words', ' never', ' sent'], hangAfter: 1 };
    const user = await createUser(t.app);
    const { sessionId, seen } = await startTurn(user, 5);
    expect(seen.at(-1)!.event).toEqual({ type: 'chunk', content: 'First words' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: user.auth })).statusCode).toBe(204);
    await until(async () => openai.requests[0]!.abortedAt !== null);
    expect(await balance(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });

  it('deleting the account of a running reply stops its model call', async () => {
    openai.script = { chunks: ['First words', ' never', ' sent'], hangAfter: 1 };
    const user = await createUser(t.app);
    const { seen } = await startTurn(user, 5);
    expect(seen.at(-1)!.event).toEqual({ type: 'chunk', content: 'First words' });
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: user.auth, payload: { password: user.password } });
    expect(deleted.statusCode).toBe(204);
    await until(async () => openai.requests[0]!.abortedAt !== null);
    expect(await t.db.selectFrom('chat_turns').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  // PGlite runs one transaction at a time: nothing is charged during a deletion there.
  it.skipIf(!testEnv.onPostgres)('a reply charged while its account is being deleted is stopped by the deletion (PostgreSQL)', async () => {
    openai.script = { chunks: ['First words', ' never', ' sent'], hangAfter: 1 };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    // The charge's last step (the foreign key of its rows) waits on the account: it holds its session and tokens by then.
    const releaseCharge = await heldLocks(t.db, (trx) => trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute());
    // The deletion, once it has read what was pending, waits at the sign-up grant (its ledger goes before the account).
    const releaseDeletion = await heldSignUpGrant(t.db, user.id);
    const sending = sendMessage(t.app, user.auth, sessionId, MESSAGE);
    await waitingOnLocks(t.db, 1);
    const deleting = t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: user.auth, payload: { password: user.password } });
    await waitingOnLocks(t.db, 2);
    // The charge goes through first; the reply is at the model while the deletion has yet to delete.
    await releaseCharge();
    await until(async () => openai.requests.length === 1);
    await releaseDeletion();

    expect((await deleting).statusCode).toBe(204);
    await vi.waitUntil(() => openai.requests[0]!.abortedAt !== null, { timeout: 2000, interval: 10 });
    expect((await sending).events.at(-1)).toMatchObject({ type: 'error' });
    expect(await t.db.selectFrom('chat_turns').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('token_ledger').select('kind').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it.skipIf(!testEnv.onPostgres)('a reply failing in a session made while its account is being deleted waits for the deletion, and neither is cancelled (PostgreSQL)', async () => {
    let failNow!: () => void;
    openai.script = { chunks: ['First words', ' never sent'], failAfter: 1, heldUntil: new Promise<void>((resolve) => (failNow = resolve)) };
    const user = await createUser(t.app);
    const errors = vi.spyOn(t.app.log, 'error');
    onTestFinished(() => errors.mockRestore());
    // The deletion waits at the tokens once it has locked the sessions, then at the sign-up grant.
    const releaseTokens = await heldTokens(t.db, user.id);
    const releaseDeletion = await heldSignUpGrant(t.db, user.id);
    const deleting = t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: user.auth, payload: { password: user.password } });
    await waitingOnLocks(t.db, 1, 'subscriptions');
    // A session made and a reply charged in it after the deletion has locked the sessions; the reply is at the model.
    const sessionId = await newSession(t.app, user.auth);
    const sending = sendMessage(t.app, user.auth, sessionId, MESSAGE);
    await until(async () => openai.requests.length === 1);
    await releaseTokens();
    await waitingOnLocks(t.db, 1, 'token_ledger');
    // The model fails: the reply's failure and refund meet the deletion, which holds the tokens.
    failNow();
    await waitingOnLocks(t.db, 2);
    await releaseDeletion();

    expect((await deleting).statusCode).toBe(204);
    expect((await sending).events.at(-1)).toEqual({ type: 'error', detail: ChatStreamError.replyFailed });
    expect(errors).not.toHaveBeenCalled();
    expect(await t.db.selectFrom('chat_turns').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('token_ledger').select('kind').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  describe('a reply charged in a session made while its account is being deleted, once the deletion holds the tokens (PostgreSQL)', () => {
    /**
     * Forces the deadlock: the deletion locks the account's sessions and waits at the tokens (held
     * `FOR KEY SHARE`, which a charge's update passes); a session is made; the deletion takes the
     * tokens and waits at the sign-up grant; the reply's charge holds its new session and waits at
     * the tokens; the grant is let go and the deletion, deleting the account, waits for that session.
     * `beforeCycle` runs while the charge waits alone. PostgreSQL cancels the one whose wait reaches
     * `deadlock_timeout` first with the cycle there, and the test checks it did.
     */
    async function deleteWhileCharging(user: TestUser, beforeCycle: () => Promise<void>) {
      const deadlocksBefore = await deadlocks();
      const releaseTokens = await heldTokens(t.db, user.id);
      const releaseDeletion = await heldSignUpGrant(t.db, user.id);
      const deleting = t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: user.auth, payload: { password: user.password } });
      await waitingOnLocks(t.db, 1, 'subscriptions');
      const sessionId = await newSession(t.app, user.auth);
      await releaseTokens();
      await waitingOnLocks(t.db, 1, 'token_ledger');
      const sending = sendMessage(t.app, user.auth, sessionId, MESSAGE);
      await waitingOnLocks(t.db, 1, 'subscriptions');
      await beforeCycle();
      await releaseDeletion();
      const deleted = await deleting;
      // The victim's backend reports the deadlock with its statistics, at once or, when it reported
      // less than a second before, once idle for PGSTAT_IDLE_INTERVAL (10 s): waited on past that.
      // Other test files share the database, so the count may also hold theirs.
      await vi.waitUntil(async () => (await deadlocks()) > deadlocksBefore, { timeout: 15_000, interval: 50 });
      return { deleted, sending };
    }

    const deadlocks = async () =>
      (await sql<{ n: number }>`SELECT deadlocks::int AS n FROM pg_stat_database WHERE datname = current_database()`.execute(t.db)).rows[0]!.n;

    const accountGone = async (user: TestUser) => {
      expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toEqual([]);
      expect(await t.db.selectFrom('chat_turns').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
      expect(await t.db.selectFrom('token_ledger').select('kind').where('user_id', '=', user.id).execute()).toEqual([]);
    };

    // Which of the two PostgreSQL cancels depends on the machine: the charge when the cycle closes
    // within `deadlock_timeout` of its wait (its own check finds it), else the deletion. Either runs again.
    it.skipIf(!testEnv.onPostgres)('whichever is cancelled runs again, with a warning in the log: no 500, the deletion answers 204, nothing is left charged', async () => {
      openai.script = { chunks: ['First words', ' never', ' sent'], hangAfter: 1 };
      const user = await createUser(t.app);
      const warnings = vi.spyOn(t.app.log, 'warn');
      onTestFinished(() => warnings.mockRestore());
      const { deleted, sending } = await deleteWhileCharging(user, async () => {});

      expect(deleted.statusCode).toBe(204);
      expect(warnings).toHaveBeenCalledWith({ err: expect.objectContaining({ code: '40P01' }), retry: 1 }, expect.stringMatching(/deadlock/));
      const sent = await sending;
      if (sent.res.statusCode === 404) {
        // The charge was cancelled: run again, it found its session gone and took nothing.
        expect(sent.res.json()).toMatchObject({ code: 'session_not_found' });
        expect(openai.requests).toEqual([]);
      } else {
        // The deletion was cancelled: run again, it read the charged reply and stopped it.
        expect(sent.res.statusCode).toBe(200);
        expect(sent.events.at(-1)).toMatchObject({ type: 'error' });
      }
      await accountGone(user);
    });

    it.skipIf(!testEnv.onPostgres)('the deletion, cancelled, runs again with a warning in the log, reads the charged reply and stops it: 204, and the stream ends', async () => {
      openai.script = { chunks: ['First words', ' never', ' sent'], hangAfter: 1 };
      const user = await createUser(t.app);
      const warnings = vi.spyOn(t.app.log, 'warn');
      onTestFinished(() => warnings.mockRestore());
      // The charge's own deadlock check runs once, alone in its wait: the deletion's, later, finds the cycle.
      const { rows } = await sql<{ ms: number }>`SELECT setting::int AS ms FROM pg_settings WHERE name = 'deadlock_timeout'`.execute(t.db);
      const { deleted, sending } = await deleteWhileCharging(user, () => new Promise((resolve) => setTimeout(resolve, rows[0]!.ms + 1000)));

      expect(deleted.statusCode).toBe(204);
      expect(warnings).toHaveBeenCalledWith({ err: expect.objectContaining({ code: '40P01' }), retry: 1 }, expect.stringMatching(/deadlock/));
      const sent = await sending;
      expect(sent.res.statusCode).toBe(200);
      expect(sent.events.at(-1)).toMatchObject({ type: 'error' });
      await vi.waitUntil(() => openai.requests.every((r) => r.abortedAt !== null), { timeout: 2000, interval: 10 });
      await accountGone(user);
    });
  });

  it("refuses another user's turn, an unknown one and a malformed id with 404, and stops nothing", async () => {
    openai.script = { chunks: ['Owner words', ' and', ' more.'] };
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const sessionId = await newSession(t.app, owner.auth);
    const turn = await sendMessage(t.app, owner.auth, sessionId, MESSAGE);
    const turnId = turn.complete!.turn_id!;
    for (const id of [turnId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await stop(other, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'turn_not_found' });
    }
    expect(await turnRow(turnId)).toMatchObject({ status: 'complete', stopped: false });
    expect(turn.text).toBe('Owner words and more.');
  });
});

import { ChatStreamError, endpoints } from '@ideapilot/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addActiveAgent } from '../../../test/agent-models.ts';
import { createUser, deactivateAgents, useTestApp, type TestUser } from '../../../test/app.ts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fakes/model-server.ts';
import { newSession, requestCanvas, sendMessage, streamEvents } from '../../../test/fakes/sse-client.ts';
import { generate, prepare } from '../../../test/fakes/vibe-client.ts';

// A refund whose write fails (a dropped connection, a deadlock, a restart) must not lose the token.
// The sweeper here runs every second and fails and refunds what is pending for more than 1.5 s.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true', TURN_PENDING_LIMIT_MS: '1500', SWEEP_INTERVAL_MS: '1000' } });
let openai: FakeModelServer;
let admin: TestUser;

beforeAll(async () => {
  openai = await startFakeModelServer('openai');
  admin = await createUser(t.app, { admin: true });
});
afterAll(async () => {
  await sql`DROP FUNCTION IF EXISTS refund_write_fails()`.execute(t.db);
  await sql`DROP SEQUENCE IF EXISTS refund_attempts`.execute(t.db);
  await deactivateAgents(t.db);
  await openai?.close();
});
beforeEach(() => deactivateAgents(t.db));
afterEach(async () => {
  await sql`DROP TRIGGER IF EXISTS refund_write_fails ON token_ledger`.execute(t.db);
});

/** The next `times` refund lines written fail, as a dropped connection would make them; later ones go through. */
async function failRefundWrites(times: number) {
  await sql`DROP SEQUENCE IF EXISTS refund_attempts`.execute(t.db);
  await sql`CREATE SEQUENCE refund_attempts`.execute(t.db);
  await sql.raw(`
    CREATE OR REPLACE FUNCTION refund_write_fails() RETURNS trigger AS $$
    BEGIN
      IF NEW.kind = 'refund' AND nextval('refund_attempts') <= ${Number(times)} THEN
        RAISE EXCEPTION 'terminating connection due to administrator command (simulated)';
      END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`).execute(t.db);
  await sql`CREATE TRIGGER refund_write_fails BEFORE INSERT ON token_ledger FOR EACH ROW EXECUTE FUNCTION refund_write_fails()`.execute(t.db);
}

const balance = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
const ledgerKinds = async (refId: string) => (await t.db.selectFrom('token_ledger').select('kind').where('ref_id', '=', refId).orderBy('id').execute()).map((l) => l.kind);
const refunded = (refId: string) => vi.waitUntil(async () => (await ledgerKinds(refId)).includes('refund'), { timeout: 8000, interval: 100 });
const turnOf = (sessionId: string) => t.db.selectFrom('chat_turns').select(['id', 'status', 'failure']).where('session_id', '=', sessionId).executeTakeFirstOrThrow();

/** The session's one turn was failed by the sweeper as cut off, and its token given back. */
async function expectSweptAndRefunded(user: TestUser, sessionId: string) {
  const { id } = await turnOf(sessionId);
  await refunded(id);
  expect(await turnOf(sessionId)).toEqual({ id, status: 'failed', failure: 'cut_off' });
  expect(await ledgerKinds(id)).toEqual(['charge', 'refund']);
  expect(await balance(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
}

describe('a refund whose write fails', () => {
  it('of a failed turn leaves the turn pending, and the sweeper fails and refunds it', async () => {
    await addActiveAgent(t, admin, openai, { role: 'advisor', provider: 'openai', model: 'openai-test-model', api_key: 'sk-refund-fails-key-1' });
    openai.script = { chunks: ['Half', ' a', ' reply'], failAfter: 1 };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await failRefundWrites(1);

    const turn = await sendMessage(t.app, user.auth, sessionId, 'I want to build a tool for florists.');
    expect(turn.events.at(-1)).toEqual({ type: 'error', detail: ChatStreamError.replyFailed });
    await expectSweptAndRefunded(user, sessionId);
  });

  it('of a declined turn, twice (its decline, then its failure), leaves it pending for the sweeper too', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await failRefundWrites(2);

    const turn = await sendMessage(t.app, user.auth, sessionId, 'Who should I vote for in the next election?');
    expect(turn.events.at(-1)).toEqual({ type: 'error', detail: ChatStreamError.replyFailed });
    await expectSweptAndRefunded(user, sessionId);
  });

  it('of a failed Vibe generation leaves the run pending, and the sweeper fails and refunds it', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking app for florists in small towns.');
    await requestCanvas(t.app, user.auth, sessionId);
    expect((await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: '' })).statusCode).toBe(200);
    const before = await balance(user);
    await addActiveAgent(t, admin, openai, { role: 'executor', provider: 'openai', model: 'openai-test-model', api_key: 'sk-refund-fails-key-2' });
    openai.script = { chunks: ['# Landing', ' page', ' prompt'], failAfter: 1 };
    await failRefundWrites(1);

    const run = await generate(t.app, user.auth, { session_id: sessionId });
    expect(run.res.statusCode).toBe(200);
    expect(run.last).toMatchObject({ meta_info: { event: 'error' } });
    const { id } = await t.db.selectFrom('vibe_runs').select('id').where('session_id', '=', sessionId).where('kind', '=', 'generate').executeTakeFirstOrThrow();
    await refunded(id);
    expect(await t.db.selectFrom('vibe_runs').select(['status', 'failure']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'failed', failure: 'cut_off' });
    expect(await ledgerKinds(id)).toEqual(['charge', 'refund']);
    expect(await balance(user)).toEqual(before);
  });

  it('of a failed block rework leaves the rework pending, and the sweeper fails and refunds it', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking app for florists so they stop losing orders.');
    await requestCanvas(t.app, user.auth, sessionId);
    const before = await balance(user);
    await addActiveAgent(t, admin, openai, { role: 'secretary', provider: 'openai', model: 'secretary-model', api_key: 'sk-refund-fails-key-3' });
    openai.script = { chunks: ['Half a ', 'sentence', ' and'], failAfter: 2 };
    // Twice: a refund tried once more in the request would not be enough.
    await failRefundWrites(2);

    const res = await t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/canvas/rework`, headers: user.auth, payload: { block: 'WHO' } });
    expect(streamEvents(res.body, endpoints.reworkCanvasBlock).at(-1)).toMatchObject({ type: 'error' });
    const { id } = await t.db.selectFrom('canvas_reworks').select('id').where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    await refunded(id);
    expect(await t.db.selectFrom('canvas_reworks').select(['status', 'failure']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'failed', failure: 'cut_off' });
    expect(await ledgerKinds(id)).toEqual(['charge', 'refund']);
    expect(await balance(user)).toEqual(before);
  });
});

import { sql } from 'kysely';
import { request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addActiveAgent } from '../../../test/agent-models.ts';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fakes/model-server.ts';
import { newSession } from '../../../test/fakes/sse-client.ts';
import { canvas, prepare, suggestions } from '../../../test/fakes/vibe-client.ts';

// A prepare's token comes back however the run ends: a client that left before the handler ran,
// a failure whose own record cannot be written (the sweeper refunds it: it runs every second here
// and takes what is pending for more than 1.5 s). The fake listens on 127.0.0.1.

/**
 * Requests to prepare wait, once read and signed in, until their client has gone (as if their
 * checks took that long); `held` resolves when one is waiting.
 */
let holdUntilLeft = false;
let inHold!: () => void;
let held = new Promise<void>((resolve) => (inHold = resolve));
const t = useTestApp({
  config: { ALLOW_PRIVATE_MODEL_URLS: 'true', TURN_PENDING_LIMIT_MS: '1500', SWEEP_INTERVAL_MS: '1000' },
  deps: {
    onRoute: (route) => {
      if (route.url !== '/api/vibe/prepare') return;
      const hold = async (_request: unknown, reply: { raw: ServerResponse }) => {
        if (!holdUntilLeft) return;
        const gone = new Promise((resolve) => reply.raw.once('close', resolve));
        inHold();
        await gone;
      };
      route.preHandler = [hold, ...[route.preHandler ?? []].flat()];
    },
  },
});
let model: FakeModelServer;


beforeAll(async () => {
  model = await startFakeModelServer('openai');
  const admin = await createUser(t.app, { admin: true });
  await addActiveAgent(t, admin, model, { role: 'executor', provider: 'openai', model: 'executor-model', api_key: 'sk-prepare-refunds-key' });
});
afterAll(async () => {
  await sql`DROP FUNCTION IF EXISTS refund_write_fails()`.execute(t.db);
  await sql`DROP SEQUENCE IF EXISTS refund_attempts`.execute(t.db);
  await model?.close();
});
beforeEach(() => {
  model.requests.length = 0;
  model.queue.length = 0;
  holdUntilLeft = false;
  held = new Promise<void>((resolve) => (inHold = resolve));
});
afterEach(async () => {
  await sql`DROP TRIGGER IF EXISTS refund_write_fails ON token_ledger`.execute(t.db);
});

const tokens = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
const runsOf = (sessionId: string) => t.db.selectFrom('vibe_runs').select(['kind', 'status', 'failure']).where('session_id', '=', sessionId).execute();
const eventually = (check: () => Promise<boolean>, timeout = 3000) => vi.waitUntil(check, { timeout, interval: 20 });

async function founder() {
  const user = await createUser(t.app);
  return { user, sessionId: await newSession(t.app, user.auth) };
}

describe('a client that leaves before the prepare handler runs', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('fails the run as aborted without asking the model, and gives the token back', async () => {
    const { user, sessionId } = await founder();
    model.queue.push({ chunks: [JSON.stringify(suggestions)] });
    holdUntilLeft = true;
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/vibe/prepare', method: 'POST', headers: { ...user.auth, 'content-type': 'application/json' } });
    req.on('error', () => {});
    req.end(JSON.stringify({ session_id: sessionId, canvas_text: canvas }));
    // It leaves once the server has read it and signed it in: leaving earlier, it is never handled at all.
    await held;
    req.destroy();

    await eventually(async () => (await runsOf(sessionId)).some((r) => r.status !== 'pending'));
    expect(await runsOf(sessionId)).toEqual([{ kind: 'prepare', status: 'failed', failure: 'aborted' }]);
    expect(model.requests).toHaveLength(0);
    expect(await tokens(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });
});

describe('a failed prepare whose failure cannot be written', () => {
  /** The next refund line written fails, as a dropped connection would make it; later ones go through. */
  async function failNextRefundWrite() {
    await sql`DROP SEQUENCE IF EXISTS refund_attempts`.execute(t.db);
    await sql`CREATE SEQUENCE refund_attempts`.execute(t.db);
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION refund_write_fails() RETURNS trigger AS $$
        BEGIN
          IF NEW.kind = 'refund' AND nextval('refund_attempts') <= 1 THEN
            RAISE EXCEPTION 'could not write the refund (simulated)';
          END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`,
      )
      .execute(t.db);
    await sql`CREATE TRIGGER refund_write_fails BEFORE INSERT ON token_ledger FOR EACH ROW EXECUTE FUNCTION refund_write_fails()`.execute(t.db);
  }

  it('answers 502 with its detail, not 500, and leaves the run for the sweeper, which gives the token back', async () => {
    const { user, sessionId } = await founder();
    model.queue.push({ chunks: [], status: 400 });
    await failNextRefundWrite();

    const res = await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'vibe_prepare_failed', detail: 'Failed to prepare. Please try again.' });
    expect(await runsOf(sessionId)).toEqual([{ kind: 'prepare', status: 'pending', failure: null }]);

    await eventually(async () => (await runsOf(sessionId))[0]!.status !== 'pending', 8000);
    expect(await runsOf(sessionId)).toEqual([{ kind: 'prepare', status: 'failed', failure: 'cut_off' }]);
    expect(await tokens(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });
});

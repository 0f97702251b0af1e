import { expect, it } from 'vitest';
import { startChildServer, useChildServerScratch } from '../../../test/child-server.ts';
import { freshDatabase, migratedDataDir } from '../../../test/database.ts';
import { testEnv } from '../../../test/env.ts';
import { createDatabase, type Db } from '../../db/database.ts';

// A server killed mid-turn (kill -9) leaves its turns pending; the next server refunds them, and
// the canvas block reworks it was writing too.
const scratch = useChildServerScratch('crash');

const USERS = 20;
const FREE_TOKENS = 20;

async function call(path: string, init: { token?: string; body?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  return fetch(`${scratch.server!.url}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body });
}

async function signUp(n: number): Promise<{ id: string; token: string }> {
  const email = `crash.${n}.${Date.now()}@example.com`;
  const registered = await call('/api/auth/register', { body: { email, password: 'Str0ng!pass', first_name: 'Crash', last_name: `${n}` } });
  expect(registered.status).toBe(201);
  const signedIn = await call('/api/auth/token', { form: { username: email, password: 'Str0ng!pass' } });
  const token = ((await signedIn.json()) as { access_token: string }).access_token;
  expect((await call('/api/users/me/consent', { token, body: {} })).status).toBe(200);
  return { id: ((await registered.json()) as { id: string }).id, token };
}

/** Starts a turn and resolves once its reply is streaming, leaving the stream open. */
async function turnUnderway(token: string, sessionId: string): Promise<void> {
  await underway(await call('/api/chat/message', { token, body: { session_id: sessionId, message: 'I want to help bakers sell leftover bread.' } }));
}

/** Starts reworking the session's WHO block and resolves once the new text is streaming. */
async function reworkUnderway(token: string, sessionId: string): Promise<void> {
  await underway(await call(`/api/sessions/${sessionId}/canvas/rework`, { token, body: { block: 'WHO' } }));
}

/** Resolves once a stream has sent its first chunk, and goes on reading it in the background. */
async function underway(res: Response): Promise<void> {
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let seen = '';
  while (!seen.includes('"type":"chunk"')) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before its first chunk: ${seen}`);
    seen += value;
  }
  // Keep reading in the background so the server does not see a client gone away.
  void (async () => {
    for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) return;
  })();
}

/** A complete turn, and its canvas built. */
async function completeTurn(token: string, sessionId: string) {
  const res = await call('/api/chat/message', { token, body: { session_id: sessionId, message: 'Bakers throw away a fifth of their bread.' } });
  expect(await res.text()).toMatch(/"type":"complete"/);
  const canvas = await call('/api/chat/results', { token, body: { session_id: sessionId, message: '' } });
  expect(await canvas.text()).toMatch(/"type":"complete"/);
}

it('refunds every turn cut off by kill -9 when the next server starts, and loses no token', async () => {
  const database = await databaseForChildren();
  const env = {
    ...database.env,
    DATA_DIR: scratch.dataDir,
    // A reply takes about 2.5 s: long enough to be cut off by the kill, short for the turns that finish first.
    COACH_DELAY_MS: '40',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
  };
  scratch.server = await startChildServer(env);

  const accounts = await Promise.all(Array.from({ length: USERS }, (_, n) => signUp(n)));
  const users = accounts.map((a) => a.token);
  const ids = accounts.map((a) => a.id);
  const sessions = await Promise.all(
    users.map(async (token) => ((await (await call('/api/chat/session', { token, body: {} })).json()) as { session_id: string }).session_id),
  );
  // Half the users have one acknowledged, complete turn before the crash.
  const finished = users.slice(0, USERS / 2);
  await Promise.all(finished.map((token, i) => completeTurn(token, sessions[i]!)));
  await Promise.all(users.map((token, i) => turnUnderway(token, sessions[i]!)));
  // Those with a canvas are reworking a block of it too.
  await Promise.all(finished.map((token, i) => reworkUnderway(token, sessions[i]!)));

  await scratch.server.stop('SIGKILL');
  scratch.server = await startChildServer({ ...env, TURN_PENDING_LIMIT_MS: '0' });

  const balances = await Promise.all(
    users.map(async (token) => ((await (await call('/api/users/me/tokens', { token })).json()) as { tokens_remaining: number }).tokens_remaining),
  );
  await scratch.server.stop();
  scratch.server = undefined;

  const db = database.open();
  try {
    expect(await db.selectFrom('chat_turns').select('id').where('status', '=', 'pending').execute()).toEqual([]);
    expect(await db.selectFrom('canvas_reworks').select('id').where('status', '=', 'pending').execute()).toEqual([]);
    const chargesWithoutTurn = await db
      .selectFrom('token_ledger as l')
      .leftJoin('chat_turns as t', 't.id', 'l.ref_id')
      .leftJoin('canvas_reworks as r', 'r.id', 'l.ref_id')
      .select('l.ref_id')
      .where('l.kind', '=', 'charge')
      .where('t.id', 'is', null)
      .where('r.id', 'is', null)
      .execute();
    expect(chargesWithoutTurn).toEqual([]);
    const reworks = await db
      .selectFrom('canvas_reworks as r')
      .leftJoin('token_ledger as l', (join) => join.onRef('l.ref_id', '=', 'r.id').on('l.kind', '=', 'refund'))
      .select(['r.user_id', 'r.status', 'r.failure', 'l.reason'])
      .execute();
    expect(reworks).toHaveLength(finished.length);
    // A rework may finish in the moment before the kill (its block changed, or it changed nothing and
    // was refunded for that); the last to start cannot.
    expect(reworks.filter((r) => r.failure === 'cut_off').length).toBeGreaterThanOrEqual(1);
    for (const row of reworks.filter((r) => r.status === 'failed')) {
      expect(row).toMatchObject(row.failure === 'unchanged' ? { reason: 'Canvas rework changed nothing' } : { failure: 'cut_off', reason: expect.stringMatching(/cut off/i) });
    }
    for (const row of reworks.filter((r) => r.status === 'complete')) expect(row.reason).toBeNull();
    const reworked = new Set(reworks.filter((r) => r.status === 'complete').map((r) => r.user_id));
    const cutOff = await db
      .selectFrom('chat_turns as t')
      .leftJoin('token_ledger as l', (join) => join.onRef('l.ref_id', '=', 't.id').on('l.kind', '=', 'refund'))
      .select(['t.failure', 'l.reason'])
      .where('t.status', '=', 'failed')
      .execute();
    // A turn may finish in the moment before the kill; most cannot.
    expect(cutOff.length).toBeGreaterThanOrEqual(USERS / 2);
    for (const row of cutOff) {
      expect(row.failure).toBe('cut_off');
      expect(row.reason).toMatch(/cut off/i);
    }
    // Every user paid exactly for the replies and reworks they got, as the server reports it after the restart.
    const complete = await db
      .selectFrom('users as u')
      .leftJoin('chat_turns as t', (join) => join.onRef('t.user_id', '=', 'u.id').on('t.status', '=', 'complete'))
      .select(['u.id', (eb) => eb.fn.count<number>('t.id').as('replies')])
      .groupBy('u.id')
      .execute();
    const replies = new Map(complete.map((row) => [row.id, Number(row.replies)]));
    for (const [i, id] of ids.entries()) {
      expect(balances[i], `user ${i}`).toBe(FREE_TOKENS - replies.get(id)! - (reworked.has(id) ? 1 : 0));
      if (i < finished.length) expect(replies.get(id)).toBeGreaterThanOrEqual(1);
    }
    // The cached counters agree with the ledger for every user.
    const mismatched = await db
      .selectFrom('subscriptions as s')
      .innerJoin('token_ledger as l', 'l.user_id', 's.user_id')
      .select(['s.user_id', 's.tokens_remaining'])
      .select((eb) => eb.fn.sum<number>('l.amount').as('ledger'))
      .groupBy(['s.user_id', 's.tokens_remaining'])
      .execute();
    expect(mismatched).toHaveLength(USERS);
    for (const row of mismatched) expect(Number(row.ledger)).toBe(row.tokens_remaining);
  } finally {
    await db.destroy();
  }
}, 300_000);

/** PostgreSQL (a fresh database) when the suite runs there, else PGlite files both servers share. */
async function databaseForChildren(): Promise<{ env: Record<string, string>; open: () => Db }> {
  if (!testEnv.onPostgres) {
    await migratedDataDir(scratch.dataDir);
    return { env: { DATABASE_URL: '' }, open: () => createDatabase({ dataDir: scratch.dataDir }) };
  }
  const fresh = await freshDatabase();
  scratch.dropDatabase = fresh.drop;
  const url = fresh.url!;
  return { env: { DATABASE_URL: url }, open: () => createDatabase({ url, dataDir: 'memory' }) };
}

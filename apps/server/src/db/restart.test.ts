import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { startChildServer, useChildServerScratch } from '../../test/child-server.ts';
import { freshDatabase } from '../../test/database.ts';
import { testEnv } from '../../test/env.ts';

// Stops the PostgreSQL server under a running app server, then starts it again. It needs root on
// a Debian-style cluster and a PostgreSQL nobody else is using, so it runs in CI (or with
// PG_RESTART_TEST=1), on its own, after the PostgreSQL suite.
const scratch = useChildServerScratch('restart');

function cluster(action: 'stop' | 'start') {
  const version = readdirSync('/etc/postgresql')[0]!;
  const args = ['--skip-systemctl-redirect', version, 'main', action, ...(action === 'stop' ? ['--', '-m', 'fast'] : [])];
  const result = spawnSync('pg_ctlcluster', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pg_ctlcluster ${action} failed: ${result.stderr}`);
}

function whyNot(): string | null {
  if (!testEnv.onPostgres) return 'needs TEST_DB=postgres';
  if (!testEnv.mayRestartPostgres) return 'restarts the shared PostgreSQL: set PG_RESTART_TEST=1 (CI does)';
  if (spawnSync('pg_ctlcluster', ['--help']).error) return 'pg_ctlcluster is not installed';
  if (process.getuid?.() !== 0) return 'needs root to run pg_ctlcluster';
  return null;
}

type Outcome = { status: number; retryAfter: string | null };

it('answers 503 while PostgreSQL is down, recovers by itself, and keeps every acknowledged write', async (context) => {
  const reason = whyNot();
  context.skip(reason !== null, `skipped: ${reason}`);

  const fresh = await freshDatabase();
  scratch.dropDatabase = fresh.drop;
  await fresh.db.destroy();
  scratch.server = await startChildServer({
    DATABASE_URL: fresh.url!,
    DATA_DIR: scratch.dataDir,
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_CHAT_PER_MINUTE: '100000',
  });
  const url = scratch.server.url;
  // A request that takes longer than this has hung: the server must answer fast either way.
  const call = async (path: string, init: RequestInit = {}): Promise<Response> => fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });

  const tokens: string[] = [];
  for (let n = 0; n < 4; n++) {
    const email = `restart.${n}.${Date.now()}@example.com`;
    await call('/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Str0ng!pass', first_name: 'R', last_name: 'S' }) });
    const signedIn = await call('/api/auth/token', { method: 'POST', body: new URLSearchParams({ username: email, password: 'Str0ng!pass' }) });
    tokens.push(((await signedIn.json()) as { access_token: string }).access_token);
  }

  // Bounded load: each user writes a new session, one request at a time, until told to stop.
  const acknowledged = tokens.map(() => [] as string[]);
  const outcomes: Outcome[] = [];
  let running = true;
  const workers = tokens.map(async (token, i) => {
    while (running) {
      const res = await call('/api/chat/session', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      outcomes.push({ status: res.status, retryAfter: res.headers.get('retry-after') });
      if (res.status === 201) acknowledged[i]!.push(((await res.json()) as { session_id: string }).session_id);
      else await res.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  const ready = async () => (await call('/api/health/ready')).status;
  try {
    await expect.poll(() => acknowledged.flat().length).toBeGreaterThan(8);
    cluster('stop');
    await expect.poll(ready, { timeout: 15_000 }).toBe(503);
    await expect.poll(() => outcomes.filter((o) => o.status === 503).length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect((await call('/api/health')).status, 'liveness while the database is down').toBe(200);
  } finally {
    cluster('start');
  }
  await expect.poll(ready, { timeout: 30_000, interval: 250 }).toBe(200);
  const before = outcomes.length;
  await expect.poll(() => outcomes.slice(before).filter((o) => o.status === 201).length, { timeout: 15_000 }).toBeGreaterThan(4);
  running = false;
  await Promise.all(workers);

  expect(scratch.server.process.exitCode, scratch.server.output()).toBeNull();
  const statuses = new Set(outcomes.map((o) => o.status));
  expect([...statuses].sort()).toEqual([201, 503]);
  for (const o of outcomes.filter((o) => o.status === 503)) expect(Number(o.retryAfter)).toBeGreaterThan(0);
  for (const [i, token] of tokens.entries()) {
    const listed = (await (await call('/api/sessions', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string }[];
    const ids = new Set(listed.map((s) => s.id));
    expect(acknowledged[i]!.filter((id) => !ids.has(id)), `user ${i}: acknowledged sessions missing`).toEqual([]);
  }
}, 300_000);

import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, useTestApp } from '../../test/app.ts';
import { testEnv } from '../../test/env.ts';
import { buildApp } from '../app.ts';
import { configWith } from '../config.ts';
import { testKeys } from '../keys.ts';
import { createDatabase, poolUsage, type Db } from './database.ts';

/** An app on a PostgreSQL URL that cannot answer; its requests must fail fast with 503. */
async function appOn(url: string): Promise<{ app: FastifyInstance; db: Db }> {
  const db = createDatabase({ url, dataDir: 'memory', connectTimeoutMs: 300, statementTimeoutMs: 500 });
  const app = await buildApp({ config: configWith(), db, keys: testKeys(), logger: false });
  await app.ready();
  return { app, db };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toEqual({ detail: expect.any(String), code: 'database_unavailable', request_id: res.headers['x-request-id'] });
}

describe.each([
  ['refuses connections', async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    return { port, close: async () => {} };
  }],
  ['accepts connections and never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    const port = await listen(silent);
    return {
      port,
      close: async () => {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => silent.close(resolve));
      },
    };
  }],
])('a database that %s', (_, start) => {
  let target: { port: number; close(): Promise<void> };
  let subject: { app: FastifyInstance; db: Db };
  beforeAll(async () => {
    target = await start();
    subject = await appOn(`postgres://postgres@127.0.0.1:${target.port}/none`);
  });
  afterAll(async () => {
    await subject.app.close();
    await subject.db.destroy().catch(() => {});
    await target.close();
  });

  it('gets 503 with Retry-After on every call that needs it, and liveness still answers', async () => {
    const calls = [
      subject.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'a@example.com', password: 'secret1', first_name: 'A', last_name: 'B' } }),
      subject.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: 'refresh_token=abc' } }),
      subject.app.inject({ url: '/api/subscriptions/plans' }),
      subject.app.inject({ url: '/api/health/ready' }),
    ];
    for (const res of await Promise.all(calls)) expectUnavailable(res);
    const live = await subject.app.inject({ url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });
});

describe.runIf(testEnv.onPostgres)('PostgreSQL ending the connections', () => {
  const t = useTestApp();

  /** What a PostgreSQL restart does to the app: every connection of its database ends, and is gone once this returns. */
  async function terminateConnections() {
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db);
    const admin = new pg.Client({ connectionString: testEnv.databaseUrl });
    await admin.connect();
    try {
      // In the select list, not the WHERE clause: PostgreSQL may evaluate conditions in any order.
      const ended = await admin.query<{ pid: number }>('SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [rows[0]!.name]);
      const pids = ended.rows.map((r) => r.pid);
      await vi.waitUntil(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1)', [pids])).rowCount === 0, { timeout: 5000, interval: 10 });
      return pids.length;
    } finally {
      await admin.end();
    }
  }

  /** The pool has seen its connections end, as it does within moments of a restart: the next request is not handed a dead one. */
  const poolHasSeenThemEnd = () => vi.waitUntil(() => poolUsage(t.db)?.total === 0, { timeout: 5000, interval: 10 });

  it('survives idle connections being killed (as in a restart) and serves the next request', async () => {
    const user = await createUser(t.app);
    // Fill the pool with idle connections.
    await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ url: '/api/users/me', headers: user.auth })));
    expect(await terminateConnections()).toBeGreaterThan(0);
    await poolHasSeenThemEnd();
    const me = await t.app.inject({ url: '/api/users/me', headers: user.auth });
    expect(me.statusCode).toBe(200);
  });

  it('survives a connection killed in the middle of a transaction', async () => {
    const user = await createUser(t.app);
    const outcome = t.db
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', user.id).execute();
        await terminateConnections();
        await trx.selectFrom('users').select('id').execute();
      })
      .then(
        () => 'committed',
        () => 'failed',
      );
    expect(await outcome).toBe('failed');
    await poolHasSeenThemEnd();
    expect((await t.app.inject({ url: '/api/users/me', headers: user.auth })).statusCode).toBe(200);
  });
});

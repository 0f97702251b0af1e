import { ChatStreamError, endpoints, type ChatStreamEvent } from '@ideapilot/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, fetch as undiciFetch } from 'undici';
import { describe, expect, it, type TestContext } from 'vitest';
import { startChildServer, type ChildServer } from '../test/child-server.ts';
import { freshDatabase, migratedDataDir } from '../test/database.ts';
import { testEnv } from '../test/env.ts';
import { sseReader, streamEvent, type ChatStreamRow } from '../test/fakes/sse-client.ts';
import { createDatabase, type Db } from './db/database.ts';

const IDEA = 'I want to build a scheduling app for independent dental clinics that solves no-shows.';

/** A database for one child server: PostgreSQL on the PostgreSQL run, else a PGlite data dir. */
async function childDatabase(): Promise<{ env: Record<string, string>; open: () => Promise<Db>; close: () => Promise<void>; drop: () => Promise<void> }> {
  if (testEnv.onPostgres) {
    const fresh = await freshDatabase();
    return { env: { DATABASE_URL: fresh.url! }, open: async () => fresh.db, close: async () => {}, drop: fresh.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'ideapilot-shutdown-'));
  await migratedDataDir(dir);
  let db: Db | undefined;
  return {
    env: { DATABASE_URL: '', DATA_DIR: dir },
    open: async () => (db = createDatabase({ dataDir: dir })),
    close: async () => {
      await db?.destroy();
    },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

type Stream = { events: ChatStreamEvent[]; firstChunk: Promise<void>; done: Promise<void> };

/** A client that keeps its connections open as long as the server lets it, as browsers do. */
const keptAlive = new Agent({ keepAliveTimeout: 600_000, keepAliveMaxTimeout: 600_000 });

/** Opens a chat stream and reads it to its end; `firstChunk` resolves once text has started to flow. */
async function openStream(server: ChildServer, token: string, row: ChatStreamRow, body: object): Promise<Stream> {
  const res = await undiciFetch(`${server.url}${row.path}`, {
    dispatcher: keptAlive,
    method: row.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  const events: ChatStreamEvent[] = [];
  let chunkSeen!: () => void;
  let failed!: (error: unknown) => void;
  const firstChunk = new Promise<void>((resolve, reject) => {
    chunkSeen = resolve;
    failed = reject;
  });
  const feed = sseReader((message) => {
    const event = streamEvent(row, message);
    events.push(event);
    if (event.type === 'chunk') chunkSeen();
  });
  const done = (async () => {
    for await (const part of res.body!.pipeThrough(new TextDecoderStream())) feed(part);
  })();
  done.catch(failed);
  return { events, firstChunk, done };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads a few known fields
async function json(server: ChildServer, path: string, init: { token?: string; body?: object; form?: Record<string, string> } = {}): Promise<any> {
  const res = await fetch(`${server.url}${path}`, {
    method: init.body || init.form ? 'POST' : 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      'content-type': init.form ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: init.form ? new URLSearchParams(init.form).toString() : init.body ? JSON.stringify(init.body) : undefined,
  });
  return res.json();
}

async function signedInUser(server: ChildServer) {
  const email = `shutdown.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const registered = await json(server, '/api/auth/register', { body: { email, password: 'Str0ng!pass', first_name: 'Ada', last_name: 'Lovelace' } });
  const { access_token } = await json(server, '/api/auth/token', { form: { username: email, password: 'Str0ng!pass' } });
  await json(server, '/api/users/me/consent', { token: access_token, body: {} });
  return { id: registered.id as string, token: access_token as string };
}

const newSession = async (server: ChildServer, token: string) => (await json(server, '/api/chat/session', { token, body: {} })).session_id as string;
const text = (events: ChatStreamEvent[]) => events.map((e) => (e.type === 'chunk' ? e.content : '')).join('');

/** True once the server refuses new connections. */
async function refusesConnections(server: ChildServer) {
  for (let i = 0; i < 500; i++) {
    const ok = await fetch(`${server.url}/api/health`).then(() => true, () => false);
    if (!ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

/** A child server on a database of its own, both gone when the test ends. */
async function serverWith(env: Record<string, string>, { onTestFinished }: TestContext) {
  const database = await childDatabase();
  onTestFinished(async () => {
    await database.close();
    await database.drop();
  });
  const server = await startChildServer({ LOG_LEVEL: 'info', REDIS_URL: '', RATE_LIMIT_AUTH_PER_MINUTE: '1000', ...database.env, ...env });
  // Finished hooks run last registered first: the server is gone before its database.
  onTestFinished(() => server.stop('SIGKILL'));
  return { server, database };
}

// Each test has its own child server and database: they run side by side.
describe.concurrent('SIGTERM in the middle of turns', () => {
  it('stops taking connections, lets running turns and a canvas rebuild finish whole, then exits 0 without waiting on kept-alive connections', async (context) => {
    // Replies of a few seconds: on a loaded machine the signal must still come while one is running.
    const { server, database } = await serverWith({ COACH_DELAY_MS: '40', SHUTDOWN_GRACE_SECONDS: '60' }, context);
    const user = await signedInUser(server);
    const first = await newSession(server, user.token);
    await (await openStream(server, user.token, endpoints.sendMessage, { session_id: first, message: IDEA })).done;

    const sessions = [first, await newSession(server, user.token), await newSession(server, user.token)];
    const turns = await Promise.all(sessions.map((id) => openStream(server, user.token, endpoints.sendMessage, { session_id: id, message: IDEA })));
    const canvas = await openStream(server, user.token, endpoints.rebuildCanvas, { session_id: first, message: '' });
    await Promise.all([...turns, canvas].map((s) => s.firstChunk));

    server.process.kill('SIGTERM');
    expect(await refusesConnections(server)).toBe(true);
    expect(turns.some((s) => !s.events.some((e) => e.type === 'complete'))).toBe(true);
    await Promise.all([...turns, canvas].map((s) => s.done));
    // The client would keep its connections for minutes; the server closes them once their streams end.
    expect(await Promise.race([server.exited, sleep(20_000, 'still running', { ref: false })])).toBe(0);

    const db = await database.open();
    for (const [i, stream] of turns.entries()) {
      const complete = stream.events.at(-1);
      expect(complete, `turn ${i}`).toMatchObject({ type: 'complete', turn_id: expect.any(String) });
      const saved = await db.selectFrom('chat_turns').select(['status', 'assistant_message']).where('id', '=', (complete as { turn_id: string }).turn_id).executeTakeFirstOrThrow();
      expect(saved).toEqual({ status: 'complete', assistant_message: text(stream.events) });
    }
    const built = canvas.events.at(-1);
    expect(built).toMatchObject({ type: 'complete', turn_id: expect.any(String) });
    const savedCanvas = await db.selectFrom('canvas_versions').select('content_md').where('turn_id', '=', (built as { turn_id: string }).turn_id).executeTakeFirstOrThrow();
    // The build starts again (with a new stage event) when the session's other turn completes while it runs.
    const lastBuild = canvas.events.slice(canvas.events.findLastIndex((e) => e.type === 'stage') + 1);
    expect(savedCanvas.content_md.trim()).toBe(text(lastBuild).trim());
    const ledger = await db.selectFrom('token_ledger').select(['kind']).where('user_id', '=', user.id).execute();
    expect(ledger.map((l) => l.kind).sort()).toEqual(['charge', 'charge', 'charge', 'charge', 'grant']);
    expect(server.output()).toMatch(/shutting down/);
  }, 120_000);

  it('cuts turns that outlast the grace period with a last event, refunds them and exits 0', async (context) => {
    const { server, database } = await serverWith({ COACH_DELAY_MS: '400', SHUTDOWN_GRACE_SECONDS: '1' }, context);
    const user = await signedInUser(server);
    const sessions = [await newSession(server, user.token), await newSession(server, user.token)];
    const turns = await Promise.all(sessions.map((id) => openStream(server, user.token, endpoints.sendMessage, { session_id: id, message: IDEA })));
    await Promise.all(turns.map((s) => s.firstChunk));

    server.process.kill('SIGTERM');
    await Promise.all(turns.map((s) => s.done));
    expect(await server.exited).toBe(0);
    for (const stream of turns) {
      expect(stream.events.at(-1)).toEqual({ type: 'error', detail: ChatStreamError.serverRestarting });
      expect(stream.events.some((e) => e.type === 'complete')).toBe(false);
    }

    const db = await database.open();
    const saved = await db.selectFrom('chat_turns').select('status').where('user_id', '=', user.id).execute();
    expect(saved.map((t) => t.status)).toEqual(['failed', 'failed']);
    const ledger = await db.selectFrom('token_ledger').select(['kind']).where('user_id', '=', user.id).execute();
    expect(ledger.map((l) => l.kind).sort()).toEqual(['charge', 'charge', 'grant', 'refund', 'refund']);
    const balance = await db.selectFrom('subscriptions').select('tokens_remaining').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(balance.tokens_remaining).toBe(20);
  }, 120_000);

  it('exits at once, with 1, on a second signal during the grace period (Ctrl-C twice)', async (context) => {
    const { server } = await serverWith({ COACH_DELAY_MS: '400', SHUTDOWN_GRACE_SECONDS: '60' }, context);
    const user = await signedInUser(server);
    const turn = await openStream(server, user.token, endpoints.sendMessage, { session_id: await newSession(server, user.token), message: IDEA });
    await turn.firstChunk;
    turn.done.catch(() => {});

    server.process.kill('SIGINT');
    expect(await refusesConnections(server)).toBe(true);
    server.process.kill('SIGINT');
    expect(await Promise.race([server.exited, sleep(5000, 'still running', { ref: false })])).toBe(1);
    expect(server.output()).toMatch(/second signal: exiting now/);
  }, 120_000);
});

import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createUser, useTestApp } from '../test/app.ts';
import { startChildServer, useChildServerScratch, type ChildServer } from '../test/child-server.ts';
import { childEnv, testEnv } from '../test/env.ts';
import { connectTestRedis } from '../test/redis.ts';
import { compiledEntry } from '../test/server-build.ts';
import { newSession, sendMessage } from '../test/fakes/sse-client.ts';

// Each mock is the real module, and notes that something imported it.
const { loaded, noted } = vi.hoisted(() => {
  const loaded = new Set<string>();
  return { loaded, noted: (name: string) => (importOriginal: () => Promise<unknown>) => (loaded.add(name), importOriginal()) };
});
vi.mock('pdfkit', noted('pdfkit'));
vi.mock('ai', noted('ai'));
vi.mock('@ai-sdk/openai', noted('@ai-sdk/openai'));
vi.mock('@ai-sdk/openai-compatible', noted('@ai-sdk/openai-compatible'));
vi.mock('@ai-sdk/anthropic', noted('@ai-sdk/anthropic'));
vi.mock('@ai-sdk/deepseek', noted('@ai-sdk/deepseek'));
vi.mock('@ai-sdk/amazon-bedrock', noted('@ai-sdk/amazon-bedrock'));

const t = useTestApp();
const scratch = useChildServerScratch('start-up');

it('starts and serves a chat turn with the offline coach without loading pdfkit or any AI SDK', async () => {
  // They were a quarter of an idle server's JavaScript heap (docs/decisions/2026-11-24-performance-server.md).
  const user = await createUser(t.app);
  const turn = await sendMessage(t.app, user.auth, await newSession(t.app, user.auth), 'I want to build a scheduling app for dental clinics.');
  expect(turn.res.statusCode).toBe(200);
  expect([...loaded]).toEqual([]);
});

/**
 * Starts the compiled server in production with `env` over the test's; its exit code and output, or
 * 'running' if it still runs after `ms`. It has a PUBLIC_URL, so that its only warning is the one a test is about.
 */
function startServer(env: Record<string, string>, ms = 20_000): Promise<{ code: number | null | 'running'; output: string }> {
  const child = spawn(process.execPath, compiledEntry('main'), {
    env: childEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'https://ideas.example.com',
      DATA_DIR: mkdtempSync(join(scratch.dataDir, 'd-')),
      WEB_DIST_DIR: join(scratch.dataDir, 'no-web'),
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: 'running', output });
    }, ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A clear stop: exit 1 and one line, `ideapilot: …`, matching `says`; no stack trace. */
async function expectOneLineStop(env: Record<string, string>, says: RegExp) {
  const { code, output } = await startServer(env);
  expect(code, output).toBe(1);
  expect(output.trim().split('\n'), output).toHaveLength(1);
  expect(output).toMatch(/^ideapilot: /);
  expect(output).toMatch(says);
}

describe('a bad setting or a start-up that fails stops the server with one line saying what is wrong', () => {
  it('a setting that is not valid', () => expectOneLineStop({ PORT: 'abc' }, /^ideapilot: Invalid configuration: PORT: must be a number$/m), 30_000);

  it('a DATA_DIR that is a file', async () => {
    const file = join(scratch.dataDir, 'a-file');
    writeFileSync(file, 'x');
    await expectOneLineStop({ DATA_DIR: file }, new RegExp(`DATA_DIR ${file} must be a directory this process can write in`));
  }, 30_000);

  it('a REDIS_URL that cannot be reached', () => expectOneLineStop({ REDIS_URL: 'redis://127.0.0.1:1' }, /REDIS_URL cannot be reached/), 30_000);

  it('a port another process listens on', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      await expectOneLineStop({ PORT: String((taken.address() as AddressInfo).port) }, /EADDRINUSE/);
    } finally {
      taken.close();
    }
  }, 30_000);

  it.runIf(testEnv.onPostgres)('a DATABASE_URL naming a database that does not exist, or a user that does not', async () => {
    const url = new URL(testEnv.databaseUrl!);
    url.pathname = '/no_such_db_of_the_start_up_test';
    await expectOneLineStop({ DATABASE_URL: url.href }, /^ideapilot: database "no_such_db_of_the_start_up_test" does not exist$/m);
    url.username = 'no_such_user_of_the_start_up_test';
    await expectOneLineStop({ DATABASE_URL: url.href }, /no_such_user_of_the_start_up_test/);
  }, 60_000);
});

describe.skipIf(testEnv.onPostgres)('the embedded database, one process at a time', () => {
  it('a second server refuses the DATA_DIR a server has open, in one line naming it; the first keeps running', async () => {
    const dataDir = mkdtempSync(join(scratch.dataDir, 'shared-'));
    const first = await startChildServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      await expectOneLineStop(
        { DATA_DIR: dataDir },
        new RegExp(`^ideapilot: The embedded database in DATA_DIR ${dataDir} is in use by process ${first.process.pid}: stop the server first`, 'm'),
      );
      expect((await fetch(`${first.url}/api/health/ready`)).status).toBe(200);
    } finally {
      await first.stop();
    }
    // Stopped, it took its lock with it: the next server starts.
    const next = await startChildServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    await next.stop();
  }, 120_000);

  it('after a crash, the next server refunds the turns the killed one left pending at once, not after TURN_PENDING_LIMIT_MS', async () => {
    const dataDir = mkdtempSync(join(scratch.dataDir, 'crash-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
    const crashing = await startChildServer({ ...env, COACH_DELAY_MS: '400' });
    const call = (server: ChildServer, path: string, init: { token?: string; body?: object; form?: Record<string, string> } = {}) =>
      fetch(`${server.url}${path}`, {
        method: init.body || init.form ? 'POST' : 'GET',
        headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), 'content-type': init.form ? 'application/x-www-form-urlencoded' : 'application/json' },
        body: init.form ? new URLSearchParams(init.form).toString() : init.body && JSON.stringify(init.body),
      });
    try {
      const email = `crash.${Date.now()}@example.com`;
      await call(crashing, '/api/auth/register', { body: { email, password: 'Str0ng!pass', first_name: 'Ada', last_name: 'Lovelace' } });
      const { access_token: token } = (await (await call(crashing, '/api/auth/token', { form: { username: email, password: 'Str0ng!pass' } })).json()) as { access_token: string };
      await call(crashing, '/api/users/me/consent', { token, body: {} });
      const { session_id } = (await (await call(crashing, '/api/chat/session', { token, body: {} })).json()) as { session_id: string };
      const reply = await call(crashing, '/api/chat/message', { token, body: { session_id, message: 'I want to help bakers sell their leftover bread.' } });
      const reader = reply.body!.pipeThrough(new TextDecoderStream()).getReader();
      let seen = '';
      while (!seen.includes('"type":"chunk"')) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the reply ended before its first words: ${seen}`);
        seen += value;
      }
      await crashing.stop('SIGKILL');

      const next = await startChildServer(env);
      try {
        expect(await (await call(next, '/api/users/me/tokens', { token })).json()).toEqual({ tokens_remaining: 20, tokens_used: 0 });
      } finally {
        await next.stop();
      }
    } finally {
      await crashing.stop('SIGKILL');
    }
  }, 120_000);
});

// All of 127.0.0.0/8 is this machine on Linux: 127.0.0.2 stands for another address of it.
it.runIf(process.platform === 'linux')('serves METRICS_PORT on loopback only, to the bearer of METRICS_TOKEN, though HOST is every address', async () => {
  const free = createServer();
  await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
  const metricsPort = (free.address() as AddressInfo).port;
  await new Promise((resolve) => free.close(resolve));
  const token = 'metrics-token-of-the-start-up-test-0123';
  const server = await startChildServer({ HOST: '0.0.0.0', METRICS_PORT: String(metricsPort), METRICS_TOKEN: token, DATABASE_URL: '' });
  try {
    expect((await fetch(`${server.url.replace('127.0.0.1', '127.0.0.2')}/api/health`)).status).toBe(200);
    await expect(fetch(`http://127.0.0.2:${metricsPort}/metrics`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  } finally {
    await server.stop();
  }
}, 60_000);

it('in production without PUBLIC_URL warns that the links in e-mails point at localhost', async () => {
  const says = /PUBLIC_URL is not set: the links in e-mails point at http:\/\/localhost:/;
  for (const PUBLIC_URL of ['', 'https://ideas.example.com']) {
    // Ready means started: the warning comes before the server listens, or not at all.
    const server = await startChildServer({ NODE_ENV: 'production', PUBLIC_URL, DATABASE_URL: '' });
    try {
      expect(says.test(server.output()), server.output()).toBe(PUBLIC_URL === '');
    } finally {
      await server.stop();
    }
  }
}, 60_000);

const testRedis = await connectTestRedis();
testRedis?.disconnect();

describe.skipIf(!testRedis)('a Redis that goes away after start-up (skipped without Redis at REDIS_URL)', () => {
  it('is logged by the server, not thrown as unhandled errors, and makes it not ready', async () => {
    // A proxy to the tests' Redis, to take it away.
    const target = new URL(testEnv.redisUrl);
    const sockets = new Set<Socket>();
    const proxy = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => socket.destroy());
        socket.on('close', () => (client.destroy(), upstream.destroy()));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const server = await startChildServer({ REDIS_URL: `redis://127.0.0.1:${(proxy.address() as AddressInfo).port}`, LOG_LEVEL: 'warn' });
    try {
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      proxy.close();
      sockets.forEach((socket) => socket.destroy());
      await vi.waitUntil(() => /Redis connection error/.test(server.output()), { timeout: 10_000 });
      const ready = await fetch(`${server.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(server.output()).not.toMatch(/Unhandled error event/);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop('SIGKILL');
      proxy.close();
    }
  }, 60_000);
});

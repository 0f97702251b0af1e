import { connect, createServer, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { testEnv } from '../../test/env.ts';
import { postgresListener } from './notifications.ts';

/**
 * A TCP relay in front of PostgreSQL whose connections can go silent: what either side sends is
 * dropped and nothing is closed, as when a NAT or a load balancer forgets a connection. New
 * connections are relayed as before.
 */
async function relay(target: URL) {
  const pairs: { client: Socket; upstream: Socket; silent: boolean }[] = [];
  const server = createServer((client) => {
    const pair = { client, upstream: connect(Number(target.port || 5432), target.hostname), silent: false };
    pairs.push(pair);
    client.on('data', (data) => pair.silent || pair.upstream.write(data));
    pair.upstream.on('data', (data) => pair.silent || client.write(data));
    for (const [socket, other] of [[client, pair.upstream], [pair.upstream, client]] as const) {
      socket.on('error', () => other.destroy());
      socket.on('close', () => other.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = new URL(target);
  url.host = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: url.toString(),
    silenceAll: () => pairs.forEach((pair) => (pair.silent = true)),
    close: () => {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

let front: Awaited<ReturnType<typeof relay>>;
beforeAll(async () => {
  if (testEnv.onPostgres) front = await relay(new URL(testEnv.databaseUrl!));
});
afterAll(() => front?.close());

it.runIf(testEnv.onPostgres)('a listening connection that goes silent is found out by its heartbeat, given up and opened again', async () => {
  const changes = vi.fn();
  const listener = postgresListener(front.url, 300, { heartbeatMs: 100 })('heartbeat_test', changes);
  try {
    await vi.waitFor(() => expect(listener.listening).toBe(true));
    front.silenceAll();
    await vi.waitFor(() => expect(listener.listening).toBe(false), { timeout: 5000 });
    await vi.waitFor(() => expect(listener.listening).toBe(true), { timeout: 10_000 });

    // Listening again: a notification reaches it.
    const seen = changes.mock.calls.length;
    const notifier = new pg.Client({ connectionString: testEnv.databaseUrl });
    await notifier.connect();
    try {
      await notifier.query('NOTIFY heartbeat_test');
    } finally {
      await notifier.end();
    }
    await vi.waitFor(() => expect(changes.mock.calls.length).toBeGreaterThan(seen));
  } finally {
    await listener.close();
  }
});

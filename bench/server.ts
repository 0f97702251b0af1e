/**
 * The server under benchmark, in its own process so its memory is its own: in-memory PGlite, the
 * offline coach, one signed-in user on the unlimited plan. Talks to bench/run.ts over IPC.
 */
import { buildApp } from '../apps/server/src/app.ts';
import { configWith } from '../apps/server/src/config.ts';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.ts';
import { testKeys } from '../apps/server/src/keys.ts';

const db = createDatabase({ dataDir: 'memory' });
await migrateToLatest(db);
const app = await buildApp({
  config: configWith({ COACH_DELAY_MS: process.env.BENCH_COACH_DELAY_MS ?? '0', RATE_LIMIT_AUTH_PER_MINUTE: '1000', RATE_LIMIT_CHAT_PER_MINUTE: '1000000' }),
  db,
  keys: testKeys(),
  logger: false,
});
const email = `bench.${Date.now()}@example.com`;
const password = 'Bench!pass1';
await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password, first_name: 'Bench', last_name: 'Mark' } });
const signedIn = await app.inject({
  method: 'POST',
  url: '/api/auth/token',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ username: email, password }).toString(),
});
const token = signedIn.json().access_token as string;
await db.updateTable('subscriptions').set({ plan_name: 'pro' }).execute();
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', (msg: { type: string }) => {
  if (msg.type === 'memory') {
    const m = process.memoryUsage();
    process.send!({ type: 'memory', rss: m.rss, heapUsed: m.heapUsed });
  } else if (msg.type === 'stop') {
    void app.close().finally(() => process.exit(0));
  }
});
process.send!({ type: 'ready', port, token });

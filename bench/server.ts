/**
 * The server under benchmark, in its own process so its memory is its own: PostgreSQL when
 * DATABASE_URL is set, else PGlite in BENCH_DATA_DIR (a data directory made by `--prepare`, as a
 * server finds it on every start after its first); the offline coach; a signed-in founder on the
 * unlimited plan, and seven more when asked (`founders`). Talks to bench/run.ts over IPC.
 */
import { buildApp } from '../apps/server/src/app.ts';
import { configWith } from '../apps/server/src/config.ts';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.ts';
import { testKeys } from '../apps/server/src/keys.ts';

/** As many founders as the bench runs clients at most. */
const FOUNDERS = 8;

const db = createDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.BENCH_DATA_DIR ?? 'memory' });
await migrateToLatest(db);
if (process.argv.includes('--prepare')) {
  await db.destroy();
  process.exit(0);
}
const app = await buildApp({
  config: configWith({ COACH_DELAY_MS: process.env.BENCH_COACH_DELAY_MS ?? '0', RATE_LIMIT_AUTH_PER_MINUTE: '1000', RATE_LIMIT_CHAT_PER_MINUTE: '1000000' }),
  db,
  keys: testKeys(),
  logger: false,
  webDist: process.env.BENCH_WEB_DIST ?? null,
});
/**
 * A founder on the unlimited plan, past consent and the tour (so a browser bench lands on the chat
 * itself), signed in: the bench's clients are founders of their own, as concurrent chats are.
 */
async function signedInFounder(n: number) {
  const email = `bench.${process.pid}.${Date.now()}.${n}@example.com`;
  const password = 'Bench!pass1';
  await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password, first_name: 'Bench', last_name: 'Mark' } });
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
  if (signedIn.statusCode !== 200) throw new Error(`bench founder ${n} could not sign in: ${signedIn.statusCode} ${signedIn.body}`);
  const token = signedIn.json().access_token as string;
  const me = (await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })).json().id as string;
  await db.updateTable('subscriptions').set({ plan_name: 'pro' }).where('user_id', '=', me).execute();
  await db.updateTable('users').set({ has_consent: true, consent_at: new Date(), viewed_tutorial: true }).where('id', '=', me).execute();
  return { email, password, token };
}
const { email, password, token } = await signedInFounder(0);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', (msg: { type: string }) => {
  if (msg.type === 'memory') {
    // Started with --expose-gc: a reading after a collection measures what is kept, not garbage.
    (globalThis as { gc?: () => void }).gc?.();
    const m = process.memoryUsage();
    process.send!({ type: 'memory', rss: m.rss, heapUsed: m.heapUsed });
  } else if (msg.type === 'cpu') {
    const used = process.cpuUsage();
    process.send!({ type: 'cpu', micros: used.user + used.system });
  } else if (msg.type === 'founders') {
    // Signed in only now, after the idle memory was read: each sign-up and sign-in hashes a password (19 MiB).
    void (async () => {
      const tokens = [token];
      for (let n = 1; n < FOUNDERS; n++) tokens.push((await signedInFounder(n)).token);
      process.send!({ type: 'founders', tokens });
    })();
  } else if (msg.type === 'stop') {
    void app.close().finally(() => db.destroy()).finally(() => process.exit(0));
  }
});
process.send!({ type: 'ready', port, token, email, password });

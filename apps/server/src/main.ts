import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { ensureAdmin } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { createDatabase, migrateToLatest } from './db/database.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { loadKeys } from './keys.ts';

const config = loadConfig();
// Until the app's logger exists; then its own.
let reportConnectionError = (err: Error) => console.warn(`database connection lost: ${err.message}`);
const db = createDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  onConnectionError: (err) => reportConnectionError(err),
});
// A database still starting (or restarting) is waited for; any other migration error stops the server.
for (;;) {
  try {
    await migrateToLatest(db);
    break;
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    console.warn(`database unavailable (${(err as Error).message}); retrying in 2 s`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
const app = await buildApp({
  config,
  db,
  keys: loadKeys(config),
  redis,
  webDist: config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : fileURLToPath(new URL('../../web/dist', import.meta.url)),
});
reportConnectionError = (err) => app.log.warn({ err }, 'database connection lost; it is reopened on the next request');
await ensureAdmin(db, config, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.destroy();
  redis?.disconnect();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { ensureAdmin } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { createDatabase, migrateToLatest } from './db/database.ts';
import { loadKeys } from './keys.ts';

const config = loadConfig();
const db = createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateToLatest(db);
const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
const app = await buildApp({
  config,
  db,
  keys: loadKeys(config),
  redis,
  webDist: config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : fileURLToPath(new URL('../../web/dist', import.meta.url)),
});
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

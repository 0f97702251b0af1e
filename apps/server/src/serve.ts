import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { ensureAdmin } from './bootstrap.ts';
import type { Config } from './config.ts';
import { createDatabase, migrateWhenReady } from './db/database.ts';
import { listenForMetrics } from './http/metrics.ts';
import { loadKeys } from './keys.ts';
import { startRetention } from './modules/retention/service.ts';
import { stopGracefullyOnSignals } from './shutdown.ts';

/** Opens the database (migrated), builds the app and listens, until a signal stops it gracefully. */
export async function serve(config: Config): Promise<void> {
  // Until the app's logger exists; then its own.
  let reportConnectionError = (err: Error) => console.warn(`database connection lost: ${err.message}`);
  const db = createDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    onConnectionError: (err) => reportConnectionError(err),
  });
  await migrateWhenReady(db);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({
    config,
    db,
    keys: loadKeys(config),
    redis,
    webDist: config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : fileURLToPath(new URL('../../web/dist', import.meta.url)),
  });
  reportConnectionError = (err) => app.log.warn({ err }, 'database connection lost; it is reopened on the next request');
  await ensureAdmin(app.users, config, app.log);
  const stopRetention = startRetention({ db, log: app.log, intervalMinutes: config.RETENTION_INTERVAL_MINUTES });

  const metricsListener = config.METRICS_PORT ? await listenForMetrics(app.metrics, { port: config.METRICS_PORT, host: config.HOST }) : undefined;

  stopGracefullyOnSignals(app, {
    graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
    async close() {
      await stopRetention();
      await metricsListener?.close();
      await db.destroy();
      redis?.disconnect();
    },
  });

  await app.listen({ port: config.PORT, host: config.HOST });
}

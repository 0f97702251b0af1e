import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp, publicUrl } from './app.ts';
import { ensureAdmin } from './bootstrap.ts';
import type { Config } from './config.ts';
import { createDatabase, migrateWhenReady } from './db/database.ts';
import { pingWithin } from './http/health.ts';
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
  let reportRedisError = (err: Error) => console.warn(`Redis connection error: ${err.message}`);
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, (err) => reportRedisError(err)) : undefined;
  const app = await buildApp({
    config,
    db,
    keys: loadKeys(config),
    redis,
    ownsDatabase: !config.DATABASE_URL,
    webDist: config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : fileURLToPath(new URL('../../web/dist', import.meta.url)),
  });
  reportConnectionError = (err) => app.log.warn({ err }, 'database connection lost; it is reopened on the next request');
  reportRedisError = (err) => app.log.warn({ err }, 'Redis connection error; reconnecting');
  await ensureAdmin({ users: app.users, auth: app.auth }, config, app.log);
  // E-mails' links (verification, reset) are made from PUBLIC_URL: a deployment without it sends
  // founders links to their own machine.
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    app.log.warn(`PUBLIC_URL is not set: the links in e-mails point at ${publicUrl(config)}; set it to the address founders open`);
  }
  const stopRetention = startRetention({ db, log: app.log, intervalMinutes: config.RETENTION_INTERVAL_MINUTES });

  const metricsListener = config.METRICS_PORT
    ? await listenForMetrics(app.metrics, { port: config.METRICS_PORT, host: config.METRICS_HOST, token: config.METRICS_TOKEN })
    : undefined;

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

const REDIS_CONNECT_TIMEOUT_MS = 3000;

/**
 * Redis, answering: a server that started without it would say it is ready and then hang every
 * rate-limited request. Its connection errors go to `onError` once it answered (ioredis emits them
 * as events: with no listener, each try to reconnect printed an unhandled error's stack).
 */
async function connectRedis(url: string, onError: (err: Error) => void): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: REDIS_CONNECT_TIMEOUT_MS });
  let lastError: Error | undefined;
  const note = (err: Error) => (lastError = err);
  redis.on('error', note);
  try {
    await pingWithin(redis, REDIS_CONNECT_TIMEOUT_MS);
  } catch (err) {
    redis.disconnect();
    throw new Error(`REDIS_URL cannot be reached (${(lastError ?? (err as Error)).message})`);
  }
  redis.off('error', note);
  return reportingErrors(redis, onError);
}

/** `redis`, and every connection duplicated from it (the stream hub's subscriber and blocking readers), report their errors to `onError`. */
function reportingErrors(redis: Redis, onError: (err: Error) => void): Redis {
  redis.on('error', onError);
  const duplicate = redis.duplicate.bind(redis);
  redis.duplicate = (override) => reportingErrors(duplicate(override), onError);
  return redis;
}

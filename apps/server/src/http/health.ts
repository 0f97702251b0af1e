import { endpoints } from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ping, type Db } from '../db/database.ts';
import { databaseUnavailable } from './errors.ts';
import { route } from './routes.ts';

/**
 * Liveness (`/health`: the process answers) and readiness (`/health/ready`: it can reach its
 * database, and its Redis when it has one). A load balancer sends traffic on readiness; a
 * supervisor restarts on liveness only, so a database outage does not restart every app server.
 * An unreachable Redis answers as an unreachable database does: the contract has one code for both.
 */
export async function healthRoutes(app: FastifyInstance, opts: { db: Db; redis?: Redis }) {
  route(app, endpoints.health, async () => ({ status: 'ok' as const }));
  route(app, endpoints.ready, async (request) => {
    try {
      await ping(opts.db);
      if (opts.redis) await pingRedis(opts.redis);
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      throw databaseUnavailable();
    }
    return { status: 'ok' as const };
  });
}

const REDIS_PING_TIMEOUT_MS = 2000;

/** One PING, failing fast: ioredis queues commands while it reconnects, and would hold this one. */
async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') throw new Error(`Redis is ${redis.status}`);
  await pingWithin(redis, REDIS_PING_TIMEOUT_MS);
}

/** A PING that fails after `ms` without an answer (ioredis would keep it queued while it reconnects). */
export async function pingWithin(redis: Redis, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([redis.ping(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer to PING in ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

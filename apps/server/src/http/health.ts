import { endpoints } from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';
import { ping, type Db } from '../db/database.ts';
import { databaseUnavailable } from './errors.ts';
import { route } from './routes.ts';

/**
 * Liveness (`/health`: the process answers) and readiness (`/health/ready`: it can reach its
 * database). A load balancer sends traffic on readiness; a supervisor restarts on liveness only,
 * so a database outage does not restart every app server.
 */
export async function healthRoutes(app: FastifyInstance, opts: { db: Db }) {
  route(app, endpoints.health, async () => ({ status: 'ok' as const }));
  route(app, endpoints.ready, async (request) => {
    try {
      await ping(opts.db);
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      throw databaseUnavailable();
    }
    return { status: 'ok' as const };
  });
}

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { errorBody } from './errors.ts';

/**
 * `GET /api/ready`: 200 when this instance can serve, i.e. its database answers; 503 with
 * Retry-After otherwise. Load balancers and the container's HEALTHCHECK use it. While shutting
 * down, Fastify already answers 503 to every new request.
 */
export async function readinessRoute(app: FastifyInstance, opts: { db: Db }) {
  app.get('/ready', async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(opts.db);
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'not ready: the database does not answer');
      return reply.status(503).header('retry-after', '5').send(errorBody(request, 'The service is not ready. Please try again shortly.', 'not_ready'));
    }
  });
}

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';

/** A failure the client is meant to see: a status, a stable code and a human sentence. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) =>
  new AppError(`${what.toLowerCase().replace(/\s+/g, '_')}_not_found`, 404, `${what} not found`);

/** Parses input with a contract schema; a mismatch is a 422 naming the first bad field. */
export function parse<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new AppError('validation_failed', 422, `${where}${issue?.message ?? 'Invalid request'}`);
}

export const databaseUnavailable = () =>
  new AppError('database_unavailable', 503, 'The service is briefly unavailable. Please try again in a few seconds.');

/**
 * The one error handler: AppError → its answer; framework 4xx → {detail}; a database that is down
 * → 503 with Retry-After; anything else → logged 500.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        error = databaseUnavailable();
      }
      if (error instanceof AppError) {
        if (error.status === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        return reply.status(error.status).send({ detail: error.detail, code: error.code });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({ detail: 'Too many requests. Please try again later.', code: 'rate_limited' });
      }
      if (status >= 400 && status < 500) {
        const code = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'unsupported_media_type' : 'bad_request';
        return reply.status(status).send({ detail: error.message || 'Bad request', code });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ detail: 'Internal server error', code: 'internal' });
    });
  },
  { name: 'error-handler' },
);

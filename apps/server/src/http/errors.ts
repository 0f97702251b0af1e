import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';

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

/** An error answer: the sentence, the code, and the request id that finds it in the log. */
export const errorBody = (request: FastifyRequest, detail: string, code: string) => ({ detail, code, request_id: request.id });

/** The one error handler: AppError → its answer; framework 4xx → {detail}; anything else → logged 500. */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.status).send(errorBody(request, error.detail, error.code));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send(errorBody(request, 'Too many requests. Please try again later.', 'rate_limited'));
      }
      if (status >= 400 && status < 500) {
        const code = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'unsupported_media_type' : 'bad_request';
        return reply.status(status).send(errorBody(request, error.message || 'Bad request', code));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody(request, 'Internal server error', 'internal'));
    });
  },
  { name: 'error-handler' },
);

import { ERRORS, type ErrorCode } from '@ideapilot/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { REQUEST_ID_HEADER } from './logging.ts';

/** A failure the client is meant to see: a code of the contract's closed list, its status and a sentence. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string = ERRORS[code].detail,
  ) {
    super(detail);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}

/** Fastify's own refusals of a request, by their error code. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
};

/** A schema mismatch of the request: 422 naming the first bad field, as `field: message`. */
function validationDetail(error: FastifyError): string {
  const issue = error.validation?.[0];
  const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return `${field ? `${field}: ` : ''}${issue?.message ?? ERRORS.validation_failed.detail}`;
}

export const databaseUnavailable = () => new AppError('database_unavailable');

/** An error answer: the sentence, the code, and the request id that finds it in the log. */
export const errorBody = (request: FastifyRequest, detail: string, code: ErrorCode) => ({ detail, code, request_id: request.id });

/**
 * A request Fastify refused before our code saw it (a bad body, a URL the router cannot read):
 * its status, with {detail}. `Fastify({ frameworkErrors })` answers the router's refusals with it,
 * before any onRequest hook ran: so it sets what those hooks set on every answer, the request id
 * and the security headers (the same values again for a refusal that came after them).
 */
export function refuse(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header(REQUEST_ID_HEADER, request.id);
  if (request.server.hasDecorator('setSecurityHeaders')) request.server.setSecurityHeaders(request, reply);
  const code = FRAMEWORK_CODES[error.code] ?? (error instanceof SyntaxError ? 'invalid_json' : 'bad_request');
  return reply.status(error.statusCode ?? 400).send(errorBody(request, error.message || ERRORS.bad_request.detail, code));
}

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
        return reply.status(error.status).send(errorBody(request, error.detail, error.code));
      }
      if (error.validation) {
        return reply.status(422).send(errorBody(request, validationDetail(error), 'validation_failed'));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send(errorBody(request, ERRORS.rate_limited.detail, 'rate_limited'));
      }
      if (status >= 400 && status < 500) return refuse(error, request, reply);
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody(request, ERRORS.internal.detail, 'internal'));
    });
  },
  { name: 'error-handler' },
);

import {
  errorResponsesOf,
  type Endpoint,
  type ParamsOf,
  type ParsedBodyOf,
  type QueryOf,
  type ResponseOf,
} from '@ideapilot/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import type * as core from 'zod/v4/core';

// The contract is written with zod/mini, which brings no messages: a rule without a message of its
// own answers zod's English one in a 422's `detail`, not "Invalid input" (users.test.ts holds it).
// Importing classic zod loads them too; said here, where the contract's rules check requests.
z.config(z.locales.en());

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Body: ParsedBodyOf<E>; Params: ParamsOf<E>; Querystring: QueryOf<E> }>;

/** A streaming, file or 204 endpoint answers through `reply`; any other returns its response body. */
type Answer<E extends Endpoint> = E['stream'] extends core.$ZodType ? void : E['file'] extends string ? void : E['status'] extends 204 ? void : ResponseOf<E>;

export type EndpointHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<Answer<E>>;

/** The route schema of a table row: validation, serialization and the OpenAPI document all read it. */
export function routeSchema(row: Endpoint) {
  const success = row.stream
    ? { [row.status]: { description: 'A stream of server-sent events', content: { 'text/event-stream': { schema: row.stream } } } }
    : row.file
      ? { [row.status]: { description: 'A file, sent as an attachment', content: { [row.file]: { schema: z.string().meta({ format: 'binary' }) } } } }
      : { [row.status]: row.response ?? z.null().describe('No content') };
  return {
    summary: row.summary,
    tags: [row.path.split('/')[2] ?? 'api'],
    ...(row.params ? { params: row.params } : {}),
    ...(row.query ? { querystring: row.query } : {}),
    ...(row.body ? { body: row.body } : {}),
    ...(row.encoding === 'form' ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
    ...(row.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    response: { ...success, ...errorResponsesOf(row) },
  };
}

/** A missing body reads as `{}`, so a bodiless request is refused by naming its first missing field. */
const emptyBodyAsObject: preValidationHookHandler = async (request) => {
  request.body ??= {};
};

/**
 * Registers one row of the endpoint table. Access is checked before the body is validated, so a
 * request without a token gets 401 whatever it sends.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  row: E,
  handler: EndpointHandler<E>,
  options: { config?: FastifyContextConfig; preHandler?: preHandlerHookHandler } = {},
) {
  const guard = { public: [], user: [app.requireUser], consented: [app.requireConsent], admin: [app.requireAdmin] }[row.access];
  app.route({
    method: row.method,
    url: row.path,
    schema: routeSchema(row),
    preValidation: row.body ? [...guard, emptyBodyAsObject] : guard,
    ...(options.config ? { config: options.config } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    // Not async itself: the handler's promise is returned as it is, one promise a request fewer.
    handler: (request, reply) => {
      reply.status(row.status);
      return handler(request as EndpointRequest<E>, reply);
    },
  });
}

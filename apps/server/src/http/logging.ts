import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy may pass as a request id: short and plain, so it cannot forge log lines. */
const PLAIN_ID = /^[\w.:@-]{1,128}$/;

const REDACTED = '[redacted]';
/** Secrets that may appear as a field of anything logged, at any of the first levels. */
const SECRET_FIELDS = ['password', 'current_password', 'new_password', 'token', 'access_token', 'refresh_token', 'google_access_token', 'api_key'];

/**
 * pino settings: the level, a request's id on every line as `request_id`, and no secrets:
 * authorization and cookie headers, password and token fields, query strings (which carry the
 * e-mail links' tokens on page loads) and share links' tokens (a bearer secret to a canvas) are
 * redacted.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>, stream?: { write(line: string): void }): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: withoutShareToken(withoutQueryValues(req.url)), remoteAddress: req.ip }),
    },
  };
}

/** Request ids: our own uuid, or the `X-Request-Id` of a trusted proxy when it is plain. */
export function requestIdOptions(config: Pick<Config, 'TRUST_PROXY'>): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    genReqId(req) {
      const given = config.TRUST_PROXY ? req.headers[REQUEST_ID_HEADER] : undefined;
      return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
    },
  };
}

/** Every answer, streams included, names its request id. */
export const requestIdHeader = fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: it runs on every request, and a promise per hook shows up.
    // On the reply, not the raw response, for the reason given in security-headers.ts.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id-header' },
);

export function withoutQueryValues(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  return `${url.slice(0, q)}?${url
    .slice(q + 1)
    .split('&')
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`)
    .join('&')}`;
}

/** A share link's token: the path segment after `/shared/` (the page) or `/api/shared/` (its API). */
const SHARE_TOKEN = /^(\/(?:api\/)?shared\/)[^/?#]+/;

export function withoutShareToken(url: string): string {
  return url.replace(SHARE_TOKEN, `$1${REDACTED}`);
}

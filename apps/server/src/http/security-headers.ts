import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { DOCS_PATH } from './openapi.ts';

type Header = readonly [name: string, value: string];

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the security headers of `request`'s answer: for the answers no onRequest hook saw (see errors.ts). */
    setSecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/**
 * The headers helmet sets for these options, worked out once. `@fastify/helmet` builds helmet
 * afresh on every request — it parsed the whole Content-Security-Policy each time, about a fifth
 * of the CPU of a small answer (docs/decisions/2026-11-24-performance.md). Our headers do not vary
 * by request (no nonces, no per-route options), so one recorded list serves every answer.
 */
export function securityHeaderList(options: HelmetOptions): Header[] {
  const headers = new Map<string, Header>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as never, recorder as never, () => {});
  return [...headers.values()];
}

/**
 * The Content-Security-Policy of every answer but the pages: an API answer loads nothing and no
 * one may frame it. The full policy is for documents a browser renders, and it was 450 of the
 * 1,100 bytes of headers on every JSON answer (docs/decisions/2026-11-24-security-headers-per-answer.md).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** API answers are under /api/, but for the API reference page and its files. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PATH);

/**
 * Sets the security headers on every answer, streams and errors included, before any handler runs:
 * the pages' list (the web app, the API reference page), or the same list with the API's short
 * Content-Security-Policy. They go on the reply, not the raw response: Fastify passes the reply's
 * headers to one `writeHead`, while each `raw.setHeader` is validated and stored on its own and
 * then merged again (about 10 µs an answer for this list). A route that hijacks the reply sends
 * `reply.getHeaders()` itself (see sse.ts).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, opts: HelmetOptions) => {
    const page = securityHeaderList(opts).map(([name, value]) => [name.toLowerCase(), value] as const);
    const api = page.map(([name, value]) => [name, name === 'content-security-policy' ? API_CONTENT_SECURITY_POLICY : value] as const);
    const set = (request: FastifyRequest, reply: FastifyReply) => {
      for (const [name, value] of isApiAnswer(request.url) ? api : page) reply.header(name, value);
    };
    app.decorate('setSecurityHeaders', set);
    app.addHook('onRequest', (request, reply, done) => {
      set(request, reply);
      done();
    });
  },
  { name: 'security-headers' },
);

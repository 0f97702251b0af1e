import type { FastifyReply, FastifyRequest } from 'fastify';

/** The refresh token's cookie: sent only to the auth endpoints that read it. */
export const REFRESH_COOKIE = 'refresh_token';
export const COOKIE_PATH = '/api/auth';

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

/**
 * The refresh token the browser sent, if any. Cookies are parsed here, by the two endpoints that
 * read one, not by a hook on every request (`@fastify/cookie` runs with `hook: false`).
 */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[REFRESH_COOKIE] : undefined;
}

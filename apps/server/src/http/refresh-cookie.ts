import type { FastifyReply } from 'fastify';

/** The refresh token's cookie: sent only to the auth endpoints that read it. */
export const REFRESH_COOKIE = 'refresh_token';
export const COOKIE_PATH = '/api/auth';

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const crossSite = () => new AppError('cross_site_request');

/**
 * A preHandler for endpoints a cookie authenticates, and for those that set it (a sign-in posted
 * by another site would sign the browser into that site's choice of account): the browser sends
 * the cookie whoever made the page, so the request must say it comes from our own pages. Fetch Metadata when the browser
 * sends it, else `Origin` (the public URL's, or this server's own); a request with neither does
 * not come from a browser page and cannot ride on someone's cookie.
 */
export function sameOriginOnly(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined) {
      if (site !== 'same-origin') throw crossSite();
      return;
    }
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) throw crossSite();
  };
}

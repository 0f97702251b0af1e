import type { RouteOptions } from 'fastify';

export type Endpoint = { method: string; url: string; params: string[] };

/**
 * The endpoints an app registers, collected by its `onRoute` hook: pass `hook` as the app's
 * `onRoute` dependency and read `endpoints` once the app is ready. HEAD twins of GET routes are
 * left out.
 */
export function routeTable() {
  const endpoints: Endpoint[] = [];
  const hook = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      endpoints.push({ method, url: route.url, params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!) });
    }
  };
  return { hook, endpoints };
}

/**
 * Endpoints anyone may call without a token. Everything else must answer 401 without one, so an
 * endpoint added later is public only once it is listed here.
 */
export const PUBLIC_ENDPOINTS = new Set([
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/config',
  'GET /api/subscriptions/plans',
  'POST /api/auth/register',
  'POST /api/auth/token',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/login/google',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
]);

export const keyOf = (e: Endpoint) => `${e.method} ${e.url}`;
export const isAdminEndpoint = (e: Endpoint) => e.url.startsWith('/api/admin/');

import { endpoints } from '@ideapilot/contract';
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
 * Endpoints anyone may call without a token: the rows of the contract's endpoint table marked
 * `public`, and the API reference pages. Everything else must answer 401 without one.
 */
export const PUBLIC_ENDPOINTS = new Set(
  Object.values(endpoints)
    .filter((row) => row.access === 'public')
    .map((row) => `${row.method} ${row.path}`),
);
const isApiReference = (e: Endpoint) => e.method === 'GET' && (e.url === '/api/openapi.json' || e.url === '/api/docs' || e.url.startsWith('/api/docs/'));
export const isPublicEndpoint = (e: Endpoint) => PUBLIC_ENDPOINTS.has(keyOf(e)) || isApiReference(e);

export const keyOf = (e: Endpoint) => `${e.method} ${e.url}`;
export const isAdminEndpoint = (e: Endpoint) => e.url.startsWith('/api/admin/');

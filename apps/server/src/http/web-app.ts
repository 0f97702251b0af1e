import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.ts';

/**
 * Serves the built web app and answers every other non-API GET (and HEAD) with index.html, so the
 * client router owns the paths. API paths that match no route get a JSON 404.
 */
export const webApp = fp(
  async (app: FastifyInstance, opts: { dist: string | null }) => {
    const dist = opts.dist && existsSync(opts.dist) ? opts.dist : null;
    if (dist) {
      // The build writes brotli and gzip copies of the app's files; a browser that accepts one gets it.
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        // Files under assets/ carry a hash of their content in their names: cached for good. Anything
        // else (the app page, the logo) is checked again on every visit, so a new build shows at once.
        setHeaders: (reply, path) => reply.header('Cache-Control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
      });
    }
    app.setNotFoundHandler((request, reply) => {
      // HEAD too: a monitoring probe asks for a page's headers (Node sends no body for it).
      // A file under /assets/ that is not there is a 404, never the app page: a tab open across a
      // deploy asks for the old hashed files, and an HTML answer would fail as a broken script.
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && request.url !== '/api' && !request.url.startsWith('/assets/');
      if (dist && isPage) {
        // A shared canvas is for its link's holders: never indexed, whatever a crawler runs.
        if (request.url.startsWith('/shared/')) reply.header('X-Robots-Tag', 'noindex, nofollow');
        return reply.sendFile('index.html');
      }
      return reply.status(404).send(errorBody(request, 'Not found', 'not_found'));
    });
  },
  { name: 'web-app' },
);

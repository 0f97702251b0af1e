import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.ts';

/**
 * Serves the built web app and answers every other non-API GET with index.html, so the
 * client router owns the paths. API paths that match no route get a JSON 404.
 */
export const webApp = fp(
  async (app: FastifyInstance, opts: { dist: string | null }) => {
    const dist = opts.dist && existsSync(opts.dist) ? opts.dist : null;
    if (dist) {
      // The build writes brotli and gzip copies of the app's files; a browser that accepts one gets it.
      await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, preCompressed: true });
    }
    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
      if (dist && isPage) {
        // A shared canvas is for its link's holders: never indexed, whatever a crawler runs.
        if (request.url.startsWith('/shared/')) reply.header('X-Robots-Tag', 'noindex, nofollow');
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send(errorBody(request, 'Not found', 'not_found'));
    });
  },
  { name: 'web-app' },
);

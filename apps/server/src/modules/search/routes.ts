import { endpoints } from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/routes.ts';
import type { SearchService } from './service.ts';

export async function searchRoutes(app: FastifyInstance, opts: { search: SearchService }) {
  route(app, endpoints.searchSessions, async (request) => ({ results: await opts.search.search(currentUser(request).id, request.query.q) }));
}

import { endpoints } from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/routes.ts';
import { acceptEmptyJsonBodies } from '../../http/lenient-json.ts';
import type { SessionsService } from './service.ts';

export async function sessionsRoutes(app: FastifyInstance, opts: { sessions: SessionsService }) {
  const { sessions } = opts;
  acceptEmptyJsonBodies(app);

  route(app, endpoints.listSessions, (request) => sessions.list(currentUser(request).id));
  route(app, endpoints.lastSession, (request) => sessions.last(currentUser(request).id));
  route(app, endpoints.createSession, (request) => sessions.create(currentUser(request).id));
  route(app, endpoints.renameSession, (request) => sessions.rename(currentUser(request).id, request.params.id, request.body.new_name));
  route(app, endpoints.deleteSession, (request) => sessions.remove(currentUser(request).id, request.params.id));
}

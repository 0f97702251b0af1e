import { RenameSessionRequest } from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { parse } from '../../http/errors.ts';
import { acceptEmptyJsonBodies } from '../chat/lenient-json.ts';
import type { SessionsService } from './service.ts';

type IdParams = { Params: { id: string } };

export async function sessionsRoutes(app: FastifyInstance, opts: { sessions: SessionsService }) {
  const { sessions } = opts;
  acceptEmptyJsonBodies(app);
  app.addHook('preHandler', app.requireUser);

  app.get('/sessions', (request) => sessions.list(currentUser(request).id));
  app.get('/sessions/last', (request) => sessions.last(currentUser(request).id));
  app.post('/chat/session', async (request, reply) => reply.status(201).send(await sessions.create(currentUser(request).id)));
  app.get<IdParams>('/sessions/:id/history', (request) => sessions.history(currentUser(request).id, request.params.id));
  app.patch<IdParams>('/sessions/:id', (request) =>
    sessions.rename(currentUser(request).id, request.params.id, parse(RenameSessionRequest, request.body).new_name),
  );
  app.delete<IdParams>('/sessions/:id', async (request, reply) => {
    await sessions.remove(currentUser(request).id, request.params.id);
    return reply.status(204).send();
  });
}

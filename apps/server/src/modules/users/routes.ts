import { endpoints } from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/routes.ts';
import { presentUser } from './present.ts';
import type { UsersService } from './service.ts';

export async function usersRoutes(app: FastifyInstance, opts: { users: UsersService }) {
  const { users } = opts;
  // The guard has just read the whole row: answering from it keeps this read to one query.
  route(app, endpoints.me, async (request) => presentUser(currentUser(request).row));
  route(app, endpoints.updateMe, async (request) => presentUser(await users.update(currentUser(request).id, request.body)));
  route(app, endpoints.grantConsent, async (request) => presentUser(await users.setConsent(currentUser(request).id, true)));
  route(app, endpoints.revokeConsent, async (request) => presentUser(await users.setConsent(currentUser(request).id, false)));
  route(app, endpoints.markTutorialViewed, async (request) => presentUser(await users.markTutorialViewed(currentUser(request).id, request.body.viewed)));
  route(app, endpoints.tokenBalance, (request) => users.tokenBalance(currentUser(request).id));
}

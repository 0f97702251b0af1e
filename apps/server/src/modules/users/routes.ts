import { ChangePasswordRequest, UpdateUserRequest, ViewedTutorialRequest, type MessageResponse } from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { parse } from '../../http/errors.ts';
import type { MeteringService } from '../metering/service.ts';
import { presentUser } from './present.ts';
import type { UsersService } from './service.ts';

export async function usersRoutes(app: FastifyInstance, opts: { users: UsersService; metering: MeteringService }) {
  const { users, metering } = opts;
  app.addHook('preHandler', app.requireUser);

  app.get('/users/me', async (request) => presentUser(await users.get(currentUser(request).id)));

  app.put('/users/me', async (request) =>
    presentUser(await users.update(currentUser(request).id, parse(UpdateUserRequest, request.body))),
  );

  app.put('/users/me/password', async (request): Promise<MessageResponse> => {
    const body = parse(ChangePasswordRequest, request.body);
    const user = currentUser(request);
    await users.changePassword(user.id, body.current_password, body.new_password, user.sessionId);
    return { message: 'Password updated successfully' };
  });

  app.post('/users/me/consent', async (request) => presentUser(await users.setConsent(currentUser(request).id, true)));
  app.delete('/users/me/consent', async (request) => presentUser(await users.setConsent(currentUser(request).id, false)));

  app.post('/users/me/viewed_tutorial', async (request) => {
    const body = parse(ViewedTutorialRequest, request.body);
    return presentUser(await users.markTutorialViewed(currentUser(request).id, body.viewed));
  });

  app.get('/users/me/tokens', async (request) => metering.balance(currentUser(request).id));
}

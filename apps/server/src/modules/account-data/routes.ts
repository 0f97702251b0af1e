import { DeleteAccountRequest } from '@ideapilot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { parse } from '../../http/errors.ts';
import { COOKIE_PATH, REFRESH_COOKIE } from '../auth/routes.ts';
import type { AccountDataService } from './service.ts';

/** Exports are heavy to build: a few a minute per user is plenty. */
const EXPORTS_PER_MINUTE = 5;

export async function accountDataRoutes(app: FastifyInstance, opts: { accountData: AccountDataService }) {
  const { accountData } = opts;
  app.addHook('preHandler', app.requireUser);

  const perUser = {
    config: {
      rateLimit: {
        max: EXPORTS_PER_MINUTE,
        timeWindow: '1 minute',
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
      },
    },
  };

  app.get('/users/me/export', perUser, async (request, reply) => {
    const zip = await accountData.exportZip(currentUser(request).id);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="ideapilot-export-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(zip);
  });

  app.delete('/users/me', async (request, reply) => {
    await accountData.deleteAccount(currentUser(request).id, parse(DeleteAccountRequest, request.body));
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
    return reply.status(204).send();
  });
}

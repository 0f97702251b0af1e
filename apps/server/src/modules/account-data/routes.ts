import { endpoints } from '@ideapilot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/routes.ts';
import { clearRefreshCookie } from '../../http/refresh-cookie.ts';
import type { AccountDataService } from './service.ts';

/** Exports are heavy to build: a few a minute per user is plenty. */
const EXPORTS_PER_MINUTE = 5;

export async function accountDataRoutes(app: FastifyInstance, opts: { accountData: AccountDataService; authPerMinute: number }) {
  const { accountData } = opts;

  const perUser = (max: number) => ({
    config: {
      rateLimit: {
        max,
        timeWindow: '1 minute',
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
      },
    },
  });

  route(
    app,
    endpoints.exportAccount,
    async (request, reply) => {
      const zip = await accountData.exportZip(currentUser(request).id);
      const day = new Date().toISOString().slice(0, 10);
      await reply
        .type(endpoints.exportAccount.file)
        .header('content-disposition', `attachment; filename="ideapilot-export-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
    perUser(EXPORTS_PER_MINUTE),
  );

  // The password is asked again here: guesses of it get the sign-in budget, per account.
  route(
    app,
    endpoints.deleteAccount,
    async (request, reply) => {
      await accountData.deleteAccount(currentUser(request).id, request.body);
      clearRefreshCookie(reply);
    },
    perUser(opts.authPerMinute),
  );
}

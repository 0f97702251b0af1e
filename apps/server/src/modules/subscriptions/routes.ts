import { endpoints } from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { route } from '../../http/routes.ts';
import type { MeteringService } from '../metering/service.ts';

/** Plans and the current subscription; checkout, portal and history come with billing. */
export async function subscriptionsRoutes(app: FastifyInstance, opts: { metering: MeteringService }) {
  const { metering } = opts;

  route(app, endpoints.plans, () => metering.plans());

  route(app, endpoints.currentSubscription, async (request) => {
    const sub = await metering.subscription(currentUser(request).id);
    if (!sub) throw new AppError('subscription_not_found');
    return {
      plan_name: sub.plan_name,
      display_name: sub.display_name,
      status: sub.status,
      tokens_remaining: sub.unlimited ? null : sub.tokens_remaining,
      tokens_used: sub.tokens_used,
      token_allowance: sub.unlimited ? null : sub.token_allowance,
      subscription_expires_at: sub.current_period_end?.toISOString() ?? null,
      cancel_at_period_end: sub.cancel_at_period_end,
    };
  });
}

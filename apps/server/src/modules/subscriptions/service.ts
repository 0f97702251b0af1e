import type { CurrentSubscription } from '@ideapilot/contract';
import { AppError } from '../../http/errors.ts';
import type { MeteringService } from '../metering/service.ts';

/** Plans and the current subscription, read from the token ledger's subscription rows. */
export function subscriptionsService(deps: { metering: Pick<MeteringService, 'plans' | 'subscription'> }) {
  const { metering } = deps;
  return {
    plans: () => metering.plans(),

    async current(userId: string): Promise<CurrentSubscription> {
      const sub = await metering.subscription(userId);
      if (!sub) throw new AppError('subscription_not_found');
      return {
        plan_name: sub.plan_name,
        display_name: sub.display_name,
        status: sub.status,
        tokens_remaining: sub.unlimited ? null : sub.tokens_remaining,
        tokens_used: sub.tokens_used,
        token_allowance: sub.unlimited ? null : sub.token_allowance,
        tokens_carried: sub.unlimited ? null : sub.tokens_carried,
        subscription_expires_at: sub.current_period_end?.toISOString() ?? null,
        cancel_at_period_end: sub.cancel_at_period_end,
      };
    },
  };
}

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;

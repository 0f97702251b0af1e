import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** A plan as the pricing and billing screens show it; `tokens_per_period` is null when unlimited. */
export const Plan = z.object({
  name: z.string(),
  display_name: z.string(),
  price_cents: z.int(),
  currency: z.string(),
  interval: z.nullable(z.enum(['month'])),
  tokens_per_period: z.nullable(z.int()),
  unlimited: z.boolean(),
});
export type Plan = z.infer<typeof Plan>;

export const PlanListResponse = z.array(Plan);
export type PlanListResponse = z.infer<typeof PlanListResponse>;

/**
 * The signed-in user's plan; token counts are null on an unlimited plan ("Unlimited", never a number).
 * `tokens_used` counts the current period's tokens; `token_allowance` is what the period started
 * with: its plan's allowance and `tokens_carried`, the tokens held before it (what Free left at the
 * first paid period; all that was held on a return to Free). On a limited plan `tokens_used` +
 * `tokens_remaining` = `token_allowance`.
 */
export const CurrentSubscription = z.object({
  plan_name: z.string(),
  display_name: z.string(),
  status: z.string(),
  tokens_remaining: z.nullable(z.int()),
  tokens_used: z.int(),
  token_allowance: z.nullable(z.int()),
  tokens_carried: z.nullable(z.int()),
  subscription_expires_at: z.nullable(z.string()),
  cancel_at_period_end: z.boolean(),
});
export type CurrentSubscription = z.infer<typeof CurrentSubscription>;

export const subscriptionsEndpoints = {
  plans: endpoint({ method: 'GET', path: '/api/subscriptions/plans', summary: 'The plans on offer', access: 'public', status: 200, response: PlanListResponse, errors: [] }),
  currentSubscription: endpoint({ method: 'GET', path: '/api/subscriptions/current', summary: "The signed-in user's plan and tokens", access: 'user', status: 200, response: CurrentSubscription, errors: ['subscription_not_found'] }),
};

import { expect, it } from 'vitest';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { sandboxProvider, settleSandboxPeriods } from '../billing/sandbox.ts';
import { billingService } from '../billing/service.ts';
import { meteringService } from '../metering/service.ts';

const t = useTestApp();

const current = async (user: TestUser) => (await t.app.inject({ url: '/api/subscriptions/current', headers: user.auth })).json();

/** Buys `plan` through the sandbox's checkout, as the pricing page does. */
async function subscribe(user: TestUser, plan: string) {
  const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });
  const checkout = await post('/api/subscriptions/create-checkout-session', { plan_name: plan });
  const id = (checkout.json().checkout_url as string).split('/').pop()!;
  expect((await post(`/api/sandbox/checkout/${id}/pay`)).statusCode).toBe(200);
}

it('lists the plans from the database in order', async () => {
  const res = await t.app.inject({ url: '/api/subscriptions/plans' });
  expect(res.statusCode).toBe(200);
  expect(res.json().map((p: { name: string; display_name: string; price_cents: number; tokens_per_period: number | null }) => [p.name, p.display_name, p.price_cents, p.tokens_per_period])).toEqual([
    ['free', 'Free', 0, 20],
    ['starter', 'Starter', 900, 200],
    ['pro', 'Pro', 2900, null],
  ]);
});

it('shows a new account on the Free plan with its 20 tokens', async () => {
  const user = await createUser(t.app);
  const res = await t.app.inject({ url: '/api/subscriptions/current', headers: user.auth });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    plan_name: 'free',
    display_name: 'Free',
    status: 'active',
    tokens_remaining: 20,
    tokens_used: 0,
    token_allowance: 20,
    tokens_carried: 0,
    subscription_expires_at: null,
    cancel_at_period_end: false,
  });
});

it('shows an unlimited plan without numbers', async () => {
  const user = await createUser(t.app, { plan: 'pro' });
  const current = await t.app.inject({ url: '/api/subscriptions/current', headers: user.auth });
  expect(current.json()).toMatchObject({ display_name: 'Pro', tokens_remaining: null, token_allowance: null, tokens_carried: null });
  const tokens = await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth });
  expect(tokens.json().tokens_remaining).toBeNull();
});

it('needs a signed-in user for the current subscription', async () => {
  expect((await t.app.inject({ url: '/api/subscriptions/current' })).statusCode).toBe(401);
});

// Terms of Service, section 7: "unused tokens do not carry over or have cash value"; the pricing
// page: "200 tokens every month". See docs/decisions/2026-12-05-a-period-starts-with-its-allowance.md.
it('after a renewal the Starter plan shows its 200 tokens of 200: the unused ones of the last period do not carry over', async () => {
  const user = await createUser(t.app);
  await subscribe(user, 'starter');
  // The first period holds the 20 free tokens carried into it beside its 200 (none used yet).
  expect(await current(user)).toMatchObject({ tokens_remaining: 220, tokens_used: 0, token_allowance: 220, tokens_carried: 20 });
  const billing = billingService({ db: t.db, metering: meteringService(t.db, t.app.log), provider: sandboxProvider(t.db), log: t.app.log });
  await settleSandboxPeriods({ db: t.db, billing }, new Date(Date.now() + 32 * 86400_000));
  expect(await current(user)).toMatchObject({ plan_name: 'starter', tokens_remaining: 200, tokens_used: 0, token_allowance: 200, tokens_carried: 0 });
});

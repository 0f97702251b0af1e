import { expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/app.ts';

const t = useTestApp();

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
    subscription_expires_at: null,
    cancel_at_period_end: false,
  });
});

it('shows an unlimited plan without numbers', async () => {
  const user = await createUser(t.app, { plan: 'pro' });
  const current = await t.app.inject({ url: '/api/subscriptions/current', headers: user.auth });
  expect(current.json()).toMatchObject({ display_name: 'Pro', tokens_remaining: null, token_allowance: null });
  const tokens = await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth });
  expect(tokens.json().tokens_remaining).toBeNull();
});

it('needs a signed-in user for the current subscription', async () => {
  expect((await t.app.inject({ url: '/api/subscriptions/current' })).statusCode).toBe(401);
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, leaveTokens, useTestApp, type TestUser } from '../../../test/app.ts';
import { newSession, sendMessage } from '../../../test/fakes/sse-client.ts';
import { meteringService } from '../metering/service.ts';
import { sandboxProvider, settleSandboxPeriods } from './sandbox.ts';
import { billingService } from './service.ts';

const t = useTestApp();

const get = (user: TestUser, url: string) => t.app.inject({ url, headers: user.auth });
const post = (user: TestUser, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });
const current = async (user: TestUser) => (await get(user, '/api/subscriptions/current')).json();
const ledger = (userId: string) =>
  t.db.selectFrom('token_ledger').select(['kind', 'amount', 'reason']).where('user_id', '=', userId).orderBy('id').execute();

async function openCheckout(user: TestUser, plan: string): Promise<string> {
  const res = await post(user, '/api/subscriptions/create-checkout-session', { plan_name: plan });
  expect(res.statusCode).toBe(200);
  const url: string = res.json().checkout_url;
  expect(url).toMatch(/^\/sandbox\/checkout\/cs_test_/);
  return url.split('/').pop()!;
}

async function subscribe(user: TestUser, plan: string) {
  const id = await openCheckout(user, plan);
  const paid = await post(user, `/api/sandbox/checkout/${id}/pay`);
  expect(paid.statusCode).toBe(200);
  return id;
}

async function openPortal(user: TestUser): Promise<string> {
  const res = await post(user, '/api/subscriptions/manage');
  expect(res.statusCode).toBe(200);
  return (res.json().portal_url as string).split('/').pop()!;
}

describe('sandbox checkout', () => {
  it('paying for Starter moves the user to Starter with 200 more tokens, a ledger line and a transaction', async () => {
    const user = await createUser(t.app);
    const id = await openCheckout(user, 'starter');
    const page = await get(user, `/api/sandbox/checkout/${id}`);
    expect(page.json()).toMatchObject({ plan_name: 'starter', display_name: 'Starter', price_cents: 900, currency: 'usd', status: 'open', email: user.email });

    const paid = await post(user, `/api/sandbox/checkout/${id}/pay`);
    expect(paid.json()).toEqual({ success_url: `/subscription/success?session_id=${id}` });

    const sub = await current(user);
    // The period's total holds the 20 free tokens carried into it: 0 used and 220 remaining of 220.
    expect(sub).toMatchObject({ plan_name: 'starter', display_name: 'Starter', status: 'active', tokens_remaining: 220, tokens_used: 0, token_allowance: 220, tokens_carried: 20, cancel_at_period_end: false });
    expect(new Date(sub.subscription_expires_at).getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);
    expect(await ledger(user.id)).toEqual([
      { kind: 'grant', amount: 20, reason: 'Free plan sign-up tokens' },
      { kind: 'plan_change', amount: 0, reason: 'Starter plan started' },
      { kind: 'grant', amount: 200, reason: expect.stringMatching(/^Starter plan: 200 tokens for invoice in_/) },
    ]);

    const transactions = (await get(user, '/api/subscriptions/transactions')).json();
    expect(transactions).toEqual([
      {
        id: expect.any(String),
        created_at: expect.any(String),
        description: 'Starter plan, 1 month (test payment)',
        amount: 900,
        currency: 'usd',
        status: 'succeeded',
        invoice_pdf_url: null,
        hosted_invoice_url: null,
      },
    ]);
    const history = (await get(user, '/api/subscriptions/history')).json();
    expect(history.map((h: { kind: string; tokens: number }) => [h.kind, h.tokens])).toEqual([
      ['grant', 200],
      ['plan_change', 0],
      ['grant', 20],
    ]);
  });

  it('pays a checkout once, however many times Pay is pressed at once', async () => {
    const user = await createUser(t.app);
    const id = await openCheckout(user, 'starter');
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(user, `/api/sandbox/checkout/${id}/pay`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toEqual({ code: 'checkout_complete', detail: 'This checkout has already been paid', request_id: refused.headers['x-request-id'] });
    expect((await current(user)).tokens_remaining).toBe(220);
    expect((await get(user, '/api/subscriptions/transactions')).json()).toHaveLength(1);
  });

  it('a new checkout ends the ones still open, so two tabs cannot both be paid', async () => {
    const user = await createUser(t.app);
    const first = await openCheckout(user, 'starter');
    const second = await openCheckout(user, 'pro');
    const stale = await post(user, `/api/sandbox/checkout/${first}/pay`);
    expect([stale.statusCode, stale.json().code]).toEqual([404, 'checkout_expired']);
    expect((await post(user, `/api/sandbox/checkout/${second}/pay`)).statusCode).toBe(200);
    expect((await get(user, '/api/subscriptions/transactions')).json()).toHaveLength(1);
  });

  it('refuses unknown, free and already-held plans with a detail, and a missing plan name with 422', async () => {
    const user = await createUser(t.app);
    const checkout = (payload: object) => post(user, '/api/subscriptions/create-checkout-session', payload);
    const gold = await checkout({ plan_name: 'gold' });
    expect(gold.json()).toEqual({ code: 'unknown_plan', detail: 'There is no plan called "gold"', request_id: gold.headers['x-request-id'] });
    expect((await checkout({ plan_name: 'gold' })).statusCode).toBe(400);
    const free = await checkout({ plan_name: 'free' });
    expect([free.statusCode, free.json().code]).toEqual([400, 'free_plan']);
    expect((await checkout({})).statusCode).toBe(422);
    expect((await checkout({ plan_name: 42 })).statusCode).toBe(422);

    await subscribe(user, 'starter');
    const again = await checkout({ plan_name: 'starter' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'already_subscribed', detail: 'You are already on the Starter plan', request_id: again.headers['x-request-id'] });
    // Another paid plan is a switch, made in the portal.
    const toPro = await checkout({ plan_name: 'pro' });
    expect(toPro.statusCode).toBe(200);
    expect(toPro.json().checkout_url).toMatch(/^\/sandbox\/portal\/bps_test_/);
  });

  it('needs a signed-in user, and a checkout belongs to the user it was made for', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const id = await openCheckout(owner, 'pro');
    expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/create-checkout-session', payload: { plan_name: 'pro' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/sandbox/checkout/${id}/pay` })).statusCode).toBe(401);
    expect((await get(other, `/api/sandbox/checkout/${id}`)).statusCode).toBe(404);
    const stolen = await post(other, `/api/sandbox/checkout/${id}/pay`);
    expect([stolen.statusCode, stolen.json().code]).toEqual([404, 'checkout_not_found']);
    expect((await current(other)).plan_name).toBe('free');
    expect((await get(owner, '/api/sandbox/checkout/cs_test_nope')).statusCode).toBe(404);
  });

  it('on Pro, chat turns are not counted down', async () => {
    const user = await createUser(t.app);
    await subscribe(user, 'pro');
    expect(await current(user)).toMatchObject({ plan_name: 'pro', tokens_remaining: null, token_allowance: null });
    const sessionId = await newSession(t.app, user.auth);
    const turn = await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking tool for dog groomers who lose clients to no-shows.');
    expect(turn.complete?.turn_id).toBeTruthy();
    const row = await t.db.selectFrom('subscriptions').select(['tokens_remaining', 'tokens_used']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ tokens_remaining: 20, tokens_used: 1 });
    expect((await get(user, '/api/users/me/tokens')).json()).toEqual({ tokens_remaining: null, tokens_used: 1 });
  });
});

describe('cancel and the sandbox portal', () => {
  it('cancel keeps the plan to the period end, and the portal resumes it', async () => {
    const user = await createUser(t.app);
    await subscribe(user, 'starter');
    const before = await current(user);

    const cancelled = await post(user, '/api/subscriptions/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toMatch(/^Your subscription has been canceled\. The Starter plan stays active until \w+ \d+, \d{4}\.$/);
    expect(await current(user)).toMatchObject({ plan_name: 'starter', tokens_remaining: 220, cancel_at_period_end: true, subscription_expires_at: before.subscription_expires_at });
    // Cancelling again changes nothing.
    expect((await post(user, '/api/subscriptions/cancel')).statusCode).toBe(200);

    const portalId = await openPortal(user);
    const portal = await get(user, `/api/sandbox/portal/${portalId}`);
    expect(portal.json()).toMatchObject({ plan_name: 'starter', cancel_at_period_end: true, return_url: '/platform/billing' });
    expect(portal.json().invoices).toHaveLength(1);
    const resumed = await post(user, `/api/sandbox/portal/${portalId}`, { action: 'resume' });
    expect(resumed.json()).toMatchObject({ plan_name: 'starter', cancel_at_period_end: false });
    expect(await current(user)).toMatchObject({ plan_name: 'starter', cancel_at_period_end: false });

    const reasons = (await ledger(user.id)).map((l) => l.reason);
    expect(reasons).toContain('Starter plan renewal resumed');
    expect(reasons.some((r) => /^Starter plan set to end on /.test(r))).toBe(true);
  });

  it('switching from Starter to Pro in the portal bills Pro and lifts the limit', async () => {
    const user = await createUser(t.app);
    await subscribe(user, 'starter');
    const portalId = await openPortal(user);
    const same = await post(user, `/api/sandbox/portal/${portalId}`, { action: 'switch', plan_name: 'starter' });
    expect([same.statusCode, same.json().code]).toEqual([400, 'already_subscribed']);
    expect((await post(user, `/api/sandbox/portal/${portalId}`, { action: 'switch', plan_name: 'free' })).statusCode).toBe(400);
    expect((await post(user, `/api/sandbox/portal/${portalId}`, { action: 'explode' })).statusCode).toBe(422);

    const switched = await post(user, `/api/sandbox/portal/${portalId}`, { action: 'switch', plan_name: 'pro' });
    expect(switched.json()).toMatchObject({ plan_name: 'pro', display_name: 'Pro' });
    expect(await current(user)).toMatchObject({ plan_name: 'pro', tokens_remaining: null });
    const amounts = (await get(user, '/api/subscriptions/transactions')).json().map((x: { amount: number }) => x.amount);
    expect(amounts.sort()).toEqual([2900, 900]);
  });

  it('a switch back to Starter starts a new period, with the 200 tokens of its allowance and no more', async () => {
    const user = await createUser(t.app);
    await subscribe(user, 'starter');
    await leaveTokens(t.db, user.id, 150);
    const portalId = await openPortal(user);
    await post(user, `/api/sandbox/portal/${portalId}`, { action: 'switch', plan_name: 'pro' });
    expect(await current(user)).toMatchObject({ plan_name: 'pro', tokens_remaining: null });
    await post(user, `/api/sandbox/portal/${portalId}`, { action: 'switch', plan_name: 'starter' });
    expect(await current(user)).toMatchObject({ plan_name: 'starter', tokens_remaining: 200, tokens_used: 0, token_allowance: 200, tokens_carried: 0 });
    const lines = await ledger(user.id);
    expect(lines.slice(-2)).toEqual([
      { kind: 'expiry', amount: -150, reason: '150 unused tokens of the last period expired' },
      { kind: 'grant', amount: 200, reason: expect.stringMatching(/^Starter plan: 200 tokens for invoice in_switch_/) },
    ]);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(200);
  });

  it('a switch pressed twice at once bills and grants once', async () => {
    const user = await createUser(t.app);
    await subscribe(user, 'pro');
    const portalId = await openPortal(user);
    const answers = await Promise.all([1, 2].map(() => post(user, `/api/sandbox/portal/${portalId}`, { action: 'switch', plan_name: 'starter' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const amounts = (await get(user, '/api/subscriptions/transactions')).json().map((x: { amount: number }) => x.amount);
    expect(amounts.sort()).toEqual([2900, 900]);
    const starterGrants = (await ledger(user.id)).filter((line) => line.kind === 'grant' && line.reason.startsWith('Starter plan'));
    expect(starterGrants.map((line) => line.amount)).toEqual([200]);
  });

  it('cancel and manage need a paid subscription; a portal belongs to its user', async () => {
    const user = await createUser(t.app);
    const cancel = await post(user, '/api/subscriptions/cancel');
    expect([cancel.statusCode, cancel.json()]).toEqual([400, { code: 'no_paid_subscription', detail: 'You have no paid subscription to cancel', request_id: cancel.headers['x-request-id'] }]);
    const manage = await post(user, '/api/subscriptions/manage');
    expect([manage.statusCode, manage.json().code]).toEqual([400, 'no_billing_account']);

    await subscribe(user, 'starter');
    const portalId = await openPortal(user);
    const other = await createUser(t.app);
    expect((await get(other, `/api/sandbox/portal/${portalId}`)).statusCode).toBe(404);
    expect((await post(other, `/api/sandbox/portal/${portalId}`, { action: 'cancel' })).statusCode).toBe(404);
    expect((await current(user)).cancel_at_period_end).toBe(false);
  });
});

describe("the sandbox's clock", () => {
  const clock = () => {
    const billing = billingService({ db: t.db, metering: meteringService(t.db, t.app.log), provider: sandboxProvider(t.db), log: t.app.log });
    return settleSandboxPeriods({ db: t.db, billing }, new Date(Date.now() + 32 * 86400_000));
  };

  it('at the period end a canceled plan ends, keeping its tokens; a running one renews once, starting its period with the 200 of its allowance', async () => {
    const leaving = await createUser(t.app);
    const staying = await createUser(t.app);
    await subscribe(leaving, 'starter');
    await subscribe(staying, 'starter');
    await post(leaving, '/api/subscriptions/cancel');
    const renewsAt = (await current(staying)).subscription_expires_at;

    await Promise.all([clock(), clock()]);
    expect(await current(leaving)).toMatchObject({ plan_name: 'free', tokens_remaining: 220, tokens_used: 0, token_allowance: 220, tokens_carried: 220, cancel_at_period_end: false, subscription_expires_at: null });
    const renewed = await current(staying);
    // Not 420: unused tokens do not carry over from a paid period (Terms, section 7), so the 220 left
    // of the first period (its 200 and the 20 free ones it started with) expire as the next starts.
    expect(renewed).toMatchObject({ plan_name: 'starter', tokens_remaining: 200, token_allowance: 200, tokens_carried: 0 });
    expect(new Date(renewed.subscription_expires_at).getTime()).toBeGreaterThan(new Date(renewsAt).getTime());
    expect((await get(staying, '/api/subscriptions/transactions')).json()).toHaveLength(2);
    expect((await ledger(staying.id)).slice(-2)).toEqual([
      { kind: 'expiry', amount: -220, reason: '220 unused tokens of the last period expired' },
      { kind: 'grant', amount: 200, reason: expect.stringMatching(/^Starter plan: 200 tokens for invoice in_sub_/) },
    ]);
    expect((await ledger(leaving.id)).slice(-2)).toEqual([
      { kind: 'plan_change', amount: 0, reason: 'Starter plan ended; back to Free' },
      { kind: 'grant', amount: 0, reason: '220 tokens carried over to the Free plan' },
    ]);
  });

  it('a renewal takes away what is left of the last period, whatever was spent, and the ledger adds up to the balance', async () => {
    const user = await createUser(t.app);
    await subscribe(user, 'starter');
    await leaveTokens(t.db, user.id, 37);
    await clock();
    expect(await current(user)).toMatchObject({ plan_name: 'starter', tokens_remaining: 200 });
    const lines = await ledger(user.id);
    expect(lines.at(-2)).toEqual({ kind: 'expiry', amount: -37, reason: '37 unused tokens of the last period expired' });
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(200);
    // The founder's own history says where the 37 went, not only that 200 came.
    const history = (await get(user, '/api/subscriptions/history')).json() as { kind: string; tokens: number; reason: string }[];
    expect(history.slice(0, 2).map(({ kind, tokens, reason }) => ({ kind, tokens, reason }))).toEqual([
      { kind: 'grant', tokens: 200, reason: expect.stringMatching(/^Starter plan: 200 tokens for invoice in_sub_/) },
      { kind: 'expiry', tokens: -37, reason: '37 unused tokens of the last period expired' },
    ]);
  });

  it('a Pro renewal bills, counts the tokens used from 0 again, and leaves the token counter as it stands (it is not read on an unlimited plan)', async () => {
    const user = await createUser(t.app);
    await subscribe(user, 'pro');
    await sendMessage(t.app, user.auth, await newSession(t.app, user.auth), 'I want to build a booking tool for dog groomers.');
    expect((await get(user, '/api/users/me/tokens')).json()).toEqual({ tokens_remaining: null, tokens_used: 1 });
    await clock();
    expect(await current(user)).toMatchObject({ plan_name: 'pro', tokens_remaining: null });
    expect((await get(user, '/api/subscriptions/transactions')).json()).toHaveLength(2);
    expect((await get(user, '/api/users/me/tokens')).json()).toEqual({ tokens_remaining: null, tokens_used: 0 });
    const row = await t.db.selectFrom('subscriptions').select('tokens_remaining').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.tokens_remaining).toBe(20);
    expect((await ledger(user.id)).map(({ kind, amount }) => [kind, amount])).toEqual([['grant', 20], ['plan_change', 0], ['grant', 0], ['charge', 0], ['grant', 0]]);
  });

  it('Tokens Used counts the tokens of the current period: from 0 when a paid plan starts and at each renewal', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking tool for dog groomers.');
    await sendMessage(t.app, user.auth, sessionId, 'Groomers lose a fifth of their bookings to no-shows.');
    expect(await current(user)).toMatchObject({ plan_name: 'free', tokens_remaining: 18, tokens_used: 2, token_allowance: 20 });
    await subscribe(user, 'starter');
    expect(await current(user)).toMatchObject({ plan_name: 'starter', tokens_remaining: 218, tokens_used: 0, token_allowance: 218, tokens_carried: 18 });
    await sendMessage(t.app, user.auth, sessionId, 'They pay 30 dollars a month.');
    expect(await current(user)).toMatchObject({ tokens_remaining: 217, tokens_used: 1 });
    await clock();
    expect(await current(user)).toMatchObject({ tokens_remaining: 200, tokens_used: 0, token_allowance: 200 });
    expect((await get(user, '/api/users/me/tokens')).json()).toEqual({ tokens_remaining: 200, tokens_used: 0 });
  });

  it('Usage adds up: the tokens used and remaining make the period\'s total, from Free to Starter (the Free tokens carried), and again back on Free', async () => {
    const user = await createUser(t.app);
    await leaveTokens(t.db, user.id, 14);
    const metering = meteringService(t.db, t.app.log);
    const usage = async () => {
      const { tokens_used, tokens_remaining, token_allowance, tokens_carried } = await current(user);
      return { tokens_used, tokens_remaining, token_allowance, tokens_carried };
    };
    expect(await usage()).toEqual({ tokens_used: 6, tokens_remaining: 14, token_allowance: 20, tokens_carried: 0 });
    // Not 0 used and 214 remaining of 200: the 14 left of Free are carried into the first period.
    await subscribe(user, 'starter');
    expect(await usage()).toEqual({ tokens_used: 0, tokens_remaining: 214, token_allowance: 214, tokens_carried: 14 });
    await metering.charge(user.id, randomUUID(), 'Chat turn');
    expect(await usage()).toEqual({ tokens_used: 1, tokens_remaining: 213, token_allowance: 214, tokens_carried: 14 });

    // Not 1 used beside Free's 20: back on Free the count starts from the 213 held.
    await post(user, '/api/subscriptions/cancel');
    await clock();
    expect(await current(user)).toMatchObject({ plan_name: 'free', tokens_used: 0, tokens_remaining: 213, token_allowance: 213, tokens_carried: 213 });
    await metering.charge(user.id, randomUUID(), 'Chat turn');
    expect(await usage()).toEqual({ tokens_used: 1, tokens_remaining: 212, token_allowance: 213, tokens_carried: 213 });
    // The chat's token line reads the same two numbers.
    expect((await get(user, '/api/users/me/tokens')).json()).toEqual({ tokens_remaining: 212, tokens_used: 1 });
    const lines = await ledger(user.id);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(212);
  });

  it('a Pro plan that ends counts on Free from the tokens held before Pro, not the turns of the Pro period', async () => {
    const user = await createUser(t.app);
    await leaveTokens(t.db, user.id, 14);
    await subscribe(user, 'pro');
    await meteringService(t.db, t.app.log).charge(user.id, randomUUID(), 'Chat turn');
    expect(await current(user)).toMatchObject({ plan_name: 'pro', tokens_used: 1, tokens_remaining: null, token_allowance: null, tokens_carried: null });
    await post(user, '/api/subscriptions/cancel');
    await clock();
    expect(await current(user)).toMatchObject({ plan_name: 'free', tokens_used: 0, tokens_remaining: 14, token_allowance: 14, tokens_carried: 14 });
  });

  it('a plan switched in the portal while the clock renews is not undone, billed or granted by the renewal', async () => {
    // Two founders whose Starter period is over; each presses "Switch to Pro" while the clock runs:
    // one after the clock made its renewal, the other before the clock reached it.
    const users = [await createUser(t.app), await createUser(t.app)];
    const portals = new Map<string, string>();
    for (const user of users) {
      await subscribe(user, 'starter');
      await t.db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() - 1000) }).where('user_id', '=', user.id).execute();
      portals.set(user.id, await openPortal(user));
    }
    const real = billingService({ db: t.db, metering: meteringService(t.db, t.app.log), provider: sandboxProvider(t.db), log: t.app.log });
    let switched = false;
    const billing = {
      ...real,
      applyEvent: async (...args: Parameters<typeof real.applyEvent>) => {
        if (!switched) {
          switched = true;
          for (const user of users) {
            expect((await post(user, `/api/sandbox/portal/${portals.get(user.id)}`, { action: 'switch', plan_name: 'pro' })).statusCode).toBe(200);
          }
        }
        return real.applyEvent(...args);
      },
    };
    await settleSandboxPeriods({ db: t.db, billing });

    for (const user of users) {
      expect(await current(user)).toMatchObject({ plan_name: 'pro', tokens_remaining: null });
      const amounts = (await get(user, '/api/subscriptions/transactions')).json().map((x: { amount: number }) => x.amount);
      expect(amounts.sort((x: number, y: number) => x - y)).toEqual([900, 2900]);
      // The sign-up grant, Starter's first period, and the switch's Pro period (unlimited: 0).
      expect((await ledger(user.id)).filter((line) => line.kind === 'grant').map((line) => line.amount)).toEqual([20, 200, 0]);
    }
  });

  it('a renewal is not billed when its change does not take effect, and a cancel pressed meanwhile is kept', async () => {
    const user = await createUser(t.app);
    await subscribe(user, 'starter');
    const real = billingService({ db: t.db, metering: meteringService(t.db, t.app.log), provider: sandboxProvider(t.db), log: t.app.log });
    let cancelled = false;
    const billing = {
      ...real,
      applyEvent: async (...args: Parameters<typeof real.applyEvent>) => {
        if (!cancelled) {
          cancelled = true;
          expect((await post(user, '/api/subscriptions/cancel')).statusCode).toBe(200);
        }
        return real.applyEvent(...args);
      },
    };
    await settleSandboxPeriods({ db: t.db, billing }, new Date(Date.now() + 32 * 86400_000));
    expect(await current(user)).toMatchObject({ plan_name: 'starter', cancel_at_period_end: true, tokens_remaining: 220 });
    expect((await get(user, '/api/subscriptions/transactions')).json()).toHaveLength(1);
  });
});

describe('transactions', () => {
  it('pages with limit and offset, and refuses bad values with 422', async () => {
    const user = await createUser(t.app);
    await subscribe(user, 'starter');
    const portalId = await openPortal(user);
    await post(user, `/api/sandbox/portal/${portalId}`, { action: 'switch', plan_name: 'pro' });

    const page = async (query: string) => get(user, `/api/subscriptions/transactions${query}`);
    expect((await page('')).json()).toHaveLength(2);
    expect((await page('?limit=1')).json()).toHaveLength(1);
    expect((await page('?limit=1&offset=1')).json()).toHaveLength(1);
    expect((await page('?offset=2')).json()).toEqual([]);
    for (const bad of ['?limit=0', '?limit=101', '?limit=abc', '?offset=-1', '?limit=1.5']) {
      const res = await page(bad);
      expect([bad, res.statusCode, res.json().code]).toEqual([bad, 422, 'validation_failed']);
    }
  });

  it("a user cannot see another user's transactions", async () => {
    const payer = await createUser(t.app);
    const other = await createUser(t.app);
    await subscribe(payer, 'starter');
    expect((await get(other, '/api/subscriptions/transactions')).json()).toEqual([]);
    expect((await get(other, '/api/subscriptions/history')).json().map((h: { reason: string }) => h.reason)).toEqual(['Free plan sign-up tokens']);
    expect((await t.app.inject({ url: '/api/subscriptions/transactions' })).statusCode).toBe(401);
  });
});

it('has no Stripe webhook while the sandbox is the provider', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/subscriptions/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
  expect([res.statusCode, res.json().code]).toEqual([404, 'webhook_not_configured']);
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app.ts';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { startFakeStripe, subscriptionObject, type FakeSubscription } from '../../../test/fakes/stripe.ts';
import { meteringService } from '../metering/service.ts';

const WEBHOOK_SECRET = 'whsec_test_ideapilot';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
const deps: Partial<AppDeps> = {};
beforeAll(async () => {
  stripe = await startFakeStripe();
  deps.stripe = stripe.client;
});
afterAll(() => stripe?.close());

const t = useTestApp({
  config: { STRIPE_SECRET_KEY: 'sk_test_fake_ideapilot', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICES: 'starter:price_starter, pro:price_pro', PUBLIC_URL: 'https://ideapilot.test' },
  deps,
});

const post = (user: TestUser, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });
const current = async (user: TestUser) => (await t.app.inject({ url: '/api/subscriptions/current', headers: user.auth })).json();
const grants = (userId: string) => t.db.selectFrom('token_ledger').select(['amount', 'reason']).where('user_id', '=', userId).where('kind', '=', 'grant').orderBy('id').execute();

let eventCounter = 0;
const now = () => Math.floor(Date.now() / 1000);

/** Delivers an event the way Stripe does: JSON body, `Stripe-Signature` made by the SDK's test helper. */
function deliver(type: string, object: object, options: { id?: string; created?: number; secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({ id: options.id ?? `evt_${++eventCounter}`, object: 'event', type, created: options.created ?? now(), data: { object } });
  const signature = stripe.client.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
  return t.app.inject({ method: 'POST', url: '/api/subscriptions/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
}

/** A user who went through Stripe Checkout for `price`: customer made by the app, subscription held by the fake. */
async function checkedOut(plan: 'starter' | 'pro') {
  const user = await createUser(t.app);
  const res = await post(user, '/api/subscriptions/create-checkout-session', { plan_name: plan });
  expect(res.statusCode).toBe(200);
  const session = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
  const customer = session.params.get('customer')!;
  const sub: FakeSubscription = { id: `sub_${++eventCounter}`, customer, price: `price_${plan}`, status: 'active', currentPeriodEnd: now() + 30 * 86400, cancelAtPeriodEnd: false, metadata: { user_id: user.id } };
  stripe.subscriptions.set(sub.id, sub);
  const completed = await deliver('checkout.session.completed', { id: 'cs_x', object: 'checkout.session', mode: 'subscription', client_reference_id: user.id, customer, subscription: sub.id });
  expect(completed.statusCode).toBe(200);
  return { user, customer, sub };
}

type Line = { price: string; description: string; amount: number; proration: boolean };

/**
 * A Stripe invoice; by default a subscription's first, of one line, the period of `price` (Stripe
 * puts prorations first after a plan change).
 */
function invoice(
  id: string,
  customer: string,
  price: string,
  amount: number,
  lines: Line[] = [{ price, description: '1 × Starter (at $9.00 / month)', amount, proration: false }],
  billingReason = 'subscription_create',
) {
  return {
    id,
    object: 'invoice',
    billing_reason: billingReason,
    customer,
    currency: 'usd',
    amount_paid: amount,
    amount_due: amount,
    number: `NR-${id}`,
    hosted_invoice_url: `https://invoice.stripe.test/${id}`,
    invoice_pdf: `https://invoice.stripe.test/${id}.pdf`,
    lines: {
      object: 'list',
      data: lines.map((line, i) => ({
        id: `il_${id}_${i}`,
        description: line.description,
        amount: line.amount,
        pricing: { type: 'price_details', price_details: { price: line.price, product: 'prod_1' } },
        parent: { type: 'subscription_item_details', subscription_item_details: { proration: line.proration, subscription: 'sub_x', subscription_item: 'si_x' } },
      })),
    },
    parent: null,
  };
}

describe('Stripe checkout and portal', () => {
  it('creates a customer and a subscription-mode Checkout Session for the plan\'s price, and reuses the customer', async () => {
    const user = await createUser(t.app);
    const res = await post(user, '/api/subscriptions/create-checkout-session', { plan_name: 'starter' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [customer, session] = stripe.requests.slice(-2);
    expect(customer!.path).toBe('/v1/customers');
    expect(customer!.params.get('email')).toBe(user.email);
    expect(session!.path).toBe('/v1/checkout/sessions');
    expect(Object.fromEntries(session!.params)).toMatchObject({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_/),
      client_reference_id: user.id,
      'line_items[0][price]': 'price_starter',
      'line_items[0][quantity]': '1',
      success_url: 'https://ideapilot.test/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://ideapilot.test/pricing',
    });

    const before = stripe.requests.length;
    await post(user, '/api/subscriptions/create-checkout-session', { plan_name: 'pro' });
    const first = res.json().checkout_url.split('/').at(-1);
    expect(stripe.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/checkout/sessions', `POST /v1/checkout/sessions/${first}/expire`, 'POST /v1/checkout/sessions']);
    expect(stripe.requests.at(-1)!.params.get('customer')).toBe(session!.params.get('customer'));
  });

  it('opens the Billing Portal for a customer, returning to the billing tab', async () => {
    const { user, customer } = await checkedOut('starter');
    const res = await post(user, '/api/subscriptions/manage');
    expect(res.json().portal_url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(Object.fromEntries(stripe.requests.at(-1)!.params)).toEqual({ customer, return_url: 'https://ideapilot.test/platform/billing' });
  });

  it('answers 502 with a detail when Stripe fails, and changes nothing', async () => {
    const user = await createUser(t.app);
    stripe.fail(true);
    try {
      const res = await post(user, '/api/subscriptions/create-checkout-session', { plan_name: 'starter' });
      expect([res.statusCode, res.json().code]).toEqual([502, 'payment_provider_error']);
    } finally {
      stripe.fail(false);
    }
    expect((await current(user)).plan_name).toBe('free');
  });
});

describe('Stripe webhook', () => {
  it('checkout completed and invoice paid → Starter with 200 more tokens, granted once for 5 deliveries at once and one later', async () => {
    const { user, customer } = await checkedOut('starter');
    expect(await current(user)).toMatchObject({ plan_name: 'starter', tokens_remaining: 20 });

    const paid = invoice('in_paid_1', customer, 'price_starter', 900);
    const deliveries = await Promise.all(Array.from({ length: 5 }, () => deliver('invoice.paid', paid, { id: 'evt_invoice_paid_1' })));
    expect(deliveries.map((r) => [r.statusCode, r.json()])).toEqual(Array(5).fill([200, { received: true }]));
    expect((await deliver('invoice.paid', paid, { id: 'evt_invoice_paid_1' })).statusCode).toBe(200);
    // The same invoice in another event still grants once.
    await deliver('invoice.paid', paid);

    expect((await current(user)).tokens_remaining).toBe(220);
    expect(await grants(user.id)).toEqual([
      { amount: 20, reason: 'Free plan sign-up tokens' },
      { amount: 200, reason: 'Starter plan: 200 tokens for invoice in_paid_1' },
    ]);
    const transactions = (await t.app.inject({ url: '/api/subscriptions/transactions', headers: user.auth })).json();
    expect(transactions).toEqual([
      expect.objectContaining({
        description: '1 × Starter (at $9.00 / month)',
        amount: 900,
        currency: 'usd',
        status: 'succeeded',
        hosted_invoice_url: 'https://invoice.stripe.test/in_paid_1',
        invoice_pdf_url: 'https://invoice.stripe.test/in_paid_1.pdf',
      }),
    ]);
  });

  it('a forged, stale or missing signature → 400 and nothing changes', async () => {
    const { user, customer } = await checkedOut('starter');
    const paid = invoice('in_forged', customer, 'price_starter', 900);
    const forged = await deliver('invoice.paid', paid, { secret: 'whsec_someone_else' });
    expect([forged.statusCode, forged.json()]).toEqual([400, { code: 'invalid_signature', detail: 'Invalid webhook signature', request_id: forged.headers['x-request-id'] }]);
    const stale = await deliver('invoice.paid', paid, { timestamp: now() - 301 });
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/subscriptions/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ id: 'evt_x', type: 'invoice.paid', data: { object: paid } }) });
    expect(unsigned.statusCode).toBe(400);
    const garbage = await t.app.inject({ method: 'POST', url: '/api/subscriptions/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' }, payload: 'not json' });
    expect(garbage.statusCode).toBe(400);

    expect((await current(user)).tokens_remaining).toBe(20);
    expect(await t.db.selectFrom('billing_transactions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    // Within the tolerance it is accepted.
    expect((await deliver('invoice.paid', paid, { timestamp: now() - 200 })).statusCode).toBe(200);
    expect((await current(user)).tokens_remaining).toBe(220);
  });

  it('an updated event arriving after deleted does not bring the plan back, and granted tokens stay', async () => {
    const { user, customer, sub } = await checkedOut('starter');
    await deliver('invoice.paid', invoice('in_before_end', customer, 'price_starter', 900));
    const t0 = now();
    const deleted = await deliver('customer.subscription.deleted', subscriptionObject({ ...sub, status: 'canceled' }), { created: t0 + 20 });
    expect(deleted.statusCode).toBe(200);
    expect(await current(user)).toMatchObject({ plan_name: 'free', tokens_remaining: 220, subscription_expires_at: null, cancel_at_period_end: false });

    await deliver('customer.subscription.updated', subscriptionObject({ ...sub, cancelAtPeriodEnd: true }), { created: t0 + 10 });
    await deliver('customer.subscription.updated', subscriptionObject(sub), { created: t0 + 30 });
    expect(await current(user)).toMatchObject({ plan_name: 'free', tokens_remaining: 220 });
    const reasons = (await t.db.selectFrom('token_ledger').select('reason').where('user_id', '=', user.id).where('kind', '=', 'plan_change').orderBy('id').execute()).map((r) => r.reason);
    expect(reasons).toEqual(['Starter plan started', 'Starter plan ended; back to Free']);
  });

  it('a late event about a subscription that has since ended never displaces the live one that replaced it', async () => {
    const { user, sub: first } = await checkedOut('starter');
    const t0 = now();
    await deliver('customer.subscription.deleted', subscriptionObject({ ...first, status: 'canceled' }), { created: t0 + 20 });
    const second: FakeSubscription = { ...first, id: `sub_${++eventCounter}`, price: 'price_pro' };
    stripe.subscriptions.set(second.id, second);
    await deliver('customer.subscription.created', subscriptionObject(second), { created: t0 + 40 });
    expect(await current(user)).toMatchObject({ plan_name: 'pro', cancel_at_period_end: false });

    // Stripe retries an event of the first subscription, from before it ended.
    await deliver('customer.subscription.updated', subscriptionObject({ ...first, cancelAtPeriodEnd: true }), { created: t0 + 10 });
    expect(await current(user)).toMatchObject({ plan_name: 'pro', cancel_at_period_end: false });
    const row = await t.db.selectFrom('subscriptions').select('provider_subscription_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.provider_subscription_id).toBe(second.id);
  });

  it('an older updated event does not undo a newer one', async () => {
    const { user, sub } = await checkedOut('pro');
    const t0 = now();
    await deliver('customer.subscription.updated', subscriptionObject({ ...sub, cancelAtPeriodEnd: true }), { created: t0 + 20 });
    await deliver('customer.subscription.updated', subscriptionObject(sub), { created: t0 + 10 });
    expect(await current(user)).toMatchObject({ plan_name: 'pro', cancel_at_period_end: true });
  });

  it('a new checkout expires the ones still open for the customer, so two tabs cannot both be paid', async () => {
    const user = await createUser(t.app);
    const sessionOf = async (plan: string) => {
      const res = await post(user, '/api/subscriptions/create-checkout-session', { plan_name: plan });
      expect(res.statusCode).toBe(200);
      return stripe.checkoutSessions.get(res.json().checkout_url.split('/').at(-1))!;
    };
    const first = await sessionOf('starter');
    const second = await sessionOf('pro');
    expect(second.customer).toBe(first.customer);
    expect([first.status, second.status]).toEqual(['expired', 'open']);
  });

  it('cancel asks Stripe to cancel at period end and keeps the plan until then', async () => {
    const { user, sub } = await checkedOut('starter');
    const res = await post(user, '/api/subscriptions/cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/The Starter plan stays active until/);
    const call = stripe.requests.at(-1)!;
    expect([call.method, call.path, call.params.get('cancel_at_period_end')]).toEqual(['POST', `/v1/subscriptions/${sub.id}`, 'true']);
    expect(stripe.subscriptions.get(sub.id)!.cancelAtPeriodEnd).toBe(true);
    expect(await current(user)).toMatchObject({ plan_name: 'starter', cancel_at_period_end: true });
    // Stripe's own notice of the same change follows and changes nothing.
    await deliver('customer.subscription.updated', subscriptionObject(stripe.subscriptions.get(sub.id)!));
    expect(await current(user)).toMatchObject({ plan_name: 'starter', cancel_at_period_end: true });
  });

  it('a failed payment is a failed transaction without tokens; paying it later grants them', async () => {
    const { user, customer } = await checkedOut('starter');
    const bill = invoice('in_retry', customer, 'price_starter', 900);
    await deliver('invoice.payment_failed', bill);
    let rows = (await t.app.inject({ url: '/api/subscriptions/transactions', headers: user.auth })).json();
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['failed']);
    expect((await current(user)).tokens_remaining).toBe(20);

    await deliver('invoice.paid', bill);
    rows = (await t.app.inject({ url: '/api/subscriptions/transactions', headers: user.auth })).json();
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['succeeded']);
    expect((await current(user)).tokens_remaining).toBe(220);
  });

  it('an invoice is pending until paid, and older news never unpays it', async () => {
    const { user, customer } = await checkedOut('starter');
    const bill = invoice('in_pending', customer, 'price_starter', 900);
    const t0 = now();
    await deliver('invoice.finalized', bill, { created: t0 });
    const statuses = async () => (await t.app.inject({ url: '/api/subscriptions/transactions', headers: user.auth })).json().map((r: { status: string }) => r.status);
    expect(await statuses()).toEqual(['pending']);
    await deliver('invoice.paid', bill, { created: t0 + 5 });
    await deliver('invoice.payment_failed', bill, { created: t0 + 2 });
    await deliver('invoice.finalized', bill, { id: 'evt_finalized_late', created: t0 + 1 });
    expect(await statuses()).toEqual(['succeeded']);
    expect((await current(user)).tokens_remaining).toBe(220);
  });

  it('ignores events about customers it does not know and types it does not handle', async () => {
    const stranger = await deliver('invoice.paid', invoice('in_stranger', 'cus_unknown', 'price_starter', 900));
    expect(stranger.statusCode).toBe(200);
    expect((await deliver('charge.refunded', { id: 'ch_1', object: 'charge' })).statusCode).toBe(200);
    expect(await t.db.selectFrom('billing_transactions').select('id').where('provider_invoice_id', '=', 'in_stranger').execute()).toEqual([]);
  });

  it('a subscription ended at Stripe on a price no longer in STRIPE_PRICES still goes back to Free; while live it keeps its plan', async () => {
    const { user, sub } = await checkedOut('pro');
    const t0 = now();
    // The operator rotated the Pro price in STRIPE_PRICES; this subscriber stays on the old one.
    const old = { ...sub, price: 'price_pro_2025' };
    await deliver('customer.subscription.updated', subscriptionObject({ ...old, cancelAtPeriodEnd: true }), { created: t0 + 5 });
    expect(await current(user)).toMatchObject({ plan_name: 'pro', cancel_at_period_end: true });
    const res = await deliver('customer.subscription.deleted', subscriptionObject({ ...old, status: 'canceled' }), { created: t0 + 10 });
    expect(res.statusCode).toBe(200);
    expect(await current(user)).toMatchObject({ plan_name: 'free', tokens_remaining: 20 });

    // A new subscription on a price we do not sell gives no plan.
    const stranger: FakeSubscription = { ...sub, id: `sub_${++eventCounter}`, price: 'price_unknown' };
    await deliver('customer.subscription.created', subscriptionObject(stranger), { created: t0 + 20 });
    expect((await current(user)).plan_name).toBe('free');
  });

  it('an unpaid subscription is Free until its invoice is paid and Stripe makes it active again', async () => {
    const { user, customer, sub } = await checkedOut('starter');
    const t0 = now();
    await deliver('customer.subscription.updated', subscriptionObject({ ...sub, status: 'past_due' }), { created: t0 + 10 });
    expect((await current(user)).plan_name).toBe('starter');
    await deliver('customer.subscription.updated', subscriptionObject({ ...sub, status: 'unpaid' }), { created: t0 + 20 });
    expect(await current(user)).toMatchObject({ plan_name: 'free', subscription_expires_at: null });
    // The customer pays the open renewal invoice: Stripe marks it paid and the subscription active.
    await deliver('invoice.paid', invoice('in_unpaid', customer, 'price_starter', 900, undefined, 'subscription_cycle'), { created: t0 + 30 });
    await deliver('customer.subscription.updated', subscriptionObject({ ...sub, status: 'active' }), { created: t0 + 31 });
    expect(await current(user)).toMatchObject({ plan_name: 'starter', tokens_remaining: 200 });
    // An older event from while it was unpaid changes nothing; a cancel ends it for good.
    await deliver('customer.subscription.updated', subscriptionObject({ ...sub, status: 'unpaid' }), { created: t0 + 25 });
    expect((await current(user)).plan_name).toBe('starter');
    await deliver('customer.subscription.deleted', subscriptionObject({ ...sub, status: 'canceled' }), { created: t0 + 40 });
    await deliver('customer.subscription.updated', subscriptionObject({ ...sub, status: 'active' }), { created: t0 + 50 });
    expect((await current(user)).plan_name).toBe('free');
    const reasons = (await t.db.selectFrom('token_ledger').select('reason').where('user_id', '=', user.id).where('kind', '=', 'plan_change').orderBy('id').execute()).map((r) => r.reason);
    expect(reasons).toEqual(['Starter plan started', 'Starter plan unpaid; back to Free', 'Starter plan started', 'Starter plan ended; back to Free']);
  });

  it('after customer.deleted the next checkout makes a new customer, whichever of it and the subscription end comes first', async () => {
    const checkoutCustomer = async (user: TestUser) => {
      expect((await post(user, '/api/subscriptions/create-checkout-session', { plan_name: 'starter' })).statusCode).toBe(200);
      return stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST').at(-1)!.params.get('customer');
    };
    const customerDeleted = (customer: string, user: TestUser, created: number) =>
      deliver('customer.deleted', { id: customer, object: 'customer', deleted: true, email: user.email, metadata: { user_id: user.id } }, { created });

    // Deleting a customer at Stripe cancels its subscriptions, then the customer is gone.
    const first = await checkedOut('starter');
    await deliver('customer.subscription.deleted', subscriptionObject({ ...first.sub, status: 'canceled' }), { created: now() + 5 });
    expect((await customerDeleted(first.customer, first.user, now() + 6)).statusCode).toBe(200);
    expect(await checkoutCustomer(first.user)).not.toBe(first.customer);

    const second = await checkedOut('starter');
    await customerDeleted(second.customer, second.user, now() + 5);
    await deliver('customer.subscription.deleted', subscriptionObject({ ...second.sub, status: 'canceled' }), { created: now() + 6 });
    expect((await current(second.user)).plan_name).toBe('free');
    expect(await checkoutCustomer(second.user)).not.toBe(second.customer);
  });

  it('an invoice after a plan change grants for the period it bills, not for the proration lines before it', async () => {
    const { user, customer, sub } = await checkedOut('pro');
    const t0 = now();
    await deliver('customer.subscription.updated', subscriptionObject({ ...sub, price: 'price_starter' }), { created: t0 + 10 });
    expect(await current(user)).toMatchObject({ plan_name: 'starter', tokens_remaining: 20 });
    const renewal = invoice(
      'in_after_downgrade',
      customer,
      'price_starter',
      400,
      [
        { price: 'price_pro', description: 'Unused time on Pro after 1 Dec 2026', amount: -1450, proration: true },
        { price: 'price_starter', description: 'Remaining time on Starter after 1 Dec 2026', amount: 450, proration: true },
        { price: 'price_starter', description: '1 × Starter (at $9.00 / month)', amount: 900, proration: false },
      ],
      'subscription_cycle',
    );
    expect((await deliver('invoice.paid', renewal, { created: t0 + 20 })).statusCode).toBe(200);
    // A renewal: the period starts with Starter's 200 (the 20 left from before expire).
    expect((await current(user)).tokens_remaining).toBe(200);
    const transactions = (await t.app.inject({ url: '/api/subscriptions/transactions', headers: user.auth })).json();
    expect(transactions.map((x: { description: string; amount: number }) => [x.description, x.amount])).toEqual([['1 × Starter (at $9.00 / month)', 400]]);
  });

  it('a renewal invoice starts the period with the allowance, once for the same invoice in two events; what was left expires', async () => {
    const { user, customer } = await checkedOut('starter');
    await deliver('invoice.paid', invoice('in_first', customer, 'price_starter', 900));
    expect((await current(user)).tokens_remaining).toBe(220);
    const renewal = invoice('in_renewal', customer, 'price_starter', 900, undefined, 'subscription_cycle');
    await deliver('invoice.paid', renewal);
    await deliver('invoice.paid', renewal);
    expect((await current(user)).tokens_remaining).toBe(200);
    const lines = await t.db.selectFrom('token_ledger').select(['kind', 'amount', 'reason']).where('user_id', '=', user.id).orderBy('id').execute();
    expect(lines.slice(-2)).toEqual([
      { kind: 'expiry', amount: -220, reason: '220 unused tokens of the last period expired' },
      { kind: 'grant', amount: 200, reason: 'Starter plan: 200 tokens for invoice in_renewal' },
    ]);
  });

  it('an invoice of a change within the period (prorations only) is recorded and moves no tokens; one that restarts the cycle starts a period', async () => {
    const { user, customer } = await checkedOut('starter');
    await deliver('invoice.paid', invoice('in_start', customer, 'price_starter', 900));
    const prorations: Line[] = [
      { price: 'price_starter', description: 'Unused time on Starter after 5 Dec 2026', amount: -450, proration: true },
      { price: 'price_pro', description: 'Remaining time on Pro after 5 Dec 2026', amount: 1450, proration: true },
    ];
    await deliver('invoice.paid', invoice('in_upgrade', customer, 'price_pro', 1000, prorations, 'subscription_update'));
    expect((await current(user)).tokens_remaining).toBe(220);
    const restarted = [{ price: 'price_starter', description: '1 × Starter (at $9.00 / month)', amount: 900, proration: false }];
    await deliver('invoice.paid', invoice('in_restart', customer, 'price_starter', 900, restarted, 'subscription_update'));
    expect((await current(user)).tokens_remaining).toBe(200);
    const transactions = (await t.app.inject({ url: '/api/subscriptions/transactions', headers: user.auth })).json();
    expect(transactions).toHaveLength(3);
  });

  it('a switch from Pro to Starter within the period (no tokens until the renewal) counts from the tokens held, not the Pro turns', async () => {
    const { user, customer, sub } = await checkedOut('pro');
    await deliver('invoice.paid', invoice('in_pro_first', customer, 'price_pro', 2900));
    for (let i = 0; i < 3; i++) await meteringService(t.db, t.app.log).charge(user.id, randomUUID(), 'Chat turn');
    expect(await current(user)).toMatchObject({ plan_name: 'pro', tokens_used: 3, tokens_remaining: null });
    await deliver('customer.subscription.updated', subscriptionObject({ ...sub, price: 'price_starter' }), { created: now() + 10 });
    // Not 3 used and 20 remaining of 200: the 20 held before Pro are the count's total.
    expect(await current(user)).toMatchObject({ plan_name: 'starter', tokens_used: 0, tokens_remaining: 20, token_allowance: 20, tokens_carried: 20 });
    await deliver('invoice.paid', invoice('in_starter_next', customer, 'price_starter', 900, undefined, 'subscription_cycle'));
    expect(await current(user)).toMatchObject({ plan_name: 'starter', tokens_used: 0, tokens_remaining: 200, token_allowance: 200, tokens_carried: 0 });
  });

  it('an invoice whose user_id metadata is not a uuid (another product on the same account) is answered 200 and ignored', async () => {
    const other = { ...invoice('in_other_product', 'cus_other_product', 'price_other', 500), parent: { type: 'subscription_details', subscription_details: { metadata: { user_id: '12345' }, subscription: 'sub_other' } } };
    const res = await deliver('invoice.paid', other);
    expect([res.statusCode, res.json()]).toEqual([200, { received: true }]);
    const checkout = await deliver('checkout.session.completed', { id: 'cs_other', object: 'checkout.session', mode: 'subscription', client_reference_id: 'order-42', customer: 'cus_other_product', subscription: 'sub_other' });
    expect(checkout.statusCode).toBe(200);
    expect(await t.db.selectFrom('billing_transactions').select('id').where('provider_invoice_id', '=', 'in_other_product').execute()).toEqual([]);
  });

  it('has no sandbox pages while Stripe is the provider', async () => {
    const user = await createUser(t.app);
    expect((await t.app.inject({ url: '/api/sandbox/checkout/cs_test_x', headers: user.auth })).statusCode).toBe(404);
  });
});

describe('deleting an account with a Stripe subscription', () => {
  const deleteAccount = (user: TestUser) => t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: user.auth, payload: { password: user.password } });

  it('cancels the subscription at Stripe at once, then deletes the account and keeps its invoices without the user', async () => {
    const { user, customer, sub } = await checkedOut('starter');
    expect((await deliver('invoice.paid', invoice('in_delete_1', customer, 'price_starter', 900))).statusCode).toBe(200);
    const other = await checkedOut('pro');

    const res = await deleteAccount(user);
    expect(res.statusCode).toBe(204);
    const cancels = stripe.requests.filter((r) => r.method === 'DELETE');
    expect(cancels.map((r) => r.path)).toEqual([`/v1/subscriptions/${sub.id}`]);
    expect(stripe.subscriptions.get(sub.id)!.status).toBe('canceled');
    expect(stripe.subscriptions.get(other.sub.id)!.status).toBe('active');

    const kept = await t.db.selectFrom('billing_transactions').selectAll().where('provider_invoice_id', '=', 'in_delete_1').execute();
    expect(kept).toMatchObject([{ user_id: null, amount_cents: 900, status: 'succeeded' }]);
    expect(JSON.stringify(kept)).not.toContain(user.email);
    expect(await t.db.selectFrom('subscriptions').select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await current(other.user)).plan_name).toBe('pro');

    // Stripe's own "deleted" webhook arrives after the account is gone: accepted, nothing to change.
    const late = await deliver('customer.subscription.deleted', subscriptionObject({ ...sub, status: 'canceled' }));
    expect(late.statusCode).toBe(200);
    // So does news of a payment made before: kept as a record without the user.
    const lateInvoice = { ...invoice('in_delete_2', customer, 'price_starter', 900), parent: { subscription_details: { metadata: { user_id: user.id } } } };
    expect((await deliver('invoice.paid', lateInvoice)).statusCode).toBe(200);
    expect(await t.db.selectFrom('billing_transactions').select(['user_id', 'status']).where('provider_invoice_id', '=', 'in_delete_2').execute()).toEqual([{ user_id: null, status: 'succeeded' }]);
  });

  it('deletes nothing when Stripe cannot be reached, and goes through once it can', async () => {
    const { user, sub } = await checkedOut('starter');
    stripe.fail(true);
    try {
      const res = await deleteAccount(user);
      expect([res.statusCode, res.json().code]).toEqual([502, 'payment_provider_error']);
    } finally {
      stripe.fail(false);
    }
    expect((await current(user)).plan_name).toBe('starter');
    expect((await deleteAccount(user)).statusCode).toBe(204);
    expect(stripe.subscriptions.get(sub.id)!.status).toBe('canceled');
  });

  it('cancels an unpaid subscription at Stripe too: paid later, it would come back', async () => {
    const { user, sub } = await checkedOut('starter');
    await deliver('customer.subscription.updated', subscriptionObject({ ...sub, status: 'unpaid' }), { created: now() + 10 });
    expect((await current(user)).plan_name).toBe('free');
    expect((await deleteAccount(user)).statusCode).toBe(204);
    expect(stripe.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toContain(`/v1/subscriptions/${sub.id}`);
  });

  it('a subscription Stripe no longer knows, or one already ended, does not block the deletion', async () => {
    const { user, sub } = await checkedOut('starter');
    stripe.subscriptions.delete(sub.id);
    expect((await deleteAccount(user)).statusCode).toBe(204);

    const ended = await checkedOut('starter');
    expect((await deliver('customer.subscription.deleted', subscriptionObject({ ...ended.sub, status: 'canceled' }))).statusCode).toBe(200);
    const before = stripe.requests.length;
    expect((await deleteAccount(ended.user)).statusCode).toBe(204);
    expect(stripe.requests.slice(before).filter((r) => r.method === 'DELETE')).toEqual([]);
  });
});

import { createHmac } from 'node:crypto';
import type { APIRequestContext, Locator } from '@playwright/test';
import { subscriptionObject, type FakeSubscription } from '../apps/server/test/fakes/stripe.ts';
import { startAppServer } from './app-server.ts';
import { IDEA, say, spendTokens } from './chat-helpers.ts';
import { expect, expectNoSeriousA11yViolations, signInPage, snapshot, test } from './fixtures.ts';

/** Buys a plan through the API the way the sandbox checkout page does. */
async function subscribeByApi(request: APIRequestContext, token: string, plan: string) {
  const headers = { authorization: `Bearer ${token}` };
  const checkout = await request.post('/api/subscriptions/create-checkout-session', { headers, data: { plan_name: plan } });
  const id = ((await checkout.json()).checkout_url as string).split('/').pop();
  expect((await request.post(`/api/sandbox/checkout/${id}/pay`, { headers })).status()).toBe(200);
}

/** Where a button starts for the eye: its box when it draws one (a fill or a border), else its text. */
const seenLeft = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    const drawn = (color: string) => color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color);
    if (drawn(style.backgroundColor) || (parseFloat(style.borderLeftWidth) > 0 && drawn(style.borderLeftColor))) {
      return Math.round(element.getBoundingClientRect().left);
    }
    const text = document.createRange();
    text.selectNodeContents(element);
    return Math.round(text.getBoundingClientRect().left);
  });

test('out of tokens: banner → pricing → sandbox payment → back in chat with tokens, and a turn goes through', async ({ page }) => {
  // Spending the 20 free tokens takes 20 real turns before the screen is even opened.
  test.slow();
  const user = await signInPage(page);
  await spendTokens(page.request, user.token, 20);
  await page.goto('/platform/chat');
  await expect(page.getByText('No tokens remaining. Add more decks to continue chatting.')).toBeVisible();
  await page.getByRole('button', { name: 'Add more decks' }).click();

  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Choose your plan', level: 1 })).toBeVisible();
  const free = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Free' }) });
  await expect(free.getByText('Current plan')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pro' }) }).getByText('Unlimited tokens')).toBeVisible();
  await snapshot(page, 'pricing');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Subscribe to Starter' }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_/);
  await expect(page.getByRole('note')).toContainText('TEST MODE');
  await expect(page.getByRole('heading', { name: 'Starter plan' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await snapshot(page, 'checkout');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Pay $9.00' }).click();

  await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('You are now on the Starter plan.');
  await expect(page.getByRole('status')).toContainText('Tokens remaining: 200');
  await snapshot(page, 'success');
  await page.getByRole('link', { name: 'Back to chat' }).click();

  // The tokens used count the paid period's, which has just begun.
  await expect(page.getByText('Remaining tokens: 200 | Tokens used: 0')).toBeVisible();
  await expect(page.getByText('No tokens remaining.')).toHaveCount(0);
  // The chat reopens the session the tokens were spent in: its 20 turns load before the next one.
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText('Attempt 20.', { exact: false })).toBeVisible();
  await say(page, IDEA[0]!);
  await expect(page.getByText('Remaining tokens: 199 | Tokens used: 1')).toBeVisible();
});

test('the Billing tab shows the payment; cancel keeps the plan, and the portal resumes it', async ({ page }) => {
  const user = await signInPage(page);
  await subscribeByApi(page.request, user.token, 'starter');
  await page.goto('/platform/billing');
  await expect(page.getByRole('heading', { name: 'Billing & Subscription', level: 1 })).toBeVisible();

  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByRole('definition').first()).toHaveText('Starter');
  await expect(subscription.getByRole('definition').nth(1)).toHaveText('220');
  const history = page.getByRole('region', { name: 'Billing History' });
  const row = history.getByRole('row').filter({ hasText: 'Starter plan, 1 month (test payment)' });
  await expect(row).toContainText('$9.00');
  await expect(row).toContainText('Succeeded');
  // The period's total: Starter's 200 and the 20 free tokens carried into it.
  const usage = page.getByRole('region', { name: 'Usage' });
  await expect(usage.getByRole('definition')).toHaveText(['0', '220', '220']);
  await snapshot(page, 'billing');
  await expectNoSeriousA11yViolations(page);

  await subscription.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription?' });
  await expect(dialog).toContainText('stays active until');
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(subscription.getByRole('status')).toContainText('The Starter plan stays active until');
  await expect(subscription.getByText('Ends on')).toBeVisible();
  await expect(subscription.getByRole('definition').first()).toHaveText('Starter');
  await expect(subscription.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  // Said once: the confirmation, not also the note a later visit shows.
  await expect(subscription.getByText(/canceled and stays active/)).toHaveCount(0);

  await subscription.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/sandbox\/portal\/bps_test_/);
  await expect(page.getByRole('note')).toContainText('TEST MODE');
  const plan = page.getByRole('region', { name: 'Current plan' });
  await expect(plan).toContainText('Starter — cancels on');
  await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('row')).toHaveCount(2);
  await snapshot(page, 'portal');
  await expectNoSeriousA11yViolations(page);
  await plan.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(plan).toContainText('Starter — renews on');
  await page.getByRole('link', { name: 'Return to IdeaPilot' }).click();

  await expect(page).toHaveURL(/\/platform\/billing$/);
  await expect(subscription.getByText('Expires')).toBeVisible();
  await expect(subscription.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
});

test('a free account: empty history, allowance, and the error messages of checkout and cancel', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/billing');
  const history = page.getByRole('region', { name: 'Billing History' });
  await expect(history.getByText('No transactions found')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Usage' }).getByRole('definition').nth(2)).toHaveText('20');
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

  await page.route('**/api/subscriptions/transactions*', (route) =>
    route.fulfill({ json: [{ id: 't1', created_at: '2026-01-05T10:00:00Z', description: 'Refund', amount: 900, currency: 'usd', status: 'refunded', invoice_pdf_url: null, hosted_invoice_url: 'https://example.com/r/1' }] }),
  );
  await page.reload();
  const row = history.getByRole('row').filter({ hasText: 'Refund' });
  await expect(row).toContainText('refunded');
  await expect(row.getByRole('link', { name: /View/ })).toHaveAttribute('href', 'https://example.com/r/1');

  await page.getByRole('link', { name: 'Change Plan' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.route('**/api/subscriptions/create-checkout-session', (route) => route.fulfill({ status: 500, json: {} }));
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to create checkout session');
  await page.unroute('**/api/subscriptions/create-checkout-session');
  await page.route('**/api/subscriptions/create-checkout-session', (route) => route.fulfill({ status: 400, json: { detail: 'You are already on the Pro plan', code: 'already_subscribed' } }));
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
  await expect(page.getByRole('alert')).toHaveText('You are already on the Pro plan');
});

test('the pricing page leads back where the founder came from, and the Free plan names its price once', async ({ page }) => {
  await page.goto('/pricing');
  const free = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Free' }) });
  await expect(free.locator('.pricing-price')).toHaveText('$0');
  await expect(free.getByText('Free', { exact: true })).toHaveCount(1);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInPage(page);
  await page.goto('/platform/billing');
  await page.getByRole('link', { name: 'Change Plan' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('link', { name: 'Back to billing' }).click();
  await expect(page).toHaveURL(/\/platform\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing & Subscription', level: 1 })).toBeVisible();
});

test('cancel shows the server detail, a fallback, and a connection error', async ({ page }) => {
  const user = await signInPage(page);
  await subscribeByApi(page.request, user.token, 'pro');
  await page.goto('/platform/billing');
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByRole('definition').nth(1)).toHaveText('Unlimited');
  await expect(page.getByRole('region', { name: 'Usage' }).getByRole('definition').nth(2)).toHaveText('Unlimited');
  await subscription.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription?' });
  const confirm = dialog.getByRole('button', { name: 'Cancel Subscription' });

  await page.route('**/api/subscriptions/cancel', (route) => route.fulfill({ status: 400, json: { detail: 'Nothing to cancel', code: 'no_paid_subscription' } }));
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('Nothing to cancel');
  await page.unroute('**/api/subscriptions/cancel');
  await page.route('**/api/subscriptions/cancel', (route) => route.fulfill({ status: 500, json: {} }));
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to cancel subscription');
  await page.unroute('**/api/subscriptions/cancel');
  await page.route('**/api/subscriptions/cancel', (route) => route.abort());
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('An error occurred while canceling subscription');
  await expectNoSeriousA11yViolations(page);
});

test('on a phone (375 px) every column of a payment shows without scrolling sideways, its receipt link too', async ({ page }) => {
  const user = await signInPage(page);
  await subscribeByApi(page.request, user.token, 'starter');
  // The sandbox's payments have no receipt; Stripe's do.
  await page.route('**/api/subscriptions/transactions*', async (route) => {
    const response = await route.fetch();
    const transactions = (await response.json()) as object[];
    await route.fulfill({ response, json: transactions.map((t) => ({ ...t, hosted_invoice_url: 'https://example.com/receipt/1' })) });
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/platform/billing');

  const row = page.getByRole('region', { name: 'Billing History' }).getByRole('row').filter({ hasText: 'Starter plan, 1 month (test payment)' });
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(5);
  await expect(cells.nth(2)).toHaveText('$9.00');
  await expect(cells.nth(3)).toHaveText('Succeeded');
  await row.scrollIntoViewIfNeeded();
  await snapshot(page, 'billing-history-375');
  for (const cell of await cells.all()) await expect(cell).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('link', { name: /View/ })).toBeInViewport({ ratio: 1 });
  const sideways = await page.getByRole('group', { name: 'Billing history' }).evaluate((box) => [box.scrollWidth - box.clientWidth, document.documentElement.scrollWidth - window.innerWidth]);
  expect(sideways, 'overflow of the history, and of the page').toEqual([0, 0]);
  await expectNoSeriousA11yViolations(page);
});

test('on a phone (375 px) the subscription\'s three buttons start at the same left edge', async ({ page }) => {
  const user = await signInPage(page);
  await subscribeByApi(page.request, user.token, 'starter');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/platform/billing');
  const subscription = page.getByRole('region', { name: 'Subscription' });
  const buttons = [
    subscription.getByRole('link', { name: 'Change Plan' }),
    subscription.getByRole('button', { name: 'Manage Subscription' }),
    subscription.getByRole('button', { name: 'Cancel Subscription' }),
  ];
  for (const button of buttons) await expect(button).toBeVisible();
  const lefts = await Promise.all(buttons.map(seenLeft));
  expect(lefts, 'left edges of Change Plan, Manage Subscription, Cancel Subscription').toEqual([lefts[0], lefts[0], lefts[0]]);
});

test('the Usage figures stand on one line when a label wraps (769 px)', async ({ page }) => {
  await signInPage(page);
  await page.setViewportSize({ width: 769, height: 900 });
  await page.goto('/platform/billing');
  const usage = page.getByRole('region', { name: 'Usage' });
  await expect(usage.getByRole('definition')).toHaveText(['0', '20', '20']);
  const label = await usage.getByRole('term').filter({ hasText: 'Total Tokens in Subscription' }).boundingBox();
  const tops = await usage.getByRole('definition').evaluateAll((figures) => figures.map((figure) => Math.round(figure.getBoundingClientRect().top)));
  // The long label takes two lines here; the figures below the labels still share one line.
  expect(label!.height).toBeGreaterThan(30);
  expect(new Set(tops).size).toBe(1);
});

test('a Free founder with 14 of 20 tokens left buys Starter: Usage reads 0 used and 214 remaining of 214, the 14 carried named, as the chat does', async ({ page }) => {
  const user = await signInPage(page);
  await spendTokens(page.request, user.token, 6);
  await page.goto('/platform/billing');
  const usage = page.getByRole('region', { name: 'Usage' });
  await expect(usage.getByRole('definition')).toHaveText(['6', '14', '20']);
  await expect(usage.getByText(/carried over/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Change Plan' }).click();
  await page.getByRole('button', { name: 'Subscribe to Starter' }).click();
  await page.getByRole('button', { name: 'Pay $9.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.getByRole('link', { name: 'View billing' }).click();
  // Not 0 used and 214 remaining of 200: the period started with the 200 and the 14 Free left.
  await expect(usage.getByRole('definition')).toHaveText(['0', '214', '214']);
  await expect(usage.getByText('The total includes 14 tokens carried over from your previous plan.')).toBeVisible();
  await usage.scrollIntoViewIfNeeded();
  await snapshot(page, 'usage-after-upgrade');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/platform/chat');
  await expect(page.getByText('Remaining tokens: 214 | Tokens used: 0')).toBeVisible();
});

const WEBHOOK_SECRET = 'whsec_e2e_ideapilot';

/**
 * The tests of this describe run against one more server, whose payment provider is Stripe. Stripe
 * itself is not reachable here: its news reaches the app as signed webhook events, as in production,
 * and nothing in these tests calls Stripe's API. The server starts once per worker.
 */
const withStripe = test.extend<object, { stripeApp: Awaited<ReturnType<typeof startAppServer>> }>({
  stripeApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
    async ({}, use) => {
      const app = await startAppServer({ STRIPE_SECRET_KEY: 'sk_test_e2e_ideapilot', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICES: 'starter:price_starter, pro:price_pro' });
      await use(app);
      app.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ stripeApp }, use) => use(stripeApp.baseURL),
});

withStripe.describe('with Stripe as the payment provider', () => {
  let events = 0;

  /** Delivers an event as Stripe does: its JSON signed with the webhook secret (`Stripe-Signature`). */
  async function deliver(request: APIRequestContext, type: string, object: object, created: number) {
    const payload = JSON.stringify({ id: `evt_e2e_${Date.now()}_${++events}`, object: 'event', type, created, data: { object } });
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex')}`;
    const res = await request.post('/api/subscriptions/webhook', { headers: { 'content-type': 'application/json', 'stripe-signature': signature }, data: payload });
    expect(res.status()).toBe(200);
  }

  /** The first invoice of a Starter subscription, paid. */
  const firstInvoice = (id: string, sub: FakeSubscription, userId: string) => ({
    id,
    object: 'invoice',
    billing_reason: 'subscription_create',
    customer: sub.customer,
    currency: 'usd',
    amount_paid: 900,
    amount_due: 900,
    number: `NR-${id}`,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${id}`,
          description: '1 × Starter (at $9.00 / month)',
          amount: 900,
          pricing: { type: 'price_details', price_details: { price: 'price_starter', product: 'prod_starter' } },
          parent: { type: 'subscription_item_details', subscription_item_details: { proration: false, subscription: sub.id, subscription_item: `si_${sub.id}` } },
        },
      ],
    },
    parent: { type: 'subscription_details', subscription_details: { metadata: { user_id: userId }, subscription: sub.id } },
  });

  withStripe('back on Free after Starter ends, Usage counts from the tokens held: 0 used, then 1, of the 217 carried over', async ({ page }) => {
    const user = await signInPage(page);
    const headers = { authorization: `Bearer ${user.token}` };
    const { id: userId } = (await (await page.request.get('/api/users/me', { headers })).json()) as { id: string };
    const now = Math.floor(Date.now() / 1000);
    const sub: FakeSubscription = { id: `sub_e2e_${now}_${++events}`, customer: `cus_e2e_${now}_${events}`, price: 'price_starter', status: 'active', currentPeriodEnd: now + 30 * 86400, cancelAtPeriodEnd: false, metadata: { user_id: userId } };
    await deliver(page.request, 'customer.subscription.created', subscriptionObject(sub), now);
    await deliver(page.request, 'invoice.paid', firstInvoice(`in_e2e_${sub.id}`, sub, userId), now);
    await spendTokens(page.request, user.token, 3);

    await page.goto('/platform/billing');
    const subscription = page.getByRole('region', { name: 'Subscription' });
    const usage = page.getByRole('region', { name: 'Usage' });
    await expect(subscription.getByRole('definition').first()).toHaveText('Starter');
    await expect(usage.getByRole('definition')).toHaveText(['3', '217', '220']);

    // The subscription ends at Stripe (canceled, its period over): the founder is back on Free.
    await deliver(page.request, 'customer.subscription.deleted', subscriptionObject({ ...sub, status: 'canceled' }), now + 10);
    await page.reload();
    await expect(subscription.getByRole('definition').first()).toHaveText('Free');
    // Not 3 used beside Free's 20: the count starts again from the 217 held.
    await expect(usage.getByRole('definition')).toHaveText(['0', '217', '217']);
    await expect(usage.getByText('The total includes 217 tokens carried over from your previous plan.')).toBeVisible();
    await usage.scrollIntoViewIfNeeded();
    await snapshot(page, 'usage-back-on-free');

    await page.goto('/platform/chat');
    await expect(page.getByText('Remaining tokens: 217 | Tokens used: 0')).toBeVisible();
    await say(page, IDEA[0]!);
    await expect(page.getByText('Remaining tokens: 216 | Tokens used: 1')).toBeVisible();
    await page.goto('/platform/billing');
    await expect(usage.getByRole('definition')).toHaveText(['1', '216', '217']);
  });
});

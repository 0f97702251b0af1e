import type { CurrentSubscription } from '@ideapilot/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useCurrentSubscription } from '../../lib/subscription.ts';
import { useCheckout } from './hooks.ts';
import { SubscriptionCard } from './SubscriptionCard.tsx';
import { SubscriptionSuccessPage } from './SubscriptionSuccessPage.tsx';
import { UsageCard } from './UsageCard.tsx';

/** Answers the app's calls as the server would, by method and path; the last answer of a list repeats. */
function serve(answers: Record<string, unknown[]>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method} ${new URL(url, 'http://localhost').pathname}`;
    asked.push(key);
    const queue = answers[key];
    if (!queue?.length) return new Response(JSON.stringify({ detail: `no answer for ${key}` }), { status: 500 });
    return Response.json(queue.length > 1 ? queue.shift() : queue[0]);
  });
  return asked;
}

const subscription = (over: Partial<CurrentSubscription>): CurrentSubscription => ({
  plan_name: 'starter',
  display_name: 'Starter',
  status: 'active',
  tokens_remaining: 20,
  tokens_used: 0,
  token_allowance: 200,
  tokens_carried: 0,
  subscription_expires_at: '2026-12-05T02:00:00.000Z',
  cancel_at_period_end: false,
  ...over,
});
const free = subscription({ plan_name: 'free', display_name: 'Free', token_allowance: 20, subscription_expires_at: null });
const pro = subscription({ plan_name: 'pro', display_name: 'Pro', tokens_remaining: null, token_allowance: null, tokens_carried: null });

const wrap = (ui: ReactNode) => render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

/** The pricing page's Subscribe: the checkout the browser leaves for. */
function Subscribe({ plan }: { plan: string }) {
  const current = useCurrentSubscription(true);
  const checkout = useCheckout();
  return (
    <button type="button" disabled={!current.data} onClick={() => checkout.mutate(plan)}>
      Subscribe
    </button>
  );
}

async function checkOut(from: CurrentSubscription, plan: string) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  serve({ 'GET /api/subscriptions/current': [from], 'POST /api/subscriptions/create-checkout-session': [{ checkout_url: 'https://checkout.stripe.test/c/pay/cs_1' }] });
  wrap(<Subscribe plan={plan} />);
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Subscribe' });
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
  await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
  cleanup();
  vi.unstubAllGlobals();
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the success page after checkout', () => {
  it('waits for the paid invoice when Stripe tells the subscription first, then shows the balance it paid for', async () => {
    await checkOut(free, 'starter');
    // 1st read: the subscription's webhook has landed, the paid invoice's not yet; then both.
    serve({ 'GET /api/subscriptions/current': [subscription({ tokens_remaining: 20 }), subscription({ tokens_remaining: 220 })], 'GET /api/users/me/tokens': [{ tokens_remaining: 20, tokens_used: 0 }] });
    wrap(<SubscriptionSuccessPage />);
    await screen.findByRole('heading', { name: 'Payment successful' }, { timeout: 5000 });
    expect(screen.getByRole('status').textContent).toContain('Tokens remaining: 220');
  }, 10_000);

  it('does not take the plan held before for the plan bought', async () => {
    await checkOut(subscription({ tokens_remaining: 180 }), 'pro');
    serve({ 'GET /api/subscriptions/current': [subscription({ tokens_remaining: 180 }), pro], 'GET /api/users/me/tokens': [{ tokens_remaining: 180, tokens_used: 0 }] });
    wrap(<SubscriptionSuccessPage />);
    await screen.findByRole('heading', { name: 'Payment successful' }, { timeout: 5000 });
    expect(screen.getByRole('status').textContent).toContain('You are now on the Pro plan.Tokens remaining: Unlimited');
  }, 10_000);
});

describe('the subscription card', () => {
  // West of UTC, where the browser's day and the server's differ in the evening.
  beforeAll(() => vi.stubEnv('TZ', 'America/Los_Angeles'));
  afterAll(() => vi.unstubAllEnvs());

  it('gives the period end in UTC, the day the server names in its messages', () => {
    expect(new Date('2026-12-05T02:00:00.000Z').getDate()).toBe(4);
    serve({});
    const { container } = wrap(<SubscriptionCard subscription={subscription({ cancel_at_period_end: true })} />);
    const dates = container.textContent?.match(/(January|February|March|April|May|June|July|August|September|October|November|December) \d+, \d{4}/g);
    expect(new Set(dates)).toEqual(new Set(['December 5, 2026']));
  });
});

describe('the usage card', () => {
  const figures = () => screen.getAllByRole('definition').map((figure) => figure.textContent);

  it('shows the period\'s total with the tokens carried into it, so Used and Remaining add up to it', () => {
    // A Free founder with 14 of 20 left who bought Starter.
    render(<UsageCard subscription={subscription({ tokens_used: 0, tokens_remaining: 214, token_allowance: 214, tokens_carried: 14 })} />);
    expect(figures()).toEqual(['0', '214', '214']);
    expect(screen.getByText('The total includes 14 tokens carried over from your previous plan.')).toBeTruthy();
  });

  it('names nothing carried when the period holds its allowance only, and on an unlimited plan', () => {
    render(<UsageCard subscription={subscription({ tokens_used: 3, tokens_remaining: 197, token_allowance: 200 })} />);
    expect(figures()).toEqual(['3', '197', '200']);
    expect(screen.queryByText(/carried over/)).toBeNull();
    cleanup();
    render(<UsageCard subscription={{ ...pro, tokens_used: 4 }} />);
    expect(figures()).toEqual(['4', 'Unlimited', 'Unlimited']);
    expect(screen.queryByText(/carried over/)).toBeNull();
  });
});

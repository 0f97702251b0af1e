import type { CurrentSubscription } from '@ideapilot/contract';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useCurrentSubscription } from '../../lib/subscription.ts';
import { BillingPage } from './BillingPage.tsx';
import { tokenCount } from './format.ts';
import { checkoutStarted, forgetCheckoutStarted, useRefreshBilling, type CheckoutStarted } from './hooks.ts';

/** A provider's webhooks may land a moment after the browser does: ask again until the plan is paid, for two minutes at most. */
const CONFIRM_POLL_MS = 2000;
const CONFIRM_POLLS = 60;

/**
 * The payment has landed once the user is on the plan bought and, for a plan with a token
 * allowance, holds more tokens than before: Stripe may tell the subscription before its paid
 * invoice. Without a checkout from this tab to compare with, any paid plan will do.
 */
function paidFor(plan: CurrentSubscription, started: CheckoutStarted | null): boolean {
  if (!started) return plan.plan_name !== 'free';
  if (plan.plan_name !== started.plan_name) return false;
  return plan.tokens_remaining === null || started.tokens_remaining === null || plan.tokens_remaining > started.tokens_remaining;
}

/** /subscription/success: back from checkout; the subscription and balance are fetched again. */
export function SubscriptionSuccessPage() {
  const refresh = useRefreshBilling();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const [started] = useState(checkoutStarted);
  const subscription = useCurrentSubscription(true);
  const plan = subscription.data;
  const confirmed = plan !== undefined && paidFor(plan, started);
  const gaveUp = useCurrentSubscriptionPoll(!confirmed, subscription.refetch);
  useEffect(() => {
    if (confirmed) forgetCheckoutStarted();
  }, [confirmed]);

  return (
    <BillingPage title={confirmed ? 'Payment successful' : 'Confirming your payment…'}>
      <div className="card success-card" role="status">
        {confirmed ? (
          <>
            <p className="success-plan">
              You are now on the <strong>{plan.display_name}</strong> plan.
            </p>
            <p>Tokens remaining: {tokenCount(plan.tokens_remaining)}</p>
          </>
        ) : gaveUp ? (
          <p>The payment provider has not confirmed your payment yet. The Billing tab shows your plan once it does.</p>
        ) : (
          <p>We are waiting for the payment provider to confirm your subscription. This page updates by itself.</p>
        )}
      </div>
      <div className="billing-actions">
        <Link to="/platform/chat" className="button button--primary">
          Back to chat
        </Link>
        <Link to="/platform/billing" className="button">
          View billing
        </Link>
      </div>
    </BillingPage>
  );
}

/** Refetches while `active`, up to CONFIRM_POLLS times; true once it has given up. */
function useCurrentSubscriptionPoll(active: boolean, refetch: () => unknown): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!active) return;
    let polls = 0;
    const timer = setInterval(() => {
      if (++polls > CONFIRM_POLLS) {
        clearInterval(timer);
        setGaveUp(true);
      } else {
        void refetch();
      }
    }, CONFIRM_POLL_MS);
    return () => clearInterval(timer);
  }, [active, refetch]);
  return gaveUp;
}

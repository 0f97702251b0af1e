import { useEffect } from 'react';
import { Link } from 'wouter';
import { useCurrentSubscription } from '../../lib/subscription.ts';
import { BillingPage } from './BillingPage.tsx';
import { tokenCount } from './format.ts';
import { useRefreshBilling } from './hooks.ts';

/** A provider's webhook may land a moment after the browser does: ask again until the plan is paid. */
const CONFIRM_POLL_MS = 2000;

/** /subscription/success: back from checkout; the subscription and balance are fetched again. */
export function SubscriptionSuccessPage() {
  const refresh = useRefreshBilling();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const subscription = useCurrentSubscription(true);
  const plan = subscription.data;
  const confirmed = plan !== undefined && plan.plan_name !== 'free';
  useCurrentSubscriptionPoll(!confirmed, subscription.refetch);

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

function useCurrentSubscriptionPoll(active: boolean, refetch: () => unknown) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void refetch(), CONFIRM_POLL_MS);
    return () => clearInterval(timer);
  }, [active, refetch]);
}

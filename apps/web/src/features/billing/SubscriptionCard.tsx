import type { CurrentSubscription } from '@ideapilot/contract';
import { useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { BillingError } from './BillingPage.tsx';
import { formatDate, tokenCount } from './format.ts';
import { billingError, useCancel, useManage } from './hooks.ts';
import { Stat } from '../../components/ui/Stat.tsx';

export function SubscriptionCard({ subscription }: { subscription: CurrentSubscription | undefined }) {
  const manage = useManage();
  const cancel = useCancel();
  const [confirming, setConfirming] = useState(false);
  const paid = subscription !== undefined && subscription.plan_name !== 'free';
  const ending = subscription?.cancel_at_period_end ?? false;

  async function confirmCancel() {
    try {
      await cancel.mutateAsync();
      setConfirming(false);
    } catch (err) {
      console.warn('Cancel failed', err);
    }
  }

  return (
    <section className="card" aria-labelledby="billing-subscription">
      <h2 id="billing-subscription">Subscription</h2>
      <dl className="billing-stats">
        <Stat className="billing-stat" label="Plan">{subscription?.display_name ?? 'Free'}</Stat>
        <Stat className="billing-stat" label="Tokens remaining">{tokenCount(subscription?.tokens_remaining)}</Stat>
        <Stat className="billing-stat" label={ending ? 'Ends on' : 'Expires'}>{formatDate(subscription?.subscription_expires_at)}</Stat>
      </dl>
      {/* Once: right after a cancel its confirmation says it; the note is for later visits. */}
      {ending && !cancel.data && <p className="billing-note">Your plan is canceled and stays active until {formatDate(subscription?.subscription_expires_at)}.</p>}
      {cancel.data && (
        <p className="billing-success" role="status">
          {cancel.data.message}
        </p>
      )}
      <BillingError error={manage.error} fallback={'Failed to open the billing portal'} />
      <div className="billing-actions">
        <Link to="/pricing" className="button button--primary">
          Change Plan
        </Link>
        {paid && (
          <button type="button" className="button" onClick={() => manage.mutate()} disabled={manage.isPending}>
            {manage.isPending ? 'Opening...' : 'Manage Subscription'}
          </button>
        )}
        {paid && !ending && (
          <button type="button" className="button button--ghost billing-cancel" onClick={() => { cancel.reset(); setConfirming(true); }}>
            Cancel Subscription
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title="Cancel subscription?"
          message={`Your ${subscription?.display_name ?? ''} plan stays active until ${formatDate(subscription?.subscription_expires_at)}. After that you are back on the Free plan and keep the tokens you have.`}
          confirmLabel="Cancel Subscription"
          busyLabel="Canceling..."
          busy={cancel.isPending}
          danger
          error={cancel.error ? billingError(cancel.error, 'Failed to cancel subscription', 'An error occurred while canceling subscription') : null}
          onConfirm={() => void confirmCancel()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

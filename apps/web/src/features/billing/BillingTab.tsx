import { useAuth } from '../../lib/auth.tsx';
import { useCurrentSubscription, useTransactions } from '../../lib/subscription.ts';
import { BillingHistory } from './BillingHistory.tsx';
import { SubscriptionCard } from './SubscriptionCard.tsx';
import { UsageCard } from './UsageCard.tsx';
import './billing.css';

/** Billing tab: subscription, billing history, usage. */
export function BillingTab() {
  const { signedIn } = useAuth();
  // Failures of these calls are only logged; the cards then show what they have.
  const subscription = useCurrentSubscription(signedIn);
  const transactions = useTransactions(signedIn);
  return (
    <section className="tab-page billing">
      <h1 className="tab-title">Billing & Subscription</h1>
      <SubscriptionCard subscription={subscription.data} />
      <BillingHistory transactions={transactions.data} loading={transactions.isPending} />
      <UsageCard subscription={subscription.data} />
    </section>
  );
}

import { Link } from 'wouter';
import { useAuth, useTokenBalance } from '../../lib/auth.tsx';
import { useCurrentSubscription } from '../../lib/subscription.ts';
import { Stat } from '../../components/ui/Stat.tsx';

export function SubscriptionSummary() {
  const { signedIn } = useAuth();
  // A failed subscription call is only logged; the plan then reads 'Free'.
  const subscription = useCurrentSubscription(signedIn);
  const balance = useTokenBalance();
  const remaining = balance.data
    ? balance.data.tokens_remaining === null
      ? 'Unlimited'
      : String(balance.data.tokens_remaining)
    : '…';
  return (
    <section className="card" aria-labelledby="profile-subscription">
      <div className="profile-card-head">
        <h2 id="profile-subscription">Subscription</h2>
        <Link to="/platform/billing" className="profile-card-link">
          Manage billing
        </Link>
      </div>
      <dl className="profile-stats">
        <Stat className="profile-stat" label="Current plan">{subscription.data?.display_name ?? 'Free'}</Stat>
        <Stat className="profile-stat" label="Tokens remaining">{remaining}</Stat>
      </dl>
    </section>
  );
}

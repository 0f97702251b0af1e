import type { CurrentSubscription } from '@ideapilot/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../lib/api.ts';
import { useAuth, useTokenBalance } from '../../lib/auth.tsx';

/** The plan's display name; spec §8: a failed subscription call is only logged ('Free' is shown). */
function useCurrentPlanName() {
  const { signedIn } = useAuth();
  return useQuery({
    queryKey: ['profile', 'current-plan'],
    queryFn: async () => {
      try {
        const current = await api<CurrentSubscription>('/api/subscriptions/current');
        return current.display_name || 'Free';
      } catch (err) {
        console.warn('Could not load the current subscription', err);
        return 'Free';
      }
    },
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
}

export function SubscriptionSummary() {
  const plan = useCurrentPlanName();
  const balance = useTokenBalance();
  const remaining = balance.data
    ? balance.data.tokens_remaining === null
      ? 'Unlimited'
      : String(balance.data.tokens_remaining)
    : '…';
  return (
    <section className="profile-card" aria-labelledby="profile-subscription">
      <div className="profile-card-head">
        <h2 id="profile-subscription">Subscription</h2>
        <Link to="/platform/billing" className="profile-card-link">
          Manage billing
        </Link>
      </div>
      <dl className="profile-stats">
        <div className="profile-stat">
          <dt>Current plan</dt>
          <dd>{plan.data ?? 'Free'}</dd>
        </div>
        <div className="profile-stat">
          <dt>Tokens remaining</dt>
          <dd>{remaining}</dd>
        </div>
      </dl>
    </section>
  );
}

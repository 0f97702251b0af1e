import { DEFAULT_TOKEN_ALLOWANCE, type CurrentSubscription } from '@ideapilot/contract';
import { tokenCount } from './format.ts';
import { Stat } from '../../components/ui/Stat.tsx';

/**
 * Tokens Used and Tokens Remaining of the current period, and its total: what the period started
 * with (`token_allowance`), so on a limited plan the first two add up to the third. Tokens carried
 * into the period from the plan before are named under the figures.
 */
export function UsageCard({ subscription }: { subscription: CurrentSubscription | undefined }) {
  const unlimited = subscription !== undefined && subscription.tokens_remaining === null;
  // The allowance reads 100 when the server gives none (an unlimited plan says so instead).
  const total = unlimited ? 'Unlimited' : String(subscription?.token_allowance ?? DEFAULT_TOKEN_ALLOWANCE);
  const carried = unlimited ? 0 : (subscription?.tokens_carried ?? 0);
  return (
    <section className="card" aria-labelledby="billing-usage">
      <h2 id="billing-usage">Usage</h2>
      <dl className="billing-stats">
        <Stat className="billing-stat" label="Tokens Used">{subscription ? subscription.tokens_used : '…'}</Stat>
        <Stat className="billing-stat" label="Tokens Remaining">{tokenCount(subscription?.tokens_remaining)}</Stat>
        <Stat className="billing-stat" label="Total Tokens in Subscription">{subscription ? total : '…'}</Stat>
      </dl>
      {carried > 0 && (
        <p className="billing-note">
          The total includes {carried} {carried === 1 ? 'token' : 'tokens'} carried over from your previous plan.
        </p>
      )}
    </section>
  );
}

import { DEFAULT_TOKEN_ALLOWANCE, type CurrentSubscription } from '@ideapilot/contract';
import { tokenCount } from './format.ts';

export function UsageCard({ subscription }: { subscription: CurrentSubscription | undefined }) {
  const unlimited = subscription !== undefined && subscription.tokens_remaining === null;
  // Spec §2/§9: the allowance reads 100 when the server gives none (an unlimited plan says so instead).
  const total = unlimited ? 'Unlimited' : String(subscription?.token_allowance ?? DEFAULT_TOKEN_ALLOWANCE);
  return (
    <section className="card" aria-labelledby="billing-usage">
      <h2 id="billing-usage">Usage</h2>
      <dl className="billing-stats">
        <div className="billing-stat">
          <dt>Tokens Used</dt>
          <dd>{subscription ? subscription.tokens_used : '…'}</dd>
        </div>
        <div className="billing-stat">
          <dt>Tokens Remaining</dt>
          <dd>{tokenCount(subscription?.tokens_remaining)}</dd>
        </div>
        <div className="billing-stat">
          <dt>Total Tokens in Subscription</dt>
          <dd>{subscription ? total : '…'}</dd>
        </div>
      </dl>
    </section>
  );
}

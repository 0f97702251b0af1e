import type { Plan } from '@ideapilot/contract';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../lib/auth.tsx';
import { sessionKeys } from '../../lib/storage.ts';
import { useCurrentSubscription, usePlans } from '../../lib/subscription.ts';
import { BillingError, BillingPage } from './BillingPage.tsx';
import { planPrice, planTokens } from './format.ts';
import { useCheckout } from './hooks.ts';

/** /pricing: the plans from the server; Subscribe goes to the provider's checkout. */
export function PricingPage() {
  const { signedIn } = useAuth();
  const [, navigate] = useLocation();
  const plans = usePlans();
  const subscription = useCurrentSubscription(signedIn);
  const checkout = useCheckout();
  const [choosing, setChoosing] = useState<string | null>(null);
  const currentPlan = signedIn ? (subscription.data?.plan_name ?? null) : null;

  function subscribe(plan: Plan) {
    if (!signedIn) {
      sessionStorage.setItem(sessionKeys.redirectAfterLogin, '/pricing');
      navigate('/login');
      return;
    }
    setChoosing(plan.name);
    checkout.mutate(plan.name);
  }

  return (
    <BillingPage title="Choose your plan">
      {/* The page has no navigation of its own: a way back to where the founder came from. */}
      <Link className="pricing-back" to={signedIn ? '/platform/billing' : '/login'}>
        <span aria-hidden="true">← </span>
        {signedIn ? 'Back to billing' : 'Back to sign in'}
      </Link>
      <p className="pricing-lead">One token is one conversation turn with your coach. Upgrade to keep going.</p>
      <BillingError error={checkout.error} fallback={'Failed to create checkout session'} />
      {plans.isError && (
        <p className="billing-error" role="alert">
          The plans could not be loaded. Please try again.
        </p>
      )}
      <ul className="pricing-plans">
        {plans.data?.map((plan) => {
          const current = plan.name === currentPlan;
          const busy = checkout.isPending && choosing === plan.name;
          return (
            <li key={plan.name} className={`pricing-plan${current ? ' pricing-plan--current' : ''}`} aria-labelledby={`plan-${plan.name}`}>
              <h2 id={`plan-${plan.name}`}>{plan.display_name}</h2>
              {current && <p className="pricing-current">Current plan</p>}
              <p className="pricing-price">{planPrice(plan)}</p>
              <p className="pricing-tokens">{planTokens(plan)}</p>
              {plan.price_cents > 0 && !current && (
                <button
                  type="button"
                  className="button button--primary button--block"
                  onClick={() => subscribe(plan)}
                  disabled={checkout.isPending}
                  aria-label={`Subscribe to ${plan.display_name}`}
                >
                  {busy ? 'Redirecting...' : 'Subscribe'}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </BillingPage>
  );
}

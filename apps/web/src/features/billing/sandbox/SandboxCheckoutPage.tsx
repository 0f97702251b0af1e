import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'wouter';
import { call } from '../../../lib/api.ts';
import { BillingError, BillingPage } from '../BillingPage.tsx';
import { formatMoney } from '../format.ts';
import { useRefreshBilling } from '../hooks.ts';
import { TestModeBanner } from './TestModeBanner.tsx';

/** The sandbox's checkout: Pay sends the provider events a real checkout would; Cancel goes back to pricing. */
export function SandboxCheckoutPage() {
  const { id = '' } = useParams();
  const [, navigate] = useLocation();
  const refresh = useRefreshBilling();
  const checkout = useQuery({
    queryKey: ['sandbox', 'checkout', id],
    queryFn: ({ signal }) => call('sandboxCheckout', { params: { id }, signal }),
    retry: false,
  });
  const pay = useMutation({
    mutationFn: () => call('sandboxPay', { params: { id } }),
    onSuccess: async ({ success_url }) => {
      await refresh();
      navigate(success_url);
    },
  });
  const c = checkout.data;

  return (
    <BillingPage title="Test checkout" banner={<TestModeBanner />}>
      <BillingError error={checkout.error} fallback={'This checkout could not be loaded'} />
      {c && (
        <section className="card sandbox-card" aria-labelledby="sandbox-order">
          <h2 id="sandbox-order">{c.display_name} plan</h2>
          <dl className="sandbox-order">
            <div>
              <dt>Amount</dt>
              <dd>{formatMoney(c.price_cents, c.currency)} / month</dd>
            </div>
            <div>
              <dt>Billed to</dt>
              <dd>{c.email}</dd>
            </div>
          </dl>
          <p className="billing-note">This is a test payment: no card is charged.</p>
          <BillingError error={pay.error} fallback={'The test payment failed'} />
          <div className="billing-actions">
            <button type="button" className="button button--primary" onClick={() => pay.mutate()} disabled={pay.isPending || c.status !== 'open'}>
              {pay.isPending ? 'Paying...' : `Pay ${formatMoney(c.price_cents, c.currency)}`}
            </button>
            <Link to="/pricing" className="button">
              Cancel
            </Link>
          </div>
        </section>
      )}
    </BillingPage>
  );
}

import type { SandboxPortalActionRequest } from '@ideapilot/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { call } from '../../../lib/api.ts';
import { usePlans } from '../../../lib/subscription.ts';
import { TransactionsTable } from '../BillingHistory.tsx';
import { BillingError, BillingPage } from '../BillingPage.tsx';
import { formatDate, planPrice } from '../format.ts';
import { useRefreshBilling } from '../hooks.ts';
import { TestModeBanner } from './TestModeBanner.tsx';

/** The sandbox's customer portal: switch plan, cancel at period end, resume, invoices. */
export function SandboxPortalPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const refresh = useRefreshBilling();
  const plans = usePlans();
  const key = ['sandbox', 'portal', id];
  const portal = useQuery({ queryKey: key, queryFn: ({ signal }) => call('sandboxPortal', { params: { id }, signal }), retry: false });
  const act = useMutation({
    mutationFn: (action: SandboxPortalActionRequest) => call('sandboxPortalAction', { params: { id }, body: action }),
    onSuccess: async (next) => {
      client.setQueryData(key, next);
      await refresh();
    },
  });
  const p = portal.data;
  const paid = p !== undefined && p.plan_name !== 'free';
  const otherPlans = plans.data?.filter((plan) => plan.price_cents > 0 && plan.name !== p?.plan_name) ?? [];

  return (
    <BillingPage title="Test billing portal" banner={<TestModeBanner />}>
      <BillingError error={portal.error} fallback={'This portal session could not be loaded'} />
      <BillingError error={act.error} fallback={'The change could not be made'} />
      {p && (
        <>
          <section className="card" aria-labelledby="portal-plan">
            <h2 id="portal-plan">Current plan</h2>
            <p className="portal-plan">
              <strong>{p.display_name}</strong>
              {paid && (p.cancel_at_period_end ? ` — cancels on ${formatDate(p.current_period_end)}` : ` — renews on ${formatDate(p.current_period_end)}`)}
            </p>
            <p className="billing-note">Signed in as {p.email}</p>
            {paid && (
              <div className="billing-actions">
                {p.cancel_at_period_end ? (
                  <button type="button" className="button button--primary" onClick={() => act.mutate({ action: 'resume' })} disabled={act.isPending}>
                    Resume subscription
                  </button>
                ) : (
                  <button type="button" className="button" onClick={() => act.mutate({ action: 'cancel' })} disabled={act.isPending}>
                    Cancel subscription
                  </button>
                )}
                {otherPlans.map((plan) => (
                  <button key={plan.name} type="button" className="button" onClick={() => act.mutate({ action: 'switch', plan_name: plan.name })} disabled={act.isPending}>
                    Switch to {plan.display_name} ({planPrice(plan)})
                  </button>
                ))}
              </div>
            )}
          </section>
          <section className="card" aria-labelledby="portal-invoices">
            <h2 id="portal-invoices">Invoices</h2>
            {p.invoices.length > 0 ? <TransactionsTable transactions={p.invoices} caption="Invoices" /> : <p className="billing-empty">No transactions found</p>}
          </section>
          <Link to={p.return_url} className="button">
            Return to IdeaPilot
          </Link>
        </>
      )}
    </BillingPage>
  );
}

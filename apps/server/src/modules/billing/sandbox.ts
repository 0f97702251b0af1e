import { randomBytes } from 'node:crypto';
import type { SandboxCheckout, SandboxPayResponse, SandboxPortal, SandboxPortalActionRequest } from '@ideapilot/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { PaymentProvider, PlanRow, ProviderEvent, SubscriptionState } from './provider.ts';
import { billingRepository as repo } from './repository.ts';
import { presentTransaction, type BillingService } from './service.ts';
import { sandboxRepository } from './sandbox-repository.ts';

const CHECKOUT_TTL_MS = 24 * 3600_000;
const PORTAL_TTL_MS = 3600_000;
const PORTAL_INVOICES = 24;

const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

function nextPeriodEnd(from: Date): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

function subscriptionEvent(type: string, subscription: SubscriptionState, eventId = newId('evt')): ProviderEvent {
  return { provider: 'sandbox', eventId, type, occurredAt: new Date(), kind: 'subscription', subscription };
}

/** The invoice of a month of `plan`, paid in advance: a checkout's opens the subscription's first period, a renewal's or a switch's the next. */
function paidInvoiceEvent(
  userId: string,
  plan: PlanRow,
  opensPeriod: 'first' | 'next',
  ids = { eventId: newId('evt'), invoiceId: newId('in') },
): Extract<ProviderEvent, { kind: 'invoice' }> {
  return {
    provider: 'sandbox',
    eventId: ids.eventId,
    type: 'invoice.paid',
    occurredAt: new Date(),
    kind: 'invoice',
    invoice: {
      userId,
      invoiceId: ids.invoiceId,
      planName: plan.name,
      status: 'succeeded',
      opensPeriod,
      amountCents: plan.price_cents,
      currency: plan.currency,
      description: `${plan.display_name} plan, 1 month (test payment)`,
      hostedInvoiceUrl: null,
      invoicePdfUrl: null,
    },
  };
}

/**
 * The embedded payment provider: no keys, no network. Its checkout and portal are pages of this
 * app, clearly marked as test mode; what they do reaches subscriptions only as provider events.
 */
export function sandboxProvider(db: Db): PaymentProvider {
  return {
    name: 'sandbox',
    async checkout({ userId, plan, customerId }) {
      const id = newId('cs_test');
      // The newest checkout is the one that stays payable, as with Stripe (stripe.ts).
      await sandboxRepository.expireOpenCheckouts(db, { userId });
      await sandboxRepository.createSession(db, { id, userId, kind: 'checkout', planName: plan.name, expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS) });
      return { url: `/sandbox/checkout/${id}`, customerId: customerId ?? newId('cus') };
    },
    async portal({ userId }) {
      const id = newId('bps_test');
      await sandboxRepository.createSession(db, { id, userId, kind: 'portal', planName: null, expiresAt: new Date(Date.now() + PORTAL_TTL_MS) });
      return `/sandbox/portal/${id}`;
    },
    async cancelAtPeriodEnd({ userId }) {
      return subscriptionEvent('customer.subscription.updated', { ...(await liveSubscription(db, userId)), cancelAtPeriodEnd: true });
    },
    async cancelNow({ userId, subscriptionId }) {
      const live = await liveSubscription(db, userId);
      return subscriptionEvent('customer.subscription.deleted', { ...live, status: 'canceled' }, `evt_deleted_${subscriptionId}`);
    },
  };
}

async function liveSubscription(db: Db, userId: string): Promise<SubscriptionState> {
  const b = await repo.findBilling(db, { userId });
  if (!b || b.plan_name === 'free' || b.provider !== 'sandbox' || !b.provider_subscription_id || !b.provider_customer_id) {
    throw new AppError('no_paid_subscription', 'You have no paid subscription to change');
  }
  return {
    userId,
    customerId: b.provider_customer_id,
    subscriptionId: b.provider_subscription_id,
    planName: b.plan_name,
    status: b.provider_status ?? 'active',
    currentPeriodEnd: b.current_period_end,
    cancelAtPeriodEnd: b.cancel_at_period_end,
  };
}

/** What the sandbox's checkout and portal pages call. A session belongs to the user it was made for. */
export function sandboxPages(deps: { db: Db; billing: BillingService }) {
  const { db, billing } = deps;

  async function session(userId: string, id: string, kind: 'checkout' | 'portal') {
    const row = await sandboxRepository.findSession(db, { id, kind });
    if (!row || row.user_id !== userId) throw new AppError(kind === 'checkout' ? 'checkout_not_found' : 'portal_not_found');
    if (row.expires_at < new Date()) throw new AppError(kind === 'checkout' ? 'checkout_expired' : 'portal_expired');
    return row;
  }

  async function plan(name: string) {
    const row = await repo.findPlan(db, { name });
    if (!row) throw new AppError('unknown_plan', `There is no plan called "${name}"`);
    return row;
  }

  async function portalView(userId: string, id: string): Promise<SandboxPortal> {
    const b = await repo.findBilling(db, { userId });
    if (!b) throw new AppError('subscription_not_found');
    const invoices = await repo.listTransactions(db, { userId, limit: PORTAL_INVOICES, offset: 0 });
    return {
      id,
      email: b.email,
      plan_name: b.plan_name,
      display_name: b.display_name,
      current_period_end: b.current_period_end?.toISOString() ?? null,
      cancel_at_period_end: b.cancel_at_period_end,
      return_url: '/platform/billing',
      invoices: invoices.map(presentTransaction),
    };
  }

  return {
    async checkout(userId: string, id: string): Promise<SandboxCheckout> {
      const row = await session(userId, id, 'checkout');
      const p = await plan(row.plan_name ?? '');
      const b = await repo.findBilling(db, { userId });
      return { id, email: b?.email ?? '', plan_name: p.name, display_name: p.display_name, price_cents: p.price_cents, currency: p.currency, status: row.status };
    },

    /** Pays a checkout once: the subscription starts and its first invoice is paid, as provider events. */
    async pay(userId: string, id: string): Promise<SandboxPayResponse> {
      const row = await session(userId, id, 'checkout');
      const p = await plan(row.plan_name ?? '');
      if (!(await sandboxRepository.completeCheckout(db, { id }))) throw new AppError('checkout_complete');
      const b = await repo.findBilling(db, { userId });
      const now = new Date();
      await billing.applyEvent(
        subscriptionEvent('checkout.session.completed', {
          userId,
          customerId: b?.provider_customer_id ?? newId('cus'),
          subscriptionId: newId('sub'),
          planName: p.name,
          status: 'active',
          currentPeriodEnd: nextPeriodEnd(now),
          cancelAtPeriodEnd: false,
        }),
        { paidBy: paidInvoiceEvent(userId, p, 'first') },
      );
      return { success_url: `/subscription/success?session_id=${encodeURIComponent(id)}` };
    },

    portal: async (userId: string, id: string) => portalView(userId, (await session(userId, id, 'portal')).id),

    async portalAction(userId: string, id: string, request: SandboxPortalActionRequest): Promise<SandboxPortal> {
      await session(userId, id, 'portal');
      const live = await liveSubscription(db, userId);
      if (request.action === 'switch') {
        const p = await plan(request.plan_name);
        if (p.price_cents === 0) throw new AppError('free_plan', `To move to the ${p.display_name} plan, cancel your subscription`);
        if (p.name === live.planName) throw new AppError('already_subscribed', `You are already on the ${p.display_name} plan`);
        const switched = { ...live, planName: p.name, currentPeriodEnd: nextPeriodEnd(new Date()), cancelAtPeriodEnd: false };
        // Named after the state it leaves and the plan it goes to: the same switch pressed twice at
        // once is applied, billed and granted once.
        const key = `${live.subscriptionId}_${live.planName}_${live.currentPeriodEnd?.getTime() ?? 0}_${p.name}`;
        await billing.applyEvent(subscriptionEvent('customer.subscription.updated', switched, `evt_switch_${key}`), {
          paidBy: paidInvoiceEvent(userId, p, 'next', { eventId: `evt_switch_paid_${key}`, invoiceId: `in_switch_${key}` }),
        });
      } else {
        const cancelAtPeriodEnd = request.action === 'cancel';
        await billing.applyEvent(subscriptionEvent('customer.subscription.updated', { ...live, cancelAtPeriodEnd }));
      }
      return portalView(userId, id);
    },
  };
}

export type SandboxPages = ReturnType<typeof sandboxPages>;

/**
 * The sandbox's clock, as Stripe's billing cycle: at the end of a paid period a subscription set
 * to cancel ends (back to Free), any other renews with a paid invoice. Event ids are made from the
 * subscription and the period, so instances running this at once apply each change once. Each is
 * applied only if the row is still as listed: a portal switch, cancel or resume meanwhile wins, and
 * a renewal it replaces is neither applied nor billed.
 */
export async function settleSandboxPeriods(deps: { db: Db; billing: BillingService }, now = new Date()): Promise<number> {
  const due = await sandboxRepository.listDue(deps.db, { now });
  for (const row of due) {
    if (!row.provider_subscription_id || !row.provider_customer_id || !row.current_period_end) continue;
    const period = row.current_period_end.getTime();
    const state: SubscriptionState = {
      userId: row.user_id,
      customerId: row.provider_customer_id,
      subscriptionId: row.provider_subscription_id,
      planName: row.plan_name,
      status: 'active',
      currentPeriodEnd: row.current_period_end,
      cancelAtPeriodEnd: row.cancel_at_period_end,
    };
    const key = `${row.provider_subscription_id}_${period}`;
    const ifUnchangedSince = row.provider_synced_at;
    if (row.cancel_at_period_end) {
      await deps.billing.applyEvent(subscriptionEvent('customer.subscription.deleted', { ...state, status: 'canceled' }, `evt_end_${key}`), { ifUnchangedSince });
      continue;
    }
    const plan = await repo.findPlan(deps.db, { name: row.plan_name });
    if (!plan) continue;
    await deps.billing.applyEvent(subscriptionEvent('customer.subscription.updated', { ...state, currentPeriodEnd: nextPeriodEnd(row.current_period_end) }, `evt_renew_${key}`), {
      paidBy: paidInvoiceEvent(row.user_id, plan, 'next', { eventId: `evt_invoice_${key}`, invoiceId: `in_${key}` }),
      ifUnchangedSince,
    });
  }
  return due.length;
}

import { createHash } from 'node:crypto';
import type { CancelResponse, CheckoutResponse, ManageResponse, SubscriptionHistoryResponse, Transaction, TransactionListRequest } from '@ideapilot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { MeteringService } from '../metering/service.ts';
import { ENDED_STATUSES, LIVE_STATUSES, type InvoiceFacts, type PaymentProvider, type ProviderEvent, type SubscriptionState } from './provider.ts';
import { billingRepository as repo, type TransactionRow } from './repository.ts';

const HISTORY_LIMIT = 100;

type InvoiceEvent = Extract<ProviderEvent, { kind: 'invoice' }>;

/** A stable uuid for a provider's id, so the ledger's (ref_id, kind) key makes grants idempotent. */
export function ledgerRef(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const formatDate = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function presentTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    description: row.description,
    amount: row.amount_cents,
    currency: row.currency,
    status: row.status,
    invoice_pdf_url: row.invoice_pdf_url,
    hosted_invoice_url: row.hosted_invoice_url,
  };
}

/**
 * Paying: checkout, portal, cancel, and the one place where a provider's events (Stripe's
 * webhook or the sandbox's pages) change subscriptions, grant tokens and record payments.
 */
export function billingService(deps: { db: Db; metering: MeteringService; provider: PaymentProvider; log: FastifyBaseLogger }) {
  const { db, metering, provider, log } = deps;

  /** True when the change took effect. */
  async function applySubscription(trx: Executor, event: ProviderEvent, s: SubscriptionState): Promise<boolean> {
    const row = await repo.lockSubscription(trx, { userId: s.userId });
    if (!row) return false;
    const same = row.provider === event.provider && row.provider_subscription_id === s.subscriptionId;
    const ended = ENDED_STATUSES.has(s.status);
    const live = LIVE_STATUSES.has(s.status);
    if (same && row.provider_status && ENDED_STATUSES.has(row.provider_status)) return false; // an ended subscription stays ended
    // Older news: of this subscription, or of another (a retried event of one that has ended since)
    // while this one is live.
    const older = row.provider_synced_at !== null && event.occurredAt < row.provider_synced_at;
    if (older && (same || (row.provider_status !== null && LIVE_STATUSES.has(row.provider_status)))) return false;
    if (!same && !live) return false; // not the user's current subscription, or not paid yet

    // Free while not live (ended, or unpaid until it is paid); a price we no longer sell keeps the
    // plan its subscription already gives, and cannot start one.
    const planName = !live ? 'free' : (s.planName ?? (same ? row.plan_name : null));
    const plan = planName ? await repo.findPlan(trx, { name: planName }) : undefined;
    if (!plan) {
      log.warn({ planName, eventId: event.eventId }, 'provider event names an unknown plan; ignored');
      return false;
    }
    const cancelAtPeriodEnd = live && s.cancelAtPeriodEnd;
    const reason =
      plan.name !== row.plan_name
        ? !live
          ? `${row.display_name} plan ${ended ? 'ended' : s.status}; back to ${plan.display_name}`
          : `${plan.display_name} plan started`
        : cancelAtPeriodEnd !== row.cancel_at_period_end
          ? cancelAtPeriodEnd
            ? `${plan.display_name} plan set to end on ${s.currentPeriodEnd ? formatDate(s.currentPeriodEnd) : 'the period end'}`
            : `${plan.display_name} plan renewal resumed`
          : null;
    const refId = ledgerRef(`${event.provider}:${event.eventId}`);
    if (reason) await metering.recordPlanChange(trx, { userId: s.userId, refId, reason });
    // A limited plan that starts no paid period of its own (back to Free; after an unlimited plan,
    // whose counter was not read) counts from what the user holds. A paid plan after Free counts from
    // its invoice's grant, with what Free left carried into it.
    if (plan.name !== row.plan_name && !plan.unlimited && (plan.price_cents === 0 || row.unlimited)) {
      await metering.carryOver(trx, { userId: s.userId, refId, plan: plan.display_name });
    }

    await repo.updateFromProvider(trx, {
      userId: s.userId,
      provider: event.provider,
      planName: plan.name,
      status: live ? s.status : 'active',
      // The end of a subscription can be told after its customer was deleted (customer.deleted first): not brought back.
      customerId: ended ? row.provider_customer_id : s.customerId,
      subscriptionId: s.subscriptionId,
      providerStatus: s.status,
      currentPeriodEnd: live ? s.currentPeriodEnd : null,
      cancelAtPeriodEnd,
      syncedAt: event.occurredAt,
    });
    return true;
  }

  async function applyInvoice(trx: Executor, event: ProviderEvent, inv: InvoiceFacts) {
    // News of a payment can arrive after its account was deleted: the record is kept without the user.
    const owner = await repo.lockSubscription(trx, { userId: inv.userId });
    await repo.upsertTransaction(trx, {
      userId: owner ? inv.userId : null,
      provider: event.provider,
      invoiceId: inv.invoiceId,
      description: inv.description,
      amountCents: inv.amountCents,
      currency: inv.currency,
      status: inv.status,
      invoicePdfUrl: inv.invoicePdfUrl,
      hostedInvoiceUrl: inv.hostedInvoiceUrl,
    });
    if (!owner || inv.status !== 'succeeded' || !inv.planName || !inv.opensPeriod) return;
    const plan = await repo.findPlan(trx, { name: inv.planName });
    if (!plan || plan.price_cents === 0) return;
    const refId = ledgerRef(`${event.provider}:invoice:${inv.invoiceId}`);
    // An unlimited plan's counter is not read: its periods leave it as it stands, and only start
    // the count of tokens used again (a grant of 0 marks the period's start in the ledger).
    if (plan.unlimited) {
      await metering.grant(trx, { userId: inv.userId, refId, amount: 0, reason: `${plan.display_name} plan: unlimited tokens for invoice ${inv.invoiceId}` });
      return;
    }
    if (!plan.tokens_per_period) return;
    const allowance = { userId: inv.userId, refId, amount: plan.tokens_per_period, reason: `${plan.display_name} plan: ${plan.tokens_per_period} tokens for invoice ${inv.invoiceId}` };
    // Unused tokens do not carry over from a paid period (Terms, section 7): a later period starts
    // with its allowance. The first adds it to what the user holds on Free.
    if (inv.opensPeriod === 'first') await metering.grant(trx, allowance);
    else await metering.startPeriod(trx, allowance);
  }

  /**
   * Applies a provider event once: a repeated or concurrent delivery of the same id changes nothing.
   * `paidBy`, the invoice of a subscription change, goes in the same transaction and only if the change
   * took effect, so a change dropped as older news bills nothing. `ifUnchangedSince`: the change was
   * worked out from the subscription row as it stood then (the sandbox's clock); if the row has changed
   * since, nothing is applied nor recorded, and the next look decides again. True if it took effect now.
   */
  function applyEvent(event: ProviderEvent, options: { paidBy?: InvoiceEvent; ifUnchangedSince?: Date | null } = {}): Promise<boolean> {
    const { paidBy, ifUnchangedSince } = options;
    return db.transaction().execute(async (trx) => {
      if (ifUnchangedSince !== undefined && event.kind === 'subscription') {
        const row = await repo.lockSubscription(trx, { userId: event.subscription.userId });
        if (row?.provider_synced_at?.getTime() !== ifUnchangedSince?.getTime()) return false;
      }
      if (!(await repo.recordEvent(trx, event))) return false;
      if (event.kind === 'subscription') {
        if (!(await applySubscription(trx, event, event.subscription))) return false;
      } else if (event.kind === 'invoice') {
        await applyInvoice(trx, event, event.invoice);
      } else {
        // A deleted customer cannot check out or open the portal again: the next checkout makes a new one.
        await repo.forgetCustomer(trx, { userId: event.userId, provider: event.provider, customerId: event.customerId });
      }
      if (paidBy && (await repo.recordEvent(trx, paidBy))) await applyInvoice(trx, paidBy, paidBy.invoice);
      return true;
    });
  }

  async function activeSubscription(userId: string) {
    const billing = await repo.findBilling(db, { userId });
    if (!billing) throw new AppError('subscription_not_found');
    return billing;
  }

  return {
    applyEvent,

    findUserByCustomer: (customerId: string) => repo.findUserByCustomer(db, { provider: provider.name, customerId }),

    async checkout(userId: string, planName: string): Promise<CheckoutResponse> {
      const plan = await repo.findPlan(db, { name: planName });
      if (!plan) throw new AppError('unknown_plan', `There is no plan called "${planName}"`);
      if (plan.price_cents === 0) throw new AppError('free_plan', `The ${plan.display_name} plan needs no checkout`);
      const billing = await activeSubscription(userId);
      if (billing.plan_name === plan.name) throw new AppError('already_subscribed', `You are already on the ${plan.display_name} plan`);
      const paying = billing.plan_name !== 'free' && billing.provider === provider.name && billing.provider_customer_id;
      // Switching between paid plans happens in the provider's portal, so one subscription is billed.
      if (paying) return { checkout_url: await provider.portal({ userId, customerId: billing.provider_customer_id! }) };
      const customerId = billing.provider === provider.name ? billing.provider_customer_id : null;
      const session = await provider.checkout({ userId, email: billing.email, plan, customerId });
      if (session.customerId !== customerId) await repo.setCustomer(db, { userId, provider: provider.name, customerId: session.customerId });
      return { checkout_url: session.url };
    },

    async manage(userId: string): Promise<ManageResponse> {
      const billing = await activeSubscription(userId);
      if (billing.provider !== provider.name || !billing.provider_customer_id) {
        throw new AppError('no_billing_account');
      }
      return { portal_url: await provider.portal({ userId, customerId: billing.provider_customer_id }) };
    },

    async cancel(userId: string): Promise<CancelResponse> {
      const billing = await activeSubscription(userId);
      if (billing.plan_name === 'free' || billing.provider !== provider.name || !billing.provider_subscription_id || !billing.provider_customer_id) {
        throw new AppError('no_paid_subscription', 'You have no paid subscription to cancel');
      }
      if (!billing.cancel_at_period_end) {
        const event = await provider.cancelAtPeriodEnd({ userId, customerId: billing.provider_customer_id, subscriptionId: billing.provider_subscription_id });
        if (event) await applyEvent(event);
      }
      const until = billing.current_period_end ? ` until ${formatDate(billing.current_period_end)}` : ' until the end of the paid period';
      return { message: `Your subscription has been canceled. The ${billing.display_name} plan stays active${until}.` };
    },

    /**
     * Ends a paid subscription at once, before its account is deleted, so the provider never
     * charges again. A provider failure throws (payment_provider_error) and the deletion stops.
     */
    async cancelForAccountDeletion(userId: string): Promise<void> {
      const billing = await repo.findBilling(db, { userId });
      // An unpaid subscription is on Free but can still be paid, and come back: it is cancelled too.
      if (!billing?.provider || !billing.provider_subscription_id || !billing.provider_customer_id) return;
      if (billing.provider_status && ENDED_STATUSES.has(billing.provider_status)) return;
      if (billing.provider !== provider.name) {
        // A sandbox subscription never charges anyone; a Stripe one must not outlive its account unnoticed.
        if (billing.provider === 'sandbox') return;
        log.error({ userId, provider: billing.provider }, 'cannot cancel a subscription of a provider that is not configured');
        throw new AppError('payment_provider_error');
      }
      const event = await provider.cancelNow({ userId, customerId: billing.provider_customer_id, subscriptionId: billing.provider_subscription_id });
      if (event) await applyEvent(event);
    },

    async transactions(userId: string, page: TransactionListRequest): Promise<Transaction[]> {
      return (await repo.listTransactions(db, { userId, ...page })).map(presentTransaction);
    },

    async history(userId: string): Promise<SubscriptionHistoryResponse> {
      const rows = await repo.listHistory(db, { userId, limit: HISTORY_LIMIT });
      return rows.map((r) => ({
        id: String(r.id),
        created_at: r.created_at.toISOString(),
        kind: r.kind === 'grant' || r.kind === 'expiry' ? r.kind : 'plan_change',
        tokens: r.amount,
        reason: r.reason,
      }));
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;

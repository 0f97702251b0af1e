import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { BillingProvider } from '../../db/schema.ts';

const transactionColumns = [
  'id',
  'created_at',
  'description',
  'amount_cents',
  'currency',
  'status',
  'invoice_pdf_url',
  'hosted_invoice_url',
] as const;

/** A subscription's period and its link to the payment provider. */
const providerColumns = [
  's.current_period_end',
  's.cancel_at_period_end',
  's.provider',
  's.provider_customer_id',
  's.provider_subscription_id',
  's.provider_status',
] as const;

export const billingRepository = {
  /** True the first time an event id is seen; a repeat (or a concurrent twin) gets false. */
  async recordEvent(db: Executor, e: { provider: BillingProvider; eventId: string; type: string }): Promise<boolean> {
    const row = await db
      .insertInto('billing_events')
      .values({ provider: e.provider, event_id: e.eventId, type: e.type })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The user's subscription row, locked until the transaction ends. */
  lockSubscription(db: Executor, { userId }: { userId: string }) {
    return db
      .selectFrom('subscriptions as s')
      .innerJoin('plans as p', 'p.name', 's.plan_name')
      .select(['s.plan_name', 'p.display_name', 'p.unlimited', ...providerColumns, 's.provider_synced_at'])
      .where('s.user_id', '=', userId)
      .forUpdate('s')
      .executeTakeFirst();
  },

  findBilling(db: Executor, { userId }: { userId: string }) {
    return db
      .selectFrom('subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('plans as p', 'p.name', 's.plan_name')
      .select(['u.email', 's.plan_name', 'p.display_name', ...providerColumns])
      .where('s.user_id', '=', userId)
      .executeTakeFirst();
  },

  async findUserByCustomer(db: Executor, { provider, customerId }: { provider: BillingProvider; customerId: string }) {
    const row = await db
      .selectFrom('subscriptions')
      .select('user_id')
      .where('provider', '=', provider)
      .where('provider_customer_id', '=', customerId)
      .executeTakeFirst();
    return row?.user_id ?? null;
  },

  setCustomer(db: Executor, c: { userId: string; provider: BillingProvider; customerId: string }) {
    return db
      .updateTable('subscriptions')
      .set({ provider: c.provider, provider_customer_id: c.customerId })
      .where('user_id', '=', c.userId)
      .execute();
  },

  /** Only while the row still names this customer: a newer one made meanwhile stays. */
  forgetCustomer(db: Executor, c: { userId: string; provider: BillingProvider; customerId: string }) {
    return db
      .updateTable('subscriptions')
      .set({ provider_customer_id: null })
      .where('user_id', '=', c.userId)
      .where('provider', '=', c.provider)
      .where('provider_customer_id', '=', c.customerId)
      .execute();
  },

  updateFromProvider(
    db: Executor,
    u: {
      userId: string;
      provider: BillingProvider;
      planName: string;
      status: string;
      customerId: string | null;
      subscriptionId: string;
      providerStatus: string;
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
      syncedAt: Date;
    },
  ) {
    return db
      .updateTable('subscriptions')
      .set({
        plan_name: u.planName,
        status: u.status,
        provider: u.provider,
        provider_customer_id: u.customerId,
        provider_subscription_id: u.subscriptionId,
        provider_status: u.providerStatus,
        current_period_end: u.currentPeriodEnd,
        cancel_at_period_end: u.cancelAtPeriodEnd,
        provider_synced_at: u.syncedAt,
        updated_at: new Date(),
      })
      .where('user_id', '=', u.userId)
      .execute();
  },

  findPlan(db: Executor, { name }: { name: string }) {
    return db
      .selectFrom('plans')
      .select(['name', 'display_name', 'price_cents', 'currency', 'tokens_per_period', 'unlimited'])
      .where('name', '=', name)
      .executeTakeFirst();
  },

  /** One row per provider invoice; a later event about the same invoice updates it. */
  upsertTransaction(
    db: Executor,
    t: {
      /** Null for an account deleted before the news of its payment arrived. */
      userId: string | null;
      provider: BillingProvider;
      invoiceId: string;
      description: string;
      amountCents: number;
      currency: string;
      status: string;
      invoicePdfUrl: string | null;
      hostedInvoiceUrl: string | null;
    },
  ) {
    return db
      .insertInto('billing_transactions')
      .values({
        user_id: t.userId,
        provider: t.provider,
        provider_invoice_id: t.invoiceId,
        description: t.description,
        amount_cents: t.amountCents,
        currency: t.currency,
        status: t.status,
        invoice_pdf_url: t.invoicePdfUrl,
        hosted_invoice_url: t.hostedInvoiceUrl,
      })
      .onConflict((oc) =>
        oc.columns(['provider', 'provider_invoice_id']).doUpdateSet((eb) => ({
          // A paid invoice stays paid, whatever older news about it arrives later.
          status: sql<string>`CASE WHEN ${eb.ref('billing_transactions.status')} = 'succeeded' THEN 'succeeded' ELSE ${eb.ref('excluded.status')} END`,
          amount_cents: eb.ref('excluded.amount_cents'),
          invoice_pdf_url: sql<string | null>`COALESCE(${eb.ref('excluded.invoice_pdf_url')}, ${eb.ref('billing_transactions.invoice_pdf_url')})`,
          hosted_invoice_url: sql<string | null>`COALESCE(${eb.ref('excluded.hosted_invoice_url')}, ${eb.ref('billing_transactions.hosted_invoice_url')})`,
          updated_at: new Date(),
        })),
      )
      .execute();
  },

  listTransactions(db: Executor, q: { userId: string; limit: number; offset: number }) {
    return db
      .selectFrom('billing_transactions')
      .select(transactionColumns)
      .where('user_id', '=', q.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(q.limit)
      .offset(q.offset)
      .execute();
  },

  listHistory(db: Executor, { userId, limit }: { userId: string; limit: number }) {
    return db
      .selectFrom('token_ledger')
      .select(['id', 'created_at', 'kind', 'amount', 'reason'])
      .where('user_id', '=', userId)
      .where('kind', 'in', ['grant', 'plan_change', 'expiry'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },
};

export type TransactionRow = Awaited<ReturnType<typeof billingRepository.listTransactions>>[number];

import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../http/errors.ts';
import { isUuid } from '../../http/ids.ts';
import type { InvoiceFacts, PaymentProvider, ProviderEvent, SubscriptionState } from './provider.ts';

/** Stripe's webhook signatures older than this are refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeSettings = {
  client: Stripe;
  webhookSecret: string;
  /** Our plan name → Stripe Price id, from configuration. */
  prices: Record<string, string>;
  /** Absolute base of the app, for Stripe's return URLs. */
  publicUrl: string;
};

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Stripe's errors (declined keys, unknown customers, network) become a 502 the client can show. */
async function calling<T>(what: string, log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    log.error({ err }, `Stripe ${what} failed`);
    throw new AppError('payment_provider_error');
  }
}

/** Stripe Checkout (subscription mode), Billing Portal and cancel at period end. */
export function stripeProvider(settings: StripeSettings, log: FastifyBaseLogger): PaymentProvider {
  const { client, prices, publicUrl } = settings;
  return {
    name: 'stripe',
    async checkout({ userId, email, plan, customerId }) {
      const price = prices[plan.name];
      if (!price) throw new AppError('plan_not_for_sale', `The ${plan.display_name} plan cannot be bought at the moment`);
      return calling('checkout', log, async () => {
        const customer = customerId ?? (await client.customers.create({ email, metadata: { user_id: userId } })).id;
        // A checkout left open in another tab could be paid too: two subscriptions, of which the
        // app knows one. The newest checkout is the one that stays payable.
        if (customerId) {
          for await (const open of client.checkout.sessions.list({ customer, status: 'open' })) {
            // One paid meanwhile can no longer be expired; this checkout goes ahead all the same.
            await client.checkout.sessions.expire(open.id).catch((err: unknown) => log.warn({ err, session: open.id }, 'could not expire an open Stripe checkout'));
          }
        }
        const session = await client.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: userId,
          line_items: [{ price, quantity: 1 }],
          subscription_data: { metadata: { user_id: userId } },
          success_url: `${publicUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${publicUrl}/pricing`,
        });
        if (!session.url) throw new Error('checkout session without a url');
        return { url: session.url, customerId: customer };
      });
    },
    portal: ({ customerId }) =>
      calling('portal', log, async () => {
        const session = await client.billingPortal.sessions.create({ customer: customerId, return_url: `${publicUrl}/platform/billing` });
        return session.url;
      }),
    cancelAtPeriodEnd: ({ userId, customerId, subscriptionId }) =>
      calling('cancel', log, async () => {
        const sub = await client.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
        const state = subscriptionState(sub, settings, userId, customerId);
        // Applied at once so the answer and the screens agree; Stripe's own webhook follows and is ignored as older or equal.
        return { provider: 'stripe', eventId: `cancel_${subscriptionId}_${Date.now()}`, type: 'cancel_at_period_end', occurredAt: new Date(), kind: 'subscription', subscription: state };
      }),
    cancelNow: ({ userId, customerId, subscriptionId }) =>
      calling('cancel now', log, async () => {
        try {
          const sub = await client.subscriptions.cancel(subscriptionId);
          const state = subscriptionState(sub, settings, userId, customerId);
          return { provider: 'stripe', eventId: `deleted_${subscriptionId}`, type: 'customer.subscription.deleted', occurredAt: new Date(), kind: 'subscription', subscription: state };
        } catch (err) {
          // Already gone at Stripe: nothing left to cancel.
          if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
          throw err;
        }
      }),
  };
}

const INVOICE_STATUS = { 'invoice.finalized': 'pending', 'invoice.paid': 'succeeded', 'invoice.payment_failed': 'failed' } as const;

function planOfPrice(priceId: string | null, prices: Record<string, string>): string | null {
  return Object.entries(prices).find(([, id]) => id === priceId)?.[0] ?? null;
}

/** A price missing from STRIPE_PRICES gives no plan name: the billing service decides what that means. */
function subscriptionState(sub: Stripe.Subscription, settings: StripeSettings, userId: string, customerId?: string): SubscriptionState {
  const item = sub.items.data[0];
  return {
    userId,
    customerId: customerId ?? idOf(sub.customer) ?? '',
    subscriptionId: sub.id,
    planName: planOfPrice(idOf(item?.price), settings.prices),
    status: sub.status,
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  };
}

/**
 * Which period an invoice opens, from Stripe's `billing_reason`: a subscription's first invoice, a
 * renewal, or a plan change that restarted the billing cycle (it bills the new period in advance, a
 * line that is not a proration). A change within the period (prorations only), a usage threshold or
 * a manual invoice opens none.
 */
function periodOpened(reason: Stripe.Invoice.BillingReason | null, billsAPeriod: boolean): InvoiceFacts['opensPeriod'] {
  if (reason === 'subscription_create') return 'first';
  if (reason === 'subscription_cycle' || (reason === 'subscription_update' && billsAPeriod)) return 'next';
  return null;
}

function invoiceFacts(invoice: Stripe.Invoice, settings: StripeSettings, userId: string, status: InvoiceFacts['status']): InvoiceFacts | null {
  if (!invoice.id) return null;
  // After a plan change the prorations come first; the line that is not one is the period paid for.
  const period = invoice.lines.data.find((l) => l.parent?.subscription_item_details?.proration === false);
  const line = period ?? invoice.lines.data[0];
  const priceId = idOf(line?.pricing?.price_details?.price);
  return {
    userId,
    invoiceId: invoice.id,
    planName: planOfPrice(priceId, settings.prices),
    status,
    opensPeriod: periodOpened(invoice.billing_reason, period !== undefined),
    amountCents: status === 'succeeded' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    description: line?.description ?? invoice.description ?? `Invoice ${invoice.number ?? invoice.id}`,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdfUrl: invoice.invoice_pdf ?? null,
  };
}

/**
 * Turns a verified Stripe event into our provider event, or null when it is not about a customer
 * of ours or not a type we act on. `userOfCustomer` finds the user a Stripe customer belongs to.
 */
export async function fromStripeEvent(
  event: Stripe.Event,
  settings: StripeSettings,
  userOfCustomer: (customerId: string) => Promise<string | null>,
): Promise<ProviderEvent | null> {
  const base = { provider: 'stripe' as const, eventId: event.id, type: event.type, occurredAt: new Date(event.created * 1000) };
  // Metadata is free text (another product on the same Stripe account may use the key): only a uuid can name a user.
  const ours = (id: string | null | undefined) => (isUuid(id) ? id : null);
  const userOf = async (customer: string | null, metadata: Record<string, string> | null | undefined) =>
    (customer ? await userOfCustomer(customer) : null) ?? ours(metadata?.user_id);

  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      const userId = ours(session.client_reference_id) ?? (await userOf(idOf(session.customer), session.metadata));
      if (session.mode !== 'subscription' || !subscriptionId || !userId) return null;
      const sub = await settings.client.subscriptions.retrieve(subscriptionId);
      return { ...base, kind: 'subscription', subscription: subscriptionState(sub, settings, userId) };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const userId = await userOf(idOf(sub.customer), sub.metadata);
      return userId ? { ...base, kind: 'subscription', subscription: subscriptionState(sub, settings, userId) } : null;
    }
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const userId = await userOf(idOf(invoice.customer), invoice.parent?.subscription_details?.metadata);
      const facts = userId ? invoiceFacts(invoice, settings, userId, INVOICE_STATUS[event.type]) : null;
      return facts && { ...base, kind: 'invoice', invoice: facts };
    }
    case 'customer.deleted': {
      // Its subscriptions are cancelled with it; checkout and portal can no longer use it.
      const customer = event.data.object;
      const userId = await userOfCustomer(customer.id);
      return userId ? { ...base, kind: 'customer_deleted', userId, customerId: customer.id } : null;
    }
    default:
      return null;
  }
}

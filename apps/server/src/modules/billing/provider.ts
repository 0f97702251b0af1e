import type { BillingProvider } from '../../db/schema.ts';

/** A provider's subscription as it stands after an event. `status` is the provider's own word. */
export type SubscriptionState = {
  userId: string;
  customerId: string;
  subscriptionId: string;
  /** The plan its price is for; null for a price we do not sell (one taken out of STRIPE_PRICES). */
  planName: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** A payment the provider asked for: paid, waiting or failed. */
export type InvoiceFacts = {
  userId: string;
  invoiceId: string;
  /** The plan the invoice pays for; null when it names no plan we sell. */
  planName: string | null;
  status: 'succeeded' | 'pending' | 'failed';
  /**
   * The period the invoice pays for in advance: the subscription's first ('first': its allowance is
   * added to what the user holds), a later one ('next': the balance becomes the allowance), or none
   * (prorations and anything else billed within a period: no tokens).
   */
  opensPeriod: 'first' | 'next' | null;
  amountCents: number;
  currency: string;
  description: string;
  hostedInvoiceUrl: string | null;
  invoicePdfUrl: string | null;
};

/** What a payment provider tells the app, in the app's words; applied in one place (billing service). */
export type ProviderEvent = { provider: BillingProvider; eventId: string; type: string; occurredAt: Date } & (
  | { kind: 'subscription'; subscription: SubscriptionState }
  | { kind: 'invoice'; invoice: InvoiceFacts }
  | { kind: 'customer_deleted'; userId: string; customerId: string }
);

export type PlanRow = { name: string; display_name: string; price_cents: number; currency: string; tokens_per_period: number | null; unlimited: boolean };

/**
 * Subscription statuses that keep a paid plan, and those that end it for good. Any other (`unpaid`,
 * `paused`) is Free until the provider makes the subscription live again: Stripe moves an unpaid
 * subscription back to `active` once its open invoice is paid.
 */
export const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
export const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/** The provider side of paying: where to send the browser, and how to cancel at period end. */
export interface PaymentProvider {
  readonly name: BillingProvider;
  checkout(args: { userId: string; email: string; plan: PlanRow; customerId: string | null }): Promise<{ url: string; customerId: string }>;
  portal(args: { userId: string; customerId: string }): Promise<string>;
  /** Asks the provider to end the subscription at the period end; returns what to apply now, if anything. */
  cancelAtPeriodEnd(args: { userId: string; customerId: string; subscriptionId: string }): Promise<ProviderEvent | null>;
  /** Ends the subscription now, with no further charge (the account is being deleted); returns what to apply, if anything. */
  cancelNow(args: { userId: string; customerId: string; subscriptionId: string }): Promise<ProviderEvent | null>;
}

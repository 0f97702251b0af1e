import * as z from 'zod/mini';
import { TRANSACTIONS_DEFAULT_LIMIT, TRANSACTIONS_MAX_LIMIT } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { text } from './values.ts';

/** The statuses the billing history knows; any other value is shown as it comes. */
export const TRANSACTION_STATUSES = ['succeeded', 'pending', 'failed'] as const;

/** One payment: `amount` in the currency's smallest unit (cents), as payment providers count it. */
export const Transaction = z.object({
  id: z.string(),
  created_at: z.string(),
  description: z.string(),
  amount: z.int(),
  currency: z.string(),
  status: z.string(),
  invoice_pdf_url: z.nullable(z.string()),
  hosted_invoice_url: z.nullable(z.string()),
});
export type Transaction = z.infer<typeof Transaction>;

/** Query string of the transactions page; bad values are refused, not clamped. */
export const TransactionListRequest = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(TRANSACTIONS_MAX_LIMIT)), TRANSACTIONS_DEFAULT_LIMIT),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
});
export type TransactionListRequest = z.infer<typeof TransactionListRequest>;

export const TransactionListResponse = z.array(Transaction);
export type TransactionListResponse = z.infer<typeof TransactionListResponse>;

/**
 * A line of the subscription's history, with its reason: a token grant, a plan change, or the
 * unused tokens of a paid period expiring as the next one starts (`tokens` is then negative).
 */
export const SubscriptionHistoryItem = z.object({
  id: z.string(),
  created_at: z.string(),
  kind: z.enum(['grant', 'plan_change', 'expiry']),
  tokens: z.int(),
  reason: z.string(),
});
export type SubscriptionHistoryItem = z.infer<typeof SubscriptionHistoryItem>;

export const SubscriptionHistoryResponse = z.array(SubscriptionHistoryItem);
export type SubscriptionHistoryResponse = z.infer<typeof SubscriptionHistoryResponse>;

export const CheckoutRequest = z.object({ plan_name: text().check(z.trim(), z.minLength(1, 'Choose a plan')) });
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;
export const CheckoutResponse = z.object({ checkout_url: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const ManageResponse = z.object({ portal_url: z.string() });
export type ManageResponse = z.infer<typeof ManageResponse>;

export const CancelResponse = z.object({ message: z.string() });
export type CancelResponse = z.infer<typeof CancelResponse>;

/** Stripe's webhook: the raw JSON body exactly as signed (checked with the `Stripe-Signature` header). */
/** The answer only acknowledges the event. */
export const WebhookResponse = z.object({ received: z.literal(true) });
export type WebhookResponse = z.infer<typeof WebhookResponse>;

/**
 * What both sandbox pages show first: the page's own id (the checkout's or the portal's), the
 * e-mail of the user it is for, and the plan it is about (the one being bought, or the current one).
 */
const SandboxPage = z.object({
  id: z.string(),
  email: z.string(),
  plan_name: z.string(),
  display_name: z.string(),
});

/** The sandbox provider's test checkout page: what is being bought and by whom. */
export const SandboxCheckout = z.extend(SandboxPage, {
  price_cents: z.int(),
  currency: z.string(),
  status: z.enum(['open', 'complete']),
});
export type SandboxCheckout = z.infer<typeof SandboxCheckout>;
/** Path parameters of the sandbox's checkout and portal calls. */
export const SandboxSessionParams = z.object({ id: text().check(z.minLength(1), z.maxLength(200)) });

export const SandboxPayResponse = z.object({ success_url: z.string() });
export type SandboxPayResponse = z.infer<typeof SandboxPayResponse>;

/** The sandbox provider's test portal: the subscription, the plans to switch to, the invoices. */
export const SandboxPortal = z.extend(SandboxPage, {
  current_period_end: z.nullable(z.string()),
  cancel_at_period_end: z.boolean(),
  return_url: z.string(),
  invoices: z.array(Transaction),
});
export type SandboxPortal = z.infer<typeof SandboxPortal>;

export const SandboxPortalActionRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('switch'), plan_name: text().check(z.minLength(1)) }),
]);
export type SandboxPortalActionRequest = z.infer<typeof SandboxPortalActionRequest>;

const mine = { access: 'user' } as const;
const checkoutErrors = ['checkout_not_found', 'checkout_expired'] as const;
const portalErrors = ['portal_not_found', 'portal_expired'] as const;

export const billingEndpoints = {
  subscriptionHistory: endpoint({ ...mine, method: 'GET', path: '/api/subscriptions/history', summary: "The user's plans over time", status: 200, response: SubscriptionHistoryResponse, errors: [] }),
  transactions: endpoint({
    ...mine,
    method: 'GET',
    path: '/api/subscriptions/transactions',
    summary: "The user's payments, newest first",
    query: TransactionListRequest,
    status: 200,
    response: TransactionListResponse,
    errors: [],
  }),
  checkout: endpoint({
    ...mine,
    method: 'POST',
    path: '/api/subscriptions/create-checkout-session',
    summary: "Start paying for a plan: the payment provider's checkout URL",
    body: CheckoutRequest,
    status: 200,
    response: CheckoutResponse,
    errors: ['unknown_plan', 'free_plan', 'already_subscribed', 'plan_not_for_sale', 'subscription_not_found', 'payment_provider_error'],
  }),
  manage: endpoint({
    ...mine,
    method: 'POST',
    path: '/api/subscriptions/manage',
    summary: "The payment provider's customer portal URL",
    status: 200,
    response: ManageResponse,
    errors: ['no_billing_account', 'subscription_not_found', 'payment_provider_error'],
  }),
  cancel: endpoint({
    ...mine,
    method: 'POST',
    path: '/api/subscriptions/cancel',
    summary: 'Cancel the paid plan at the end of its period',
    status: 200,
    response: CancelResponse,
    errors: ['no_paid_subscription', 'subscription_not_found', 'payment_provider_error'],
  }),
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/subscriptions/webhook',
    summary: "Stripe's events, signed (the raw JSON body is checked against the Stripe-Signature header)",
    access: 'public',
    status: 200,
    response: WebhookResponse,
    errors: ['invalid_signature', 'webhook_not_configured', 'payment_provider_error'],
  }),
  sandboxCheckout: endpoint({
    ...mine,
    method: 'GET',
    path: '/api/sandbox/checkout/:id',
    summary: "The sandbox provider's test checkout",
    params: SandboxSessionParams,
    status: 200,
    response: SandboxCheckout,
    errors: checkoutErrors,
  }),
  sandboxPay: endpoint({
    ...mine,
    method: 'POST',
    path: '/api/sandbox/checkout/:id/pay',
    summary: 'Pay a sandbox checkout (test mode)',
    params: SandboxSessionParams,
    status: 200,
    response: SandboxPayResponse,
    errors: [...checkoutErrors, 'checkout_complete', 'unknown_plan'],
  }),
  sandboxPortal: endpoint({
    ...mine,
    method: 'GET',
    path: '/api/sandbox/portal/:id',
    summary: "The sandbox provider's test customer portal",
    params: SandboxSessionParams,
    status: 200,
    response: SandboxPortal,
    errors: [...portalErrors, 'subscription_not_found'],
  }),
  sandboxPortalAction: endpoint({
    ...mine,
    method: 'POST',
    path: '/api/sandbox/portal/:id',
    summary: 'Cancel, resume or switch the plan in the sandbox portal (test mode)',
    params: SandboxSessionParams,
    body: SandboxPortalActionRequest,
    status: 200,
    response: SandboxPortal,
    errors: [...portalErrors, 'subscription_not_found', 'no_paid_subscription', 'unknown_plan', 'free_plan', 'already_subscribed'],
  }),
};

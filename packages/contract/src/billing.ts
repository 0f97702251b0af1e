import { z } from 'zod';
import { TRANSACTIONS_DEFAULT_LIMIT, TRANSACTIONS_MAX_LIMIT } from './constants.ts';

/** Every `code` the billing calls answer with, besides validation_failed and not_authenticated. */
export const BILLING_ERROR_CODES = [
  'unknown_plan',
  'free_plan',
  'already_subscribed',
  'plan_not_for_sale',
  'no_billing_account',
  'no_paid_subscription',
  'subscription_not_found',
  'payment_provider_error',
  'invalid_signature',
  'webhook_not_configured',
  'checkout_not_found',
  'checkout_expired',
  'checkout_complete',
  'portal_not_found',
  'portal_expired',
] as const;
export type BillingErrorCode = (typeof BILLING_ERROR_CODES)[number];

/** The statuses the billing history knows; any other value is shown as it comes. */
export const TRANSACTION_STATUSES = ['succeeded', 'pending', 'failed'] as const;

/** One payment: `amount` in the currency's smallest unit (cents), as payment providers count it. */
export const Transaction = z.object({
  id: z.string(),
  created_at: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  invoice_pdf_url: z.string().nullable(),
  hosted_invoice_url: z.string().nullable(),
});
export type Transaction = z.infer<typeof Transaction>;

/** Query string of the transactions page; bad values are refused, not clamped. */
export const TransactionListRequest = z.object({
  limit: z.coerce.number().int().min(1).max(TRANSACTIONS_MAX_LIMIT).default(TRANSACTIONS_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TransactionListRequest = z.infer<typeof TransactionListRequest>;

export const TransactionListResponse = z.array(Transaction);
export type TransactionListResponse = z.infer<typeof TransactionListResponse>;

/** A line of the subscription's history: a token grant or a plan change, with its reason. */
export const SubscriptionHistoryItem = z.object({
  id: z.string(),
  created_at: z.string(),
  kind: z.enum(['grant', 'plan_change']),
  tokens: z.number().int(),
  reason: z.string(),
});
export type SubscriptionHistoryItem = z.infer<typeof SubscriptionHistoryItem>;

export const SubscriptionHistoryRequest = z.object({});
export const SubscriptionHistoryResponse = z.array(SubscriptionHistoryItem);
export type SubscriptionHistoryResponse = z.infer<typeof SubscriptionHistoryResponse>;

export const CheckoutRequest = z.object({ plan_name: z.string().trim().min(1, 'Choose a plan') });
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;
export const CheckoutResponse = z.object({ checkout_url: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const ManageRequest = z.object({});
export const ManageResponse = z.object({ portal_url: z.string() });
export type ManageResponse = z.infer<typeof ManageResponse>;

export const CancelRequest = z.object({});
export const CancelResponse = z.object({ message: z.string() });
export type CancelResponse = z.infer<typeof CancelResponse>;

/** Stripe's webhook: the raw JSON body exactly as signed (checked with the `Stripe-Signature` header). */
export const WebhookRequest = z.string();
/** The answer only acknowledges the event. */
export const WebhookResponse = z.object({ received: z.literal(true) });
export type WebhookResponse = z.infer<typeof WebhookResponse>;

/** The sandbox provider's test checkout page: what is being bought and by whom. */
export const SandboxCheckout = z.object({
  id: z.string(),
  email: z.string(),
  plan_name: z.string(),
  display_name: z.string(),
  price_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'complete']),
});
export type SandboxCheckout = z.infer<typeof SandboxCheckout>;
/** Path parameters of the sandbox's checkout and portal calls. */
export const SandboxSessionParams = z.object({ id: z.string().min(1).max(200) });
export const SandboxCheckoutResponse = SandboxCheckout;
export const SandboxPayRequest = z.object({});

export const SandboxPayResponse = z.object({ success_url: z.string() });
export type SandboxPayResponse = z.infer<typeof SandboxPayResponse>;

/** The sandbox provider's test portal: the subscription, the plans to switch to, the invoices. */
export const SandboxPortal = z.object({
  id: z.string(),
  email: z.string(),
  plan_name: z.string(),
  display_name: z.string(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  return_url: z.string(),
  invoices: z.array(Transaction),
});
export type SandboxPortal = z.infer<typeof SandboxPortal>;

export const SandboxPortalActionRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('switch'), plan_name: z.string().min(1) }),
]);
export type SandboxPortalActionRequest = z.infer<typeof SandboxPortalActionRequest>;
export const SandboxPortalResponse = SandboxPortal;
export const SandboxPortalActionResponse = SandboxPortal;

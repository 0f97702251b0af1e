import {
  CheckoutRequest,
  SandboxSessionParams,
  SandboxPortalActionRequest,
  TransactionListRequest,
  type CancelResponse,
  type CheckoutResponse,
  type ManageResponse,
  type SandboxCheckout,
  type SandboxPayResponse,
  type SandboxPortal,
  type SubscriptionHistoryResponse,
  type TransactionListResponse,
  type WebhookResponse,
} from '@ideapilot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { currentUser } from '../../http/auth.ts';
import { AppError, parse } from '../../http/errors.ts';
import type { SandboxPages } from './sandbox.ts';
import type { BillingService } from './service.ts';
import { fromStripeEvent, WEBHOOK_TOLERANCE_SECONDS, type StripeSettings } from './stripe.ts';

const userId = (request: FastifyRequest) => currentUser(request).id;

/** History, transactions, checkout, portal and cancel for the signed-in user. */
export async function billingRoutes(app: FastifyInstance, opts: { billing: BillingService }) {
  const { billing } = opts;

  await app.register(async (user) => {
    user.addHook('preHandler', app.requireUser);

    user.get('/subscriptions/history', async (request): Promise<SubscriptionHistoryResponse> => billing.history(userId(request)));

    user.get('/subscriptions/transactions', async (request): Promise<TransactionListResponse> =>
      billing.transactions(userId(request), parse(TransactionListRequest, request.query)),
    );

    user.post('/subscriptions/create-checkout-session', async (request): Promise<CheckoutResponse> =>
      billing.checkout(userId(request), parse(CheckoutRequest, request.body).plan_name),
    );

    user.post('/subscriptions/manage', async (request): Promise<ManageResponse> => billing.manage(userId(request)));

    user.post('/subscriptions/cancel', async (request): Promise<CancelResponse> => billing.cancel(userId(request)));
  });
}

/** Stripe's webhook: the signature is checked on the raw body, then the event goes to the billing service. */
export async function stripeWebhookRoutes(app: FastifyInstance, opts: { billing: BillingService; stripe: StripeSettings | null }) {
  const { billing, stripe } = opts;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/subscriptions/webhook', async (request): Promise<WebhookResponse> => {
    if (!stripe) throw new AppError('webhook_not_configured', 404, 'Stripe is not configured');
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('missing signature or body');
      event = stripe.client.webhooks.constructEvent(request.body, signature, stripe.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch {
      throw new AppError('invalid_signature', 400, 'Invalid webhook signature');
    }
    let translated;
    try {
      translated = await fromStripeEvent(event, stripe, billing.findUserByCustomer);
    } catch (err) {
      request.log.error({ err, eventId: event.id }, 'Stripe event could not be read');
      // Not recorded as applied, so Stripe's retry gets another chance.
      throw new AppError('payment_provider_error', 502, 'The payment provider could not be reached. Please try again.');
    }
    if (translated) await billing.applyEvent(translated);
    else request.log.info({ eventId: event.id, type: event.type }, 'Stripe event ignored');
    return { received: true };
  });
}

/** The sandbox provider's checkout and portal pages call these; only while the sandbox is the provider. */
export async function sandboxRoutes(app: FastifyInstance, opts: { pages: SandboxPages }) {
  const { pages } = opts;
  app.addHook('preHandler', app.requireUser);
  const idOf = (request: { params: unknown }) => parse(SandboxSessionParams, request.params).id;

  app.get('/sandbox/checkout/:id', async (request): Promise<SandboxCheckout> => pages.checkout(userId(request), idOf(request)));
  app.post('/sandbox/checkout/:id/pay', async (request): Promise<SandboxPayResponse> => pages.pay(userId(request), idOf(request)));
  app.get('/sandbox/portal/:id', async (request): Promise<SandboxPortal> => pages.portal(userId(request), idOf(request)));
  app.post('/sandbox/portal/:id', async (request): Promise<SandboxPortal> =>
    pages.portalAction(userId(request), idOf(request), parse(SandboxPortalActionRequest, request.body)),
  );
}

import { endpoints } from '@ideapilot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { currentUser } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { route } from '../../http/routes.ts';
import type { SandboxPages } from './sandbox.ts';
import type { BillingService } from './service.ts';
import { fromStripeEvent, WEBHOOK_TOLERANCE_SECONDS, type StripeSettings } from './stripe.ts';

const userId = (request: FastifyRequest) => currentUser(request).id;

/** History, transactions, checkout, portal and cancel for the signed-in user. */
export async function billingRoutes(app: FastifyInstance, opts: { billing: BillingService }) {
  const { billing } = opts;
  route(app, endpoints.subscriptionHistory, (request) => billing.history(userId(request)));
  route(app, endpoints.transactions, (request) => billing.transactions(userId(request), request.query));
  route(app, endpoints.checkout, (request) => billing.checkout(userId(request), request.body.plan_name));
  route(app, endpoints.manage, (request) => billing.manage(userId(request)));
  route(app, endpoints.cancel, (request) => billing.cancel(userId(request)));
}

/** Stripe's webhook: the signature is checked on the raw body, then the event goes to the billing service. */
export async function stripeWebhookRoutes(app: FastifyInstance, opts: { billing: BillingService; stripe: StripeSettings | null }) {
  const { billing, stripe } = opts;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  route(app, endpoints.stripeWebhook, async (request) => {
    if (!stripe) throw new AppError('webhook_not_configured');
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('missing signature or body');
      event = stripe.client.webhooks.constructEvent(request.body, signature, stripe.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch {
      throw new AppError('invalid_signature');
    }
    let translated;
    try {
      translated = await fromStripeEvent(event, stripe, billing.findUserByCustomer);
    } catch (err) {
      request.log.error({ err, eventId: event.id }, 'Stripe event could not be read');
      // Not recorded as applied, so Stripe's retry gets another chance.
      throw new AppError('payment_provider_error');
    }
    if (translated) await billing.applyEvent(translated);
    else request.log.info({ eventId: event.id, type: event.type }, 'Stripe event ignored');
    return { received: true as const };
  });
}

/** The sandbox provider's checkout and portal pages call these; only while the sandbox is the provider. */
export async function sandboxRoutes(app: FastifyInstance, opts: { pages: SandboxPages }) {
  const { pages } = opts;
  route(app, endpoints.sandboxCheckout, (request) => pages.checkout(userId(request), request.params.id));
  route(app, endpoints.sandboxPay, (request) => pages.pay(userId(request), request.params.id));
  route(app, endpoints.sandboxPortal, (request) => pages.portal(userId(request), request.params.id));
  route(app, endpoints.sandboxPortalAction, (request) => pages.portalAction(userId(request), request.params.id, request.body));
}

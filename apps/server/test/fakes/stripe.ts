import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type FakeSubscription = {
  id: string;
  customer: string;
  price: string;
  status: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  metadata?: Record<string, string>;
};

/** A Stripe subscription object as the API answers it (API version of the installed SDK). */
export function subscriptionObject(s: FakeSubscription) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    metadata: s.metadata ?? {},
    items: {
      object: 'list',
      data: [{ id: `si_${s.id}`, object: 'subscription_item', price: { id: s.price, object: 'price' }, current_period_end: s.currentPeriodEnd }],
    },
  };
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
  });

/**
 * The part of Stripe's HTTP API the app calls: customers, Checkout Sessions (create, list, expire),
 * Billing Portal sessions, subscription retrieve, update and cancel. Form-encoded requests in, JSON out, as Stripe does.
 * `requests` keeps what was asked, `subscriptions` what Stripe would hold.
 */
export async function startFakeStripe() {
  const requests: { method: string; path: string; params: URLSearchParams; authorization: string | undefined }[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const checkoutSessions = new Map<string, { id: string; customer: string | null; status: 'open' | 'expired' }>();
  let counter = 0;
  let failing = false;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = req.method === 'GET' ? url.searchParams : new URLSearchParams(await readBody(req));
    const path = url.pathname;
    requests.push({ method: req.method ?? 'GET', path, params, authorization: req.headers.authorization });
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
      res.end(JSON.stringify(body));
    };
    if (failing) return send(500, { error: { type: 'api_error', message: 'Stripe is having a bad day' } });
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && path === '/v1/customers') {
      return send(200, { id: `cus_${++counter}`, object: 'customer', email: params.get('email'), metadata: {} });
    }
    const sessionObject = (c: { id: string; customer: string | null; status: string }) => ({ ...c, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.test/c/pay/${c.id}` });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const checkout = { id: `cs_test_${++counter}`, customer: params.get('customer'), status: 'open' as const };
      checkoutSessions.set(checkout.id, checkout);
      return send(200, sessionObject(checkout));
    }
    if (req.method === 'GET' && path === '/v1/checkout/sessions') {
      const data = [...checkoutSessions.values()].filter((c) => c.customer === params.get('customer') && (!params.has('status') || c.status === params.get('status')));
      return send(200, { object: 'list', data: data.map(sessionObject), has_more: false, url: '/v1/checkout/sessions' });
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expire) {
      const checkout = checkoutSessions.get(expire[1]!);
      if (!checkout || checkout.status !== 'open') return send(400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } });
      checkout.status = 'expired';
      return send(200, sessionObject(checkout));
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(200, { id: `bps_${++counter}`, object: 'billing_portal.session', customer: params.get('customer'), url: `https://billing.stripe.test/p/session/${counter}` });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscription) {
      const sub = subscriptions.get(subscription[1]!);
      if (!sub) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } });
      if (req.method === 'POST' && params.has('cancel_at_period_end')) sub.cancelAtPeriodEnd = params.get('cancel_at_period_end') === 'true';
      if (req.method === 'DELETE') Object.assign(sub, { status: 'canceled', cancelAtPeriodEnd: false });
      return send(200, subscriptionObject(sub));
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The official SDK, pointed at this server. */
    client: new Stripe(FAKE_STRIPE_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    requests,
    subscriptions,
    checkoutSessions,
    fail(on: boolean) {
      failing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const FAKE_STRIPE_KEY = 'sk_test_fake_ideapilot';

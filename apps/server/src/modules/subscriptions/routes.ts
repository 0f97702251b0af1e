import { endpoints } from '@ideapilot/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/routes.ts';
import type { SubscriptionsService } from './service.ts';

/** Plans and the current subscription; checkout, portal and history come with billing. */
export async function subscriptionsRoutes(app: FastifyInstance, opts: { subscriptions: SubscriptionsService }) {
  const { subscriptions } = opts;
  route(app, endpoints.plans, () => subscriptions.plans());
  route(app, endpoints.currentSubscription, (request) => subscriptions.current(currentUser(request).id));
}

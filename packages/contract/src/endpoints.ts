import { accountDataEndpoints } from './account-data.ts';
import { agentsEndpoints } from './agents.ts';
import { authEndpoints } from './auth.ts';
import { billingEndpoints } from './billing.ts';
import { canvasDocumentEndpoints } from './canvas-document.ts';
import { chatEndpoints } from './chat.ts';
import type { Endpoint } from './endpoint.ts';
import { sessionsEndpoints } from './sessions.ts';
import { subscriptionsEndpoints } from './subscriptions.ts';
import { systemEndpoints } from './system.ts';
import { usersEndpoints } from './users.ts';
import { vibeEndpoints } from './vibe.ts';

/**
 * The whole API, one row per endpoint. A feature declares its rows in its own file and adds
 * one line here; the server registers every row and the web client calls them by name.
 */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...usersEndpoints,
  ...subscriptionsEndpoints,
  ...billingEndpoints,
  ...sessionsEndpoints,
  ...chatEndpoints,
  ...canvasDocumentEndpoints,
  ...agentsEndpoints,
  ...vibeEndpoints,
  ...accountDataEndpoints,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

import { accountDataEndpoints } from './account-data.ts';
import { agentsEndpoints } from './agents.ts';
import { billingEndpoints } from './billing.ts';
import { coreEndpoints } from './core-endpoints.ts';
import type { Endpoint } from './endpoint.ts';
import { vibeEndpoints } from './vibe.ts';

/**
 * The whole API, one row per endpoint. A feature declares its rows in its own file and adds
 * one line here, or in `core-endpoints.ts` when a screen calls them as it loads; the server
 * registers every row and the web client calls them by name.
 */
export const endpoints = {
  ...coreEndpoints,
  ...billingEndpoints,
  ...agentsEndpoints,
  ...vibeEndpoints,
  ...accountDataEndpoints,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

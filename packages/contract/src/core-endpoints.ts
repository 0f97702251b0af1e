import { authEndpoints } from './auth.ts';
import { canvasDocumentEndpoints } from './canvas-document.ts';
import { chatEndpoints } from './chat.ts';
import type { Endpoint } from './endpoint.ts';
import { sessionsEndpoints } from './sessions.ts';
import { subscriptionsEndpoints } from './subscriptions.ts';
import { systemEndpoints } from './system.ts';
import { usersEndpoints } from './users.ts';

/**
 * The first part of the endpoint table: signing in, and the rows the signed-in screens call as
 * they load (the user, the token meter, the plans, the sessions, the chat and its canvas). The web
 * client loads this part with its first call and the rest of the table (`endpoints.ts`) only when
 * a row of the rest is first called: on a phone-class CPU, building the schemas of billing, the
 * agents, Vibe Coding and the account data took three quarters of the table's time, in the middle
 * of the chat screen's first render (docs/decisions/2026-12-02-the-endpoint-table-in-two-parts.md).
 * A feature whose rows a screen calls as it loads adds its line here, any other in `endpoints.ts`.
 */
export const coreEndpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...usersEndpoints,
  ...subscriptionsEndpoints,
  ...sessionsEndpoints,
  ...chatEndpoints,
  ...canvasDocumentEndpoints,
} satisfies Record<string, Endpoint>;

import type { Migration } from 'kysely';
import * as accounts from './001-accounts.ts';
import * as chatAgents from './002-chat-agents.ts';
import * as reliability from './003-reliability.ts';
import * as billing from './004-billing.ts';
import * as vibe from './005-vibe.ts';

/** Ordered migrations; append only. Names sort in the order they must run. */
export const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-chat-agents': chatAgents,
  '003-reliability': reliability,
  '004-billing': billing,
  '005-vibe': vibe,
};

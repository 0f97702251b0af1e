import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- The active agents of a role serve in this order (lowest first); one that fails before its
    -- first token hands the turn to the next. fallback_count counts those hand-overs per agent.
    ALTER TABLE agent_provider_configs ADD COLUMN priority integer NOT NULL DEFAULT 0;
    ALTER TABLE agent_provider_configs ADD COLUMN fallback_count integer NOT NULL DEFAULT 0;
  `,
  );
}

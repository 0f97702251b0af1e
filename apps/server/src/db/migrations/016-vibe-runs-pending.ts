import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- The sweeper's look for Vibe Coding runs a stopped server left pending (as chat_turns_pending).
    CREATE INDEX vibe_runs_pending ON vibe_runs (created_at) WHERE status = 'pending';
  `,
  );
}

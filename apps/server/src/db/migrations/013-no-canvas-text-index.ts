import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- The search reads each session's latest canvas version first and matches its text after, so
    -- this index was never used; every canvas saved paid for it (half of the save's time).
    DROP INDEX IF EXISTS canvas_versions_search;
  `,
  );
}

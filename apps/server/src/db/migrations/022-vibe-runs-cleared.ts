import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- When the Vibe Coding modal was cleared after the run started (POST /api/vibe/clear): a cleared
    -- prepare no longer allows Generate, and a cleared prompt is offered, not shown, when the modal
    -- opens. Null: not cleared.
    ALTER TABLE vibe_runs ADD COLUMN cleared_at timestamptz;
  `,
  );
}

import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- A block rework a token paid for, written with its charge: pending while the secretary writes,
    -- so the sweeper refunds one that a stopped server, or a refund that could not be written,
    -- left behind (as chat_turns and vibe_runs).
    CREATE TABLE canvas_reworks (
      id uuid PRIMARY KEY,
      session_id uuid NOT NULL REFERENCES chat_sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      block text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'complete', 'failed')),
      failure text,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      finished_at timestamptz
    );
    CREATE INDEX canvas_reworks_pending ON canvas_reworks (created_at) WHERE status = 'pending';
    CREATE INDEX canvas_reworks_session ON canvas_reworks (session_id);
  `,
  );
}

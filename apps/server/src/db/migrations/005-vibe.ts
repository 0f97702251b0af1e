import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- A prepare or generate call of the Vibe Coding modal. Its token is charged and refunded with
    -- the run's id as the ledger reference. A generate run keeps the prompt it streamed.
    CREATE TABLE vibe_runs (
      id uuid PRIMARY KEY,
      session_id uuid NOT NULL REFERENCES chat_sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('prepare', 'generate')),
      status text NOT NULL CHECK (status IN ('pending', 'complete', 'failed')),
      failure text,
      output text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      finished_at timestamptz
    );
    CREATE INDEX vibe_runs_session ON vibe_runs (session_id, kind, status, created_at DESC);

    -- The modal's saved prerequisites: one row per session, replaced on each save.
    CREATE TABLE vibe_prerequisites (
      session_id uuid PRIMARY KEY REFERENCES chat_sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      canvas_version_id uuid REFERENCES canvas_versions(id) ON DELETE SET NULL,
      user_inputs jsonb NOT NULL,
      chosen jsonb NOT NULL,
      suggestions jsonb,
      locale text NOT NULL,
      meta jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
  `,
  );
}

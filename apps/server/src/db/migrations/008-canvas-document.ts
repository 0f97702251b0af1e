import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- A version is made by a turn's rebuild (one per turn, as before), by restoring an older one,
    -- by reworking one block, or by a fork's copy. Only 'turn' versions carry their turn.
    ALTER TABLE canvas_versions ALTER COLUMN turn_id DROP NOT NULL;
    ALTER TABLE canvas_versions ADD COLUMN kind text NOT NULL DEFAULT 'turn' CHECK (kind IN ('turn', 'restore', 'rework', 'fork'));
    ALTER TABLE canvas_versions ADD COLUMN source_version_id uuid REFERENCES canvas_versions(id) ON DELETE SET NULL;
    ALTER TABLE canvas_versions ADD COLUMN block text;

    -- A read-only link to one version. The token is the secret; revoked or expired links answer 404.
    CREATE TABLE canvas_share_links (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token text NOT NULL UNIQUE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      session_id uuid NOT NULL REFERENCES chat_sessions(id) ON DELETE CASCADE,
      version_id uuid NOT NULL REFERENCES canvas_versions(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      expires_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX canvas_share_links_session ON canvas_share_links (session_id, created_at DESC);

    -- Full-text search over a founder's sessions; the expressions match the search queries exactly.
    CREATE INDEX chat_sessions_search ON chat_sessions USING gin (to_tsvector('simple', name));
    CREATE INDEX chat_turns_search ON chat_turns USING gin (to_tsvector('simple', user_message || ' ' || assistant_message));
    CREATE INDEX canvas_versions_search ON canvas_versions USING gin (to_tsvector('simple', content_md));
  `,
  );
}

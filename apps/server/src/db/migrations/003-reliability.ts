import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- Carried in every access token; bumping it (password change or reset) ends them all.
    ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;

    -- The sweep looks for turns left pending by a server that stopped mid-turn.
    CREATE INDEX chat_turns_pending ON chat_turns (created_at) WHERE status = 'pending';

    -- A mail holding a link is deleted once the link has expired.
    ALTER TABLE mail_outbox ADD COLUMN expires_at timestamptz;
    CREATE INDEX mail_outbox_expires ON mail_outbox (expires_at) WHERE expires_at IS NOT NULL;
  `,
  );
}

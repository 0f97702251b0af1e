import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- SMTP delivery is tried again until it works: when it did, how often it was tried, and when
    -- it may be tried next (also the lease of a try under way).
    ALTER TABLE mail_outbox ADD COLUMN sent_at timestamptz;
    ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
    ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz;
    -- Mail written before this was tried once, and was not to be tried again.
    UPDATE mail_outbox SET sent_at = created_at, attempts = 1 WHERE transport = 'smtp';
    CREATE INDEX mail_outbox_undelivered ON mail_outbox (next_attempt_at) WHERE transport = 'smtp' AND sent_at IS NULL;
  `,
  );
}

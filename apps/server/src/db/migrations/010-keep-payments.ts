import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- Payment records outlive a deleted account (the law asks for them): the user reference is
    -- cleared instead of the row being deleted with the user.
    ALTER TABLE billing_transactions ALTER COLUMN user_id DROP NOT NULL;
    ALTER TABLE billing_transactions DROP CONSTRAINT billing_transactions_user_id_fkey;
    ALTER TABLE billing_transactions
      ADD CONSTRAINT billing_transactions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL;
  `,
  );
}

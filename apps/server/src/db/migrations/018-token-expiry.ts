import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- A paid period starts with its plan's allowance: what is left of the last one expires, as a
    -- ledger line of its own (keyed by the invoice that starts the period, like its grant).
    ALTER TABLE token_ledger DROP CONSTRAINT token_ledger_kind_check;
    ALTER TABLE token_ledger ADD CONSTRAINT token_ledger_kind_check CHECK (kind IN ('grant', 'charge', 'refund', 'plan_change', 'expiry'));
  `,
  );
}

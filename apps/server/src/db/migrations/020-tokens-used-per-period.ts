import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- The tokens used count the current paid period's from now on: the charges after the user's
    -- last invoice grant (since sign-up on Free), leaving out those refunded. An unlimited plan's
    -- invoices wrote no grant before, so its count starts again at its next invoice.
    UPDATE subscriptions s SET tokens_used = (
      SELECT count(*) FROM token_ledger c
      WHERE c.user_id = s.user_id
        AND c.kind = 'charge'
        AND c.id > COALESCE((SELECT max(g.id) FROM token_ledger g WHERE g.user_id = s.user_id AND g.kind = 'grant' AND g.ref_id IS NOT NULL), 0)
        AND NOT EXISTS (SELECT 1 FROM token_ledger r WHERE r.ref_id = c.ref_id AND r.kind = 'refund')
    );
  `,
  );
}

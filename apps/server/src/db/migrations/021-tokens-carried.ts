import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- token_allowance becomes what the current count of tokens started with: the period's allowance
    -- and the tokens carried into it (tokens_carried), so on a limited plan tokens_used and
    -- tokens_remaining add up to it. It was the plan's allowance.
    ALTER TABLE subscriptions ADD COLUMN tokens_carried integer NOT NULL DEFAULT 0;
    -- A limited plan's count holds what is left and what was used in it; what it holds beyond the
    -- plan's allowance was carried into it (the Free tokens left at the first paid period).
    UPDATE subscriptions s
    SET token_allowance = s.tokens_remaining + s.tokens_used,
        tokens_carried = GREATEST(s.tokens_remaining + s.tokens_used - COALESCE(p.tokens_per_period, 0), 0)
    FROM plans p
    WHERE p.name = s.plan_name AND NOT p.unlimited;
    -- Back on Free after a paid plan: the count starts from what is held, all of it carried over, and a
    -- grant of 0 marks its start (a refund of a charge made before it leaves the tokens used alone).
    UPDATE subscriptions s
    SET tokens_used = 0, token_allowance = s.tokens_remaining, tokens_carried = s.tokens_remaining
    FROM plans p
    WHERE p.name = s.plan_name AND p.price_cents = 0
      AND (s.provider_subscription_id IS NOT NULL
        OR EXISTS (SELECT 1 FROM token_ledger g WHERE g.user_id = s.user_id AND g.kind = 'grant' AND g.ref_id IS NOT NULL));
    INSERT INTO token_ledger (user_id, ref_id, kind, amount, reason)
    SELECT s.user_id, gen_random_uuid(), 'grant', 0,
      s.tokens_remaining || CASE WHEN s.tokens_remaining = 1 THEN ' token' ELSE ' tokens' END || ' carried over to the ' || p.display_name || ' plan'
    FROM subscriptions s JOIN plans p ON p.name = s.plan_name
    WHERE p.price_cents = 0
      AND (s.provider_subscription_id IS NOT NULL
        OR EXISTS (SELECT 1 FROM token_ledger g WHERE g.user_id = s.user_id AND g.kind = 'grant' AND g.ref_id IS NOT NULL));
  `,
  );
}

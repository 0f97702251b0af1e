import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- Who pays for the subscription and what the provider last told us about it. provider_synced_at
    -- is the time of the provider event the row reflects: older events are ignored.
    ALTER TABLE subscriptions
      ADD COLUMN provider text CHECK (provider IN ('sandbox', 'stripe')),
      ADD COLUMN provider_customer_id text,
      ADD COLUMN provider_subscription_id text,
      ADD COLUMN provider_status text,
      ADD COLUMN provider_synced_at timestamptz;
    CREATE UNIQUE INDEX subscriptions_provider_customer ON subscriptions (provider, provider_customer_id);

    -- Plan changes are ledger lines too (amount 0), so the ledger tells the whole story.
    ALTER TABLE token_ledger DROP CONSTRAINT token_ledger_kind_check;
    ALTER TABLE token_ledger ADD CONSTRAINT token_ledger_kind_check CHECK (kind IN ('grant', 'charge', 'refund', 'plan_change'));

    -- Every provider event applied, once: a repeated delivery finds its id here and does nothing.
    CREATE TABLE billing_events (
      provider text NOT NULL,
      event_id text NOT NULL,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, event_id)
    );

    CREATE TABLE billing_transactions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      provider text NOT NULL,
      provider_invoice_id text NOT NULL,
      description text NOT NULL,
      amount_cents integer NOT NULL,
      currency text NOT NULL,
      status text NOT NULL,
      invoice_pdf_url text,
      hosted_invoice_url text,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      UNIQUE (provider, provider_invoice_id)
    );
    CREATE INDEX billing_transactions_user ON billing_transactions (user_id, created_at DESC);

    -- The sandbox provider's checkout and portal sessions: an unguessable id, one owner.
    CREATE TABLE sandbox_sessions (
      id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('checkout', 'portal')),
      plan_name text REFERENCES plans(name),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete')),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `,
  );
}

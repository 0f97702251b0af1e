import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL UNIQUE,
      first_name text NOT NULL,
      last_name text NOT NULL,
      hashed_password text,
      google_id text UNIQUE,
      facebook_id text UNIQUE,
      apple_id text UNIQUE,
      email_verified_at timestamptz,
      has_consent boolean NOT NULL DEFAULT false,
      consent_at timestamptz,
      is_admin boolean NOT NULL DEFAULT false,
      viewed_tutorial boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE refresh_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      family_id uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      persistent boolean NOT NULL,
      expires_at timestamptz NOT NULL,
      rotated_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
    CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

    CREATE TABLE email_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      transport text NOT NULL CHECK (transport IN ('outbox', 'smtp')),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE plans (
      name text PRIMARY KEY,
      display_name text NOT NULL,
      price_cents integer NOT NULL,
      currency text NOT NULL DEFAULT 'usd',
      billing_interval text CHECK (billing_interval IN ('month')),
      tokens_per_period integer,
      unlimited boolean NOT NULL DEFAULT false,
      sort_order integer NOT NULL
    );
    INSERT INTO plans (name, display_name, price_cents, billing_interval, tokens_per_period, unlimited, sort_order) VALUES
      ('free', 'Free', 0, NULL, 20, false, 0),
      ('starter', 'Starter', 900, 'month', 200, false, 1),
      ('pro', 'Pro', 2900, 'month', NULL, true, 2);

    CREATE TABLE subscriptions (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      plan_name text NOT NULL REFERENCES plans(name),
      status text NOT NULL DEFAULT 'active',
      tokens_remaining integer NOT NULL CHECK (tokens_remaining >= 0),
      tokens_used integer NOT NULL DEFAULT 0,
      token_allowance integer NOT NULL,
      current_period_end timestamptz,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    -- Balance = sum(amount). ref_id ties a charge and its refund to one turn or vibe run,
    -- so each can be written once only.
    CREATE TABLE token_ledger (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      ref_id uuid,
      kind text NOT NULL CHECK (kind IN ('grant', 'charge', 'refund')),
      amount integer NOT NULL,
      reason text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (ref_id, kind)
    );
    CREATE INDEX token_ledger_user ON token_ledger (user_id);
  `,
  );
}

import { sql, type Kysely } from 'kysely';
import { DEFAULT_OUTPUT_FORMAT_TEMPLATE, DEFAULT_PROMPTS } from '../../ai/default-prompts.ts';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    CREATE TABLE chat_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name text NOT NULL DEFAULT 'Untitled',
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX chat_sessions_user_created ON chat_sessions (user_id, created_at DESC);

    -- A turn is written before its reply streams (pending) and ends complete, declined (by the
    -- guard) or failed (model error or client gone). Only complete and declined turns are shown.
    CREATE TABLE chat_turns (
      id uuid PRIMARY KEY,
      session_id uuid NOT NULL REFERENCES chat_sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      user_message text NOT NULL,
      assistant_message text NOT NULL DEFAULT '',
      status text NOT NULL CHECK (status IN ('pending', 'complete', 'declined', 'failed')),
      failure text,
      user_evaluation_mark smallint CHECK (user_evaluation_mark IN (-1, 1)),
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      finished_at timestamptz
    );
    CREATE INDEX chat_turns_session ON chat_turns (session_id, created_at);

    -- One canvas version per turn.
    CREATE TABLE canvas_versions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES chat_sessions(id) ON DELETE CASCADE,
      turn_id uuid NOT NULL UNIQUE REFERENCES chat_turns(id) ON DELETE CASCADE,
      content_md text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX canvas_versions_session ON canvas_versions (session_id, created_at DESC);

    -- api_key_encrypted: AES-256-GCM, the row id as associated data.
    CREATE TABLE agent_provider_configs (
      id uuid PRIMARY KEY,
      provider text NOT NULL CHECK (provider IN ('openai', 'anthropic', 'deepseek', 'bedrock')),
      model text NOT NULL,
      role text NOT NULL CHECK (role IN ('advisor', 'executor', 'guard', 'secretary', 'search')),
      api_key_encrypted text NOT NULL,
      params jsonb NOT NULL DEFAULT '{}'::jsonb,
      is_active boolean NOT NULL DEFAULT true,
      major integer NOT NULL DEFAULT 1,
      minor integer NOT NULL DEFAULT 0,
      patch integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX agent_provider_configs_role ON agent_provider_configs (role, is_active);

    CREATE TABLE agent_prompt_templates (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider_id uuid REFERENCES agent_provider_configs(id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('advisor', 'executor', 'guard', 'secretary', 'search')),
      content text NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      meta jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX agent_prompt_templates_role ON agent_prompt_templates (role, is_active);

    CREATE TABLE agent_output_formats (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL UNIQUE,
      template text NOT NULL,
      options jsonb NOT NULL DEFAULT '{}'::jsonb,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
  `,
  );

  await sql`INSERT INTO agent_output_formats (name, template, options)
    VALUES ('Default Format', ${DEFAULT_OUTPUT_FORMAT_TEMPLATE}, '{"stage": 1, "builtin": true}'::jsonb)`.execute(db);
  for (const [role, content] of Object.entries(DEFAULT_PROMPTS)) {
    await sql`INSERT INTO agent_prompt_templates (provider_id, role, content, meta)
      VALUES (NULL, ${role}, ${content}, '{"builtin": true}'::jsonb)`.execute(db);
  }
}

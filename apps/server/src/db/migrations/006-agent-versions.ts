import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- Every version a provider config has had: what it ran on and its own prompt then, so the
    -- Agents screen can show a prompt diff and restore one (restoring writes a new version).
    -- api_key_encrypted keeps the config's id as associated data, like the config itself.
    CREATE TABLE agent_config_versions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      config_id uuid NOT NULL REFERENCES agent_provider_configs(id) ON DELETE CASCADE,
      major integer NOT NULL,
      minor integer NOT NULL,
      patch integer NOT NULL,
      provider text NOT NULL,
      model text NOT NULL,
      role text NOT NULL,
      api_key_encrypted text NOT NULL,
      params jsonb NOT NULL,
      prompt text,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      UNIQUE (config_id, major, minor, patch)
    );

    -- Configs made before versions were kept start their history at their current version.
    INSERT INTO agent_config_versions (config_id, major, minor, patch, provider, model, role, api_key_encrypted, params, prompt)
    SELECT c.id, c.major, c.minor, c.patch, c.provider, c.model, c.role, c.api_key_encrypted, c.params,
      (SELECT t.content FROM agent_prompt_templates t WHERE t.provider_id = c.id AND t.is_active ORDER BY t.updated_at DESC LIMIT 1)
    FROM agent_provider_configs c;
  `,
  );
}

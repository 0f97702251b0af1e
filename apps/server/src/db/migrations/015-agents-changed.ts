import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- A server keeps the agents it serves with until these tables change: any change, by any
    -- writer, is announced on the channel agents_changed when its transaction commits.
    CREATE FUNCTION notify_agents_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('agents_changed', TG_TABLE_NAME); RETURN NULL; END $$;
    CREATE TRIGGER agent_provider_configs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agent_provider_configs FOR EACH STATEMENT EXECUTE FUNCTION notify_agents_changed();
    CREATE TRIGGER agent_prompt_templates_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agent_prompt_templates FOR EACH STATEMENT EXECUTE FUNCTION notify_agents_changed();
    CREATE TRIGGER agent_output_formats_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agent_output_formats FOR EACH STATEMENT EXECUTE FUNCTION notify_agents_changed();
  `,
  );
}

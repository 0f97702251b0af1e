import { sql, type Kysely } from 'kysely';

/**
 * An agent's own prompt has the agent's role (docs/decisions/2026-12-05-agents-a-role-change-is-one-version.md).
 * Before that, restoring a version of another role moved the agent but left its own prompts on the
 * old role, where the Agents screen lists them under a role the agent no longer has. They are moved
 * to their agent's role, without a version, as the screen's next save of the agent would have done.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE agent_prompt_templates AS own SET role = agent.role
    FROM agent_provider_configs AS agent
    WHERE own.provider_id = agent.id AND own.role <> agent.role`.execute(db);
}

import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- Which agent versions served a turn: the advisor that answered (after a fallback, the one
    -- that actually answered) and the secretary that rebuilt its canvas. NULL: the offline coach.
    ALTER TABLE chat_turns ADD COLUMN advisor_agent_id uuid REFERENCES agent_provider_configs(id) ON DELETE SET NULL;
    ALTER TABLE chat_turns ADD COLUMN advisor_agent_version text;
    ALTER TABLE chat_turns ADD COLUMN secretary_agent_id uuid REFERENCES agent_provider_configs(id) ON DELETE SET NULL;
    ALTER TABLE chat_turns ADD COLUMN secretary_agent_version text;
    -- Why the founder disliked a reply; kept only while the mark is a dislike.
    ALTER TABLE chat_turns ADD COLUMN dislike_reason text
      CHECK (dislike_reason IN ('not_helpful', 'wrong_facts', 'too_long', 'off_topic', 'other'));
    ALTER TABLE chat_turns ADD COLUMN dislike_note text;
    CREATE INDEX chat_turns_advisor_agent ON chat_turns (advisor_agent_id, created_at DESC) WHERE advisor_agent_id IS NOT NULL;
    CREATE INDEX chat_turns_secretary_agent ON chat_turns (secretary_agent_id, created_at DESC) WHERE secretary_agent_id IS NOT NULL;
  `,
  );
}

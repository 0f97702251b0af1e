import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    -- A reply the founder stopped: the text streamed so far is kept as the reply.
    ALTER TABLE chat_turns ADD COLUMN stopped boolean NOT NULL DEFAULT false;
    -- A regenerated or edited last turn points at the first turn of its alternatives.
    ALTER TABLE chat_turns ADD COLUMN alternative_of uuid REFERENCES chat_turns(id) ON DELETE CASCADE;
    -- An alternative replaced by a newer answered one: still shown when paging, out of the context.
    ALTER TABLE chat_turns ADD COLUMN superseded boolean NOT NULL DEFAULT false;
    CREATE INDEX chat_turns_alternatives ON chat_turns (alternative_of, created_at) WHERE alternative_of IS NOT NULL;
  `,
  );
}

import { DEFAULT_SESSION_NAME } from '@ideapilot/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

const columns = ['id', 'user_id', 'name', 'created_at'] as const;

export const sessionsRepository = {
  create(db: Executor, { userId }: { userId: string }) {
    return db.insertInto('chat_sessions').values({ user_id: userId }).returning(columns).executeTakeFirstOrThrow();
  },

  listByUser(db: Executor, { userId }: { userId: string }) {
    return db
      .selectFrom('chat_sessions')
      .select(columns)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('seq', 'desc')
      .execute();
  },

  /** The user's session; undefined for another user's or a missing one. */
  findOwned(db: Executor, { id, userId }: { id: string; userId: string }) {
    return db.selectFrom('chat_sessions').select(columns).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  /** The user's session, locked until the transaction ends (before what it holds: see `pendingWork`). */
  lockOwned(db: Executor, { id, userId }: { id: string; userId: string }) {
    return db.selectFrom('chat_sessions').select('id').where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  },

  rename(db: Executor, { id, userId, name }: { id: string; userId: string; name: string }) {
    return db
      .updateTable('chat_sessions')
      .set({ name, updated_at: sql`clock_timestamp()` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(columns)
      .executeTakeFirst();
  },

  /** Names a session still called 'Untitled'; a name the user chose is kept. */
  nameIfUntitled(db: Executor, { id, name }: { id: string; name: string }) {
    return db
      .updateTable('chat_sessions')
      .set({ name, updated_at: sql`clock_timestamp()` })
      .where('id', '=', id)
      .where('name', '=', DEFAULT_SESSION_NAME)
      .execute();
  },

  /**
   * What a token paid for in the session and has not ended (turns, block reworks, Vibe Coding
   * runs), locked until the transaction ends: an end written meanwhile waits, then finds nothing.
   * Lock the session first (`lockOwned`): a rework's save locks it before its row, as here.
   */
  async pendingWork(db: Executor, { id }: { id: string }): Promise<string[]> {
    const rows = await Promise.all(
      (['chat_turns', 'canvas_reworks', 'vibe_runs'] as const).map((table) =>
        db.selectFrom(table).select('id').where('session_id', '=', id).where('status', '=', 'pending').forUpdate().execute(),
      ),
    );
    return rows.flat().map((row) => row.id);
  },

  /** Turns, canvas versions, reworks and Vibe Coding runs go with it (ON DELETE CASCADE). */
  async delete(db: Executor, { id, userId }: { id: string; userId: string }): Promise<boolean> {
    const result = await db.deleteFrom('chat_sessions').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
};

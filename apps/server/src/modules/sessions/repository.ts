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

  /** Turns and canvas versions go with it (ON DELETE CASCADE). */
  async delete(db: Executor, { id, userId }: { id: string; userId: string }): Promise<boolean> {
    const result = await db.deleteFrom('chat_sessions').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
};

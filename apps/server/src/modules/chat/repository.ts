import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { TurnStatus } from '../../db/schema.ts';

const turnColumns = ['id', 'session_id', 'user_id', 'user_message', 'assistant_message', 'status', 'user_evaluation_mark', 'created_at'] as const;

/** Turns the founder saw answered: complete replies and polite declines. */
const SHOWN: TurnStatus[] = ['complete', 'declined'];

export const chatRepository = {
  createTurn(db: Executor, t: { id: string; sessionId: string; userId: string; userMessage: string }) {
    return db
      .insertInto('chat_turns')
      .values({ id: t.id, session_id: t.sessionId, user_id: t.userId, user_message: t.userMessage, status: 'pending', failure: null, user_evaluation_mark: null })
      .execute();
  },

  /** Ends a pending turn; a turn that already ended is left as it is. True if this call ended it. */
  async finishTurn(
    db: Executor,
    { id, status, assistantMessage, failure }: { id: string; status: Exclude<TurnStatus, 'pending'>; assistantMessage: string; failure?: string },
  ): Promise<boolean> {
    const result = await db
      .updateTable('chat_turns')
      .set({ status, assistant_message: assistantMessage, failure: failure ?? null, finished_at: sql`clock_timestamp()` })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Turns still pending that started before a moment, oldest first. */
  pendingTurns(db: Executor, { startedBefore }: { startedBefore: Date }) {
    return db
      .selectFrom('chat_turns')
      .select(['id'])
      .where('status', '=', 'pending')
      .where('created_at', '<', startedBefore)
      .orderBy('created_at', 'asc')
      .limit(1000)
      .execute();
  },

  /** Complete and declined turns of a session, oldest first. */
  shownTurns(db: Executor, { sessionId }: { sessionId: string }) {
    return db
      .selectFrom('chat_turns')
      .select(turnColumns)
      .where('session_id', '=', sessionId)
      .where('status', 'in', SHOWN)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  },

  /** Complete turns only: what the founder said that counts for the canvas. */
  completeTurns(db: Executor, { sessionId }: { sessionId: string }) {
    return db
      .selectFrom('chat_turns')
      .select(turnColumns)
      .where('session_id', '=', sessionId)
      .where('status', '=', 'complete')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  },

  /** A shown turn of the user's; undefined for another user's, a failed or a missing one. */
  findShownTurn(db: Executor, { id, userId }: { id: string; userId: string }) {
    return db
      .selectFrom('chat_turns')
      .select(turnColumns)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', 'in', SHOWN)
      .executeTakeFirst();
  },

  /** Sets the mark; with `onlyIf`, only when the current mark is that value. Returns the mark after. */
  async setMark(db: Executor, { id, mark, onlyIf }: { id: string; mark: 1 | -1 | null; onlyIf?: 1 | -1 }) {
    let query = db.updateTable('chat_turns').set({ user_evaluation_mark: mark }).where('id', '=', id);
    if (onlyIf !== undefined) query = query.where('user_evaluation_mark', '=', onlyIf);
    await query.execute();
    const row = await db.selectFrom('chat_turns').select('user_evaluation_mark').where('id', '=', id).executeTakeFirst();
    return row?.user_evaluation_mark ?? null;
  },

  canvasForTurn(db: Executor, { turnId }: { turnId: string }) {
    return db.selectFrom('canvas_versions').select(['id', 'turn_id', 'content_md']).where('turn_id', '=', turnId).executeTakeFirst();
  },

  latestCanvas(db: Executor, { sessionId }: { sessionId: string }) {
    return db
      .selectFrom('canvas_versions')
      .select(['id', 'turn_id', 'content_md'])
      .where('session_id', '=', sessionId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** One version per turn: a second save for the same turn keeps the first. Returns the saved one. */
  async saveCanvas(db: Executor, v: { sessionId: string; turnId: string; contentMd: string }) {
    await db
      .insertInto('canvas_versions')
      .values({ session_id: v.sessionId, turn_id: v.turnId, content_md: v.contentMd })
      .onConflict((oc) => oc.column('turn_id').doNothing())
      .execute();
    return chatRepository.canvasForTurn(db, { turnId: v.turnId });
  },
};

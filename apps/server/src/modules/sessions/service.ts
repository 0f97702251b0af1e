import type { ChatSession, CreateSessionResponse, HistoryResponse } from '@ideapilot/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { chatRepository } from '../chat/repository.ts';
import { isUuid } from '../../http/ids.ts';
import { sessionsRepository } from './repository.ts';

type SessionRow = { id: string; name: string; created_at: Date };
const present = (row: SessionRow): ChatSession => ({ id: row.id, name: row.name, created_at: row.created_at.toISOString() });

/** A user's chat sessions. Another user's session is a 404, exactly like a missing one. */
export function sessionsService(deps: { db: Db; sessions: typeof sessionsRepository; chat: typeof chatRepository }) {
  const { db, sessions, chat } = deps;

  async function owned(userId: string, id: string) {
    const row = isUuid(id) ? await sessions.findOwned(db, { id, userId }) : undefined;
    if (!row) throw new AppError('session_not_found');
    return row;
  }

  return {
    owned,

    async create(userId: string): Promise<CreateSessionResponse> {
      const row = await sessions.create(db, { userId });
      return { session_id: row.id, name: row.name, created_at: row.created_at.toISOString() };
    },

    list: async (userId: string): Promise<ChatSession[]> => (await sessions.listByUser(db, { userId })).map(present),

    async last(userId: string): Promise<{ session_id: string }> {
      const [newest] = await sessions.listByUser(db, { userId });
      if (!newest) throw new AppError('session_not_found');
      return { session_id: newest.id };
    },

    async history(userId: string, id: string): Promise<HistoryResponse> {
      const session = await owned(userId, id);
      const [turns, canvas] = await Promise.all([
        chat.shownTurns(db, { sessionId: session.id }),
        chat.latestCanvas(db, { sessionId: session.id }),
      ]);
      return {
        turns: turns.map((t) => ({
          id: t.id,
          user_message: t.user_message,
          assistant_message: t.assistant_message,
          created_at: t.created_at.toISOString(),
          user_evaluation_mark: t.user_evaluation_mark,
        })),
        canvas: canvas ? { content_md: canvas.content_md } : null,
      };
    },

    async rename(userId: string, id: string, name: string): Promise<ChatSession> {
      await owned(userId, id);
      const row = await sessions.rename(db, { id, userId, name });
      if (!row) throw new AppError('session_not_found');
      return present(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await sessions.delete(db, { id, userId }))) throw new AppError('session_not_found');
    },
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;

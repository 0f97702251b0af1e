import type { ChatAlternative, ChatSession, CreateSessionResponse, HistoryResponse } from '@ideapilot/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { chatRepository } from '../chat/repository.ts';
import { isUuid } from '../../http/ids.ts';
import { sessionsRepository } from './repository.ts';

type SessionRow = { id: string; name: string; created_at: Date };
type TurnRow = {
  id: string;
  user_message: string;
  assistant_message: string;
  created_at: Date;
  user_evaluation_mark: -1 | 1 | null;
  stopped: boolean;
  alternative_of: string | null;
};

const presentTurn = (t: TurnRow): ChatAlternative => ({
  id: t.id,
  user_message: t.user_message,
  assistant_message: t.assistant_message,
  created_at: t.created_at.toISOString(),
  user_evaluation_mark: t.user_evaluation_mark,
  ...(t.stopped ? { stopped: true } : {}),
});
const present = (row: SessionRow): ChatSession => ({ id: row.id, name: row.name, created_at: row.created_at.toISOString() });

/** A user's chat sessions. Another user's session is a 404, exactly like a missing one. */
export function sessionsService(deps: { db: Db; sessions: typeof sessionsRepository; chat: typeof chatRepository }) {
  const { db, sessions, chat } = deps;

  async function owned(userId: string, id: string) {
    const row = isUuid(id) ? await sessions.findOwned(db, { id, userId }) : undefined;
    if (!row) throw new AppError('session_not_found');
    return row;
  }

  /** The shown alternatives of each turn that has some, by the group's first turn. */
  async function alternativesOf(turns: { id: string; alternative_of: string | null }[]) {
    const roots = [...new Set(turns.map((t) => t.alternative_of).filter((id): id is string => id !== null))];
    const groups = new Map<string, TurnRow[]>();
    for (const row of await chat.shownAlternatives(db, { roots })) {
      const root = row.alternative_of ?? row.id;
      groups.set(root, [...(groups.get(root) ?? []), row]);
    }
    return groups;
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
      const [turns, canvas, running] = await Promise.all([
        chat.shownTurns(db, { sessionId: session.id }),
        chat.latestCanvas(db, { sessionId: session.id }),
        chat.runningTurn(db, { sessionId: session.id }),
      ]);
      const alternatives = await alternativesOf(turns);
      return {
        turns: turns.map((t) => {
          const group = alternatives.get(t.alternative_of ?? t.id) ?? [];
          return { ...presentTurn(t), ...(group.length > 1 ? { alternatives: group.map(presentTurn) } : {}) };
        }),
        canvas: canvas ? { content_md: canvas.content_md } : null,
        ...(canvasPending(turns, canvas) ? { canvas_pending: true } : {}),
        ...(running ? {
              running: {
                turn_id: running.id,
                user_message: running.user_message,
                created_at: running.created_at.toISOString(),
                ...(running.alternative_of ? { alternative_of: running.alternative_of } : {}),
              },
            } : {}),
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

/** The latest answered (not declined) turn has no canvas saved yet. */
/**
 * The latest complete turn's canvas is still being built. A version that no turn made (a restore,
 * a rework, a fork's copy) is newer than every turn before it, so it is never pending.
 */
function canvasPending(turns: { id: string; status: string }[], canvas: { turn_id: string | null } | undefined): boolean {
  const latest = turns.filter((t) => t.status === 'complete').at(-1);
  if (latest === undefined || canvas?.turn_id === null) return false;
  return canvas?.turn_id !== latest.id;
}

export type SessionsService = ReturnType<typeof sessionsService>;

import type { ChatSession, CreateSessionResponse } from '@ideapilot/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { isUuid } from '../../http/ids.ts';
import type { MeteringService } from '../metering/service.ts';
import type { sessionsRepository } from './repository.ts';

type SessionRow = { id: string; name: string; created_at: Date };

const FOREIGN_KEY_VIOLATION = '23503';

/** A row written for a session another tab deleted after the ownership check: the session is gone, a 404. */
export async function whileSessionExists<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if ((err as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) throw new AppError('session_not_found');
    throw err;
  }
}

const present = (row: SessionRow): ChatSession => ({ id: row.id, name: row.name, created_at: row.created_at.toISOString() });

/** A user's chat sessions. Another user's session is a 404, exactly like a missing one. */
export function sessionsService(deps: {
  db: Db;
  sessions: typeof sessionsRepository;
  metering: Pick<MeteringService, 'refund' | 'lockTokens'>;
  /** Stops the runs of a deleted session's pending turns, reworks and Vibe runs, so their model calls end with them. */
  stopRuns: (ids: string[]) => Promise<void>;
}) {
  const { db, sessions, metering } = deps;

  async function owned(userId: string, id: string) {
    const row = isUuid(id) ? await sessions.findOwned(db, { id, userId }) : undefined;
    if (!row) throw new AppError('session_not_found');
    return row;
  }

  return {
    owned,

    /**
     * The charge of a paid write in a session of the user's (metering's `inSessionOfTheUser`).
     * Nothing is taken when it is refused; a session deleted meanwhile, or not the user's, is told
     * before "no tokens left", which is all the charge itself can say.
     */
    async chargedIn<T>(userId: string, sessionId: string, charge: Promise<T>): Promise<T> {
      try {
        return await whileSessionExists(charge);
      } catch (err) {
        if (err instanceof AppError && err.code === 'out_of_tokens') await owned(userId, sessionId);
        throw err;
      }
    },

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

    /** Names a session still called 'Untitled'; a name the user chose is kept. */
    async nameIfUntitled(id: string, name: string): Promise<void> {
      await sessions.nameIfUntitled(db, { id, name });
    },

    async rename(userId: string, id: string, name: string): Promise<ChatSession> {
      await owned(userId, id);
      const row = await sessions.rename(db, { id, userId, name });
      if (!row) throw new AppError('session_not_found');
      return present(row);
    },

    /**
     * Deletes a session with all it holds. What a token paid for and has not ended goes with it,
     * where no sweeper would find it: its tokens come back here, in the same transaction. The
     * session, then the tokens, then the pending work are locked: the order of a charge (its session,
     * then the tokens) and of a failure (the tokens, then its row; see `MeteringService.ending`).
     */
    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw new AppError('session_not_found');
      const pending = await db.transaction().execute(async (trx) => {
        if (!(await sessions.lockOwned(trx, { id, userId }))) return null;
        await metering.lockTokens(trx, userId);
        const work = await sessions.pendingWork(trx, { id });
        if (!(await sessions.delete(trx, { id, userId }))) return null;
        for (const refId of work) await metering.refund(refId, 'Session deleted before it finished', trx);
        return work;
      });
      if (!pending) throw new AppError('session_not_found');
      await deps.stopRuns(pending);
    },
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;

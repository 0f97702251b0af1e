import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

const olderThan = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;

export const retentionRepository = {
  async expiredRefreshTokens(db: Executor) {
    const r = await db.deleteFrom('refresh_tokens').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
    return Number(r.numDeletedRows);
  },

  async spentEmailTokens(db: Executor) {
    const r = await db
      .deleteFrom('email_tokens')
      .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<', sql<Date>`now()`)]))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  },

  /** Mail whose link has expired, and any mail older than `days` (the longest link's life). */
  async expiredOutbox(db: Executor, { days }: { days: number }) {
    const r = await db
      .deleteFrom('mail_outbox')
      .where((eb) => eb.or([eb('expires_at', '<=', sql<Date>`now()`), eb('created_at', '<', olderThan(days))]))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  },

  async failedTurnsOlderThan(db: Executor, { days }: { days: number }) {
    const r = await db.deleteFrom('chat_turns').where('status', '=', 'failed').where('created_at', '<', olderThan(days)).executeTakeFirst();
    return Number(r.numDeletedRows);
  },
};

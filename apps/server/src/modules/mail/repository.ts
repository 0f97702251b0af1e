import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** The wait before try number `attempts + 1`: `baseMs` doubled for each try made, an hour at most. */
const backoff = (baseMs: number) => sql<Date>`now() + least(interval '1 hour', make_interval(secs => ${baseMs / 1000}) * power(2, attempts))`;

export type OutboxMail = { id: string; to_address: string; subject: string; text_body: string };

export const mailRepository = {
  /** A mail for SMTP is written as its first try under way: no other try starts before `next_attempt_at`. */
  addToOutbox(db: Executor, mail: { to: string; subject: string; text: string; transport: 'smtp' | 'outbox'; expiresAt: Date | null; retryBaseMs: number }) {
    const smtp = mail.transport === 'smtp';
    return db
      .insertInto('mail_outbox')
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        transport: mail.transport,
        expires_at: mail.expiresAt,
        attempts: smtp ? 1 : 0,
        next_attempt_at: smtp ? sql<Date>`now() + make_interval(secs => ${(2 * mail.retryBaseMs) / 1000})` : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  },

  /**
   * Takes up to `limit` SMTP mails whose delivery failed (or whose try was cut off) and may be tried
   * again: counted as tried once more, and not tried again before their backoff. Rows another
   * instance is taking are skipped; a mail whose link has expired, or tried `maxAttempts` times, stays.
   */
  takeDue(db: Executor, { limit, maxAttempts, retryBaseMs }: { limit: number; maxAttempts: number; retryBaseMs: number }): Promise<OutboxMail[]> {
    return db
      .updateTable('mail_outbox')
      .set({ attempts: sql`attempts + 1`, next_attempt_at: backoff(retryBaseMs) })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where('transport', '=', 'smtp')
          .where('sent_at', 'is', null)
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .where('attempts', '<', maxAttempts)
          .where((w) => w.or([w('expires_at', 'is', null), w('expires_at', '>', sql<Date>`now()`)]))
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'to_address', 'subject', 'text_body'])
      .execute();
  },

  markSent(db: Executor, { id }: { id: string }) {
    return db.updateTable('mail_outbox').set({ sent_at: sql<Date>`now()` }).where('id', '=', id).execute();
  },
};

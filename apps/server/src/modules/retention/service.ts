import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { retentionRepository as repo } from './repository.ts';

/**
 * An outbox mail goes when its link expires, and at the latest after the longest link's life (the
 * 7-day verification link). This job is the only one that deletes outbox rows.
 */
export const OUTBOX_DAYS = 7;
/** Failed turns are error records, kept like short-lived logs under the privacy policy. */
export const FAILED_TURN_DAYS = 30;

/** One pass: removes what the privacy policy says we no longer keep. Returns what went, by kind. */
export async function purgeExpired(db: Db) {
  return {
    refresh_tokens: await repo.expiredRefreshTokens(db),
    email_tokens: await repo.spentEmailTokens(db),
    mail_outbox: await repo.expiredOutbox(db, { days: OUTBOX_DAYS }),
    failed_turns: await repo.failedTurnsOlderThan(db, { days: FAILED_TURN_DAYS }),
  };
}

/**
 * Runs `purgeExpired` now and then every `intervalMinutes`. Several instances may run it: each
 * pass is a set of idempotent deletes. Returns a stop function that waits for a running pass.
 */
export function startRetention(options: { db: Db; log: FastifyBaseLogger; intervalMinutes: number }): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = purgeExpired(options.db).then(
      (removed) => options.log.info({ removed }, 'retention pass'),
      (err: unknown) => options.log.error({ err }, 'retention pass failed'),
    );
  };
  pass();
  const timer = setInterval(pass, options.intervalMinutes * 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

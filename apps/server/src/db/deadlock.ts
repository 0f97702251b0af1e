import type { Db } from './database.ts';

/** PostgreSQL's deadlock_detected: it cancelled this transaction to break a cycle of lock waits. */
const DEADLOCK_DETECTED = '40P01';

/** Where a transaction run again after a deadlock is told: the app's log (or the console of a command). */
export interface DeadlockLog {
  warn(fields: object, message: string): void;
}

/** How many times more a transaction runs once cancelled as a deadlock's victim, before its error is thrown. */
export const DEADLOCK_RETRIES = 2;

/** True when PostgreSQL cancelled the transaction as the victim of a deadlock. */
export function isDeadlockVictim(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 4) return false;
  if ((err as { code?: unknown }).code === DEADLOCK_DETECTED) return true;
  return isDeadlockVictim(err.cause, depth + 1);
}

/**
 * Runs `transaction` on `db`, and again when PostgreSQL cancels it as the victim of a deadlock, at
 * most `DEADLOCK_RETRIES` times more. `transaction` is all of one transaction: a
 * `db.transaction()`, or one statement outside any (which is a transaction of its own). Never a
 * statement inside a transaction: the cancel aborted all of it, so `db` must not be one. The victim's
 * locks are gone with it and the other transaction goes on; the run again waits for that one as for
 * any writer, then reads what it wrote. Each run again is logged as a warning: a deadlock that
 * comes back points at two writers taking the same locks in different orders. PGlite runs one
 * transaction at a time and never deadlocks: there `transaction` runs once, as it would without this.
 */
export async function retryingDeadlocks<T>(db: Db, log: DeadlockLog, transaction: (db: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) throw new Error('Only a whole transaction runs again after a deadlock, never a statement inside one');
  for (let retry = 0; ; retry++) {
    try {
      return await transaction(db);
    } catch (err) {
      if (retry === DEADLOCK_RETRIES || !isDeadlockVictim(err)) throw err;
      log.warn({ err, retry: retry + 1 }, 'transaction cancelled as the victim of a deadlock: running it again');
    }
  }
}

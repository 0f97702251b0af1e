import { sql } from 'kysely';
import type { Db, Executor } from '../src/db/database.ts';

/**
 * Row locks on PostgreSQL, for tests that force two writers to meet in one order: hold a row one
 * of them needs, start both, wait until they wait, let go.
 */

/** Until `count` statements of this database wait on a lock; `on`: statements that name this table only. */
export async function waitingOnLocks(db: Db, count: number, on?: string): Promise<void> {
  const naming = on === undefined ? sql`true` : sql`query LIKE ${`%"${on}"%`}`;
  for (;;) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND ${naming}`.execute(db);
    if (rows[0]!.n >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Takes row locks, or writes rows, with `lock` in a transaction of its own and holds them until the
 * returned function rolls the transaction back: nothing it wrote stays. It returns once `lock` has
 * run, so whatever starts after it meets the locks.
 */
export async function heldLocks(db: Db, lock: (trx: Executor) => Promise<unknown>): Promise<() => Promise<void>> {
  const trx = await db.startTransaction().execute();
  try {
    await lock(trx);
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
  return async () => {
    await trx.rollback().execute();
  };
}

/**
 * Holds the user's tokens `FOR KEY SHARE`: a charge's update passes, a deletion, which takes them
 * `FOR UPDATE` once it has locked the account's sessions, waits there.
 */
export const heldTokens = (db: Db, userId: string) =>
  heldLocks(db, (trx) => trx.selectFrom('subscriptions').select('user_id').where('user_id', '=', userId).forKeyShare().execute());

/** Holds the user's sign-up grant: an account's deletion, which deletes its ledger before the account, waits there once it holds the tokens. */
export const heldSignUpGrant = (db: Db, userId: string) =>
  heldLocks(db, (trx) => trx.selectFrom('token_ledger').select('id').where('user_id', '=', userId).where('kind', '=', 'grant').forUpdate().execute());

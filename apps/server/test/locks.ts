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

/** Takes row locks (`lock`) in a transaction of its own and holds them until the returned function is called. */
export async function heldLocks(db: Db, lock: (trx: Executor) => Promise<unknown>): Promise<() => Promise<void>> {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let locked!: () => void;
  const locking = new Promise<void>((resolve) => (locked = resolve));
  const holding = db.transaction().execute(async (trx) => {
    await lock(trx);
    locked();
    await released;
  });
  await Promise.race([locking, holding]);
  return async () => {
    letGo();
    await holding;
  };
}

import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { onPgliteSnapshot, snapshotPglite } from '../../test/database.ts';
import { embeddedDatabase } from './database.ts';

let opened = 0;
const db = embeddedDatabase(async () => {
  opened++;
  return snapshotPglite();
});
afterAll(() => db.destroy());

// PGlite's driver: the PostgreSQL pass has nothing to add here.
describe.runIf(onPgliteSnapshot())('the PGlite driver', () => {
  it('opens PGlite on the first query, once', async () => {
    expect(opened).toBe(0);
    await Promise.all([sql`SELECT 1`.execute(db), sql`SELECT 2`.execute(db)]);
    await sql`SELECT 3`.execute(db);
    expect(opened).toBe(1);
  });

  it('runs queued statements in the order asked, and lets the event loop run between them', async () => {
    await sql`SELECT 1`.execute(db);
    const finished: number[] = [];
    const queued = Array.from({ length: 20 }, (_, i) => sql<{ n: number }>`SELECT ${i}::int AS n`.execute(db).then((r) => finished.push(r.rows[0]!.n)));
    // A callback of the event loop (a socket read, an accepted connection) waits for the queue no longer.
    const finishedWhenTheLoopRan = await new Promise<number>((resolve) => setImmediate(() => resolve(finished.length)));
    await Promise.all(queued);
    expect(finishedWhenTheLoopRan).toBeLessThan(20);
    expect(finished).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('keeps a transaction’s statements together, and rolls back on error', async () => {
    await sql`CREATE TABLE t (n int)`.execute(db);
    const inside = db.transaction().execute(async (trx) => {
      await sql`INSERT INTO t VALUES (1)`.execute(trx);
      await sql`INSERT INTO t VALUES (2)`.execute(trx);
    });
    const outside = sql<{ count: number }>`SELECT count(*)::int AS count FROM t`.execute(db);
    await inside;
    expect((await outside).rows[0]!.count).toBe(2);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`INSERT INTO t VALUES (3)`.execute(trx);
        await sql`SELECT 1/0`.execute(trx);
      }),
    ).rejects.toThrow(/division by zero/);
    expect((await sql<{ count: number }>`SELECT count(*)::int AS count FROM t`.execute(db)).rows[0]!.count).toBe(2);
  });

  it('finishes the statements already asked when closed, and refuses new ones', async () => {
    const closing = embeddedDatabase(snapshotPglite);
    await sql`SELECT 0`.execute(closing);
    const queued = [1, 2, 3].map((n) => sql<{ n: number }>`SELECT ${n}::int AS n`.execute(closing).then((r) => r.rows[0]!.n));
    await new Promise((resolve) => setImmediate(resolve));
    const closed = closing.destroy();
    expect(await Promise.all(queued)).toEqual([1, 2, 3]);
    await closed;
    await expect(sql`SELECT 4`.execute(closing)).rejects.toThrow();
  });
});

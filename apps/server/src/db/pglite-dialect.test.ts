import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { onPgliteSnapshot, snapshotPglite } from '../../test/database.ts';
import { embeddedDatabase } from './database.ts';
import { PREPARED_STATEMENTS_KEPT } from './pglite-dialect.ts';

let opened = 0;
let pglite: PGlite | undefined;
const db = embeddedDatabase(async () => {
  opened++;
  return (pglite = await snapshotPglite());
});
afterAll(() => db.destroy());

/** The statements this PGlite session has prepared, by their text. */
const prepared = async (on = db) => (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(on)).rows.map((r) => r.statement);

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

  it('parses with the base types and a few arrays only, and reads the values our tables hold as before', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT true AS bool, 7::int4 AS int4, 8::int8 AS int8, 'x'::text AS text, '2026-11-27T01:02:03Z'::timestamptz AS at,
        '{"a":[1]}'::jsonb AS jsonb, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid AS uuid, 1.50::numeric AS numeric,
        ARRAY['a','b'] AS texts, ARRAY[1,2]::int4[] AS ints, ARRAY[false] AS bools,
        ARRAY['a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid] AS uuids, ARRAY['2026-11-27T00:00:00Z'::timestamptz] AS ats`.execute(db);
    expect(rows[0]).toEqual({
      bool: true,
      int4: 7,
      int8: 8,
      text: 'x',
      at: new Date('2026-11-27T01:02:03Z'),
      jsonb: { a: [1] },
      uuid: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
      numeric: '1.50',
      texts: ['a', 'b'],
      ints: [1, 2],
      bools: [false],
      uuids: ['a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'],
      ats: [new Date('2026-11-27T00:00:00Z')],
    });
    // PGlite copies its parsers into a new object on every query: a few dozen, not 316.
    expect(Object.keys(pglite!.parsers).length).toBeLessThan(40);
  });

  it('prepares a statement once and runs it by its name after that', async () => {
    const text = 'SELECT $1::int AS n';
    for (const n of [1, 2, 3]) expect((await sql<{ n: number }>`SELECT ${n}::int AS n`.execute(db)).rows).toEqual([{ n }]);
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('reads the rows of a statement run again as on its first run, and counts the rows of one that returns none', async () => {
    await sql`CREATE TABLE runs (n int, at timestamptz, doc jsonb)`.execute(db);
    const at = new Date('2026-12-03T00:00:00Z');
    for (const n of [1, 2, 3]) {
      const inserted = await sql`INSERT INTO runs VALUES (${n}, ${at}, ${{ n }})`.execute(db);
      expect(inserted.numAffectedRows).toBe(1n);
      const { rows } = await sql<Record<string, unknown>>`SELECT n, at, doc, n::text AS label FROM runs WHERE n = ${n}`.execute(db);
      expect(rows).toEqual([{ n, at, doc: { n }, label: String(n) }]);
    }
    expect((await sql`UPDATE runs SET n = n + 10`.execute(db)).numAffectedRows).toBe(3n);
    expect((await sql`DELETE FROM runs WHERE n > 11 RETURNING n`.execute(db)).numAffectedRows).toBe(2n);
    const none = await sql`SELECT n, NULL::int AS gone FROM runs WHERE n = 11`.execute(db);
    expect([none.rows, none.numAffectedRows]).toEqual([[{ n: 11, gone: null }], undefined]);
  });

  it('prepares afresh a statement whose columns changed under it', async () => {
    await sql`CREATE TABLE altered (n int)`.execute(db);
    await sql`INSERT INTO altered VALUES (1)`.execute(db);
    expect((await sql`SELECT * FROM altered`.execute(db)).rows).toEqual([{ n: 1 }]);
    await sql`ALTER TABLE altered ADD COLUMN m int DEFAULT 2`.execute(db);
    // PostgreSQL refuses the prepared plan once, as it does for any client that prepares statements.
    await expect(sql`SELECT * FROM altered`.execute(db)).rejects.toThrow(/cached plan must not change result type/);
    expect((await sql`SELECT * FROM altered`.execute(db)).rows).toEqual([{ n: 1, m: 2 }]);
  });

  it('keeps a statement whose values were refused, and forgets one that did not parse or could not be sent', async () => {
    await expect(sql`SELECT ${'not a uuid'}::uuid AS id`.execute(db)).rejects.toThrow(/invalid input syntax for type uuid/);
    const id = 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11';
    expect((await sql`SELECT ${id}::uuid AS id`.execute(db)).rows).toEqual([{ id }]);
    expect((await prepared()).filter((statement) => statement === 'SELECT $1::uuid AS id')).toHaveLength(1);
    // A value that cannot be sent fails its own call only.
    await expect(sql`SELECT ${{ big: 1n }}::jsonb AS doc`.execute(db)).rejects.toThrow(/BigInt/);
    expect((await sql`SELECT ${{ big: 1 }}::jsonb AS doc`.execute(db)).rows).toEqual([{ doc: { big: 1 } }]);
    // Asked again, a statement that did not parse fails the same way, not on a name it never got.
    for (let i = 0; i < 2; i++) await expect(sql`SELECT FROM WHERE ${1}`.execute(db)).rejects.toThrow(/syntax error/);
  });

  it(`closes the least recently used statements beyond ${PREPARED_STATEMENTS_KEPT}`, async () => {
    const texts = Array.from({ length: PREPARED_STATEMENTS_KEPT + 5 }, (_, i) => `SELECT ${i} AS lru`);
    for (const text of texts) await sql.raw(text).execute(db);
    const kept = await prepared();
    expect(kept.length).toBeLessThanOrEqual(PREPARED_STATEMENTS_KEPT + 1);
    expect(kept).toContain(texts.at(-1));
    for (const oldest of texts.slice(0, 5)) expect(kept).not.toContain(oldest);
  });

  it('sends values as node-postgres sends them to PostgreSQL', async () => {
    const at = new Date('2026-12-03T01:02:03.456Z');
    const { rows } = await sql<Record<string, unknown>>`
      SELECT ${at}::timestamptz AS at, ${true}::bool AS yes, ${{ a: [1, 'b'] }}::jsonb AS doc, ${null}::text AS nothing,
        ${[1, 2]}::int4[] AS ints, ${'it\'s'}::text AS text, ${7}::int8 AS big`.execute(db);
    expect(rows[0]).toEqual({ at, yes: true, doc: { a: [1, 'b'] }, nothing: null, ints: [1, 2], text: "it's", big: 7 });
  });

  it('shares one PGlite between databases without preparing a name twice', async () => {
    const lent = await snapshotPglite();
    const first = embeddedDatabase(async () => lent, { lent: true });
    const second = embeddedDatabase(async () => lent, { lent: true });
    for (const on of [first, second, first]) expect((await sql<{ n: number }>`SELECT ${5}::int AS n`.execute(on)).rows).toEqual([{ n: 5 }]);
    await first.destroy();
    await second.destroy();
    await lent.close();
  });
});

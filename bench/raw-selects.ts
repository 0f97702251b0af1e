/**
 * The ceiling of an authenticated read: single-row primary-key selects of a user's whole row, as
 * fast as the database answers them, with no HTTP in the way. PostgreSQL through a `pg` pool of 10
 * from this separate process (DATABASE_URL), or PGlite inside this process, on a data directory
 * (BENCH_DATA_DIR) with the server's settings (its options, and the parsers its dialect keeps:
 * migrating through `embeddedDatabase` sets them on this PGlite). Prints one JSON line: { perSecond }.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { join } from 'node:path';
import { embeddedDatabase, migrateToLatest, PGLITE_OPTIONS } from '../apps/server/src/db/database.ts';
import { warmUntilSteady } from './steady.ts';

const SELECT = 'SELECT * FROM users WHERE id = $1';
const measuredSeconds = Number(process.argv[2] ?? 3);
const url = process.env.DATABASE_URL;

type Query = (text: string, values: unknown[]) => Promise<unknown>;

/** Selects per second over the seconds asked for, after as many one-second windows as the rate takes to steady. */
async function measure(query: Query, id: string, workers: number) {
  await warmUntilSteady(() => selectsPerSecond(query, id, workers, 1));
  return selectsPerSecond(query, id, workers, measuredSeconds);
}

async function selectsPerSecond(query: Query, id: string, workers: number, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < deadline) {
        await query(SELECT, [id]);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

let result: number;
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM users LIMIT 1');
  if (!rows[0]) throw new Error('raw selects: the database has no user (start a bench server on it first)');
  result = await measure((text, values) => pool.query(text, values), rows[0].id, 100);
  await pool.end();
} else {
  const dir = process.env.BENCH_DATA_DIR;
  const pglite = dir ? new PGlite(join(dir, 'pglite'), PGLITE_OPTIONS) : new PGlite(PGLITE_OPTIONS);
  const db = embeddedDatabase(async () => pglite);
  await migrateToLatest(db);
  const { rows } = await pglite.query<{ id: string }>(
    "INSERT INTO users (email, first_name, last_name) VALUES ('raw@example.com', 'Raw', 'Select') RETURNING id",
  );
  // PGlite runs one query at a time: more workers only queue in front of it.
  result = await measure((text, values) => pglite.query(text, values), rows[0]!.id, 1);
  await pglite.close();
}
console.log(JSON.stringify({ perSecond: result }));

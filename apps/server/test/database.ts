import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createDatabase, embeddedDatabase, migrateToLatest, PGLITE_OPTIONS, type Db } from '../src/db/database.ts';
import { databaseUrl, dropDatabase, onServer } from './postgres.ts';
import type { MigratedTemplate } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Made once per run by `global-setup.ts`. */
    migratedTemplate: MigratedTemplate;
  }
}

/**
 * Fills a new or empty DATA_DIR with the run's migrated PGlite database, for tests of tools that
 * open a DATA_DIR themselves (the server keeps PGlite's files in `DATA_DIR/pglite`). The snapshot
 * is a tarball of PGlite's data directory: unpacked, it is one, with no PGlite started to write it.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const template = inject('migratedTemplate');
  if (template?.kind !== 'pglite') {
    // The PostgreSQL pass has no PGlite snapshot: migrate this one directly.
    const db = createDatabase({ dataDir });
    await migrateToLatest(db);
    return db.destroy();
  }
  const dir = join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  await promisify(execFile)('tar', ['-xf', template.snapshotFile, '-C', dir]);
}

const readSnapshot = async (file: string) => new Blob([await readFile(file)]);

/**
 * A fresh, migrated database for one test file, and how to drop it: a copy of the run's migrated
 * template, so no test file boots an empty database or runs the migrations itself.
 */
export async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  const template = inject('migratedTemplate');
  if (!template) throw new Error('No migrated template: run the server tests through the vitest "server" project');
  if (template.kind === 'pglite') return pgliteDatabase(template.snapshotFile);
  const name = `ideapilot_test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template.database}`));
  const db = createDatabase({ url: databaseUrl(name), dataDir: 'memory' });
  return {
    db,
    url: databaseUrl(name),
    async drop() {
      await db.destroy();
      await dropDatabase(name);
    },
  };
}

/**
 * The PGlite of this worker, loaded from the snapshot once and emptied back to it for each test
 * file that takes it: emptying costs tens of milliseconds, loading the snapshot most of a second.
 * See docs/decisions/2026-11-23-test-databases.md.
 */
type WorkerPglite = { pglite: PGlite; reset: () => Promise<void>; taken: boolean };
let workerPglite: Promise<WorkerPglite> | undefined;

async function pgliteDatabase(snapshotFile: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const worker = await (workerPglite ??= loadWorkerPglite(snapshotFile));
  if (worker.taken) {
    // A second database in the same file (two apps side by side): a copy of its own.
    const pglite = await loadSnapshot(snapshotFile);
    const db = embeddedDatabase(async () => pglite);
    return { db, drop: () => db.destroy() };
  }
  worker.taken = true;
  await worker.reset();
  const db = embeddedDatabase(async () => worker.pglite, { lent: true });
  return {
    db,
    async drop() {
      await db.destroy();
      worker.taken = false;
    },
  };
}

/**
 * A PGlite of its own on the run's migrated snapshot, for the tests of our PGlite driver: loading
 * it costs a fraction of creating an empty one. Only the PGlite pass has the snapshot.
 */
export const onPgliteSnapshot = () => inject('migratedTemplate')?.kind === 'pglite';
export async function snapshotPglite(): Promise<PGlite> {
  const template = inject('migratedTemplate');
  if (template?.kind !== 'pglite') throw new Error('No PGlite snapshot: this is the PostgreSQL pass');
  return loadSnapshot(template.snapshotFile);
}

async function loadSnapshot(snapshotFile: string): Promise<PGlite> {
  const pglite = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: await readSnapshot(snapshotFile) });
  await pglite.waitReady;
  return pglite;
}

/**
 * Loads the snapshot and notes what a reset needs: every table but the migrations' own, and the
 * rows the migrations seeded (plans, agent prompts) as JSON to put back.
 */
async function loadWorkerPglite(snapshotFile: string): Promise<WorkerPglite> {
  const pglite = await loadSnapshot(snapshotFile);
  const { rows: tables } = await pglite.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_migration%' ORDER BY tablename`,
  );
  const seeds: { table: string; rows: string }[] = [];
  for (const { name } of tables) {
    const { rows } = await pglite.query<{ rows: string | null }>(`SELECT json_agg(t)::text AS rows FROM ${name} t`);
    if (rows[0]!.rows) seeds.push({ table: name, rows: rows[0]!.rows });
  }
  const migratedTriggers = new Set(await triggersOf(pglite));
  const migratedFunctions = new Set(await functionsOf(pglite));
  const reset = async () => {
    await pglite.transaction(async (tx) => {
      // A test's own triggers and functions (a database that fails on cue) go too.
      for (const trigger of await triggersOf(tx)) if (!migratedTriggers.has(trigger)) await tx.exec(`DROP TRIGGER ${trigger}`);
      for (const fn of await functionsOf(tx)) if (!migratedFunctions.has(fn)) await tx.exec(`DROP FUNCTION ${fn}`);
      await tx.exec(`TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE`);
      // Seeds go back in any order: foreign keys are not checked while replicating.
      await tx.exec('SET LOCAL session_replication_role = replica');
      for (const seed of seeds) await tx.query(`INSERT INTO ${seed.table} SELECT * FROM json_populate_recordset(NULL::${seed.table}, $1)`, [seed.rows]);
    });
  };
  return { pglite, reset, taken: false };
}

type Queryable = Pick<PGlite, 'query'>;

/** `name ON table` of every trigger in the public schema, as `DROP TRIGGER` takes it. */
const triggersOf = async (db: Queryable) =>
  (
    await db.query<{ name: string }>(
      `SELECT quote_ident(t.tgname) || ' ON ' || t.tgrelid::regclass::text AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE NOT t.tgisinternal AND n.nspname = 'public'`,
    )
  ).rows.map((r) => r.name);

/** The signature of every function in the public schema, as `DROP FUNCTION` takes it. */
const functionsOf = async (db: Queryable) =>
  (await db.query<{ name: string }>(`SELECT p.oid::regprocedure::text AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'`)).rows.map((r) => r.name);

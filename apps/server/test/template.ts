import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase, embeddedDatabase, migrateToLatest, PGLITE_OPTIONS } from '../src/db/database.ts';
import { testEnv } from './env.ts';
import { databaseUrl, dropDatabase, onServer, waitUntilUnused } from './postgres.ts';

/** Where the run's migrated database lives: a PGlite data-directory tarball or a PostgreSQL template. */
export type MigratedTemplate = { kind: 'pglite'; snapshotFile: string } | { kind: 'postgres'; database: string };

/** Migrates one database for the whole run; each test file then starts from a copy of it. */
export async function makeMigratedTemplate(): Promise<{ template: MigratedTemplate; remove: () => Promise<void> }> {
  return testEnv.onPostgres ? postgresTemplate() : pgliteSnapshot();
}

async function pgliteSnapshot() {
  const pglite = new PGlite(PGLITE_OPTIONS);
  const db = embeddedDatabase(async () => pglite);
  await migrateToLatest(db);
  // Uncompressed: loading it costs a test file less than unpacking gzip would.
  const tarball = await pglite.dumpDataDir('none');
  await db.destroy();
  const dir = await mkdtemp(join(tmpdir(), 'ideapilot-test-'));
  const snapshotFile = join(dir, 'migrated.tar');
  await writeFile(snapshotFile, Buffer.from(await tarball.arrayBuffer()));
  return { template: { kind: 'pglite', snapshotFile } as const, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function postgresTemplate() {
  const database = `ideapilot_template_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${database}`));
  const db = createDatabase({ url: databaseUrl(database), dataDir: 'memory' });
  await migrateToLatest(db);
  await db.destroy();
  // CREATE DATABASE … TEMPLATE fails while anyone is connected to the template: lock it.
  await onServer(async (client) => {
    await waitUntilUnused(client, database);
    await client.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
  });
  return { template: { kind: 'postgres', database } as const, remove: () => dropDatabase(database) };
}

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { migrations } from './migrations/index.ts';
import { initializeEmbeddedDatabase, newDatabaseBeside } from './pglite-init.ts';
import { EARLIER_POSTGRES_VERSION, upgradeInto } from './pglite-upgrade.ts';

/** Where createDatabase keeps PGlite's files inside DATA_DIR. */
const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/** A failure the CLI prints as it is: the operator can act on the sentence (as `EmbeddedDatabaseInUse`). */
export class BackupError extends Error {}

/** Writes PGlite's data directory, as a gzipped tarball, to `file`; an earlier release's database is upgraded first. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${dir}.`);
  await initializeEmbeddedDatabase(dataDir);
  const release = lockEmbeddedDatabase(dataDir);
  const db = new PGlite(dir);
  try {
    // Ready first: PGlite 0.5's dumpDataDir on a database still starting never settles.
    await db.waitReady;
    const dump = await db.dumpDataDir('gzip');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
    release();
  }
}

/**
 * Replaces PGlite's data directory with the backup in `file`. The backup is opened and checked in
 * a new directory first (a backup of a newer release, with migrations this one does not know, is
 * refused; one of an earlier release's PostgreSQL is upgraded); the current one is kept beside it,
 * renamed, until the operator removes it.
 * Returns where the previous database went, if there was one.
 */
export async function restorePglite(dataDir: string, file: string): Promise<string | null> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const release = lockEmbeddedDatabase(dataDir);
  try {
    return await restoreLocked(dataDir, file);
  } finally {
    release();
  }
}

async function restoreLocked(dataDir: string, file: string): Promise<string | null> {
  const dir = pgliteDir(dataDir);
  const incoming = `${dir}.restoring`;
  let applied: string[];
  try {
    applied = await unpack(new Blob([readFileSync(file)]), incoming, dataDir);
  } catch (err) {
    rmSync(incoming, { recursive: true, force: true });
    throw new BackupError(`${file} is not a backup of the embedded database (${err instanceof Error ? err.message : String(err)}).`);
  }
  // A newer release's database: this one would refuse to start on it (and could not read it).
  const unknown = applied.filter((name) => !Object.hasOwn(migrations, name));
  if (unknown.length) {
    rmSync(incoming, { recursive: true, force: true });
    throw new BackupError(`${file} was made by a newer release: its database has migrations this one does not know (${unknown.join(', ')}). Restore it with that release or a later one.`);
  }
  let previous: string | null = null;
  if (existsSync(dir)) {
    previous = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, previous);
  }
  renameSync(incoming, dir);
  return previous;
}

/** The migrations applied to the database in `db`, which is closed after. */
async function migrationsOf(db: Pick<PGlite, 'query' | 'close'>): Promise<string[]> {
  try {
    return (await db.query<{ name: string }>('SELECT name FROM kysely_migration')).rows.map((r) => r.name);
  } finally {
    await db.close();
  }
}

/**
 * Opens the backup into the new directory `incoming` and returns its database's migrations. A backup
 * made by an earlier release (its PGlite ran PostgreSQL 17) is opened by that PGlite beside it and
 * copied into a new database (pglite-upgrade.ts), as a start upgrades a data directory.
 */
async function unpack(backup: Blob, incoming: string, dataDir: string): Promise<string[]> {
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(incoming, { recursive: true });
  try {
    return await migrationsOf(new PGlite(incoming, { loadDataDir: backup }));
  } catch (err) {
    rmSync(incoming, { recursive: true, force: true });
    const earlier = `${incoming}-from-${EARLIER_POSTGRES_VERSION}`;
    if (!(await openedByEarlierRelease(backup, earlier))) throw err;
    try {
      await upgradeInto(earlier, incoming, () => newDatabaseBeside(dataDir));
    } finally {
      rmSync(earlier, { recursive: true, force: true });
    }
    return migrationsOf(new PGlite(incoming));
  }
}

/** Whether the PGlite of the earlier release opens the backup, into the new directory `dir` (removed when it does not). */
async function openedByEarlierRelease(backup: Blob, dir: string): Promise<boolean> {
  rmSync(dir, { recursive: true, force: true });
  try {
    const { PGlite: EarlierPGlite } = await import('pglite-postgres-17');
    await migrationsOf(new EarlierPGlite(dir, { loadDataDir: backup }));
    return true;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return false;
  }
}

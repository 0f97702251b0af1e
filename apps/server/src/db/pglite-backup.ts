import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { migrations } from './migrations/index.ts';

/** Where createDatabase keeps PGlite's files inside DATA_DIR. */
const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/** A failure the CLI prints as it is: the operator can act on the sentence (as `EmbeddedDatabaseInUse`). */
export class BackupError extends Error {}

/** Writes PGlite's data directory, as a gzipped tarball, to `file`. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${dir}.`);
  const release = lockEmbeddedDatabase(dataDir);
  const db = new PGlite(dir);
  try {
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
 * refused); the current one is kept beside it, renamed, until the operator removes it.
 * Returns where the previous database went, if there was one.
 */
export async function restorePglite(dataDir: string, file: string): Promise<string | null> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const release = lockEmbeddedDatabase(dataDir);
  try {
    return await restoreLocked(pgliteDir(dataDir), file);
  } finally {
    release();
  }
}

async function restoreLocked(dir: string, file: string): Promise<string | null> {
  const incoming = `${dir}.restoring`;
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(incoming, { recursive: true });
  let applied: string[];
  try {
    const db = new PGlite(incoming, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      applied = (await db.query<{ name: string }>('SELECT name FROM kysely_migration')).rows.map((r) => r.name);
    } finally {
      await db.close();
    }
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

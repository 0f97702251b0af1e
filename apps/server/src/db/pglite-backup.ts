import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Where createDatabase keeps PGlite's files inside DATA_DIR. */
const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/** A failure the CLI prints as it is: the operator can act on the sentence. */
export class BackupError extends Error {}

/**
 * PGlite is one process's database: it keeps `postmaster.pid` while open and removes it on a clean
 * close. Copying or replacing its files under a running server would corrupt them, and what a
 * second process writes there (`npm run admin`, `npm run migrate`) the server neither sees nor keeps.
 */
export function ensureNotInUse(dataDir: string) {
  const dir = pgliteDir(dataDir);
  if (existsSync(join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${dir} is in use: stop the server first (or, if it crashed, start and stop it once), then run this again.`,
    );
  }
}

/** Writes PGlite's data directory, as a gzipped tarball, to `file`. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${dir}.`);
  ensureNotInUse(dataDir);
  const db = new PGlite(dir);
  try {
    const dump = await db.dumpDataDir('gzip');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * Replaces PGlite's data directory with the backup in `file`. The backup is opened and checked in
 * a new directory first; the current one is kept beside it, renamed, until the operator removes it.
 * Returns where the previous database went, if there was one.
 */
export async function restorePglite(dataDir: string, file: string): Promise<string | null> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const dir = pgliteDir(dataDir);
  ensureNotInUse(dataDir);
  const incoming = `${dir}.restoring`;
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(incoming, { recursive: true });
  try {
    const db = new PGlite(incoming, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      await db.query('SELECT count(*) FROM kysely_migration');
    } finally {
      await db.close();
    }
  } catch (err) {
    rmSync(incoming, { recursive: true, force: true });
    throw new BackupError(`${file} is not a backup of the embedded database (${err instanceof Error ? err.message : String(err)}).`);
  }
  let previous: string | null = null;
  if (existsSync(dir)) {
    previous = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, previous);
  }
  renameSync(incoming, dir);
  return previous;
}

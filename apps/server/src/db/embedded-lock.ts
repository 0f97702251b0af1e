import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * PGlite is one process's database: two processes with one data directory open each write over
 * what the other wrote (and a server keeps none of what `npm run admin` writes beside it). Every
 * process that opens the embedded database of a DATA_DIR (the server, the CLIs, a test) first
 * creates `DATA_DIR/pglite.pid` holding its pid, only if it is not there, and removes it when
 * it closes the database or exits. A file whose process is gone (a crash, `kill -9`) is stale and
 * taken over, so the next start needs nothing done by hand.
 *
 * PGlite's own `postmaster.pid` could not serve: it stays behind after a crash, and holds no pid.
 */
const LOCK_FILE = 'pglite.pid';

/** Said, one line, by the server and the CLIs alike. */
export class EmbeddedDatabaseInUse extends Error {}

/** Lock files this process holds: its own pid in a file is in use only if it is one of these. */
const held = new Set<string>();

const lockFile = (dataDir: string) => resolve(join(dataDir, LOCK_FILE));

/** The pid of the live process that has the embedded database of `dataDir` open, or null. */
function holderOf(file: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(file, 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  // The same pid after a restart is this process's own (a container's pid 1, say): stale unless held.
  if (pid === process.pid) return held.has(file) ? pid : null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process lives, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

const inUse = (dataDir: string, pid: number) =>
  new EmbeddedDatabaseInUse(
    `The embedded database in DATA_DIR ${dataDir} is in use by process ${pid}: stop the server first (or the admin, migrate or backup command that has it open), then run this again.`,
  );

/** Throws `EmbeddedDatabaseInUse` when another live process has the embedded database of `dataDir` open. */
export function ensureNotInUse(dataDir: string): void {
  const pid = holderOf(lockFile(dataDir));
  if (pid !== null) throw inUse(dataDir, pid);
}

/**
 * Takes the embedded database of `dataDir` for this process, or throws `EmbeddedDatabaseInUse`.
 * Returns the release, which is also run if the process exits first.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = lockFile(dataDir);
  // Written whole under a name of its own, then linked into place, which fails if the file is
  // there: no process reads a lock file half-written (keys.ts makes secrets.json the same way).
  const draft = `${file}.${process.pid}`;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(draft, `${process.pid}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const pid = holderOf(file);
        if (pid !== null) throw inUse(dataDir, pid);
        // Stale: its process is gone. Removed and linked again, once: failing again, another
        // process took it over in the meantime.
        if (attempt > 0) throw err;
        rmSync(file, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    process.off('exit', release);
    rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}

/**
 * Makes DATA_DIR when it is missing and checks that this process can write in it, before anything
 * is written there: the message names DATA_DIR instead of a file deep inside it.
 */
export function ensureWritableDataDir(dataDir: string): void {
  const probe = join(dataDir, `.write-test-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (err) {
    throw new Error(`DATA_DIR ${dataDir} must be a directory this process can write in (${(err as Error).message})`);
  }
}

import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { lockEmbeddedDatabase } from './embedded-lock.ts';

/** The PostgreSQL of the PGlite this release runs (PGlite 0.5). */
export const POSTGRES_VERSION = '18';
/** The PostgreSQL of the PGlite that earlier releases ran (0.4), whose databases are upgraded. */
export const EARLIER_POSTGRES_VERSION = '17';

/** The earlier database while it is upgraded: moved aside first, so that a stopped upgrade is taken up again. */
const UPGRADING = `pglite.upgrading-from-${EARLIER_POSTGRES_VERSION}`;

/** The major version of PostgreSQL that made the data directory `dir`, or null when it holds none. */
function postgresVersionOf(dir: string): string | null {
  const file = join(dir, 'PG_VERSION');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/**
 * PostgreSQL keeps no compatibility of its data files between major versions, and the PGlite of
 * this release cannot open a data directory of the one before it. Such a database is upgraded when
 * the server or a CLI first opens it: dumped by the PGlite that made it (pg_dump, from pglite-tools),
 * restored into a new, empty database made by `newDatabase` (a directory beside `pglite`), which then
 * takes its place. The earlier database is kept beside it, `pglite.postgres-17-<time>`, for the
 * operator to remove. A stopped upgrade is taken up again by the next start: the earlier database is
 * moved aside before anything else, and renamed to its kept name only once the new one is in place.
 * Returns where the earlier database is kept, or null when there was nothing to upgrade.
 */
export async function upgradeEarlierDatabase(dataDir: string, newDatabase: () => Promise<string>): Promise<string | null> {
  const dir = join(dataDir, 'pglite');
  const aside = join(dataDir, UPGRADING);
  const version = postgresVersionOf(dir);
  if (!existsSync(aside)) {
    if (version === null || version === POSTGRES_VERSION) return null;
    if (version !== EARLIER_POSTGRES_VERSION) {
      throw new Error(
        `The embedded database in ${dir} was made by PostgreSQL ${version}; this release runs PostgreSQL ${POSTGRES_VERSION} and upgrades only databases of PostgreSQL ${EARLIER_POSTGRES_VERSION}.`,
      );
    }
  }
  const release = lockEmbeddedDatabase(dataDir);
  try {
    // Looked at again under the lock: another process may have upgraded it meanwhile.
    if (!existsSync(aside)) {
      if (postgresVersionOf(dir) !== EARLIER_POSTGRES_VERSION) return null;
      await rename(dir, aside);
    }
    if (postgresVersionOf(dir) === null) {
      console.log(`ideapilot: upgrading the embedded database from PostgreSQL ${EARLIER_POSTGRES_VERSION} to ${POSTGRES_VERSION}; this takes a moment once`);
      await upgradeInto(aside, dir, newDatabase).catch((err: Error) => {
        throw new Error(`${err.message}; it is left as it was, and the next start tries again.`);
      });
    }
    const kept = join(dataDir, `pglite.postgres-${EARLIER_POSTGRES_VERSION}-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await rename(aside, kept);
    console.log(`ideapilot: the embedded database now runs on PostgreSQL ${POSTGRES_VERSION}; the earlier one is kept in ${kept} (remove it when you no longer need it)`);
    return kept;
  } finally {
    release();
  }
}

/** Copies the earlier database in `from` into a new one made by `newDatabase`, which then takes the place `to`. */
export async function upgradeInto(from: string, to: string, newDatabase: () => Promise<string>): Promise<void> {
  const made = await newDatabase();
  try {
    await copyEarlierDatabase(from, made);
    await rm(to, { recursive: true, force: true });
    await rename(made, to);
  } finally {
    await rm(made, { recursive: true, force: true });
  }
}

/**
 * Dumps the earlier database in `from` with the PGlite that made it, and restores it into the empty
 * database in `to`, in a short-lived child process: two PGlites' WebAssembly heaps, which never
 * shrink, would otherwise stay with the server for its life (as initdb's would, pglite-init.ts).
 */
async function copyEarlierDatabase(from: string, to: string): Promise<void> {
  const { PGLITE_OPTIONS } = await import('./database.ts');
  const [earlierModule, dumpModule, currentModule] = ['pglite-postgres-17', '@electric-sql/pglite-tools/pg_dump', '@electric-sql/pglite'].map((name) =>
    JSON.stringify(import.meta.resolve(name)),
  );
  const [source, target, options] = [from, to, PGLITE_OPTIONS].map((value) => JSON.stringify(value));
  // pg_dump drives the PGlite it is given through the wire protocol, which both versions speak.
  const script = `
    const [{ PGlite: Earlier }, { pgDump }, { PGlite }] = await Promise.all([import(${earlierModule}), import(${dumpModule}), import(${currentModule})]);
    const earlier = new Earlier(${source}, ${options});
    let dump;
    try {
      dump = await (await pgDump({ pg: earlier, args: ['--no-owner', '--no-privileges'] })).text();
    } finally {
      await earlier.close();
    }
    const current = new PGlite(${target}, ${options});
    try {
      await current.exec(dump);
    } finally {
      await current.close();
    }`;
  try {
    await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script]);
  } catch (err) {
    const said = String((err as { stderr?: string }).stderr ?? '')
      .split('\n')
      .find((line) => /^\w*Error\b/.test(line));
    throw new Error(`The embedded database in ${from} could not be copied into PostgreSQL ${POSTGRES_VERSION} (${said || (err as Error).message})`);
  }
}

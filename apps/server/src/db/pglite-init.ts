import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { cp, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { upgradeEarlierDatabase } from './pglite-upgrade.ts';

/**
 * V8's baseline WebAssembly compiler only: a process that lives a few seconds spends more CPU
 * optimising PGlite's WASM (on background threads) than the optimised code saves it (initdb:
 * 6.3 s of CPU → 4.0 s). A long-lived server keeps the optimising compiler.
 */
export const LIFTOFF_ONLY = '--liftoff-only';

/**
 * A new, empty database made by `npm run build` beside the compiled server (`cli/pglite-template.ts`),
 * for a first start to copy: initdb once per build, not once per data directory. Not there when the
 * server runs from source.
 */
const TEMPLATE = fileURLToPath(new URL('./pglite-template', import.meta.url));

/** Where a first start copies the template, beside `pglite`, before renaming the copy into place. */
const COPY_PREFIX = 'pglite.copying-';
/** A copy left by a start that was stopped halfway is older than this; one still being made is younger. */
const STALE_COPY_MS = 10 * 60_000;

/**
 * Makes the PGlite data directory under `dataDir` on a first start: a copy of the build's template
 * (`template`) when there is one and nothing is there yet, else `createEmbeddedDatabase`. A
 * directory that already holds a database is left as it is, once upgraded if an earlier release's
 * PostgreSQL made it (pglite-upgrade.ts).
 */
export async function initializeEmbeddedDatabase(dataDir: string | 'memory', template = TEMPLATE): Promise<void> {
  if (dataDir === 'memory') return;
  await upgradeEarlierDatabase(dataDir, () => newDatabaseBeside(dataDir, template));
  const dir = join(dataDir, 'pglite');
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  if (existsSync(join(template, 'PG_VERSION')) && !existsSync(dir)) {
    // Copied beside it under a name of its own, then renamed: a start stopped halfway leaves no
    // directory that looks made, and two first starts at once (a server and a `migrate`) never copy
    // into each other's copy; the one that renames second keeps the first's. Not a synchronous
    // copy: the server's modules load meanwhile (main.ts).
    const copy = await newDatabaseBeside(dataDir, template);
    try {
      await rename(copy, dir);
    } catch (err) {
      if (!existsSync(join(dir, 'PG_VERSION'))) throw err;
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
    return;
  }
  await createEmbeddedDatabase(dir);
}

/**
 * A new, empty database in a directory of its own beside `pglite` (`pglite.copying-…`, removed by a
 * later start if this one stops halfway): a copy of the template, or initdb when there is none.
 * Returns its path.
 */
export async function newDatabaseBeside(dataDir: string, template = TEMPLATE): Promise<string> {
  mkdirSync(dataDir, { recursive: true });
  await removeStaleCopies(dataDir);
  const copy = await mkdtemp(join(dataDir, COPY_PREFIX));
  try {
    if (existsSync(join(template, 'PG_VERSION'))) await cp(template, copy, { recursive: true, dereference: true });
    else await createEmbeddedDatabase(copy);
    return copy;
  } catch (err) {
    await rm(copy, { recursive: true, force: true });
    throw err;
  }
}

async function removeStaleCopies(dataDir: string) {
  for (const name of await readdir(dataDir)) {
    if (!name.startsWith(COPY_PREFIX)) continue;
    const path = join(dataDir, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > STALE_COPY_MS) await rm(path, { recursive: true, force: true });
  }
}

/**
 * Creates a new PGlite data directory (initdb) in a short-lived child process. initdb grows the
 * WASM heap to about 700 MB, and a WASM heap never shrinks: run in the server, the first start
 * would hold that for the life of the process; a later start opens the directory at about a
 * quarter of it.
 */
export async function createEmbeddedDatabase(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); const db = new PGlite(${JSON.stringify(dir)}); await db.waitReady; await db.close();`;
  await promisify(execFile)(process.execPath, [LIFTOFF_ONLY, '--input-type=module', '--eval', script]);
}

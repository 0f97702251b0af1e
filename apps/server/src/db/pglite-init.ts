import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * V8's baseline WebAssembly compiler only: a process that lives a few seconds spends more CPU
 * optimising PGlite's WASM (on background threads) than the optimised code saves it (initdb:
 * 6.3 s of CPU → 4.0 s). A long-lived server keeps the optimising compiler.
 */
export const LIFTOFF_ONLY = '--liftoff-only';

/**
 * Creates a new PGlite data directory (initdb) in a short-lived child process. initdb grows the
 * WASM heap to about 700 MB, and a WASM heap never shrinks: run in the server, the first start
 * would hold that for the life of the process; a later start opens the directory at about a
 * quarter of it. A directory that already exists is left as it is.
 */
export async function initializeEmbeddedDatabase(dataDir: string | 'memory'): Promise<void> {
  if (dataDir === 'memory') return;
  const dir = join(dataDir, 'pglite');
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  mkdirSync(dir, { recursive: true });
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); const db = new PGlite(${JSON.stringify(dir)}); await db.waitReady; await db.close();`;
  await promisify(execFile)(process.execPath, [LIFTOFF_ONLY, '--input-type=module', '--eval', script]);
}

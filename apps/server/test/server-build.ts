import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { LIFTOFF_ONLY } from '../src/db/pglite-init.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The compiled server of this run (`main.js`, `admin.js`, `backup.js`, `migrate.js`), made by `global-setup.ts`. */
    serverBuildDir: string;
  }
}

const repoRoot = join(import.meta.dirname, '../../..');

/**
 * Compiles the server and its CLIs once per run, as `npm start` does, so tests that start them as
 * child processes run plain JavaScript instead of compiling TypeScript in every child. Each run
 * builds into a directory of its own (two runs at once in one checkout each rebuilt the other's
 * embedded database while it was in use), removed by `remove`.
 */
export async function buildServerForTests(): Promise<{ outdir: string; remove: () => Promise<void> }> {
  const builds = join(repoRoot, 'apps/server/dist');
  await mkdir(builds, { recursive: true });
  await removeBuildsLeftBehind(builds);
  const outdir = await mkdtemp(join(builds, 'test-build-'));
  const remove = () => rm(outdir, { recursive: true, force: true });
  try {
    await promisify(execFile)(process.execPath, [join(repoRoot, 'scripts/build-server.mjs'), outdir], { cwd: repoRoot });
  } catch (error) {
    await remove();
    throw error;
  }
  return { outdir, remove };
}

/** Removes the builds of runs stopped before their teardown, once a day old (a run never lasts that long). */
async function removeBuildsLeftBehind(builds: string) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of (await readdir(builds)).filter((n) => n.startsWith('test-build'))) {
    const path = join(builds, name);
    if ((await stat(path)).mtimeMs < dayAgo) await rm(path, { recursive: true, force: true });
  }
}

/**
 * The node arguments that run one entry point (`main`, `admin`, `backup`, `migrate`) of the run's
 * build. A test's child lives seconds: it runs PGlite on V8's baseline compiler (see `LIFTOFF_ONLY`).
 */
export function compiledEntry(name: 'main' | 'admin' | 'backup' | 'migrate'): string[] {
  return ['--enable-source-maps', LIFTOFF_ONLY, join(inject('serverBuildDir'), `${name}.js`)];
}

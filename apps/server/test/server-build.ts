import { execFile } from 'node:child_process';
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
 * child processes run plain JavaScript instead of compiling TypeScript in every child.
 */
export async function buildServerForTests(): Promise<string> {
  const outdir = join(repoRoot, 'apps/server/dist/test-build');
  await promisify(execFile)(process.execPath, [join(repoRoot, 'scripts/build-server.mjs'), outdir], { cwd: repoRoot });
  return outdir;
}

/**
 * The node arguments that run one entry point (`main`, `admin`, `backup`, `migrate`) of the run's
 * build. A test's child lives seconds: it runs PGlite on V8's baseline compiler (see `LIFTOFF_ONLY`).
 */
export function compiledEntry(name: 'main' | 'admin' | 'backup' | 'migrate'): string[] {
  return ['--enable-source-maps', LIFTOFF_ONLY, join(inject('serverBuildDir'), `${name}.js`)];
}

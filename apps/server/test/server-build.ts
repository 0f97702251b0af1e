import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

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

/** The node arguments that run one entry point (`main`, `admin`, `backup`, `migrate`) of the run's build. */
export function compiledEntry(name: 'main' | 'admin' | 'backup' | 'migrate'): string[] {
  return ['--enable-source-maps', join(inject('serverBuildDir'), `${name}.js`)];
}

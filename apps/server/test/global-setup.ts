import type { TestProject } from 'vitest/node';
import { buildServerForTests } from './server-build.ts';
import { makeMigratedTemplate } from './template.ts';

/**
 * Vitest global setup of the server project: one migrated database per run, shared by every test
 * file, and one compiled server for the tests that start it as a child process.
 */
export default async function setup(project: TestProject) {
  const [database, build] = await Promise.all([makeMigratedTemplate(), buildServerForTests()]);
  project.provide('migratedTemplate', database.template);
  project.provide('serverBuildDir', build.outdir);
  return async () => {
    await Promise.all([database.remove(), build.remove()]);
  };
}

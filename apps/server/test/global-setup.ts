import type { TestProject } from 'vitest/node';
import { buildServerForTests } from './server-build.ts';
import { makeMigratedTemplate } from './template.ts';

/**
 * Vitest global setup of the server project: one migrated database per run, shared by every test
 * file, and one compiled server for the tests that start it as a child process.
 */
export default async function setup(project: TestProject) {
  const [{ template, remove }, serverBuildDir] = await Promise.all([makeMigratedTemplate(), buildServerForTests()]);
  project.provide('migratedTemplate', template);
  project.provide('serverBuildDir', serverBuildDir);
  return remove;
}

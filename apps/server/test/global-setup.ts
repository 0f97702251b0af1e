import type { TestProject } from 'vitest/node';
import { makeMigratedTemplate } from './template.ts';

/** Vitest global setup of the server project: one migrated database per run, shared by every test file. */
export default async function setup(project: TestProject) {
  const { template, remove } = await makeMigratedTemplate();
  project.provide('migratedTemplate', template);
  return remove;
}

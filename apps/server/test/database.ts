import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { inject } from 'vitest';
import { createDatabase, type Db } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import { databaseUrl, dropDatabase, onServer } from './postgres.ts';
import type { MigratedTemplate } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Made once per run by `global-setup.ts`. */
    migratedTemplate: MigratedTemplate;
  }
}

/**
 * A fresh, migrated database for one test file, and how to drop it: a copy of the run's migrated
 * template, so no test file boots an empty database or runs the migrations itself.
 */
export async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  const template = inject('migratedTemplate');
  if (!template) throw new Error('No migrated template: run the server tests through the vitest "server" project');
  if (template.kind === 'pglite') {
    const snapshot = new Blob([await readFile(template.snapshotFile)]);
    const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite({ loadDataDir: snapshot })) });
    return { db, drop: () => db.destroy() };
  }
  const name = `ideapilot_test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template.database}`));
  const db = createDatabase({ url: databaseUrl(name), dataDir: 'memory' });
  return {
    db,
    url: databaseUrl(name),
    async drop() {
      await db.destroy();
      await dropDatabase(name);
    },
  };
}

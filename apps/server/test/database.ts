import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createDatabase, embeddedDatabase, migrateToLatest, type Db } from '../src/db/database.ts';
import { databaseUrl, dropDatabase, onServer } from './postgres.ts';
import type { MigratedTemplate } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Made once per run by `global-setup.ts`. */
    migratedTemplate: MigratedTemplate;
  }
}

/**
 * Fills an empty DATA_DIR with the run's migrated PGlite database, for tests of tools that open a
 * DATA_DIR themselves (the server keeps PGlite's files in `DATA_DIR/pglite`).
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const template = inject('migratedTemplate');
  if (template?.kind !== 'pglite') {
    // The PostgreSQL pass has no PGlite snapshot: migrate this one directly.
    const db = createDatabase({ dataDir });
    await migrateToLatest(db);
    return db.destroy();
  }
  const pglite = new PGlite(join(dataDir, 'pglite'), { loadDataDir: await readSnapshot(template.snapshotFile) });
  await pglite.close();
}

const readSnapshot = async (file: string) => new Blob([await readFile(file)]);

/**
 * A fresh, migrated database for one test file, and how to drop it: a copy of the run's migrated
 * template, so no test file boots an empty database or runs the migrations itself.
 */
export async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  const template = inject('migratedTemplate');
  if (!template) throw new Error('No migrated template: run the server tests through the vitest "server" project');
  if (template.kind === 'pglite') {
    const loadDataDir = await readSnapshot(template.snapshotFile);
    const db = embeddedDatabase(async () => new PGlite({ loadDataDir }));
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

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type Transaction } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;

// bigint (ledger ids, sums) as numbers: our counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/** PostgreSQL when a URL is given, else PGlite: files under `dataDir`, or in memory for `memory`. */
export function createDatabase(options: { url?: string; dataDir: string | 'memory' }): Db {
  if (options.url) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.url, max: 10 }) }),
    });
  }
  let pglite: PGlite;
  if (options.dataDir === 'memory') {
    pglite = new PGlite();
  } else {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

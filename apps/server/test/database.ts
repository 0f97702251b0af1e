import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, migrateToLatest, type Db } from '../src/db/database.ts';
import { testEnv } from './env.ts';

/** A fresh, migrated database for one test file, and how to drop it; `url` on PostgreSQL, for child processes. */
export async function freshDatabase(): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  if (!testEnv.onPostgres) {
    const db = createDatabase({ dataDir: 'memory' });
    await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  if (!testEnv.databaseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `ideapilot_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testEnv.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testEnv.databaseUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ url: url.toString(), dataDir: 'memory' });
  await migrateToLatest(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: testEnv.databaseUrl });
      await client.connect();
      // pg-pool's end() resolves before its connections have closed; dropping with FORCE while
      // they close makes them emit an unhandled FATAL. Wait for them to go first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

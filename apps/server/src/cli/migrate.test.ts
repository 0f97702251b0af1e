import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { childEnv, testEnv } from '../../test/env.ts';
import { databaseUrl, dropDatabase, onServer } from '../../test/postgres.ts';
import { compiledEntry } from '../../test/server-build.ts';
import { createDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';

// On PostgreSQL: a new, empty database. The PGlite pass leaves this to the browser tests, which run
// the CLI on an empty data directory every run (playwright.config.ts): here an empty PGlite would
// cost an initdb in a child process, about 13 s of a pass that runs in under a minute.
const dataDir = mkdtempSync(join(tmpdir(), 'ideapilot-migrate-'));
const postgresName = `ideapilot_migrate_${randomBytes(6).toString('hex')}`;
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (testEnv.onPostgres) await dropDatabase(postgresName);
});

const migrate = (url: string) =>
  spawnSync(process.execPath, compiledEntry('migrate'), {
    env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent' }),
    encoding: 'utf8',
  });

it.runIf(testEnv.onPostgres)('brings an empty database to the latest migration, and a second run changes nothing', async () => {
  await onServer((client) => client.query(`CREATE DATABASE ${postgresName}`));
  const url = databaseUrl(postgresName);

  const first = migrate(url);
  expect(first.status, first.stderr).toBe(0);
  expect(first.stdout).toMatch(/is migrated to the latest version/);
  const again = migrate(url);
  expect(again.status, again.stderr).toBe(0);

  const db = createDatabase({ url, dataDir });
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    const plans = await sql<{ name: string }>`SELECT name FROM plans ORDER BY name`.execute(db);
    expect(plans.rows.map((r) => r.name)).toEqual(['free', 'pro', 'starter']);
  } finally {
    await db.destroy();
  }
}, 180_000);

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, inject, it } from 'vitest';
import { migratedDataDir } from '../../test/database.ts';
import { childEnv, testEnv } from '../../test/env.ts';
import { databaseUrl, dropDatabase, onServer } from '../../test/postgres.ts';
import { compiledEntry } from '../../test/server-build.ts';
import { createDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';

// On PostgreSQL: a new, empty database. On PGlite: an empty data directory, which the compiled CLI
// fills with a copy of the build's empty database (db/pglite-init.ts), not an initdb of its own.
const dataDir = mkdtempSync(join(tmpdir(), 'ideapilot-migrate-'));
const postgresName = `ideapilot_migrate_${randomBytes(6).toString('hex')}`;
const openDataDir = mkdtempSync(join(tmpdir(), 'ideapilot-migrate-open-'));
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(openDataDir, { recursive: true, force: true });
  if (testEnv.onPostgres) await dropDatabase(postgresName);
});

const migrate = (url: string, dir = dataDir) =>
  spawnSync(process.execPath, compiledEntry('migrate'), {
    env: childEnv({ DATA_DIR: dir, DATABASE_URL: url, LOG_LEVEL: 'silent' }),
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

it.runIf(!testEnv.onPostgres)("on PGlite, makes an empty data directory's database from the build's copy, and migrates it", async () => {
  const first = migrate('');
  expect(first.status, first.stderr).toBe(0);
  // The first bytes of pg_control are the identifier initdb drew for the database: the build's.
  const identifier = (dir: string) => readFileSync(join(dir, 'global/pg_control')).subarray(0, 8);
  expect(identifier(join(dataDir, 'pglite'))).toEqual(identifier(join(inject('serverBuildDir'), 'pglite-template')));
  expect(readdirSync(dataDir)).toEqual(['pglite']);
  const again = migrate('');
  expect(again.status, again.stderr).toBe(0);

  const db = createDatabase({ dataDir });
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  } finally {
    await db.destroy();
  }
}, 180_000);

it.runIf(!testEnv.onPostgres)('on PGlite, refuses while a server has the database open', async () => {
  await migratedDataDir(openDataDir);
  const server = createDatabase({ dataDir: openDataDir });
  try {
    await sql`SELECT 1`.execute(server);
    const res = migrate('', openDataDir);
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/is in use by process \d+: stop the server first/);
  } finally {
    await server.destroy();
  }
}, 180_000);

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { PGlite as EarlierPGlite } from 'pglite-postgres-17';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/app.ts';
import { freshDatabase, migratedDataDir } from '../../test/database.ts';
import { childEnv, testEnv } from '../../test/env.ts';
import { compiledEntry } from '../../test/server-build.ts';
import { newSession, requestCanvas, sendMessage } from '../../test/fakes/sse-client.ts';
import { buildApp } from '../app.ts';
import { configWith } from '../config.ts';
import { createDatabase, embeddedDatabase, migrateToLatest, type Db } from '../db/database.ts';
import { testKeys } from '../keys.ts';

const work = mkdtempSync(join(tmpdir(), 'ideapilot-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function cli(action: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [...compiledEntry('backup'), action, file], {
    env: childEnv({ LOG_LEVEL: 'silent', DATABASE_URL: '', ...env }),
    encoding: 'utf8',
  });
}

/** Users with sessions, turns, canvases and ledger lines, made through the API. */
async function fillWithFounders(db: Db) {
  const app = await buildApp({ config: configWith(), db, keys: testKeys(), logger: false });
  for (const name of ['Ada', 'Grace']) {
    const user = await createUser(app, { first_name: name });
    const session = await newSession(app, user.auth);
    await sendMessage(app, user.auth, session, 'I want to build a scheduling app for independent dental clinics.');
    await requestCanvas(app, user.auth, session);
  }
  await app.close();
}

/** Everything a founder owns, row by row, in a stable order. */
async function contents(db: Db) {
  return {
    users: await db.selectFrom('users').select(['id', 'email', 'hashed_password']).orderBy('id').execute(),
    sessions: await db.selectFrom('chat_sessions').select(['id', 'user_id', 'name']).orderBy('id').execute(),
    turns: await db.selectFrom('chat_turns').select(['id', 'status', 'assistant_message']).orderBy('id').execute(),
    canvases: await db.selectFrom('canvas_versions').select(['id', 'content_md']).orderBy('id').execute(),
    ledger: await db.selectFrom('token_ledger').select(['id', 'user_id', 'kind', 'amount']).orderBy('id').execute(),
    subscriptions: await db.selectFrom('subscriptions').select(['user_id', 'tokens_remaining']).orderBy('user_id').execute(),
  };
}

async function withDb<T>(dataDir: string, use: (db: Db) => Promise<T>): Promise<T> {
  const db = createDatabase({ dataDir });
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

// The embedded database whatever the pass: the PostgreSQL pass runs only the describe below.
describe.skipIf(testEnv.onPostgres)('npm run backup / restore of the embedded database', () => {
  const dataDir = join(work, 'data');
  const file = join(work, 'backups', 'ideapilot.tar.gz');

  it('round-trips users, sessions, canvases and ledger lines', async () => {
    await migratedDataDir(dataDir);
    const before = await withDb(dataDir, async (db) => {
      await fillWithFounders(db);
      return contents(db);
    });
    expect(before.canvases).toHaveLength(2);

    const backup = cli('backup', file, { DATA_DIR: dataDir });
    expect(backup.status, backup.stderr).toBe(0);
    expect(existsSync(file)).toBe(true);

    await withDb(dataDir, async (db) => {
      await db.deleteFrom('users').where('id', '=', before.users[0]!.id).execute();
      await fillWithFounders(db);
    });

    const restore = cli('restore', file, { DATA_DIR: dataDir });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/the previous database is kept in .*pglite\.before-restore-/);
    expect(await withDb(dataDir, contents)).toEqual(before);
  }, 180_000);

  it('refuses with a clear message while the database is open, or for a file that is not a backup', async () => {
    const db = createDatabase({ dataDir });
    await db.selectFrom('users').select('id').execute();
    try {
      for (const action of ['backup', 'restore'] as const) {
        const res = cli(action, file, { DATA_DIR: dataDir });
        expect(res.status, action).toBe(1);
        expect(res.stderr).toMatch(/is in use by process \d+: stop the server first/);
      }
    } finally {
      await db.destroy();
    }
    const junk = join(work, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    const res = cli('restore', junk, { DATA_DIR: dataDir });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/is not a backup of the embedded database/);
    expect((await withDb(dataDir, contents)).users.length).toBeGreaterThan(0);
    expect(cli('restore', join(work, 'missing.tar.gz'), { DATA_DIR: dataDir }).stderr).toMatch(/No backup file at/);
  }, 180_000);

  it('refuses a backup made by a newer release (a migration this one does not know), keeping the database it has', async () => {
    const newer = join(work, 'newer');
    await migratedDataDir(newer);
    await withDb(newer, (db) => sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('999-from-a-newer-release', now()::text)`.execute(db));
    const backup = join(work, 'newer.tar.gz');
    expect(cli('backup', backup, { DATA_DIR: newer }).status).toBe(0);

    const before = await withDb(dataDir, contents);
    const res = cli('restore', backup, { DATA_DIR: dataDir });
    expect(res.status, res.stdout).toBe(1);
    expect(res.stderr).toMatch(/newer\.tar\.gz was made by a newer release: its database has migrations this one does not know \(999-from-a-newer-release\)/);
    expect(readdirSync(dataDir).filter((name) => !name.startsWith('pglite.before-restore-'))).toEqual(['pglite']);
    expect(await withDb(dataDir, contents)).toEqual(before);
  }, 180_000);

  it("a data directory and a backup of an earlier release's PostgreSQL (17) are upgraded: backed up, restored, nothing lost", async () => {
    // What an earlier release left: its PGlite's data directory, and a backup of it (`npm run backup` then).
    const earlierDataDir = join(work, 'earlier');
    mkdirSync(join(earlierDataDir, 'pglite'), { recursive: true });
    const earlier = new EarlierPGlite(join(earlierDataDir, 'pglite'));
    const earlierDb = embeddedDatabase(async () => earlier as unknown as PGlite, { lent: true });
    await migrateToLatest(earlierDb);
    await fillWithFounders(earlierDb);
    const before = await contents(earlierDb);
    await earlierDb.destroy();
    const earlierBackup = join(work, 'earlier.tar.gz');
    writeFileSync(earlierBackup, Buffer.from(await (await earlier.dumpDataDir('gzip')).arrayBuffer()));
    await earlier.close();

    const restore = cli('restore', earlierBackup, { DATA_DIR: dataDir });
    expect(restore.status, restore.stderr).toBe(0);
    expect(await withDb(dataDir, contents)).toEqual(before);

    const backup = cli('backup', join(work, 'upgraded.tar.gz'), { DATA_DIR: earlierDataDir });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/the earlier one is kept in .*pglite\.postgres-17-/);
    expect(await withDb(earlierDataDir, contents)).toEqual(before);
    expect(cli('restore', join(work, 'upgraded.tar.gz'), { DATA_DIR: dataDir }).status).toBe(0);
    expect(await withDb(dataDir, contents)).toEqual(before);
  }, 180_000);

  it('points PostgreSQL at pg_dump and pg_restore', () => {
    const res = cli('backup', file, { DATA_DIR: dataDir, DATABASE_URL: 'postgres://nowhere.invalid/x' });
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(/pg_dump .* pg_restore/);
  });
});

describe.runIf(testEnv.onPostgres)('PostgreSQL with the README commands', () => {
  it('round-trips through pg_dump --format=custom and pg_restore', async () => {
    const source = await freshDatabase();
    const target = await freshDatabase();
    try {
      await fillWithFounders(source.db);
      const before = await contents(source.db);
      const dump = join(work, 'pg.dump');
      const dumped = spawnSync('pg_dump', ['--format=custom', '--file', dump, source.url!], { encoding: 'utf8' });
      expect(dumped.status, dumped.stderr).toBe(0);
      // The README restores into an empty database; this one was migrated, so empty it first.
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      await client.end();
      const restored = spawnSync('pg_restore', ['--no-owner', '--dbname', target.url!, dump], { encoding: 'utf8' });
      expect(restored.status, restored.stderr).toBe(0);
      expect(await contents(target.db)).toEqual(before);
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 180_000);
});

import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { PGlite as EarlierPGlite } from 'pglite-postgres-17';
import { afterAll, afterEach, beforeAll, expect, inject, it } from 'vitest';
import { createDatabase, embeddedDatabase, migrateToLatest, type Db } from './database.ts';
import { initializeEmbeddedDatabase } from './pglite-init.ts';
import { EARLIER_POSTGRES_VERSION, POSTGRES_VERSION } from './pglite-upgrade.ts';

// The build's empty database, which a first start copies (the server's global setup builds it once per run).
const template = () => join(inject('serverBuildDir'), 'pglite-template');

const made: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ideapilot-upgrade-'));
  made.push(dir);
  return dir;
};

/** Every row of every table of ours, by table, in a fixed order: what an upgrade must carry over whole. */
async function snapshot(db: Db) {
  const tables = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(db);
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) {
    rows[name] = (await sql<{ row: string }>`SELECT (t.*)::text AS row FROM ${sql.table(name)} t ORDER BY 1`.execute(db)).rows.map((r) => r.row);
  }
  return rows;
}

const versionOf = async (db: Db) => (await sql<{ version: string }>`SELECT version()`.execute(db)).rows[0]!.version;

// A data directory as an earlier release left it: made by PGlite 0.4 (PostgreSQL 17), migrated, with a
// founder's account, a conversation and its ledger. Made once; each test copies it.
const fixture = mkdtempSync(join(tmpdir(), 'ideapilot-upgrade-earlier-'));
const earlier = join(fixture, 'pglite');
let earlierRows: Record<string, unknown[]>;
beforeAll(async () => {
  mkdirSync(earlier);
  const db = embeddedDatabase(async () => new EarlierPGlite(earlier) as unknown as PGlite);
  await migrateToLatest(db);
  const user = await db
    .insertInto('users')
    .values({ email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', hashed_password: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('subscriptions').values({ user_id: user.id, plan_name: 'free', tokens_remaining: 19, token_allowance: 20 }).execute();
  const session = await db.insertInto('chat_sessions').values({ user_id: user.id, name: 'Vets' }).returning('id').executeTakeFirstOrThrow();
  const turnId = '6b0f3f39-3c47-4c51-9e0c-0a3b4f7d2f10';
  await db
    .insertInto('chat_turns')
    .values({ id: turnId, session_id: session.id, user_id: user.id, user_message: 'A booking tool for vets — “über” ✓', assistant_message: 'Who pays?', status: 'complete' })
    .execute();
  await db.insertInto('token_ledger').values({ user_id: user.id, ref_id: turnId, kind: 'charge', amount: -1, reason: 'chat turn' }).execute();
  await db.insertInto('canvas_versions').values({ session_id: session.id, turn_id: turnId, content_md: '## WHO\n- vets\n' }).execute();
  earlierRows = await snapshot(db);
  expect(await versionOf(db)).toContain(`PostgreSQL ${EARLIER_POSTGRES_VERSION}.`);
  await db.destroy();
}, 120_000);

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

/** A data directory holding a copy of the earlier database, at `name` inside it. */
function dataDirWithEarlier(name = 'pglite') {
  const dataDir = newDataDir();
  cpSync(earlier, join(dataDir, name), { recursive: true });
  return dataDir;
}

/** Opens the data directory as the server does, and reads it whole. */
async function openedRows(dataDir: string) {
  const db = createDatabase({ dataDir });
  try {
    await migrateToLatest(db);
    return { rows: await snapshot(db), version: await versionOf(db) };
  } finally {
    await db.destroy();
  }
}

const kept = (dataDir: string) => readdirSync(dataDir).filter((name) => name.startsWith(`pglite.postgres-${EARLIER_POSTGRES_VERSION}-`));

it('a database of the earlier PostgreSQL is upgraded on start with every row, and the earlier one is kept beside it', async () => {
  const dataDir = dataDirWithEarlier();
  await initializeEmbeddedDatabase(dataDir, template());

  expect(readFileSync(join(dataDir, 'pglite', 'PG_VERSION'), 'utf8').trim()).toBe(POSTGRES_VERSION);
  const opened = await openedRows(dataDir);
  expect(opened.version).toContain(`PostgreSQL ${POSTGRES_VERSION}.`);
  expect(opened.rows).toEqual(earlierRows);
  expect(kept(dataDir)).toHaveLength(1);
  expect(readFileSync(join(dataDir, kept(dataDir)[0]!, 'PG_VERSION'), 'utf8').trim()).toBe(EARLIER_POSTGRES_VERSION);
  expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.') && !kept(dataDir).includes(name) && name !== 'pglite.pid')).toEqual([]);
}, 120_000);

it('the upgraded database goes on where the earlier one stopped: its sequences, its defaults, its constraints', async () => {
  const dataDir = dataDirWithEarlier();
  await initializeEmbeddedDatabase(dataDir, template());
  const db = createDatabase({ dataDir });
  try {
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const before = await db.selectFrom('chat_sessions').select('seq').executeTakeFirstOrThrow();
    const next = await db.insertInto('chat_sessions').values({ user_id: user.id }).returning(['seq', 'name']).executeTakeFirstOrThrow();
    expect(BigInt(next.seq)).toBeGreaterThan(BigInt(before.seq));
    await expect(db.insertInto('users').values({ email: 'ada@example.com', first_name: 'A', last_name: 'L', hashed_password: null }).execute()).rejects.toThrow(/unique|duplicate/i);
  } finally {
    await db.destroy();
  }
}, 120_000);

it('an upgrade stopped once the earlier database was moved aside is taken up again by the next start', async () => {
  const dataDir = dataDirWithEarlier(`pglite.upgrading-from-${EARLIER_POSTGRES_VERSION}`);
  await initializeEmbeddedDatabase(dataDir, template());
  expect((await openedRows(dataDir)).rows).toEqual(earlierRows);
  expect(kept(dataDir)).toHaveLength(1);
  expect(existsSync(join(dataDir, `pglite.upgrading-from-${EARLIER_POSTGRES_VERSION}`))).toBe(false);
}, 120_000);

it('an upgrade stopped once the new database was in place only keeps the earlier one, and copies nothing again', async () => {
  const dataDir = dataDirWithEarlier();
  await initializeEmbeddedDatabase(dataDir, template());
  const [first] = kept(dataDir);
  renameSync(join(dataDir, first!), join(dataDir, `pglite.upgrading-from-${EARLIER_POSTGRES_VERSION}`));
  const marker = join(dataDir, 'pglite', 'still-the-same-directory');
  writeFileSync(marker, '');

  await initializeEmbeddedDatabase(dataDir, template());
  expect(existsSync(marker)).toBe(true);
  expect(kept(dataDir)).toHaveLength(1);
  expect((await openedRows(dataDir)).rows).toEqual(earlierRows);
}, 120_000);

it('an earlier database that cannot be read stops the start with a sentence, and stays where the next start looks for it', async () => {
  const dataDir = newDataDir();
  mkdirSync(join(dataDir, 'pglite'));
  writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), `${EARLIER_POSTGRES_VERSION}\n`);
  await expect(initializeEmbeddedDatabase(dataDir, template())).rejects.toThrow(/could not be copied into PostgreSQL 18 \(\w*Error.*\); it is left as it was, and the next start tries again\./);
  expect(readdirSync(dataDir).sort()).toEqual([`pglite.upgrading-from-${EARLIER_POSTGRES_VERSION}`]);
  await expect(initializeEmbeddedDatabase(dataDir, template())).rejects.toThrow(/could not be copied/);
  expect(readdirSync(dataDir).sort()).toEqual([`pglite.upgrading-from-${EARLIER_POSTGRES_VERSION}`]);
}, 120_000);

it('a database of this PostgreSQL is left as it is, and one of a PostgreSQL it cannot upgrade is refused in a sentence', async () => {
  const dataDir = newDataDir();
  await initializeEmbeddedDatabase(dataDir, template());
  await initializeEmbeddedDatabase(dataDir, template());
  expect(readdirSync(dataDir)).toEqual(['pglite']);

  const older = newDataDir();
  mkdirSync(join(older, 'pglite'));
  writeFileSync(join(older, 'pglite', 'PG_VERSION'), '16\n');
  await expect(initializeEmbeddedDatabase(older, template())).rejects.toThrow(
    `was made by PostgreSQL 16; this release runs PostgreSQL ${POSTGRES_VERSION} and upgrades only databases of PostgreSQL ${EARLIER_POSTGRES_VERSION}.`,
  );
  expect(readdirSync(older)).toEqual(['pglite']);
});

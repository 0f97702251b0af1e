import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { usersRepository } from '../src/modules/users/repository.ts';
import { freshDatabase } from './database.ts';

/** What a test file could see of the database: the seeded plans and prompts, and row counts. */
async function contents(db: Db) {
  return {
    plans: await db.selectFrom('plans').selectAll().orderBy('name').execute(),
    prompts: await db.selectFrom('agent_prompt_templates').selectAll().orderBy('id').execute(),
    users: (await db.selectFrom('users').select('id').execute()).length,
    ledger: (await db.selectFrom('token_ledger').select('id').execute()).length,
  };
}

async function addLedgerRow(db: Db) {
  const user = await usersRepository.create(db, { email: `reset.${Date.now()}@example.com`, firstName: 'R', lastName: 'S', hashedPassword: null });
  const row = await db
    .insertInto('token_ledger')
    .values({ user_id: user!.id, ref_id: null, kind: 'grant', amount: 20, reason: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// On PGlite a worker reuses one database between test files; each must still start from the snapshot.
describe('freshDatabase', () => {
  it('starts each test file from the migrated snapshot, whatever the file before did', async () => {
    const first = await freshDatabase();
    const migrated = await contents(first.db);
    expect(migrated.plans.length).toBeGreaterThan(0);
    expect(migrated.prompts.length).toBeGreaterThan(0);
    const ledgerId = await addLedgerRow(first.db);
    await first.db.updateTable('plans').set({ price_cents: 1 }).execute();
    await first.db.deleteFrom('agent_prompt_templates').execute();
    // A database that fails on cue, left behind.
    await sql`CREATE FUNCTION refuse_all() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`.execute(first.db);
    await sql`CREATE TRIGGER refuse_all BEFORE INSERT ON token_ledger FOR EACH ROW EXECUTE FUNCTION refuse_all()`.execute(first.db);
    await first.drop();

    const second = await freshDatabase();
    try {
      expect(await contents(second.db)).toEqual(migrated);
      // Generated ids start over too, and the trigger is gone.
      expect(await addLedgerRow(second.db)).toBe(ledgerId);
      await sql`CREATE FUNCTION refuse_all() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`.execute(second.db);
    } finally {
      await second.drop();
    }
  });

  it('gives two databases taken at once rows of their own', async () => {
    const [a, b] = await Promise.all([freshDatabase(), freshDatabase()]);
    try {
      await addLedgerRow(a.db);
      expect((await contents(a.db)).users).toBe(1);
      expect((await contents(b.db)).users).toBe(0);
    } finally {
      await a.drop();
      await b.drop();
    }
  });
});

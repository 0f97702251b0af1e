import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/database.ts';
import { testEnv } from '../../test/env.ts';
import { usersRepository } from '../modules/users/repository.ts';
import { executePrepared, type Db } from './database.ts';

let db: Db;
let drop: () => Promise<void>;
let id: string;

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  ({ id } = (await usersRepository.create(db, { email: 'prepared@example.com', firstName: 'Pre', lastName: 'Pared' }))!);
});
afterAll(() => drop());

const byEmail = (email: string) => db.selectFrom('users').select(['id', 'email']).where('email', '=', email).compile();

describe('a prepared statement', () => {
  it('reads what the same statement reads unprepared, with new parameters each time', async () => {
    expect(await executePrepared(db, byEmail('prepared@example.com'))).toEqual((await db.executeQuery(byEmail('prepared@example.com'))).rows);
    expect(await executePrepared(db, byEmail('nobody@example.com'))).toEqual([]);
    expect((await usersRepository.findById(db, { id }))?.email).toBe('prepared@example.com');
  });

  it('runs inside a transaction on the transaction’s connection', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ first_name: 'Inside' }).where('id', '=', id).execute();
      expect((await usersRepository.findById(trx, { id }))?.first_name).toBe('Inside');
      throw new Error('roll back');
    }).catch(() => {});
    expect((await usersRepository.findById(db, { id }))?.first_name).toBe('Pre');
  });

  it.runIf(testEnv.onPostgres)('is parsed once per PostgreSQL connection, under a name of its text', async () => {
    // One statement at a time: the pool hands back the connection it just took back.
    await usersRepository.findById(db, { id });
    await usersRepository.findById(db, { id });
    await executePrepared(db, byEmail('prepared@example.com'));
    const { rows } = await sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(db);
    const byId = rows.filter((r) => /from "users" where "id" = \$1/.test(r.statement));
    expect(byId).toEqual([{ name: expect.stringMatching(/^prepared_\d+$/), statement: expect.any(String) }]);
    const email = rows.find((r) => /where "email" = \$1/.test(r.statement));
    expect(email?.name).toMatch(/^prepared_\d+$/);
    expect(email?.name).not.toBe(byId[0]!.name);
  });
});

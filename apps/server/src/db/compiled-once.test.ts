import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/database.ts';
import { compiledOnce } from './compiled-once.ts';
import type { Db, Executor } from './database.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
});
afterAll(() => drop());

type Person = { email: string; first: string; last?: string; googleId?: string | null };

describe('a statement built once', () => {
  it('is built on its first run only, and each run carries its own values in their places', async () => {
    let builds = 0;
    const insert = compiledOnce((db: Executor, p: Person, by: { admin: boolean }) => {
      builds++;
      return db
        .insertInto('users')
        .values({ email: p.email, first_name: p.first, last_name: p.last!, is_admin: by.admin })
        .returning(['email', 'first_name', 'last_name', 'is_admin', 'has_consent']);
    });
    const first = insert(db, { email: 'once@example.com', first: 'Ada', last: 'Lovelace' }, { admin: true });
    const second = insert(db, { email: 'twice@example.com', first: 'Alan', last: 'Turing' }, { admin: false });
    expect(builds).toBe(1);
    expect(second.sql).toBe(first.sql);
    expect((await db.executeQuery(second)).rows).toEqual([{ email: 'twice@example.com', first_name: 'Alan', last_name: 'Turing', is_admin: false, has_consent: false }]);
    expect((await db.executeQuery(first)).rows).toEqual([{ email: 'once@example.com', first_name: 'Ada', last_name: 'Lovelace', is_admin: true, has_consent: false }]);
  });

  it('keeps the constants it was built with, and runs a value left out as null', async () => {
    const named = compiledOnce((db: Executor, p: Person) =>
      db.selectFrom('users').select('email').where('first_name', '=', p.first).where('email', 'like', '%@example.com').where('last_name', 'is not', null),
    );
    await db.insertInto('users').values({ email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', google_id: 'google-grace' }).execute();
    expect((await db.executeQuery(named(db, { email: '', first: 'Grace' }))).rows).toEqual([{ email: 'grace@example.com' }]);
    const update = compiledOnce((db: Executor, p: Person) => db.updateTable('users').set({ google_id: p.googleId }).where('email', '=', p.email).returning('google_id'));
    expect((await db.executeQuery(update(db, { email: 'grace@example.com', first: 'Grace' }))).rows).toEqual([{ google_id: null }]);
  });

  it('refuses a value made while building, which every run would otherwise keep', () => {
    const touch = compiledOnce((db: Executor, p: Person) => db.updateTable('users').set({ updated_at: new Date() }).where('email', '=', p.email));
    expect(() => touch(db, { email: 'grace@example.com', first: 'Grace' })).toThrow(/would keep a value made while building it/);
    const atTheDatabase = compiledOnce((db: Executor, p: Person) => db.updateTable('users').set({ updated_at: sql<Date>`now()` }).where('email', '=', p.email));
    expect(atTheDatabase(db, { email: 'grace@example.com', first: 'Grace' }).parameters).toEqual(['grace@example.com']);
  });
});

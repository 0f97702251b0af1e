import { expect, it } from 'vitest';
import { createUser, signIn, uniqueEmail, useTestApp } from '../test/app.ts';
import { ensureAdmin } from './bootstrap.ts';
import { configWith } from './config.ts';

const t = useTestApp();

it('ADMIN_EMAIL with ADMIN_PASSWORD creates an admin who can sign in', async () => {
  const email = uniqueEmail('admin');
  await ensureAdmin(t.app.users, configWith({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'admin-pass-1' }), t.app.log);
  const login = await signIn(t.app, email, 'admin-pass-1');
  expect(login.statusCode).toBe(200);
  const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${login.json().access_token}` } });
  expect(me.json()).toMatchObject({ is_admin: true, email });

  // Running again (every start-up does) changes nothing and does not fail.
  const account = () =>
    Promise.all([
      t.db.selectFrom('users').selectAll().where('email', '=', email).execute(),
      t.db.selectFrom('token_ledger').selectAll().where('user_id', '=', me.json().id).execute(),
      t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', me.json().id).execute(),
    ]);
  const before = await account();
  expect(before.map((rows) => rows.length)).toEqual([1, 1, 1]);
  await ensureAdmin(t.app.users, configWith({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'admin-pass-1' }), t.app.log);
  expect(await account()).toEqual(before);
});

it('ADMIN_EMAIL promotes an existing account', async () => {
  const user = await createUser(t.app);
  await ensureAdmin(t.app.users, configWith({ ADMIN_EMAIL: user.email }), t.app.log);
  const me = await t.app.inject({ url: '/api/users/me', headers: user.auth });
  expect(me.json().is_admin).toBe(true);
});

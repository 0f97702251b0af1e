import { expect, it } from 'vitest';
import { createUser, signIn, uniqueEmail, useTestApp } from '../test/app.ts';
import { ensureAdmin } from './bootstrap.ts';
import { configWith } from './config.ts';

const t = useTestApp();
const ensure = (settings: { ADMIN_EMAIL: string; ADMIN_PASSWORD?: string }) => ensureAdmin({ users: t.app.users, auth: t.app.auth }, configWith(settings), t.app.log);
const me = (authorization: string) => t.app.inject({ url: '/api/users/me', headers: { authorization } });
const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
const markVerified = (id: string) => t.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', id).execute();

it('ADMIN_EMAIL with ADMIN_PASSWORD creates an admin who can sign in', async () => {
  const email = uniqueEmail('admin');
  await ensure({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'admin-pass-1' });
  const login = await signIn(t.app, email, 'admin-pass-1');
  expect(login.statusCode).toBe(200);
  const profile = await me(`Bearer ${login.json().access_token}`);
  expect(profile.json()).toMatchObject({ is_admin: true, email });

  // Running again (every start-up does) changes nothing and does not fail.
  const account = () =>
    Promise.all([
      t.db.selectFrom('users').selectAll().where('email', '=', email).execute(),
      t.db.selectFrom('token_ledger').selectAll().where('user_id', '=', profile.json().id).execute(),
      t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', profile.json().id).execute(),
    ]);
  const before = await account();
  expect(before.map((rows) => rows.length)).toEqual([1, 1, 1]);
  await ensure({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'admin-pass-1' });
  expect(await account()).toEqual(before);
});

it('ADMIN_EMAIL promotes an existing account whose address is verified', async () => {
  const user = await createUser(t.app);
  await markVerified(user.id);
  await ensure({ ADMIN_EMAIL: user.email });
  expect((await me(user.auth.authorization)).json().is_admin).toBe(true);
});

it('stops start-up, promoting nobody, when ADMIN_EMAIL is an account never verified and ADMIN_PASSWORD is not set', async () => {
  // Anyone can register the operator's address first, with a password of their own.
  const squatter = await createUser(t.app, { email: uniqueEmail('boss'), password: 'squatter-pass-1' });
  await expect(ensure({ ADMIN_EMAIL: squatter.email })).rejects.toThrow(/never verified.*set ADMIN_PASSWORD/);
  expect((await me(squatter.auth.authorization)).json()).toMatchObject({ is_admin: false, email_verified: false });
});

it('with ADMIN_PASSWORD, takes an account never verified over: its password is replaced, its sign-ins end, it is verified and admin', async () => {
  const squatter = await createUser(t.app, { email: uniqueEmail('boss'), password: 'squatter-pass-1', remember: true });
  await ensure({ ADMIN_EMAIL: squatter.email, ADMIN_PASSWORD: 'operator-pass-1' });

  expect((await signIn(t.app, squatter.email, 'squatter-pass-1')).statusCode).toBe(401);
  expect((await me(squatter.auth.authorization)).statusCode).toBe(401);
  expect((await refresh(squatter.cookie)).statusCode).toBe(401);
  const operator = await signIn(t.app, squatter.email, 'operator-pass-1');
  expect(operator.statusCode).toBe(200);
  expect((await me(`Bearer ${operator.json().access_token}`)).json()).toMatchObject({ is_admin: true, email_verified: true });

  // The next start-up finds a verified admin and leaves the operator's sign-in alone.
  await ensure({ ADMIN_EMAIL: squatter.email, ADMIN_PASSWORD: 'operator-pass-1' });
  expect((await me(`Bearer ${operator.json().access_token}`)).statusCode).toBe(200);
});

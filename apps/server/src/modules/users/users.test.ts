import { ProfileFormSchema, trimName } from '@ideapilot/contract';
import { describe, expect, it } from 'vitest';
import { createUser, refreshCookie, signIn, useTestApp } from '../../../test/app.ts';
import { testEnv } from '../../../test/env.ts';
import { waitingOnLocks } from '../../../test/locks.ts';
import * as blankNamesFilled from '../../db/migrations/023-blank-names-filled.ts';
import * as namesTrimmed from '../../db/migrations/025-names-trimmed.ts';

const t = useTestApp();

describe('the signed-in user', () => {
  it('reads its own record without the password hash', async () => {
    const user = await createUser(t.app, { first_name: 'Grace', last_name: 'Hopper', consent: false });
    const res = await t.app.inject({ url: '/api/users/me', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: user.email,
      first_name: 'Grace',
      last_name: 'Hopper',
      has_consent: false,
      is_admin: false,
      viewed_tutorial: false,
      google_id: null,
      has_password: true,
    });
    expect(res.body).not.toMatch(/argon2|hashed_password/);
  });

  it('saves first and last name but ignores an e-mail change and any other field', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: user.auth,
      payload: { first_name: ' Katherine ', last_name: 'Johnson', email: 'hijack@example.com', is_admin: true, viewed_tutorial: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Katherine', last_name: 'Johnson', email: user.email, is_admin: false, viewed_tutorial: false });
    const again = await t.app.inject({ url: '/api/users/me', headers: user.auth });
    expect(again.json().email).toBe(user.email);
  });

  it('refuses blank names and malformed bodies with 422, never 500', async () => {
    const user = await createUser(t.app);
    for (const payload of [{ first_name: '   ' }, { last_name: 42 }, { has_consent: 'yes' }]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: user.auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const broken = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: { ...user.auth, 'content-type': 'application/json' }, payload: '{' });
    expect(broken.statusCode).toBe(400);
    const tutorial = await t.app.inject({ method: 'POST', url: '/api/users/me/viewed_tutorial', headers: user.auth, payload: {} });
    expect(tutorial.statusCode).toBe(422);
  });

  it('refuses a name with no visible character as an empty one, and saves a name without what shows nothing at its ends', async () => {
    const user = await createUser(t.app, { first_name: 'Ada', last_name: 'Lovelace' });
    const put = async (payload: object) => {
      const res = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: user.auth, payload });
      return [res.statusCode, res.json().detail];
    };
    const [emptyFirst, emptyLast] = [await put({ first_name: '' }), await put({ last_name: '' })];
    // The contract's rules without a message of their own answer zod's English one, not "Invalid input".
    expect(emptyFirst).toEqual([422, 'first_name: Too small: expected string to have >=1 characters']);
    for (const invisible of ['\u200B', '\u200C\u200D', '\u2060', '\uFEFF', '\u00AD', '\u0301\u0308', '\u3164']) {
      expect(await put({ first_name: invisible }), JSON.stringify(invisible)).toEqual(emptyFirst);
      expect(await put({ last_name: invisible }), JSON.stringify(invisible)).toEqual(emptyLast);
    }
    expect((await t.app.inject({ url: '/api/users/me', headers: user.auth })).json()).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: user.auth, payload: { first_name: '\u2060Grace\u200B', last_name: '\uFEFFHopper\u00AD' } });
    expect(saved.json()).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
  });

  it('refuses a name with a line break, as registration does: names go into the e-mails the account is sent', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: user.auth, payload: { first_name: 'Ada\n\nYour account is locked: https://evil.example/unlock' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('first_name: must not contain line breaks or control characters');
    expect((await t.app.inject({ url: '/api/users/me', headers: user.auth })).json().first_name).toBe('Ada');
  });

  it('grants and revokes consent, and sets has_consent through PUT too', async () => {
    const user = await createUser(t.app, { consent: false });
    const granted = await t.app.inject({ method: 'POST', url: '/api/users/me/consent', headers: user.auth });
    expect(granted.json().has_consent).toBe(true);
    const revoked = await t.app.inject({ method: 'DELETE', url: '/api/users/me/consent', headers: user.auth });
    expect(revoked.json().has_consent).toBe(false);
    const put = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: user.auth, payload: { has_consent: true } });
    expect(put.json().has_consent).toBe(true);
  });

  it('marks the tutorial viewed', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/me/viewed_tutorial', headers: user.auth, payload: { viewed: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().viewed_tutorial).toBe(true);
  });

  it('answers every user call without a token with 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/me'],
      ['PUT', '/api/users/me'],
      ['PUT', '/api/users/me/password'],
      ['POST', '/api/users/me/consent'],
      ['DELETE', '/api/users/me/consent'],
      ['POST', '/api/users/me/viewed_tutorial'],
      ['GET', '/api/users/me/tokens'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('an account deleted while a change of it is under way', () => {
  it.skipIf(!testEnv.onPostgres)('answers 401 with a detail, never 500 (PostgreSQL)', async () => {
    const changes = [
      ['PUT', '/api/users/me', { first_name: 'Late' }],
      ['POST', '/api/users/me/consent', undefined],
      ['DELETE', '/api/users/me/consent', undefined],
      ['POST', '/api/users/me/viewed_tutorial', { viewed: true }],
    ] as const;
    for (const [method, url, payload] of changes) {
      const user = await createUser(t.app);
      // Another tab deletes the account after the guard read it: its transaction holds the row
      // until the change waits for it, then deletes it.
      let change!: Promise<{ statusCode: number; json(): { detail?: string } }>;
      await t.db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
        change = t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
        await waitingOnLocks(t.db, 1);
        await trx.deleteFrom('users').where('id', '=', user.id).execute();
      });
      const res = await change;
      expect([res.statusCode, res.json().detail], `${method} ${url}`).toEqual([401, 'Not authenticated']);
    }
  });
});

describe('changing the password', () => {
  const change = (auth: { authorization: string }, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me/password', headers: auth, payload });

  it('needs the current password and a new one of 6 characters', async () => {
    const user = await createUser(t.app);
    const wrong = await change(user.auth, { current_password: 'nope-nope', new_password: 'another-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Current password is incorrect');
    const short = await change(user.auth, { current_password: user.password, new_password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('Password must be at least 6 characters long');
    const missing = await change(user.auth, { new_password: 'another-1' });
    expect(missing.statusCode).toBe(422);

    const ok = await change(user.auth, { current_password: user.password, new_password: 'another-1' });
    expect(ok.statusCode).toBe(200);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, 'another-1')).statusCode).toBe(200);
  });

  it('signs every other device out and keeps this one', async () => {
    const user = await createUser(t.app);
    const otherDevice = await signIn(t.app, user.email, user.password, true);
    const otherCookie = refreshCookie(otherDevice)!;
    const otherAuth = { authorization: `Bearer ${otherDevice.json().access_token}` };

    expect((await change(user.auth, { current_password: user.password, new_password: 'another-1' })).statusCode).toBe(200);

    const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
    expect((await refresh(otherCookie)).statusCode, "the other device's refresh cookie").toBe(401);
    expect((await t.app.inject({ url: '/api/users/me', headers: otherAuth })).statusCode, "the other device's access token").toBe(401);
    expect((await t.app.inject({ url: '/api/users/me', headers: user.auth })).statusCode, 'this access token was issued before too').toBe(401);
    const renewed = await refresh(user.cookie);
    expect(renewed.statusCode, 'this device refreshes as usual').toBe(200);
    const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${renewed.json().access_token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('is refused for a social-login account', async () => {
    const user = await createUser(t.app, { google_id: 'google-123' });
    const res = await change(user.auth, { current_password: user.password, new_password: 'another-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Password change is not available for social login accounts');
  });
});

describe('migration 023: the blank names of existing accounts', () => {
  it("become stand-ins the Profile saves as they are: '-' for a last name, the e-mail's plain local part (else '-') for a first name", async () => {
    const local = `marie.curie+${Date.now()}`;
    const [oldGoogle, invisible, unusualAddress, visible] = [
      await createUser(t.app, { email: `${local}@gmail.com`, first_name: 'Marie', google_id: `g-${Date.now()}` }),
      await createUser(t.app, { email: `${local}.2@example.com` }),
      await createUser(t.app, { email: `caf\u00e9.${Date.now()}@example.com` }),
      await createUser(t.app),
    ];
    // The names as they stood before: a Google account without a family name, names of invisible characters alone.
    const setNames = (id: string, first_name: string, last_name: string) => t.db.updateTable('users').set({ first_name, last_name }).where('id', '=', id).execute();
    await setNames(oldGoogle.id, 'Marie', '');
    await setNames(invisible.id, '\u200B\u2060', '\u00AD\u0301');
    await setNames(unusualAddress.id, ' ', '\uFEFF');
    await setNames(visible.id, '\u200BAda', 'Lovelace\u200D');

    await blankNamesFilled.up(t.db as never);
    const names = async (user: { auth: { authorization: string } }) => {
      const { first_name, last_name } = (await t.app.inject({ url: '/api/users/me', headers: user.auth })).json();
      return { first_name, last_name };
    };
    expect(await names(oldGoogle)).toEqual({ first_name: 'Marie', last_name: '-' });
    expect(await names(invisible)).toEqual({ first_name: `${local}.2`, last_name: '-' });
    expect(await names(unusualAddress)).toEqual({ first_name: '-', last_name: '-' });
    expect(await names(visible)).toEqual({ first_name: '\u200BAda', last_name: 'Lovelace\u200D' });
    for (const user of [oldGoogle, invisible, unusualAddress]) {
      const stored = await names(user);
      expect(ProfileFormSchema.safeParse({ firstName: stored.first_name, lastName: stored.last_name }).success).toBe(true);
      const saved = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: user.auth, payload: stored });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
});

describe('migration 025: names stored with invisible characters at their ends', () => {
  it('lose them as a save of the Profile would, a combining mark at the end kept, and nothing else changes', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser(t.app)));
    // Names as registration and the Profile stored them before 2026-12-05: trimmed of white space only.
    const stored: [string, string][] = [
      ['\u200BAda', 'Lovelace\u200D'],
      ['\u00AD\u0301Marie\u2060', '\uFEFFCurie \u200B'],
      ['Jose\u0301', 'e\u0301\u200B'],
      ['Grace', 'Hopper'],
    ];
    for (const [i, [first_name, last_name]] of stored.entries()) {
      await t.db.updateTable('users').set({ first_name, last_name }).where('id', '=', users[i]!.id).execute();
    }

    await namesTrimmed.up(t.db as never);
    const names = await Promise.all(users.map(async (user) => (await t.app.inject({ url: '/api/users/me', headers: user.auth })).json()));
    expect(names.map(({ first_name, last_name }) => [first_name, last_name])).toEqual([
      ['Ada', 'Lovelace'],
      ['Marie', 'Curie'],
      ['Jose\u0301', 'e\u0301'],
      ['Grace', 'Hopper'],
    ]);
    // What the contract's trimName, which every save now goes through, makes of each.
    expect(names.map(({ first_name, last_name }) => [first_name, last_name])).toEqual(stored.map(([first, last]) => [trimName(first), trimName(last)]));
  });
});

import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, endRotationGrace, expireEmailToken, refreshCookie, signIn, uniqueEmail, useTestApp } from '../../../test/app.ts';
import { SignJWT } from 'jose';
import { buildApp } from '../../app.ts';
import { configWith } from '../../config.ts';
import { createDatabase, type Db } from '../../db/database.ts';
import { accessTokens } from '../../http/auth.ts';
import { testKeys } from '../../keys.ts';
import { testEnv } from '../../../test/env.ts';
import { heldLocks, waitingOnLocks } from '../../../test/locks.ts';
import { startFakeSmtp } from '../../../test/fakes/smtp.ts';
import { sha256 } from './secrets.ts';

const t = useTestApp();

/** A mail relay that answers each message only 5 s after it came, or when released. */
const slowRelay = await startFakeSmtp({ holdMs: 5_000 });
afterAll(() => slowRelay.close());

/**
 * Holds the key of `cookie`'s successor in an uncommitted transaction, so a refresh with `cookie`
 * stops between rotating its token and committing; the function it returns rolls it back.
 */
function holdSuccessorOf(userId: string, cookie: string) {
  const token = cookie.replace(/^refresh_token=/, '');
  const successorHash = sha256(createHmac('sha256', t.keys.jwtSecret).update(`refresh-successor:${token}`).digest('base64url'));
  return heldLocks(t.db, (trx) =>
    trx
      .insertInto('refresh_tokens')
      .values({ user_id: userId, family_id: randomUUID(), token_hash: successorHash, persistent: false, expires_at: new Date(Date.now() + 60_000) })
      .execute(),
  );
}

const register = (payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, headers });
const refresh = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: cookie ? { cookie } : {} });

describe('registration', () => {
  it('creates an account with 20 free tokens and sends the verification mail', async () => {
    const email = uniqueEmail();
    const res = await register({ email, password: 'secret1', first_name: 'Grace', last_name: 'Hopper' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email });
    const mail = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toMatch(/\/verify-email\?token=/);

    const login = await signIn(t.app, email, 'secret1');
    const tokens = await t.app.inject({ url: '/api/users/me/tokens', headers: { authorization: `Bearer ${login.json().access_token}` } });
    expect(tokens.json()).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });

  it('refuses a duplicate e-mail, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await register({ email, password: 'secret1', first_name: 'A', last_name: 'B' })).statusCode).toBe(201);
    const again = await register({ email: email.toUpperCase(), password: 'secret1', first_name: 'A', last_name: 'B' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('Email already registered');
  });

  it('takes an address spelt with a composed or a decomposed accent, in any case, for the same one: one account, found by every spelling', async () => {
    const base = uniqueEmail('x');
    const composed = `caf\u00e9.${base}`;
    const decomposed = `CAFE\u0301.${base}`;
    const first = await register({ email: composed, password: 'secret1', first_name: 'A', last_name: 'B' });
    expect(first.statusCode).toBe(201);
    const again = await register({ email: decomposed, password: 'secret1', first_name: 'A', last_name: 'B' });
    expect([again.statusCode, again.json().detail]).toEqual([400, 'Email already registered']);
    expect((await signIn(t.app, ` ${decomposed} `, 'secret1')).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: decomposed } });
    const resets = await t.db.selectFrom('mail_outbox').select('to_address').where('subject', 'like', 'Reset%').where('to_address', 'like', `%${base}`).execute();
    expect(resets).toEqual([{ to_address: composed }]);
  });

  it('refuses an address with an invisible character as an invalid e-mail', async () => {
    for (const invisible of ['\u200b', '\u00ad', '\u0085', '\u2060']) {
      const res = await register({ email: `a${invisible}${uniqueEmail()}`, password: 'secret1', first_name: 'A', last_name: 'B' });
      expect([res.statusCode, res.json().detail], JSON.stringify(invisible)).toEqual([400, 'Invalid email format']);
    }
  });

  it('refuses a name with no visible character as an empty one, and keeps a name without what shows nothing at its ends', async () => {
    const answer = async (names: object) => {
      const res = await register({ email: uniqueEmail(), password: 'secret1', first_name: 'A', last_name: 'B', ...names });
      return [res.statusCode, res.json().detail];
    };
    const [emptyFirst, emptyLast] = [await answer({ first_name: '' }), await answer({ last_name: '' })];
    expect(emptyFirst).toEqual([422, expect.stringMatching(/^first_name: /)]);
    for (const invisible of ['\u200B', '\u200C\u200D', '\u2060', '\uFEFF', '\u00AD', '\u0301', ' \u200B ']) {
      expect(await answer({ first_name: invisible }), JSON.stringify(invisible)).toEqual(emptyFirst);
      expect(await answer({ last_name: invisible }), JSON.stringify(invisible)).toEqual(emptyLast);
    }
    const email = uniqueEmail();
    expect((await register({ email, password: 'secret1', first_name: '\u200BAda\u2060', last_name: '\u00ADLovelace\uFEFF' })).statusCode).toBe(201);
    expect(await t.db.selectFrom('users').select(['first_name', 'last_name']).where('email', '=', email).executeTakeFirst()).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('counts an address\'s length once normalised', async () => {
    // "İ" lower-cases to two characters; a decomposed "é" composes to one.
    const lengthened = await register({ email: `${'\u0130'.repeat(125)}@example.com`, password: 'secret1', first_name: 'A', last_name: 'B' });
    expect([lengthened.statusCode, lengthened.json().detail]).toEqual([400, 'Invalid email format']);
    const shortened = await register({ email: `${'e\u0301'.repeat(125)}.${Date.now()}@example.com`, password: 'secret1', first_name: 'A', last_name: 'B' });
    expect(shortened.statusCode).toBe(201);
  });

  it('refuses a bad e-mail and a short password with 400', async () => {
    const bad = await register({ email: 'not-an-email', password: 'secret1', first_name: 'A', last_name: 'B' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Invalid email format');
    const short = await register({ email: uniqueEmail(), password: 'abc', first_name: 'A', last_name: 'B' });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('Password must be at least 6 characters');
  });

  it('answers malformed bodies with 4xx and a detail, never 500', async () => {
    const bodies = [
      { method: 'POST', url: '/api/auth/register', payload: '{"email":', headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/api/auth/register', payload: { email: 5 } },
      { method: 'POST', url: '/api/auth/register', payload: [1, 2] },
      { method: 'POST', url: '/api/auth/register', payload: 'x', headers: { 'content-type': 'text/plain' } },
      { method: 'POST', url: '/api/auth/token', payload: { username: 'a@b.co' } },
      { method: 'POST', url: '/api/auth/token', payload: 'username=', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { method: 'POST', url: '/api/auth/forgot-password', payload: {} },
      { method: 'POST', url: '/api/auth/reset-password', payload: { token: 1 } },
      { method: 'POST', url: '/api/auth/verify-email', payload: null },
      { method: 'POST', url: '/api/auth/login/google', payload: { token: 'x', token_type: 'id_token' } },
    ] as const;
    for (const body of bodies) {
      const res = await t.app.inject(body as never);
      expect(res.statusCode, `${body.url} ${JSON.stringify(body.payload)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().detail).toBe('string');
    }
  });
});

describe('signing in', () => {
  it('gives an access token and an httpOnly strict refresh cookie scoped to /api/auth', async () => {
    const user = await createUser(t.app);
    const res = await signIn(t.app, user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toEqual(expect.any(String));
    const cookie = res.cookies.find((c) => c.name === 'refresh_token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.expires).toBeUndefined();
  });

  it('remember me gives a 30-day cookie', async () => {
    const user = await createUser(t.app);
    const res = await signIn(t.app, user.email, user.password, true);
    const cookie = res.cookies.find((c) => c.name === 'refresh_token')!;
    const days = (new Date(cookie.expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('refuses a sign-in or a registration posted by another site (login CSRF), and accepts our own pages and API clients', async () => {
    const user = await createUser(t.app);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const signInBody = new URLSearchParams({ username: user.email, password: user.password, remember_me: 'true' }).toString();
    const foreign: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'same-site' }];
    for (const site of foreign) {
      const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/token', headers: { ...form, ...site }, payload: signInBody });
      expect([signedIn.statusCode, signedIn.json().code], JSON.stringify(site)).toEqual([403, 'cross_site_request']);
      expect(refreshCookie(signedIn)).toBeUndefined();
      const registered = await register({ email: uniqueEmail(), password: 'secret1', first_name: 'A', last_name: 'B' }, site);
      expect(registered.statusCode, JSON.stringify(site)).toBe(403);
    }
    const own = await t.app.inject({ method: 'POST', url: '/api/auth/token', headers: { ...form, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }, payload: signInBody });
    expect(own.statusCode).toBe(200);
    expect(refreshCookie(own)).toBeDefined();
    expect((await register({ email: uniqueEmail(), password: 'secret1', first_name: 'A', last_name: 'B' }, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await signIn(t.app, user.email, user.password)).statusCode, 'no Origin: not a browser page').toBe(200);
  });

  it('refuses a wrong password and an unknown account with the same 401', async () => {
    const user = await createUser(t.app);
    const wrong = await signIn(t.app, user.email, 'wrong-password');
    const unknown = await signIn(t.app, uniqueEmail(), 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(unknown.json().detail);
  });
});

describe('bearer tokens', () => {
  it('refuses a missing, forged, foreign-key or expired token with 401', async () => {
    const user = await createUser(t.app);
    const [header, payload] = user.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const foreign = await accessTokens('x'.repeat(48), 60).issue(user.id);
    const key = new TextEncoder().encode(t.keys.jwtSecret);
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const valid = await accessTokens(t.keys.jwtSecret, 60).issue(user.id);
    expect((await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${valid}` } })).statusCode).toBe(200);
    for (const authorization of [undefined, 'Bearer', 'Bearer garbage', `Bearer ${forged}`, `Bearer ${foreign}`, `Bearer ${expired}`, `Basic ${user.token}`]) {
      const res = await t.app.inject({ url: '/api/users/me', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().detail).toBe('Not authenticated');
    }
  });
});

describe('bearer tokens of a sign-in that ended', () => {
  it('a logout ends the access tokens of its sign-in, and only those', async () => {
    const user = await createUser(t.app);
    const otherDevice = await signIn(t.app, user.email, user.password);
    const otherAuth = { authorization: `Bearer ${otherDevice.json().access_token}` };
    const renewed = await refresh(user.cookie);
    const renewedAuth = { authorization: `Bearer ${renewed.json().access_token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: refreshCookie(renewed)! } })).statusCode).toBe(204);
    for (const auth of [user.auth, renewedAuth]) {
      const me = await t.app.inject({ url: '/api/users/me', headers: auth });
      expect([me.statusCode, me.json().detail]).toEqual([401, 'Not authenticated']);
    }
    expect((await t.app.inject({ url: '/api/users/me', headers: otherAuth })).statusCode, "the other device's sign-in goes on").toBe(200);
  });
});

describe('refresh', () => {
  it('rotates the refresh token on every use', async () => {
    const user = await createUser(t.app);
    const first = await refresh(user.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().access_token).toEqual(expect.any(String));
    const next = refreshCookie(first)!;
    expect(next).not.toBe(user.cookie);
    const second = await refresh(next);
    expect(second.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${second.json().access_token}` } });
    expect(me.json().email).toBe(user.email);
  });

  it('replaying a rotated token after the grace window revokes the whole family', async () => {
    const user = await createUser(t.app);
    const rotated = await refresh(user.cookie);
    const live = refreshCookie(rotated)!;
    await endRotationGrace(t.db, user.cookie);
    const replay = await refresh(user.cookie);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(live)).statusCode).toBe(401);
  });

  it('gives a token rotated moments ago (another tab) the same successor, and keeps the family', async () => {
    const user = await createUser(t.app);
    const [first, second] = await Promise.all([refresh(user.cookie), refresh(user.cookie)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const successor = refreshCookie(first)!;
    expect(refreshCookie(second)).toBe(successor);
    const again = await refresh(user.cookie);
    expect(refreshCookie(again)).toBe(successor);
    const next = await refresh(successor);
    expect(next.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${second.json().access_token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('revokes the family when a grace-window replay comes after the successor was revoked', async () => {
    const user = await createUser(t.app);
    const rotated = await refresh(user.cookie);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: refreshCookie(rotated)! } });
    expect((await refresh(user.cookie)).statusCode).toBe(401);
  });

  it('refuses a cookie sent by another site, and accepts our own pages and non-browser clients', async () => {
    const user = await createUser(t.app);
    const post = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie, ...headers }, payload: 'x' });
    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      const foreign: Record<string, string>[] = [
        { origin: 'https://evil.example', 'content-type': 'text/plain' },
        { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', 'content-type': 'text/plain' },
        { 'sec-fetch-site': 'same-site', 'content-type': 'text/plain' },
        { origin: 'null', 'content-type': 'text/plain' },
      ];
      for (const headers of foreign) {
        const res = await post(url, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toEqual({ detail: 'Cross-site request refused', code: 'cross_site_request', request_id: res.headers['x-request-id'] });
      }
    }
    // Nothing was revoked by the refused calls.
    const own = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' } });
    expect(own.statusCode).toBe(200);
    const next = refreshCookie(own)!;
    const sameHost = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: next, origin: 'http://localhost:80', host: 'localhost:80' } });
    expect(sameHost.statusCode).toBe(200);
    expect((await refresh(refreshCookie(sameHost)!)).statusCode, 'no Origin: not a browser page').toBe(200);
  });

  it.skipIf(!testEnv.onPostgres)('a refresh racing a password change on another device does not outlive it (PostgreSQL)', async () => {
    const user = await createUser(t.app);
    const other = refreshCookie(await signIn(t.app, user.email, user.password))!;
    // Another transaction holds the successor's key uncommitted, so the refresh's transaction stops
    // between writing the successor and committing: the moment the password change must not miss.
    const release = await holdSuccessorOf(user.id, other);
    const refreshed = refresh(other);
    await waitingOnLocks(t.db, 1);
    const changed = t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: user.auth,
      payload: { current_password: user.password, new_password: 'An0ther!pass' },
    });
    await waitingOnLocks(t.db, 2);
    await release();
    expect((await changed).statusCode).toBe(200);
    const answer = await refreshed;
    const successor = refreshCookie(answer);
    if (successor) expect((await refresh(successor)).statusCode).toBe(401);
    else expect(answer.statusCode).toBe(401);
  });

  it.skipIf(!testEnv.onPostgres)('a refresh racing a logout of the same sign-in does not outlive the logout (PostgreSQL)', async () => {
    const user = await createUser(t.app);
    const release = await holdSuccessorOf(user.id, user.cookie);
    const refreshed = refresh(user.cookie);
    await waitingOnLocks(t.db, 1);
    const loggedOut = t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: user.cookie } });
    await waitingOnLocks(t.db, 2);
    await release();
    expect((await loggedOut).statusCode).toBe(204);
    const answer = await refreshed;
    const successor = refreshCookie(answer);
    if (successor) expect((await refresh(successor)).statusCode, 'the successor still refreshes after logout').toBe(401);
    else expect(answer.statusCode).toBe(401);
  });

  it.skipIf(!testEnv.onPostgres)('registrations of one address in several spellings at once: one 201, the others 400 (PostgreSQL)', async () => {
    const email = `cafe\u0301.${uniqueEmail()}`;
    const body = { email, password: 'secret1', first_name: 'A', last_name: 'B' };
    const answers = await Promise.all(
      [email, email.toUpperCase(), ` ${email} `, email.normalize('NFC')].map((spelling) => register({ ...body, email: spelling })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400]);
  });

  it('refuses a missing or unknown cookie', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('refresh_token=nope')).statusCode).toBe(401);
  });

  it('logout answers 204 and revokes the refresh token', async () => {
    const user = await createUser(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: user.cookie } });
    expect(out.statusCode).toBe(204);
    expect((await refresh(user.cookie)).statusCode).toBe(401);
  });
});

describe('refresh while the database is away', () => {
  let away: { app: FastifyInstance; db: Db };
  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    const db = createDatabase({ url: `postgres://postgres@127.0.0.1:${port}/none`, dataDir: 'memory', connectTimeoutMs: 300, statementTimeoutMs: 500 });
    away = { app: await buildApp({ config: configWith(), db, keys: testKeys(), logger: false }), db };
    await away.app.ready();
  });
  afterAll(async () => {
    await away?.app.close();
    await away?.db.destroy();
  });

  it('answers 503 and keeps the refresh cookie, which is still good', async () => {
    const res = await away.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: 'refresh_token=a-perfectly-valid-token' } });
    expect(res.statusCode).toBe(503);
    expect(res.cookies.find((c) => c.name === 'refresh_token'), `set-cookie: ${res.headers['set-cookie']}`).toBeUndefined();
  });
});

describe('forgot-password with a slow mail relay', () => {
  const slow = useTestApp({ config: { SMTP_URL: slowRelay.url } });
  const forgot = (email: string) => slow.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const resetMailsTo = (email: string) => slowRelay.messages.filter((m) => m.to.includes(email) && /Subject: Reset/.test(m.raw));

  it('answers an address with an account before the relay has taken its mail, as it answers one without', async () => {
    const user = await createUser(slow.app);
    const unknown = await forgot(uniqueEmail('nobody'));
    const known = await forgot(user.email);
    // The relay holds every message 5 s: an answer that waited for it would come after it took the mail.
    expect(resetMailsTo(user.email), 'the answer waited for the mail relay').toEqual([]);
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    slowRelay.release();
    await expect.poll(() => resetMailsTo(user.email).length).toBe(1);
  });
});

describe('password reset and e-mail verification', () => {
  const mailTo = async (email: string, subject: RegExp) => {
    const rows = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('created_at', 'desc').execute();
    const row = rows.find((r) => subject.test(r.subject))!;
    return decodeURIComponent(/token=([^\s]+)/.exec(row.text_body)![1]!);
  };

  it('answers forgot-password the same for unknown addresses', async () => {
    const user = await createUser(t.app);
    const known = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail() } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('resets with a single-use link and signs the account out everywhere', async () => {
    const user = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const token = await mailTo(user.email, /Reset/);
    const short = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: 'abc' } });
    expect(short.statusCode).toBe(400);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: 'brand-new-1' } });
    expect(reset.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: 'brand-new-2' } });
    expect(again.statusCode).toBe(400);
    expect((await refresh(user.cookie)).statusCode).toBe(401);
    const me = await t.app.inject({ url: '/api/users/me', headers: user.auth });
    expect(me.statusCode, 'access tokens issued before the reset end too').toBe(401);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, 'brand-new-1')).statusCode).toBe(200);
  });

  it('ends the reset links sent before a new password, whether it came by a reset or a change in Profile', async () => {
    const resetLink = async (email: string) => {
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      return mailTo(email, /Reset/);
    };
    const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: password } });

    const user = await createUser(t.app);
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expect(first).not.toBe(second);
    expect((await reset(second, 'brand-new-1')).statusCode).toBe(200);
    expect((await reset(first, 'brand-new-2')).statusCode).toBe(400);

    const other = await createUser(t.app);
    const before = await resetLink(other.email);
    const change = await t.app.inject({ method: 'PUT', url: '/api/users/me/password', headers: other.auth, payload: { current_password: other.password, new_password: 'changed-in-profile' } });
    expect(change.statusCode).toBe(200);
    expect((await reset(before, 'brand-new-3')).statusCode).toBe(400);
    expect((await signIn(t.app, other.email, 'changed-in-profile')).statusCode).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    const user = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const token = await mailTo(user.email, /Reset/);
    await expireEmailToken(t.db, token);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: 'brand-new-1' } });
    expect(res.statusCode).toBe(400);
  });

  it('verifies the e-mail once', async () => {
    const user = await createUser(t.app);
    const token = await mailTo(user.email, /Confirm/);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/users/me', headers: user.auth });
    expect(me.json().email_verified).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(400);
  });
});

import { MAX_PERSON_NAME, personName, ProfileFormSchema } from '@ideapilot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, refreshCookie, signIn, useTestApp } from '../../../test/app.ts';
import { startFakeGoogle, type GoogleAccount } from '../../../test/fakes/google.ts';
import { MISSING_NAME } from './google.ts';

const CLIENT_ID = 'ideapilot-test.apps.googleusercontent.com';
const accounts = new Map<string, GoogleAccount>();
const google = await startFakeGoogle(accounts);
afterAll(() => google.close());

const t = useTestApp({ config: google.settings(CLIENT_ID) });

const account = (overrides: Partial<GoogleAccount> = {}): GoogleAccount => ({
  sub: `g-${Math.random().toString(36).slice(2)}`,
  email: `g.${Date.now()}.${Math.random().toString(36).slice(2)}@gmail.com`,
  name: 'Marie Curie',
  given_name: 'Marie',
  family_name: 'Curie',
  email_verified: true,
  aud: CLIENT_ID,
  ...overrides,
});

/** Follows the confirmation link the account was sent, as its owner would. */
async function verifyEmail(email: string) {
  const mail = await t.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).where('subject', 'like', '%Confirm%').executeTakeFirstOrThrow();
  const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.text_body)![1]!);
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);
}

const login = (token: string, user_info: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/google', payload: { token, token_type: 'access_token', user_info } });

describe('Google sign-in', () => {
  beforeAll(() => accounts.clear());

  it('creates an account from what Google says, not from user_info', async () => {
    const a = account();
    accounts.set('tok-new', a);
    const res = await login('tok-new', { email: 'attacker@example.com', name: 'Mallory' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ email: a.email, first_name: 'Marie', last_name: 'Curie', google_id: a.sub, has_password: false, email_verified: true });
    expect(res.cookies.find((c) => c.name === 'refresh_token')).toBeDefined();
    const tokens = await t.app.inject({ url: '/api/users/me/tokens', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(tokens.json()).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });

  it('signs the same Google account into the same user twice', async () => {
    const a = account();
    accounts.set('tok-twice', a);
    const first = (await login('tok-twice')).json().user.id;
    const second = (await login('tok-twice')).json().user.id;
    expect(second).toBe(first);
  });

  it('takes an account whose e-mail was never verified from whoever registered it: their password and sign-ins end', async () => {
    const squatter = await createUser(t.app);
    expect((await t.app.inject({ url: '/api/users/me', headers: squatter.auth })).json().email_verified).toBe(false);
    accounts.set('tok-owner', account({ email: squatter.email }));
    const owner = await login('tok-owner');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user).toMatchObject({ id: squatter.id, has_password: false, email_verified: true });

    expect((await t.app.inject({ url: '/api/users/me', headers: squatter.auth })).statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: squatter.cookie } });
    expect(refreshed.statusCode).toBe(401);
    expect((await signIn(t.app, squatter.email, squatter.password)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${owner.json().access_token}` } })).statusCode).toBe(200);
  });

  it('refuses a second Google account with the e-mail of an account another Google account holds', async () => {
    const first = account();
    accounts.set('tok-first', first);
    const holder = (await login('tok-first')).json().user;
    accounts.set('tok-second', account({ email: first.email }));
    const second = await login('tok-second');
    expect([second.statusCode, second.json().code]).toEqual([400, 'email_taken']);
    expect((await login('tok-first')).json().user).toMatchObject({ id: holder.id, google_id: first.sub });
  });

  it('links to an existing account with the same e-mail, which then cannot change its password', async () => {
    const existing = await createUser(t.app);
    await verifyEmail(existing.email);
    const a = account({ email: existing.email });
    accounts.set('tok-link', a);
    const res = await login('tok-link');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(existing.id);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: existing.auth,
      payload: { current_password: existing.password, new_password: 'another-1' },
    });
    expect(change.statusCode).toBe(400);
  });

  it("refuses a sign-in posted by another site's form (login CSRF): the browser gets no cookie of the other site's account", async () => {
    accounts.set('tok-attacker', account());
    // What <form method=post action=…/api/auth/login/google> on another site sends: no preflight.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/google',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: 'token=tok-attacker&token_type=access_token',
    });
    expect([res.statusCode, res.json().code]).toEqual([403, 'cross_site_request']);
    expect(refreshCookie(res)).toBeUndefined();
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/google',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { token: 'tok-attacker', token_type: 'access_token' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('signs both of two sign-ins of a new Google account at once (a double click, two tabs) into one account', async () => {
    accounts.set('tok-double', account());
    const answers = await Promise.all([login('tok-double'), login('tok-double')]);
    expect(answers.map((a) => `${a.statusCode} ${a.statusCode === 200 ? '' : a.body}`)).toEqual(['200 ', '200 ']);
    expect(answers[1]!.json().user.id).toBe(answers[0]!.json().user.id);
  });

  it('takes the address Google gives in one spelling only', async () => {
    const existing = await createUser(t.app, { email: `cafe\u0301.${Date.now()}@example.com` });
    await verifyEmail(existing.email.normalize('NFC'));
    accounts.set('tok-spelling', account({ email: existing.email.normalize('NFC').toUpperCase() }));
    const res = await login('tok-spelling');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(existing.id);
  });

  it('refuses a token issued to another client, an unverified e-mail and an unknown token', async () => {
    accounts.set('tok-other-aud', account({ aud: 'someone-else.apps.googleusercontent.com' }));
    accounts.set('tok-unverified', account({ email_verified: false }));
    for (const token of ['tok-other-aud', 'tok-unverified', 'tok-unknown']) {
      const res = await login(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().detail).toEqual(expect.any(String));
    }
  });
});

describe('the names of a Google account', () => {
  /** A new account made from `overrides`, and whether the Profile form would save its names as they are. */
  async function signedUp(overrides: Partial<GoogleAccount>) {
    const token = `tok-names-${Math.random().toString(36).slice(2)}`;
    accounts.set(token, account(overrides));
    const res = await login(token);
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json().user;
    const profileForm = ProfileFormSchema.safeParse({ firstName: user.first_name, lastName: user.last_name });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${res.json().access_token}` },
      payload: { first_name: user.first_name, last_name: user.last_name },
    });
    expect(profileForm.success, JSON.stringify(profileForm.error?.issues)).toBe(true);
    expect(saved.statusCode, saved.body).toBe(200);
    return { first: user.first_name as string, last: user.last_name as string };
  }

  it('cleans them as registration does: a null character or line break becomes a space, a long one is cut to the limit', async () => {
    const long = `Curie\nYour account is locked: https://evil.example/${'x'.repeat(500)}`;
    const names = await signedUp({ given_name: 'Ma\u0000rie', family_name: long, name: 'Marie Curie' });
    expect(names.first).toBe('Ma rie');
    expect(names.last).toBe(`Curie Your account is locked: https://evil.example/${'x'.repeat(500)}`.slice(0, MAX_PERSON_NAME));
    for (const name of [names.first, names.last]) expect(personName.safeParse(name).success, name).toBe(true);
  });

  it('never cuts a character in two, and drops half characters', async () => {
    const names = await signedUp({ given_name: `${'a'.repeat(MAX_PERSON_NAME - 1)}😀`, family_name: 'Cu\ud800rie' });
    expect(names).toEqual({ first: 'a'.repeat(MAX_PERSON_NAME - 1), last: 'Curie' });
  });

  it('takes a missing or blank part from the full name, else the first name from the e-mail and a hyphen for the last', async () => {
    expect(await signedUp({ given_name: 'Cher', family_name: undefined, name: 'Cher' })).toEqual({ first: 'Cher', last: MISSING_NAME });
    expect(MISSING_NAME).toBe('-');
    const email = `marie.sklodowska.${Date.now()}@gmail.com`;
    expect(await signedUp({ email, given_name: undefined, family_name: undefined, name: undefined })).toEqual({ first: email.split('@')[0], last: MISSING_NAME });
    expect(await signedUp({ given_name: 'Marie', family_name: undefined, name: 'Marie Curie' })).toEqual({ first: 'Marie', last: 'Curie' });
    expect(await signedUp({ given_name: 'Mary Ann', family_name: undefined, name: 'Mary Ann Evans' })).toEqual({ first: 'Mary Ann', last: 'Evans' });
    expect(await signedUp({ given_name: '\u0000\n', family_name: ' ', name: 'Marie Curie' })).toEqual({ first: 'Marie', last: 'Curie' });
  });

  it('takes a part with no visible character for a missing one, and keeps the others without what shows nothing at their ends', async () => {
    const invisible = ['\u200B', '\u200C\u200D', '\u2060', '\uFEFF', '\u00AD', '\u0301'];
    for (const blank of invisible) {
      expect(await signedUp({ given_name: blank, family_name: blank, name: 'Marie Curie' }), JSON.stringify(blank)).toEqual({ first: 'Marie', last: 'Curie' });
      expect(await signedUp({ given_name: 'Cher', family_name: blank, name: `Cher ${blank}` }), JSON.stringify(blank)).toEqual({ first: 'Cher', last: MISSING_NAME });
    }
    const email = `ada.${Date.now()}@gmail.com`;
    expect(await signedUp({ email, given_name: '\u200B', family_name: undefined, name: '\u2060 \u00AD' })).toEqual({ first: email.split('@')[0], last: MISSING_NAME });
    expect(await signedUp({ given_name: '\u200BMarie\u2060', family_name: '\uFEFFCurie\u00AD' })).toEqual({ first: 'Marie', last: 'Curie' });
  });

  it('refuses an account id or e-mail no account could be made with as a failed sign-in, not a server error', async () => {
    accounts.set('tok-bad-sub', account({ sub: 'g-\u0000' }));
    accounts.set('tok-bad-email', account({ email: 'ma\u0000rie@gmail.com' }));
    for (const token of ['tok-bad-sub', 'tok-bad-email']) {
      const res = await login(token);
      expect([res.statusCode, res.json().code], token).toEqual([401, 'google_auth_failed']);
    }
  });
});

describe('a password reset asked for a Google account', () => {
  const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: 'a-new-password' } });
  const mailsTo = (email: string) => t.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('created_at').execute();
  const resetLinkIn = (mail: { text_body: string }) => decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mail.text_body)![1]!);

  it('sends a Google-only account no reset link but how it signs in, and answers as for any address', async () => {
    const a = account();
    accounts.set('tok-forgetful', a);
    const user = (await login('tok-forgetful')).json().user;
    const known = await forgot(a.email);
    const unknown = await forgot(`nobody.${Date.now()}@gmail.com`);
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    const mails = await mailsTo(a.email);
    expect(mails.map((m) => m.subject)).toEqual(['How to sign in to IdeaPilot']);
    expect(mails[0]!.text_body).toContain('Your account signs in with Google and has no password to reset');
    expect(mails[0]!.text_body).toContain('/login');
    expect(mails[0]!.text_body).not.toMatch(/token=/);
    expect(await t.db.selectFrom('email_tokens').select('id').where('user_id', '=', user.id).where('purpose', '=', 'reset_password').execute()).toEqual([]);
  });

  it('sets no password with a link sent before a Google sign-in took the account over', async () => {
    const squatter = await createUser(t.app);
    await forgot(squatter.email);
    const link = resetLinkIn((await mailsTo(squatter.email)).find((m) => /Reset/.test(m.subject))!);
    accounts.set('tok-takeover', account({ email: squatter.email }));
    const owner = await login('tok-takeover');
    expect(owner.json().user).toMatchObject({ id: squatter.id, has_password: false });

    const res = await reset(link);
    expect([res.statusCode, res.json()]).toMatchObject([400, { code: 'social_account', detail: 'Password change is not available for social login accounts' }]);
    expect((await signIn(t.app, squatter.email, 'a-new-password')).statusCode).toBe(401);
    const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${owner.json().access_token}` } });
    expect(me.json().has_password).toBe(false);
  });

  it('still resets the password of an account that has one and was linked to Google since: that password is still a way in', async () => {
    const existing = await createUser(t.app);
    await verifyEmail(existing.email);
    accounts.set('tok-linked', account({ email: existing.email }));
    expect((await login('tok-linked')).json().user).toMatchObject({ id: existing.id, has_password: true });
    await forgot(existing.email);
    const res = await reset(resetLinkIn((await mailsTo(existing.email)).find((m) => /Reset/.test(m.subject))!));
    expect(res.statusCode).toBe(200);
    expect((await signIn(t.app, existing.email, 'a-new-password')).statusCode).toBe(200);
  });
});

describe('Google sign-in when not configured', () => {
  const plain = useTestApp();
  it('answers 400 with a detail', async () => {
    const res = await plain.app.inject({ method: 'POST', url: '/api/auth/login/google', payload: { token: 'x', token_type: 'access_token', user_info: {} } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Google sign-in is not enabled');
  });
});

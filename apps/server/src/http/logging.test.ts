import { describe, expect, it } from 'vitest';
import { createUser, refreshCookie, signIn, useTestApp } from '../../test/app.ts';
import { newSession, requestCanvas, sendMessage } from '../../test/fakes/sse-client.ts';
import { configWith } from '../config.ts';
import { loggerOptions, withoutQueryValues, withoutShareToken } from './logging.ts';

const lines: string[] = [];
const t = useTestApp({ deps: { logger: loggerOptions(configWith({ LOG_LEVEL: 'trace' }), { write: (line) => void lines.push(line) }) } });
const trusted = useTestApp({ config: { TRUST_PROXY: 'true' } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the log of a run through every kind of request', () => {
  it('carries each request id on its lines and holds no password, token, cookie or e-mail link', async () => {
    const secrets: string[] = [];
    const user = await createUser(t.app, { password: 'Pa55word-in-the-log?' });
    secrets.push(user.password, user.token, user.cookie.split('=')[1]!);
    const session = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, session, 'I want to build a scheduling app for independent dental clinics.');
    await requestCanvas(t.app, user.auth, session);
    // A share link's token is a bearer secret to the canvas, in the path of the page and its API.
    const share = await t.app.inject({ method: 'POST', url: `/api/sessions/${session}/canvas/shares`, headers: user.auth, payload: {} });
    secrets.push(share.json().token);
    expect((await t.app.inject({ url: `/api/shared/${share.json().token}` })).statusCode).toBe(200);
    await t.app.inject({ url: share.json().path });

    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: user.cookie } });
    secrets.push(refreshed.json().access_token, refreshCookie(refreshed)!.split('=')[1]!);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const mails = await t.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', user.email).execute();
    const links = mails.map((m) => /token=([^\s&]+)/.exec(m.text_body)![1]!);
    expect(links).toHaveLength(2);
    secrets.push(...links.map(decodeURIComponent));
    await t.app.inject({ url: `/verify-email?token=${links[0]}` });
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: decodeURIComponent(links[0]!) } });
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: decodeURIComponent(links[1]!), new_password: 'N3w-pa55word!' } });
    secrets.push('N3w-pa55word!');
    const again = await signIn(t.app, user.email, 'N3w-pa55word!');
    const auth = { authorization: `Bearer ${again.json().access_token}` };
    secrets.push(again.json().access_token);
    await t.app.inject({ method: 'PUT', url: '/api/users/me/password', headers: auth, payload: { current_password: 'N3w-pa55word!', new_password: 'Th1rd-pa55word!' } });
    secrets.push('Th1rd-pa55word!');
    // The change ended every earlier sign-in: the requests below need a fresh one.
    const third = await signIn(t.app, user.email, 'Th1rd-pa55word!');
    secrets.push(third.json().access_token);
    auth.authorization = `Bearer ${third.json().access_token}`;
    await signIn(t.app, user.email, 'wrong-Pa55word!');
    secrets.push('wrong-Pa55word!');
    await t.app.inject({ method: 'POST', url: '/api/auth/login/google', payload: { token: 'ya29.google-token-in-the-log', token_type: 'access_token', user_info: {} } });
    secrets.push('ya29.google-token-in-the-log');
    await t.app.inject({ url: '/api/users/me', headers: { authorization: 'Bearer not.a.real-token-in-the-log' } });
    secrets.push('not.a.real-token-in-the-log');
    const failed = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: auth, payload: { password: 'Wrong-delete-pa55' } });
    secrets.push('Wrong-delete-pa55');
    await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: auth, payload: { password: 'Th1rd-pa55word!' } });

    const log = lines.join('');
    expect(log).toContain('"request_id"');
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
    expect(log).not.toMatch(/token=(?!\[redacted\])/);
    expect(log).not.toMatch(/argon2/);

    const failedId = failed.headers['x-request-id'];
    expect(failed.json()).toMatchObject({ code: 'wrong_password', request_id: failedId });
    const ofFailed = lines.map((l) => JSON.parse(l)).filter((l) => l.request_id === failedId);
    expect(ofFailed.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(ofFailed[1]).toMatchObject({ res: { statusCode: 400 } });
  });
});

describe('request ids', () => {
  it('are fresh uuids in a header and every error body, and ignore X-Request-Id from an untrusted client', async () => {
    const res = await t.app.inject({ url: '/api/users/me', headers: { 'x-request-id': 'forged-id' } });
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.json()).toEqual({ detail: 'Not authenticated', code: 'not_authenticated', request_id: res.headers['x-request-id'] });
    const missing = await t.app.inject({ url: '/api/nothing-here' });
    expect(missing.json()).toEqual({ detail: 'Not found', code: 'not_found', request_id: missing.headers['x-request-id'] });
    const ok = await t.app.inject({ url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    expect(ok.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
  });

  it("take a trusted proxy's plain X-Request-Id, and replace one that is not plain", async () => {
    const passed = await trusted.app.inject({ url: '/api/users/me', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(passed.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(passed.json().request_id).toBe('lb-7f3a.42');
    for (const bad of ['has space', 'x'.repeat(129), '"}{"level":60']) {
      const res = await trusted.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], bad).toMatch(UUID);
    }
  });

  it('are also on event streams', async () => {
    const user = await createUser(t.app);
    const session = await newSession(t.app, user.auth);
    const { res } = await sendMessage(t.app, user.auth, session, 'Hello there, I have an idea about bikes.');
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});

it('query strings lose their values', () => {
  expect(withoutQueryValues('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[redacted]&x=[redacted]');
  expect(withoutQueryValues('/api/health')).toBe('/api/health');
});

it('share links lose their token', () => {
  expect(withoutShareToken('/api/shared/SHARETOKEN0123456789abcdef')).toBe('/api/shared/[redacted]');
  expect(withoutShareToken('/shared/SHARETOKEN0123456789abcdef?x=[redacted]')).toBe('/shared/[redacted]?x=[redacted]');
  expect(withoutShareToken('/api/sessions/abc/canvas/shares')).toBe('/api/sessions/abc/canvas/shares');
});

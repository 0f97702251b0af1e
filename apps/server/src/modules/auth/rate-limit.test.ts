import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail, useTestApp } from '../../../test/app.ts';

const t = useTestApp({ config: { RATE_LIMIT_AUTH_PER_MINUTE: '3' } });

it('limits sign-in, registration and forgot-password attempts per client with 429 and a detail', async () => {
  for (const [url, payload] of [
    ['/api/auth/token', 'username=a%40b.co&password=x'],
    ['/api/auth/register', JSON.stringify({ email: 'bad', password: 'secret1', first_name: 'A', last_name: 'B' })],
    ['/api/auth/forgot-password', JSON.stringify({ email: uniqueEmail() })],
  ] as const) {
    const contentType = url === '/api/auth/token' ? 'application/x-www-form-urlencoded' : 'application/json';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().detail).toBe('Too many requests. Please try again later.');
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429), `${url} ${statuses}`).toBe(true);
    expect(statuses.slice(3), url).toEqual([429, 429]);
  }
  // Other clients are not affected.
  const other = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail() }, remoteAddress: '10.1.2.3' });
  expect(other.statusCode).toBe(200);
});

describe('guesses of the current password with an access token', () => {
  // An app of its own: the test above spends this client's sign-in and registration budget.
  const limited = useTestApp({ config: { RATE_LIMIT_AUTH_PER_MINUTE: '3' } });

  it('are limited per account like sign-in, through change-password and account deletion', async () => {
    const user = await createUser(limited.app);
    const other = await createUser(limited.app);
    const guesses = {
      'PUT /api/users/me/password': (auth: { authorization: string }, i: number) =>
        limited.app.inject({ method: 'PUT', url: '/api/users/me/password', headers: auth, payload: { current_password: `guess-${i}`, new_password: 'An0ther!pass' } }),
      'DELETE /api/users/me': (auth: { authorization: string }, i: number) =>
        limited.app.inject({ method: 'DELETE', url: '/api/users/me', headers: auth, payload: { password: `guess-${i}` } }),
    };
    for (const [name, guess] of Object.entries(guesses)) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await guess(user.auth, i);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().detail).toBe('Too many requests. Please try again later.');
      }
      expect(statuses, name).toEqual([400, 400, 400, 429, 429]);
      expect((await guess(other.auth, 0)).statusCode, `${name}: another account is not affected`).toBe(400);
    }
  });
});

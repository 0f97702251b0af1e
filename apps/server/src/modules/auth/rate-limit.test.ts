import { expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/app.ts';

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

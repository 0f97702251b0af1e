import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

const t = useTestApp();

it('answers with a Content-Security-Policy and the usual security headers', async () => {
  const res = await t.app.inject({ url: '/api/health' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("img-src 'self' data: blob:;");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
});

it('answers unknown API paths with a JSON 404', async () => {
  const res = await t.app.inject({ url: '/api/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: 'Not found', code: 'not_found', request_id: res.headers['x-request-id'] });
});

it('serves no metrics unless METRICS_TOKEN or METRICS_PORT is set', async () => {
  expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
});

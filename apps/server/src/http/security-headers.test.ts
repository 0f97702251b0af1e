import { expect, it } from 'vitest';
import { API_CONTENT_SECURITY_POLICY, securityHeaderList } from './security-headers.ts';
import { createUser, PAGE_CONTENT_SECURITY_POLICY, useTestApp } from '../../test/app.ts';
import { newSession, sendMessage } from '../../test/fakes/sse-client.ts';

const t = useTestApp();

it('answers the API with a short Content-Security-Policy, and the API reference page with the full one', async () => {
  for (const url of ['/api/health', '/api/nothing-here', '/api/users/me', '/api/openapi.json']) {
    const res = await t.app.inject({ url });
    expect(res.headers['content-security-policy'], url).toBe(API_CONTENT_SECURITY_POLICY);
    expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    expect(res.headers['referrer-policy'], url).toBe('no-referrer');
  }
  expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  const docs = await t.app.inject({ url: '/api/docs/' });
  expect(docs.statusCode).toBe(200);
  expect(docs.headers['content-type']).toMatch(/^text\/html/);
  expect(docs.headers['content-security-policy']).toBe(PAGE_CONTENT_SECURITY_POLICY);
  const docsScript = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
  expect(docsScript.statusCode).toBe(200);
  expect(docsScript.headers['content-security-policy']).toBe(PAGE_CONTENT_SECURITY_POLICY);
});

it('answers unknown API paths with a JSON 404', async () => {
  const res = await t.app.inject({ url: '/api/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: 'Not found', code: 'not_found', request_id: res.headers['x-request-id'] });
});

it('serves no metrics unless METRICS_TOKEN or METRICS_PORT is set', async () => {
  expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
});

it('sets helmet’s whole set of headers on every answer, errors included, without HSTS on plain http', async () => {
  for (const url of ['/api/health', '/api/nothing-here', '/api/users/me']) {
    const res = await t.app.inject({ url });
    expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    expect(res.headers['origin-agent-cluster'], url).toBe('?1');
    expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    expect(res.headers['x-dns-prefetch-control'], url).toBe('off');
    expect(res.headers['x-download-options'], url).toBe('noopen');
    expect(res.headers['x-permitted-cross-domain-policies'], url).toBe('none');
    expect(res.headers['x-xss-protection'], url).toBe('0');
    expect(res.headers['strict-transport-security'], url).toBeUndefined();
    expect(res.headers['x-request-id'], url).toBeTruthy();
  }
});

it('answers a URL the router cannot read with the same headers and a request id, like every other error', async () => {
  const health = await t.app.inject({ url: '/api/health' });
  for (const [url, status] of [['/api/users/%E0%A4%A', 400], [`/api/sessions/${'a'.repeat(120)}`, 414], ['/platform/%E0%A4%A', 400]] as const) {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(status);
    expect(res.headers['x-request-id'], url).toBe(res.json().request_id);
    expect(res.headers['content-security-policy'], url).toBe(url.startsWith('/api/') ? API_CONTENT_SECURITY_POLICY : PAGE_CONTENT_SECURITY_POLICY);
    for (const name of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy']) {
      expect(res.headers[name], `${url} ${name}`).toBe(health.headers[name]);
    }
  }
});

it('works the header list out once, as helmet would set it: HSTS and upgrade-insecure-requests when asked', () => {
  const list = new Map(securityHeaderList({ hsts: true, contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } }));
  expect(list.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  expect(list.get('Content-Security-Policy')).toContain('upgrade-insecure-requests');
  expect(new Map(securityHeaderList({ hsts: false })).has('Strict-Transport-Security')).toBe(false);
});

it('sets the same headers and the request id on an event stream, which writes its own head', async () => {
  const user = await createUser(t.app);
  const health = await t.app.inject({ url: '/api/health' });
  const turn = await sendMessage(t.app, user.auth, await newSession(t.app, user.auth), 'I want to build a scheduling app for dental clinics.');
  expect(turn.res.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(turn.res.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  for (const name of ['content-security-policy', 'cross-origin-opener-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
    expect(turn.res.headers[name], name).toBe(health.headers[name]);
  }
  expect(turn.res.headers['x-request-id']).toBeTruthy();
  expect(turn.res.headers['x-request-id']).not.toBe(health.headers['x-request-id']);
});

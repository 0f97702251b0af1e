import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.ts';
import { PAGE_CONTENT_SECURITY_POLICY, useTestApp } from '../../test/app.ts';

// A built web app as `vite build` leaves it: each file with its brotli and gzip copies, except
// public files copied as they are (the logo).
const dist = mkdtempSync(join(tmpdir(), 'ideapilot-web-app-'));
const page = '<!doctype html><title>IdeaPilot</title><div id="root"></div>';
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
mkdirSync(join(dist, 'assets'));
for (const [name, body] of [['index.html', page], ['assets/index-abc.js', script]] as const) {
  writeFileSync(join(dist, name), body);
  writeFileSync(join(dist, `${name}.br`), brotliCompressSync(body));
  writeFileSync(join(dist, `${name}.gz`), gzipSync(body));
}
writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const t = useTestApp({ deps: { webDist: dist } });

it('sends the brotli copy of a script to a browser that accepts it, else the gzip one, else the file', async () => {
  const br = await t.app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

  const gz = await t.app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

  const plain = await t.app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(script);
});

it('sends the app page compressed on any client path, with its headers', async () => {
  const res = await t.app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
});

it('sends a file that has no compressed copy as it is, and a missing one as a 404', async () => {
  const logo = await t.app.inject({ url: '/logo.svg', headers: { 'accept-encoding': 'gzip, br' } });
  expect(logo.statusCode).toBe(200);
  expect(logo.headers['content-encoding']).toBeUndefined();
  expect(logo.body).toContain('<svg');
  expect(logo.headers['cache-control']).toBe('no-cache');

  const oldScript = await t.app.inject({ url: '/assets/index-old.js', headers: { 'accept-encoding': 'br' } });
  expect(oldScript.statusCode).toBe(404);
  expect(oldScript.json()).toMatchObject({ code: 'not_found' });

  const api = await t.app.inject({ url: '/api/nothing-here', headers: { 'accept-encoding': 'br' } });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ code: 'not_found' });
});

it('answers HEAD for an app page and a file as GET would, without a body (a monitoring probe sends it)', async () => {
  const page = await t.app.inject({ method: 'HEAD', url: '/login' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.headers['cache-control']).toBe('no-cache');
  expect(page.body).toBe('');

  const file = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc.js' });
  expect(file.statusCode).toBe(200);
  expect(file.body).toBe('');

  const api = await t.app.inject({ method: 'HEAD', url: '/api/nothing-here' });
  expect(api.statusCode).toBe(404);
});

it('sends the app page and its files with the full Content-Security-Policy, and API answers with the short one', async () => {
  for (const url of ['/', '/login', '/shared/abc', '/assets/index-abc.js', '/logo.svg']) {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-security-policy'], url).toBe(PAGE_CONTENT_SECURITY_POLICY);
  }
  const api = await t.app.inject({ url: '/api/nothing-here' });
  expect(api.statusCode).toBe(404);
  expect(api.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
});

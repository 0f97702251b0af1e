import { endpoints, JSON_LIMITS, type Endpoint, type EndpointName } from '@ideapilot/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { createUser, makeAdmin, useTestApp, type TestUser } from '../../test/app.ts';

const registered: RouteOptions[] = [];
const t = useTestApp({ deps: { onRoute: (route) => void registered.push(route) } });

/** The API routes as (method, path) pairs; HEAD twins of GETs and the documentation's own routes left out. */
function apiRoutes() {
  return registered
    .filter((r) => r.url.startsWith('/api/') && !r.schema?.hide)
    .flatMap((r) => [r.method].flat().filter((m) => m !== 'HEAD').map((method) => ({ method, path: r.url })));
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the route map of docs/architecture.md', () => {
  const src = join(import.meta.dirname, '..');
  const map = readFileSync(join(src, '../../../docs/architecture.md'), 'utf8');
  const lines = [...map.matchAll(/^\| `(\w+) (\S+)` \| `(\w+)` \| (\w+) \| `([^`]+)` \|$/gm)].map(([, method, path, name, access, file]) => ({ method, path, name, access, file: file! }));

  it('lists every row of the endpoint table in its order, with its name and access, and nothing else', () => {
    const table = Object.entries(endpoints).map(([name, row]) => `${row.method} ${row.path} ${name} ${row.access}`);
    expect(lines.map((l) => `${l.method} ${l.path} ${l.name} ${l.access}`)).toEqual(table);
  });

  it('names the file that binds each row', () => {
    for (const { name, file } of lines) expect(readFileSync(join(src, file), 'utf8'), `${name} in ${file}`).toMatch(new RegExp(`endpoints\\.${name}\\b|'${name}'`));
  });
});

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(res.json());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route the server registers, with its success and error responses', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(endpoints).length);
    for (const { method, path } of routes) {
      const operation = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      const row = Object.values(endpoints).find((e: Endpoint) => e.method === method && e.path === path);
      expect(row, `${method} ${path} is a row of the endpoint table`).toBeDefined();
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining([String(row!.status), '422']));
    }
  });

  it('registers every row of the endpoint table', () => {
    const routes = apiRoutes().map((r) => `${r.method} ${r.path}`);
    for (const row of Object.values(endpoints)) expect(routes).toContain(`${row.method} ${row.path}`);
  });

  it('serves a reference page whose scripts come from this server, under the strict CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const script = await t.app.inject({ method: 'GET', url: new URL(src, 'http://localhost/api/docs/').pathname });
      expect(script.statusCode, src).toBe(200);
    }
  });
});

/** A body each endpoint accepts, so that one spoiled field is the only thing wrong with it. */
const validBodies: Partial<Record<EndpointName, Record<string, unknown>>> = {
  register: { email: 'ada@example.com', password: 'secret1', first_name: 'Ada', last_name: 'Lovelace' },
  signIn: { username: 'ada@example.com', password: 'secret1' },
  signInWithGoogle: { token: 'google-token', token_type: 'access_token', user_info: { name: 'Ada' } },
  forgotPassword: { email: 'ada@example.com' },
  resetPassword: { token: 'reset-token', new_password: 'secret12' },
  verifyEmail: { token: 'verify-token' },
  updateMe: { first_name: 'Ada', last_name: 'Lovelace' },
  changePassword: { current_password: 'secret1', new_password: 'secret12' },
  markTutorialViewed: { viewed: true },
  renameSession: { new_name: 'Bike repair' },
  sendMessage: { session_id: 'a-session', message: 'A bike repair marketplace' },
  rebuildCanvas: { session_id: 'a-session' },
  reworkCanvasBlock: { block: 'PAIN' },
  createShareLink: { version_id: 'v1', expires_in_days: 7 },
  editTurn: { message: 'A bike repair marketplace for commuters' },
  dislike: { reason: 'other', note: 'Too vague' },
  createProviderConfig: { role: 'advisor', provider: 'openai', model: 'gpt', api_key: 'sk-key', params: { base_url: 'https://api.example.com/v1', region: 'us-east-1', note: 'x' } },
  updateProviderConfig: { model: 'gpt', api_key: 'sk-key', params: { region: 'us-east-1' } },
  activateProviderConfig: { active: true },
  createPromptTemplate: { role: 'advisor', content: 'Be brief.', meta: { note: 'x' } },
  updatePromptTemplate: { content: 'Be brief.', meta: { note: 'x' } },
  activatePromptTemplate: { active: true },
  createOutputFormat: { name: 'Short', template: '# Title', options: { note: 'x' } },
  updateOutputFormat: { name: 'Short', template: '# Title', options: { note: 'x' } },
  activateOutputFormat: { active: true },
  checkAgentConnection: { config_id: 'a-config', role: 'advisor', provider: 'openai', model: 'gpt', api_key: 'sk-key', params: { note: 'x' } },
  testRunAgent: { config_id: 'a-config', role: 'advisor', provider: 'openai', model: 'gpt', api_key: 'sk-key', params: { note: 'x' }, prompt: 'Be brief.', message: 'Hi' },
  checkout: { plan_name: 'starter' },
  sandboxPortalAction: { action: 'switch', plan_name: 'pro' },
  vibePrepare: { session_id: 'a-session', canvas_text: '# Bike repair', user_inputs: { product_name: 'Fixly', brand: { vibe_keywords: ['clean'] } }, locale: 'en' },
  // Not the caller's password: the other tests of this file must not delete their user.
  deleteAccount: { password: 'not-the-password', google_access_token: 'google-token' },
  vibeGenerate: { session_id: 'a-session', canvas_text: '# Bike repair', user_inputs: { product_name: 'Fixly', one_liner: 'Bikes fixed today' }, confirm_generation: true },
  vibeSavePrerequisites: { session_id: 'a-session', canvas_version_id: 'v1', user_inputs: { product_name: 'Fixly' }, chosen: { motto: 'Ride on' }, locale: 'en' },
  vibeClear: { session_id: 'a-session' },
};

/** Every string in a body, as its path and a copy of the body with `spoiler` put into it. */
function spoiledStrings(body: Record<string, unknown>, spoiler: string): { field: string; body: Record<string, unknown> }[] {
  const found: { field: string; body: Record<string, unknown> }[] = [];
  const visit = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      const spoiled = structuredClone(body);
      let target: Record<string, unknown> = spoiled;
      for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
      target[path.at(-1)!] = `${value}${spoiler}`;
      found.push({ field: path.join('.'), body: spoiled });
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
    }
  };
  visit(body, []);
  return found;
}

const withBody = (Object.entries(endpoints) as [EndpointName, Endpoint][]).filter(([, row]) => row.body);

describe('request bodies', () => {
  let user: TestUser;
  let admin: TestUser;
  const send = async (row: Endpoint, body: unknown) => {
    const caller = row.access === 'admin' ? admin : user;
    const url = row.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
    const form = row.encoding === 'form';
    return t.app.inject({
      method: row.method,
      url,
      headers: { ...caller.auth, 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      payload: form ? new URLSearchParams(body as Record<string, string>).toString() : typeof body === 'string' ? body : JSON.stringify(body),
    });
  };

  it('has a valid example for every endpoint that takes a body', () => {
    expect(withBody.length).toBeGreaterThan(15);
    for (const [name, row] of withBody) expect(safeParse(row.body!, validBodies[name]).success, name).toBe(true);
  });

  // A form body cannot carry half a character: it is percent-encoded as UTF-8, which has none.
  it.each([
    ['a null character', '\u0000', withBody],
    ['half of a character (an unpaired surrogate)', '\ud800', withBody.filter(([, row]) => row.encoding !== 'form')],
  ])('refuses %s in any string field of any endpoint with 422 naming the field', async (_, spoiler, rows) => {
    user = await createUser(t.app);
    admin = await createUser(t.app);
    await makeAdmin(t.db, admin.id);
    for (const [name, row] of rows) {
      for (const { field, body } of spoiledStrings(validBodies[name]!, spoiler)) {
        const res = await send(row, body);
        expect(res.statusCode, `${name} ${field}`).toBe(422);
        expect(res.json(), `${name} ${field}`).toMatchObject({ code: 'validation_failed' });
        expect(res.json().detail, `${name} ${field}`).toMatch(new RegExp(`^${field.split('.')[0]}`));
      }
    }
  });

  it.each([
    ['a null character', 'a\u0000b', 'must not contain null characters'],
    ['half of a character', 'a\udc00b', 'must not contain half of a character (an unpaired surrogate)'],
  ])('refuses %s in a key or value of a free-form JSON object', async (_, spoiled, problem) => {
    for (const meta of [{ [spoiled]: 1 }, { note: spoiled }, { list: [{ deep: spoiled }] }]) {
      const res = await send(endpoints.createPromptTemplate, { ...validBodies.createPromptTemplate, meta });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(`meta: ${problem}`);
    }
  });

  const nested = (depth: number, leaf: unknown = 1) => {
    let value: unknown = leaf;
    for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
    return value;
  };

  it.each([
    ['createProviderConfig', 'params'],
    ['updateProviderConfig', 'params'],
    ['createPromptTemplate', 'meta'],
    ['updatePromptTemplate', 'meta'],
    ['createOutputFormat', 'options'],
    ['updateOutputFormat', 'options'],
    ['signInWithGoogle', 'user_info'],
  ] as const)('refuses 5,000 levels of nesting in %s %s with 422', async (name, field) => {
    // Written out as text: JSON.stringify itself overflows the stack on a value this deep.
    const deep = `${'{"a":['.repeat(2_500)}1${']}'.repeat(2_500)}`;
    const body = JSON.stringify({ ...validBodies[name], [field]: { deep: 'DEEP' } }).replace('"DEEP"', deep);
    const res = await send(endpoints[name], body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'validation_failed', detail: `${field}: must be nested at most ${JSON_LIMITS.depth} levels deep`, request_id: res.headers['x-request-id'] });
  });

  it('refuses a free-form JSON object with too many values, and accepts one within the limits', async () => {
    const huge = Object.fromEntries(Array.from({ length: JSON_LIMITS.nodes }, (_, i) => [`k${i}`, i]));
    const tooMany = await send(endpoints.createOutputFormat, { ...validBodies.createOutputFormat, options: huge });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail).toBe(`options: must have at most ${JSON_LIMITS.nodes} values`);

    const fine = await send(endpoints.createOutputFormat, { name: 'Deep enough', template: '# T', options: { deep: nested(JSON_LIMITS.depth - 1) } });
    expect(fine.statusCode).toBe(201);
    expect(fine.json().options).toEqual({ deep: nested(JSON_LIMITS.depth - 1) });
  });
});

describe('refusals of the framework', () => {
  const register = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': contentType }, payload });

  it('answer with a code of the closed list', async () => {
    expect((await register('{"email":')).json()).toMatchObject({ code: 'invalid_json' });
    expect((await register('{"email":')).statusCode).toBe(400);
    const xml = await register('<a/>', 'application/xml');
    expect([xml.statusCode, xml.json().code]).toEqual([415, 'unsupported_media_type']);
    const huge = await register(JSON.stringify({ email: 'x'.repeat(300 * 1024) }));
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'payload_too_large']);
  });

  it('answer a URL the router cannot read with {detail}: a bad percent-encoding, a path part over 100 characters', async () => {
    const badEncoding = await t.app.inject({ url: '/api/chat/turn/%E0%A4%A/stream' });
    expect([badEncoding.statusCode, badEncoding.json()]).toEqual([400, { detail: expect.any(String), code: 'bad_request', request_id: expect.any(String) }]);
    const longPart = await t.app.inject({ method: 'POST', url: `/api/sandbox/checkout/${'x'.repeat(150)}` });
    expect([longPart.statusCode, longPart.json()]).toEqual([414, { detail: expect.any(String), code: 'bad_request', request_id: expect.any(String) }]);
  });

  it('read a missing body as an empty one, naming its first missing field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', detail: expect.stringMatching(/^email: /) });
  });
});

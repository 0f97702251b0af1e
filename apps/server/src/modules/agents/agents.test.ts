import { CANVAS_BLOCKS } from '@ideapilot/contract';
import { describe, expect, it } from 'vitest';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { makeAdmin } from '../../../test/builders.ts';
import { testEnv } from '../../../test/env.ts';
import { guardedFetch, PrivateModelUrlError } from '../../ai/url-guard.ts';
import { decryptSecret } from './crypto.ts';

const t = useTestApp();
const SECRET = 'sk-live-ABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789';
const base = '/api/admin/agents';

const admin = () => createUser(t.app, { admin: true });
const call = (user: TestUser, method: string, url: string, payload?: unknown) =>
  t.app.inject({ method: method as 'GET', url, headers: user.auth, ...(payload === undefined ? {} : { payload: payload as object }) });

const newConfig = (overrides: object = {}) => ({
  role: 'advisor',
  provider: 'openai',
  model: 'gpt-4o-mini',
  api_key: SECRET,
  params: { temperature: 0.3 },
  is_active: false,
  ...overrides,
});

describe('agents admin API', () => {
  it('refuses non-admins with 403 and anonymous callers with 401 on every admin endpoint', async () => {
    const user = await createUser(t.app);
    const id = '00000000-0000-4000-8000-000000000000';
    const endpoints: [string, string, unknown?][] = [
      ['GET', `${base}/provider-configs`],
      ['POST', `${base}/provider-configs`, newConfig()],
      ['PATCH', `${base}/provider-configs/${id}`, { model: 'x' }],
      ['PATCH', `${base}/provider-configs/${id}/activate`, { active: true }],
      ['GET', `${base}/prompt-templates`],
      ['POST', `${base}/prompt-templates`, { role: 'advisor', content: 'x' }],
      ['PATCH', `${base}/prompt-templates/${id}`, { content: 'x' }],
      ['PATCH', `${base}/prompt-templates/${id}/activate`, { active: true }],
      ['GET', `${base}/output-formats`],
      ['POST', `${base}/output-formats`, { name: 'x', template: 'y' }],
      ['PATCH', `${base}/output-formats/${id}`, { name: 'x' }],
      ['PATCH', `${base}/output-formats/${id}/activate`, { active: true }],
    ];
    for (const [method, url, payload] of endpoints) {
      const res = await call(user, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().detail).toBe('Admin access required');
      const anonymous = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload: payload as object } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    const configs = await t.db.selectFrom('agent_provider_configs').select('id').execute();
    expect(configs).toHaveLength(0);
  });

  it('seeds the Default Format and a default prompt for each role at first start', async () => {
    const user = await admin();
    const formats = (await call(user, 'GET', `${base}/output-formats`)).json();
    const defaultFormat = formats.find((f: { name: string }) => f.name === 'Default Format');
    expect(defaultFormat).toMatchObject({ is_active: true, options: expect.any(Object) });
    expect([...defaultFormat.template.matchAll(/^### (.+)$/gm)].map((m: RegExpMatchArray) => m[1])).toEqual([...CANVAS_BLOCKS]);
    expect(defaultFormat.template).toContain('## Stage 1 — Simply Explained Idea');
    const templates = (await call(user, 'GET', `${base}/prompt-templates`)).json();
    for (const role of ['guard', 'advisor', 'secretary', 'executor']) {
      expect(templates.filter((x: { role: string; provider_id: string | null }) => x.role === role && x.provider_id === null), role).toHaveLength(1);
    }
  });

  it('stores API keys encrypted and bound to their row, and answers with the masked key only', async () => {
    const user = await admin();
    const created = await call(user, 'POST', `${base}/provider-configs`, newConfig());
    expect(created.statusCode).toBe(201);
    const config = created.json();
    expect(config).toEqual({
      id: expect.any(String),
      provider: 'openai',
      model: 'gpt-4o-mini',
      role: 'advisor',
      api_key: 'sk-l...6789',
      params: { temperature: 0.3 },
      is_active: false,
      major: 1,
      minor: 0,
      patch: 0,
      priority: 0,
      fallback_count: 0,
      created_at: expect.any(String),
    });

    const row = await t.db.selectFrom('agent_provider_configs').select(['id', 'api_key_encrypted']).where('id', '=', config.id).executeTakeFirstOrThrow();
    expect(row.api_key_encrypted).not.toContain(SECRET);
    expect(row.api_key_encrypted).not.toContain(Buffer.from(SECRET).toString('base64'));
    expect(decryptSecret(t.keys.encryptionKey, row.id, row.api_key_encrypted)).toBe(SECRET);
    // Bound to its row: the same ciphertext under another id does not open.
    expect(() => decryptSecret(t.keys.encryptionKey, '00000000-0000-4000-8000-000000000000', row.api_key_encrypted)).toThrow();

    const answers = [
      await call(user, 'GET', `${base}/provider-configs`),
      await call(user, 'PATCH', `${base}/provider-configs/${config.id}`, { model: 'gpt-4o' }),
      await call(user, 'PATCH', `${base}/provider-configs/${config.id}/activate`, { active: false }),
      await call(user, 'PATCH', `${base}/provider-configs/${config.id}`, { api_key: '' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain(SECRET.slice(4, -4));
    }
    expect(answers[3]!.json().api_key).toBe('sk-l...6789');

    const rotated = await call(user, 'PATCH', `${base}/provider-configs/${config.id}`, { api_key: 'sk-new-key-0000-9999' });
    expect(rotated.json().api_key).toBe('sk-n...9999');
    const short = await call(user, 'POST', `${base}/provider-configs`, newConfig({ api_key: 'abc12345' }));
    expect(short.json().api_key).toBe('****');
  });

  it('bumps the version on every change: major for provider, model or role, minor for the prompt, patch for params and key', async () => {
    const user = await admin();
    // Active, so that turning it off shows no version (turning on calls the model: activation.test.ts).
    const { id } = (await call(user, 'POST', `${base}/provider-configs`, newConfig({ is_active: true }))).json();
    const version = (res: { json(): { major: number; minor: number; patch: number } }) => {
      const v = res.json();
      return `${v.major}.${v.minor}.${v.patch}`;
    };
    expect(version(await call(user, 'PATCH', `${base}/provider-configs/${id}`, { params: { temperature: 0.9 } }))).toBe('1.0.1');
    expect(version(await call(user, 'PATCH', `${base}/provider-configs/${id}`, { params: { temperature: 0.9 } }))).toBe('1.0.1');
    expect(version(await call(user, 'PATCH', `${base}/provider-configs/${id}`, { model: 'gpt-4.1' }))).toBe('2.0.0');
    expect(version(await call(user, 'PATCH', `${base}/provider-configs/${id}/activate`, { active: false }))).toBe('2.0.0');
    expect(version(await call(user, 'PATCH', `${base}/provider-configs/${id}`, { api_key: 'sk-another-key-1234' }))).toBe('2.0.1');
    const template = (await call(user, 'POST', `${base}/prompt-templates`, { provider_id: id, role: 'advisor', content: 'Be brief.', is_active: true })).json();
    expect(template).toMatchObject({ provider_id: id, role: 'advisor', content: 'Be brief.', is_active: true, meta: {} });
    const [config] = (await call(user, 'GET', `${base}/provider-configs`)).json();
    expect(`${config.major}.${config.minor}.${config.patch}`).toBe('2.1.0');
    const edited = await call(user, 'PATCH', `${base}/prompt-templates/${template.id}`, { content: 'Be very brief.' });
    expect(edited.json().content).toBe('Be very brief.');
    const toggled = await call(user, 'PATCH', `${base}/prompt-templates/${template.id}/activate`, { active: false });
    expect(toggled.json().is_active).toBe(false);
    const [after] = (await call(user, 'GET', `${base}/provider-configs`)).json();
    expect(`${after.major}.${after.minor}.${after.patch}`).toBe('2.2.0');
  });

  it('validates roles, providers, params and keys as the product defines them', async () => {
    const user = await admin();
    const bad = [
      newConfig({ role: 'janitor' }),
      newConfig({ provider: 'cohere' }),
      newConfig({ model: '  ' }),
      newConfig({ api_key: undefined }),
      newConfig({ api_key: '   ' }),
      newConfig({ params: '{"temperature": 1}' }),
      newConfig({ params: [1, 2] }),
      newConfig({ params: { temperature: 'hot' } }),
      newConfig({ params: { base_url: 'ftp://models.example.com' } }),
      newConfig({ params: { base_url: 'http://127.0.0.1:11434/v1' } }),
      newConfig({ params: { base_url: 'http://localhost:11434/v1' } }),
      newConfig({ params: { base_url: 'http://[::1]:8000/v1' } }),
      newConfig({ params: { base_url: 'http://192.168.1.20/v1' } }),
      newConfig({ is_active: 'yes' }),
    ];
    for (const payload of bad) {
      const res = await call(user, 'POST', `${base}/provider-configs`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
    for (const role of ['advisor', 'executor', 'guard', 'secretary', 'search']) {
      for (const provider of ['openai', 'anthropic', 'deepseek', 'bedrock']) {
        const res = await call(user, 'POST', `${base}/provider-configs`, newConfig({ role, provider }));
        expect(res.statusCode, `${role} ${provider}`).toBe(201);
      }
    }
    const publicUrl = await call(user, 'POST', `${base}/provider-configs`, newConfig({ params: { base_url: 'https://llm.example.com/v1', max_tokens: 800, custom: { a: 1 } } }));
    expect(publicUrl.statusCode).toBe(201);
    expect(publicUrl.json().params).toEqual({ base_url: 'https://llm.example.com/v1', max_tokens: 800, custom: { a: 1 } });
  });

  it('creates, edits and toggles prompt templates and output formats', async () => {
    const user = await admin();
    const orphan = await call(user, 'POST', `${base}/prompt-templates`, { provider_id: '00000000-0000-4000-8000-000000000000', role: 'advisor', content: 'x' });
    expect(orphan.statusCode).toBe(422);
    const shared = await call(user, 'POST', `${base}/prompt-templates`, { role: 'guard', content: 'Only ideas.', meta: { author: 'ops' } });
    expect(shared.statusCode).toBe(201);
    expect(shared.json()).toMatchObject({ provider_id: null, role: 'guard', is_active: true, meta: { author: 'ops' } });

    const format = await call(user, 'POST', `${base}/output-formats`, { name: 'Short', template: '# {title}', options: { bullets: 3 } });
    expect(format.statusCode).toBe(201);
    expect(format.json()).toEqual({ id: expect.any(String), name: 'Short', template: '# {title}', options: { bullets: 3 }, is_active: true });
    expect((await call(user, 'POST', `${base}/output-formats`, { name: 'Short', template: 'again' })).statusCode).toBe(409);
    expect((await call(user, 'PATCH', `${base}/output-formats/${format.json().id}`, { name: 'Default Format' })).statusCode).toBe(409);
    const edited = await call(user, 'PATCH', `${base}/output-formats/${format.json().id}`, { template: '# {idea}' });
    expect(edited.json().template).toBe('# {idea}');
    const off = await call(user, 'PATCH', `${base}/output-formats/${format.json().id}/activate`, { active: false });
    expect(off.json().is_active).toBe(false);
  });

  it.skipIf(!testEnv.onPostgres)('answers renames racing to one name with 200 once and 409 for the rest, never 500 (PostgreSQL)', async () => {
    const user = await admin();
    const ids = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => (await call(user, 'POST', `${base}/output-formats`, { name: `Racer ${i}`, template: '# {title}' })).json().id as string),
    );
    const answers = await Promise.all(ids.map((id) => call(user, 'PATCH', `${base}/output-formats/${id}`, { name: 'Winner' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('answers malformed ids and bodies with 4xx, never 500', async () => {
    const user = await admin();
    for (const kind of ['provider-configs', 'prompt-templates', 'output-formats']) {
      for (const id of ['nope', '123', '00000000-0000-4000-8000-000000000000']) {
        expect((await call(user, 'PATCH', `${base}/${kind}/${id}`, { is_active: true })).statusCode).toBe(404);
        expect((await call(user, 'PATCH', `${base}/${kind}/${id}/activate`, { active: true })).statusCode).toBe(404);
      }
      for (const payload of [[], 'x', { active: 'yes' }, null]) {
        const res = await call(user, 'POST', `${base}/${kind}`, payload);
        expect(res.statusCode, `${kind} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    const { id } = (await call(user, 'POST', `${base}/provider-configs`, newConfig())).json();
    expect((await call(user, 'PATCH', `${base}/provider-configs/${id}/activate`, {})).statusCode).toBe(422);
    expect((await call(user, 'PATCH', `${base}/provider-configs/${id}`, { params: 5 })).statusCode).toBe(422);
    const broken = await t.app.inject({ method: 'POST', url: `${base}/provider-configs`, headers: { ...user.auth, 'content-type': 'application/json' }, payload: '{"role":' });
    expect(broken.statusCode).toBe(400);
  });
});

describe('the model URL guard', () => {
  it('accepts a Bedrock region name and refuses anything that could change the endpoint host', async () => {
    const admin = await createUser(t.app);
    await makeAdmin(t.db, admin.id);
    const create = (region: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/agents/provider-configs', headers: admin.auth, payload: newConfig({ provider: 'bedrock', params: { region } }) });
    for (const region of ['x.amazonaws.com@127.0.0.1:1/#', 'us-east-1.evil.com', 'us-east-1/', 'US-EAST-1', '']) {
      const res = await create(region);
      expect(res.statusCode, region).toBe(422);
      expect(res.json().code).toBe('validation_failed');
    }
    for (const region of ['us-east-1', 'eu-central-1', 'us-gov-west-1', 'ap-southeast-2']) expect((await create(region)).statusCode, region).toBe(201);
  });


  it('refuses requests to loopback and private addresses unless allowed', async () => {
    const refused = guardedFetch(false);
    for (const url of ['http://127.0.0.1:9/v1/chat/completions', 'http://localhost:9/', 'http://10.1.2.3/', 'http://[::1]:9/', 'http://169.254.169.254/latest/meta-data']) {
      await expect(refused(url), url).rejects.toBeInstanceOf(PrivateModelUrlError);
    }
    // Allowed: the request is made (and fails only because nothing listens there).
    await expect(guardedFetch(true)('http://127.0.0.1:9/')).rejects.not.toBeInstanceOf(PrivateModelUrlError);
  });
});

import { AGENT_TRIALS_PER_MINUTE, endpoints } from '@ideapilot/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fakes/model-server.ts';
import { streamEvents } from '../../../test/fakes/sse-client.ts';

// The fake listens on 127.0.0.1, which the server refuses unless told otherwise.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true' } });
const KEY = 'sk-trial-secret-key-0123456789';
let model: FakeModelServer;
/** Another server, where no saved agent's key belongs. */
let elsewhere: FakeModelServer;

beforeAll(async () => {
  model = await startFakeModelServer('openai');
  elsewhere = await startFakeModelServer('openai');
});
afterAll(async () => {
  await model?.close();
  await elsewhere?.close();
});
beforeEach(() => {
  for (const server of [model, elsewhere]) {
    server.requests.length = 0;
    server.queue.length = 0;
    server.script = { chunks: ['Who ', 'pays ', 'for it?'] };
  }
  model.apiKey = KEY;
});
afterEach(() => vi.restoreAllMocks());

const draft = (overrides: object = {}) => ({ role: 'advisor', provider: 'openai', model: 'trial-model', api_key: KEY, params: { base_url: model.baseUrl }, ...overrides });
const check = (user: TestUser, body: object) => t.app.inject({ method: 'POST', url: '/api/admin/agents/connection-check', headers: user.auth, payload: body });
const testRun = (user: TestUser, body: object) => t.app.inject({ method: 'POST', url: '/api/admin/agents/test-run', headers: user.auth, payload: body });
const eventsOf = (body: string) => streamEvents(body, endpoints.testRunAgent);

async function savedAgent(admin: TestUser) {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/agents/provider-configs', headers: admin.auth, payload: { ...draft(), is_active: false } });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('agent connection check', () => {
  it('makes a one-token call and says the agent is reachable', async () => {
    const admin = await createUser(t.app, { admin: true });
    const res = await check(admin, draft());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, problem: null, detail: expect.stringContaining('Connected'), latency_ms: expect.any(Number) });
    expect(model.requests).toHaveLength(1);
    expect(model.requests[0]!.body).toMatchObject({ model: 'trial-model', max_tokens: 1 });
  });

  it('tells a rejected key, an unknown model and an unreachable address apart, in words, without the key', async () => {
    const admin = await createUser(t.app, { admin: true });
    const wrongKey = 'sk-wrong-key-zzzz-9999';
    const rejected = (await check(admin, draft({ api_key: wrongKey }))).json();
    expect(rejected).toMatchObject({ ok: false, problem: 'key_rejected', detail: expect.stringMatching(/^Key rejected/) });
    expect(JSON.stringify(rejected)).not.toContain(wrongKey);

    const unknown = (await check(admin, draft({ params: { base_url: `${model.baseUrl}/missing` } }))).json();
    expect(unknown).toMatchObject({ ok: false, problem: 'model_not_found', detail: expect.stringMatching(/^Model not found/) });

    const unreachable = (await check(admin, draft({ params: { base_url: 'http://127.0.0.1:9/v1' } }))).json();
    expect(unreachable).toMatchObject({ ok: false, problem: 'unreachable', detail: expect.stringMatching(/^Unreachable/) });
  });

  it('uses the stored key of a saved agent when the key field is blank', async () => {
    const admin = await createUser(t.app, { admin: true });
    const res = await check(admin, draft({ config_id: await savedAgent(admin), api_key: '' }));
    expect(res.json()).toMatchObject({ ok: true });
    expect(model.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect((await check(admin, draft({ api_key: '' }))).statusCode).toBe(422);
    expect((await check(admin, draft({ config_id: '00000000-0000-4000-8000-000000000000', api_key: '' }))).statusCode).toBe(404);
  });
});

describe("a saved agent's stored key", () => {
  it('is not sent to another address than the one it was saved with when a trial leaves the key blank', async () => {
    const admin = await createUser(t.app, { admin: true });
    const id = await savedAgent(admin);
    for (const moved of [{ params: { base_url: elsewhere.baseUrl } }, { provider: 'deepseek' }, { params: { base_url: model.baseUrl, region: 'eu-west-1' } }]) {
      const res = await check(admin, draft({ config_id: id, api_key: '', ...moved }));
      expect(res.statusCode, JSON.stringify(moved)).toBe(422);
      expect(res.json().detail).toMatch(/^api_key: Enter the API key/);
    }
    const run = await testRun(admin, { ...draft({ config_id: id, api_key: null, params: { base_url: elsewhere.baseUrl } }), message: 'Hello' });
    expect(run.statusCode).toBe(422);
    expect(elsewhere.requests).toHaveLength(0);
    // With the key typed again, the new address is tried.
    expect((await check(admin, draft({ config_id: id, params: { base_url: elsewhere.baseUrl } }))).json()).toMatchObject({ ok: true });
  });

  it('is not carried over to a new address by an edit that does not give the key again', async () => {
    const admin = await createUser(t.app, { admin: true });
    const id = await savedAgent(admin);
    const patch = (body: object) => t.app.inject({ method: 'PATCH', url: `/api/admin/agents/provider-configs/${id}`, headers: admin.auth, payload: body });
    for (const moved of [{ params: { base_url: elsewhere.baseUrl } }, { params: {} }, { provider: 'anthropic' }, { params: { base_url: model.baseUrl, region: 'eu-west-1' }, api_key: '' }]) {
      const res = await patch(moved);
      expect(res.statusCode, JSON.stringify(moved)).toBe(422);
      expect(res.json().detail).toMatch(/^api_key: Enter the API key/);
    }
    const [config] = (await t.app.inject({ url: '/api/admin/agents/provider-configs', headers: admin.auth })).json();
    expect(config).toMatchObject({ provider: 'openai', params: { base_url: model.baseUrl }, major: 1, minor: 0, patch: 0 });
    // Same address, other settings: the stored key stays; a new address with its key is saved.
    expect((await patch({ params: { base_url: model.baseUrl, temperature: 0.4 } })).statusCode).toBe(200);
    expect((await patch({ params: { base_url: elsewhere.baseUrl }, api_key: 'sk-elsewhere-key-0000-1111' })).statusCode).toBe(200);
    await check(admin, draft({ config_id: id, api_key: '', params: { base_url: elsewhere.baseUrl } }));
    expect(elsewhere.requests.map((r) => r.headers.authorization)).toEqual(['Bearer sk-elsewhere-key-0000-1111']);
  });
});

describe('agent test run', () => {
  it('streams the answer with the time to the first word and the total, and costs the admin no tokens', async () => {
    const admin = await createUser(t.app, { admin: true });
    const before = (await t.app.inject({ url: '/api/users/me/tokens', headers: admin.auth })).json();
    const res = await testRun(admin, { ...draft(), prompt: 'Ask one question.', message: 'I sell bread to offices.' });
    expect(res.statusCode).toBe(200);
    const events = eventsOf(res.body);
    expect(events.filter((e) => e.type === 'delta').map((e) => e.text)).toEqual(['Who ', 'pays ', 'for it?']);
    expect(events.at(-1)).toMatchObject({ type: 'done', first_token_ms: expect.any(Number), total_ms: expect.any(Number) });
    expect(model.requests[0]!.body.messages).toEqual([
      { role: 'system', content: 'Ask one question.' },
      { role: 'user', content: 'I sell bread to offices.' },
    ]);
    expect((await t.app.inject({ url: '/api/users/me/tokens', headers: admin.auth })).json()).toEqual(before);
    expect(res.body).not.toContain(KEY);
  });

  it("ends with the provider's error in words when the call fails, never echoing the key", async () => {
    const admin = await createUser(t.app, { admin: true });
    model.script = { chunks: [], status: 500 };
    const events = eventsOf((await testRun(admin, { ...draft(), message: 'Hello' })).body);
    expect(events.at(-1)).toMatchObject({ type: 'error', problem: 'provider_error', detail: expect.stringContaining('500'), first_token_ms: null });
    const wrong = 'sk-wrong-key-for-the-run-7777';
    const rejected = await testRun(admin, { ...draft({ api_key: wrong }), message: 'Hello' });
    expect(eventsOf(rejected.body).at(-1)).toMatchObject({ type: 'error', problem: 'key_rejected' });
    expect(rejected.body).not.toContain(wrong);
  });

  it('ends with a timeout error, not "done", when the overall time limit cuts a stalled answer', async () => {
    // The run's overall limit (2 minutes) shortened to 1.5 s; nothing else changes.
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => timeout(ms === 120_000 ? 1_500 : ms));
    const admin = await createUser(t.app, { admin: true });
    model.script = { chunks: ['Who ', 'pays ', 'for it?'], hangAfter: 1 };
    const events = eventsOf((await testRun(admin, { ...draft(), message: 'I sell bread to offices.' })).body);
    expect(events.filter((e) => e.type === 'delta').map((e) => e.text)).toEqual(['Who ']);
    expect(events.at(-1)).toMatchObject({ type: 'error', problem: 'timeout', detail: expect.stringMatching(/^Cut off: the answer took longer than the 2 minutes/), first_token_ms: expect.any(Number) });
    expect(events.filter((e) => e.type === 'done')).toEqual([]);
  }, 20_000);

  it('is refused to founders (403) and to anonymous callers (401), before any model call', async () => {
    const founder = await createUser(t.app);
    for (const send of [check, testRun]) {
      const res = await send(founder, { ...draft(), message: 'Hi' });
      expect(res.statusCode).toBe(403);
      const anonymous = await t.app.inject({ method: 'POST', url: send === check ? '/api/admin/agents/connection-check' : '/api/admin/agents/test-run', payload: draft() });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(model.requests).toHaveLength(0);
  });

  it(`allows an admin ${AGENT_TRIALS_PER_MINUTE} trials a minute, then answers 429`, async () => {
    const admin = await createUser(t.app, { admin: true });
    const other = await createUser(t.app, { admin: true });
    model.apiKey = 'sk-only-this-key-1234';
    for (let i = 0; i < AGENT_TRIALS_PER_MINUTE; i++) expect((await check(admin, draft())).json().problem).toBe('key_rejected');
    const calls = model.requests.length;
    const limited = await check(admin, draft());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe('Too many requests. Please try again later.');
    expect(model.requests).toHaveLength(calls);
    expect((await check(other, draft())).statusCode).toBe(200);
  });
});

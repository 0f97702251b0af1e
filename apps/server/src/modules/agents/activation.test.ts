import type { ProviderConfig } from '@ideapilot/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fakes/model-server.ts';

// The fake listens on 127.0.0.1, which the server refuses unless told otherwise.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true' } });
const base = '/api/admin/agents';
const KEY = 'sk-working-key-0123456789';
const REVOKED = 'sk-revoked-key-0000-9999';
let model: FakeModelServer;

beforeAll(async () => {
  model = await startFakeModelServer('openai');
  model.apiKey = KEY;
});
afterAll(async () => model?.close());
beforeEach(() => {
  model.requests.length = 0;
  model.script = { chunks: ['Ready.'] };
});

const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.auth, ...(payload === undefined ? {} : { payload }) });
const current = async (user: TestUser, id: string) => ((await call(user, 'GET', `${base}/provider-configs`)).json() as ProviderConfig[]).find((c) => c.id === id)!;
const versionOf = (c: { major: number; minor: number; patch: number }) => `${c.major}.${c.minor}.${c.patch}`;

/** An inactive advisor on the fake model server (1.0.0), saved with `apiKey`. */
async function inactiveAgent(user: TestUser, apiKey: string) {
  const res = await call(user, 'POST', `${base}/provider-configs`, { role: 'advisor', provider: 'openai', model: 'checked-model', api_key: apiKey, params: { base_url: model.baseUrl }, is_active: false });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('turning an agent on', () => {
  it("answers 422 with the provider's problem and leaves it off when the provider rejects its key", async () => {
    const user = await createUser(t.app, { admin: true });
    const id = await inactiveAgent(user, REVOKED);
    const refused = await call(user, 'PATCH', `${base}/provider-configs/${id}/activate`, { active: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'agent_check_failed', detail: expect.stringMatching(/^Not activated: Key rejected: the provider refused the API key \(401\)/) });
    expect(refused.body).not.toContain(REVOKED);
    expect(await current(user, id)).toMatchObject({ is_active: false });

    // With a key that works it is checked with a one-token call and turned on.
    await call(user, 'PATCH', `${base}/provider-configs/${id}`, { api_key: KEY });
    model.requests.length = 0;
    const activated = await call(user, 'PATCH', `${base}/provider-configs/${id}/activate`, { active: true });
    expect(activated.json()).toMatchObject({ is_active: true });
    expect(model.requests.map((r) => r.body.max_tokens)).toEqual([1]);
    // Turning it off, or on again while on, calls no model.
    expect((await call(user, 'PATCH', `${base}/provider-configs/${id}/activate`, { active: true })).statusCode).toBe(200);
    expect((await call(user, 'PATCH', `${base}/provider-configs/${id}/activate`, { active: false })).json()).toMatchObject({ is_active: false });
    expect(model.requests).toHaveLength(1);
  });
});

describe('restoring a version', () => {
  it('of an active agent answers 422 and changes nothing when the version it would run on is rejected; an inactive agent is restored without a call', async () => {
    const user = await createUser(t.app, { admin: true });
    const id = await inactiveAgent(user, REVOKED);
    await call(user, 'PATCH', `${base}/provider-configs/${id}`, { api_key: KEY });
    expect((await call(user, 'PATCH', `${base}/provider-configs/${id}/activate`, { active: true })).statusCode).toBe(200);

    const refused = await call(user, 'POST', `${base}/provider-configs/${id}/versions/1.0.0/restore`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'agent_check_failed', detail: expect.stringMatching(/^Not restored: Key rejected/) });
    expect(await current(user, id)).toMatchObject({ is_active: true, api_key: 'sk-w...6789' });
    expect(versionOf(await current(user, id))).toBe('1.0.1');

    await call(user, 'PATCH', `${base}/provider-configs/${id}/activate`, { active: false });
    model.requests.length = 0;
    const restored = await call(user, 'POST', `${base}/provider-configs/${id}/versions/1.0.0/restore`);
    expect(restored.json()).toMatchObject({ is_active: false, api_key: 'sk-r...9999', patch: 2 });
    expect(model.requests).toHaveLength(0);
  });
});

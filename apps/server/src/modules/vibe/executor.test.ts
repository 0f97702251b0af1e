import type { VibeSuggestions } from '@ideapilot/contract';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addActiveAgent } from '../../../test/agent-models.ts';
import { createUser, leaveTokens, makeAdmin, useTestApp, type TestUser } from '../../../test/app.ts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fakes/model-server.ts';
import { newSession } from '../../../test/fakes/sse-client.ts';
import { generate, prepare } from '../../../test/fakes/vibe-client.ts';

// The fake listens on 127.0.0.1, which the server refuses unless told otherwise.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true' } });
let model: FakeModelServer;

const suggestions: VibeSuggestions = {
  motto: 'Never miss a patient',
  motto_options: ['Never miss a patient'],
  subtitle: 'Reminders that cut no-shows for dental clinics',
  subtitle_options: [],
  audience: { personas: [{ label: 'Dental clinic managers', company_size: '2-10 chairs', domain: 'dentistry' }], top_pains: ['No-shows'] },
  benefits: ['Fewer empty chairs'],
  security_compliance: { stance: 'Data stays in the EU.', badges: ['gdpr_ready'] },
  tos_draft: 'Terms',
  privacy_policy_draft: 'Privacy',
  seo: { title: 'Dentflow', description: 'Fewer no-shows', keywords: ['dental'] },
};
const canvas = '# Dentflow\n\n### WHO\n- Dental clinics.\n\n### PAIN\n- No-shows.\n';

beforeAll(async () => {
  model = await startFakeModelServer('openai');
  const admin = await createUser(t.app);
  await makeAdmin(t.db, admin.id);
  await addActiveAgent(t, admin, model, { role: 'executor', provider: 'openai', model: 'executor-model', api_key: 'sk-executor-key-123' });
});
afterAll(() => model?.close());
beforeEach(() => {
  model.requests.length = 0;
  model.queue.length = 0;
});

const tokens = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
const ledgerOf = (userId: string) =>
  t.db.selectFrom('token_ledger').select(['kind', 'amount']).where('user_id', '=', userId).where('ref_id', 'is not', null).orderBy('created_at').orderBy('kind').execute();
const runsOf = (sessionId: string) => t.db.selectFrom('vibe_runs').select(['kind', 'status', 'failure']).where('session_id', '=', sessionId).orderBy('created_at').execute();
const eventually = (check: () => Promise<boolean>) => vi.waitUntil(check, { timeout: 3000, interval: 20 });

async function founder() {
  const user = await createUser(t.app);
  return { user, sessionId: await newSession(t.app, user.auth) };
}

describe('the executor agent prepares', () => {
  it('with structured output checked by the contract schema', async () => {
    const { user, sessionId } = await founder();
    model.queue.push({ chunks: [JSON.stringify(suggestions)] });
    const res = await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas, user_inputs: { product_name: 'Dentflow' }, locale: 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.json().suggestions).toEqual(suggestions);
    expect(res.json().meta_info.prep.source).toBe('executor');
    const [sent] = model.requests;
    expect(sent!.body).toMatchObject({ model: 'executor-model' });
    expect(sent!.body.stream).not.toBe(true);
    expect(String(sent!.body.messages![0]!.content)).toContain('You are the executor of IdeaPilot');
    expect(String(sent!.body.messages![0]!.content)).toContain('locale "de"');
    expect(String(sent!.body.messages!.at(-1)!.content)).toContain('"product_name":"Dentflow"');
    expect(await tokens(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });

  it('asks once more after a malformed answer', async () => {
    const { user, sessionId } = await founder();
    model.queue.push({ chunks: ['{"motto": "half an obj'] }, { chunks: [JSON.stringify(suggestions)] });
    const res = await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    expect(res.statusCode).toBe(200);
    expect(res.json().suggestions.motto).toBe('Never miss a patient');
    expect(model.requests).toHaveLength(2);
    expect(await tokens(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });

  it('fails with a detail and refunds the token after two malformed answers (bad JSON, then the wrong shape)', async () => {
    const { user, sessionId } = await founder();
    model.queue.push({ chunks: ['not json at all'] }, { chunks: [JSON.stringify({ ...suggestions, seo: { title: 'x'.repeat(61), description: '', keywords: [] } })] });
    const res = await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'vibe_prepare_failed', detail: 'Failed to prepare. Please try again.', request_id: res.headers['x-request-id'] });
    expect(model.requests).toHaveLength(2);
    expect(await tokens(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
    expect(await ledgerOf(user.id)).toEqual([
      { kind: 'charge', amount: -1 },
      { kind: 'refund', amount: 1 },
    ]);
    expect(await runsOf(sessionId)).toEqual([{ kind: 'prepare', status: 'failed', failure: 'model_error' }]);
    // A failed prepare does not open generation.
    expect((await generate(t.app, user.auth, { session_id: sessionId })).res.statusCode).toBe(409);
  });

  it('refunds when the provider answers 500', async () => {
    const { user, sessionId } = await founder();
    model.queue.push({ chunks: [], status: 500 }, { chunks: [], status: 500 }, { chunks: [], status: 500 });
    const res = await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    expect(res.statusCode).toBe(502);
    expect(await tokens(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });

  it('a user without tokens gets 402 before the model is called', async () => {
    const { user, sessionId } = await founder();
    await leaveTokens(t.db, user.id, 0);
    expect((await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas })).statusCode).toBe(402);
    expect(model.requests).toEqual([]);
  });
});

describe('the executor agent generates', () => {
  async function prepared() {
    const f = await founder();
    model.queue.push({ chunks: [JSON.stringify(suggestions)] });
    expect((await prepare(t.app, f.user.auth, { session_id: f.sessionId, canvas_text: canvas })).statusCode).toBe(200);
    model.requests.length = 0;
    return f;
  }

  it('streams the model’s prompt, told the sections in order and the depth', async () => {
    const { user, sessionId } = await prepared();
    model.queue.push({ chunks: ['# Dentflow', ' landing page', '\n\n## Hero'] });
    const gen = await generate(t.app, user.auth, { session_id: sessionId, canvas_text: canvas, expand_level: 3, include_sections: ['faq', 'hero'] });
    expect(gen.events.slice(0, 3)).toEqual([{ text: '# Dentflow' }, { text: ' landing page' }, { text: '\n\n## Hero' }]);
    expect(gen.last).toEqual({ meta_info: { event: 'generation_complete', run_id: expect.any(String) } });
    const system = String(model.requests[0]!.body.messages![0]!.content);
    expect(system).toContain('in this order: faq, hero');
    expect(system).toContain('Verbose with FAQs (level 3 of 3)');
    const last = await t.app.inject({ url: `/api/vibe/prompt/last?session_id=${sessionId}`, headers: user.auth });
    expect(last.json().text).toBe('# Dentflow landing page\n\n## Hero');
    expect(await tokens(user)).toEqual({ tokens_remaining: 18, tokens_used: 2 });
  });

  it('asks once more after an empty answer', async () => {
    const { user, sessionId } = await prepared();
    model.queue.push({ chunks: [] }, { chunks: ['# Second try'] });
    const gen = await generate(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    expect(gen.text).toBe('# Second try');
    expect(model.requests).toHaveLength(2);
  });

  it('a provider failing mid-stream gives an error event, a failed run and the token back', async () => {
    const { user, sessionId } = await prepared();
    model.queue.push({ chunks: ['# Half', ' a prompt', ' never', ' finished'], failAfter: 2 });
    const gen = await generate(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    expect(gen.res.statusCode).toBe(200);
    expect(gen.text).toBe('# Half a prompt');
    expect(gen.last).toEqual({ meta_info: { event: 'error' }, detail: 'Failed to generate. Please try again.' });
    expect(await runsOf(sessionId)).toEqual([
      { kind: 'prepare', status: 'complete', failure: null },
      { kind: 'generate', status: 'failed', failure: 'model_error' },
    ]);
    expect(await tokens(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
    expect((await t.app.inject({ url: `/api/vibe/prompt/last?session_id=${sessionId}`, headers: user.auth })).statusCode).toBe(404);
  });
});

describe('a client leaving', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Posts and drops the connection once `until` is seen in the answer, or once the request is sent. */
  function postAndLeave(path: string, user: TestUser, body: object, until: string | null) {
    return new Promise<void>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...user.auth, 'content-type': 'application/json' } }, (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
          if (until && text.includes(until)) {
            req.destroy();
            resolve();
          }
        });
      });
      req.on('error', () => {});
      req.end(JSON.stringify(body));
      if (!until) void eventually(async () => model.requests.length > 0).then(() => (req.destroy(), resolve()));
    });
  }

  it('mid-generation stops the model, fails the run as aborted and refunds the token', async () => {
    const { user, sessionId } = await founder();
    model.queue.push({ chunks: [JSON.stringify(suggestions)] });
    await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    model.queue.push({ chunks: ['# Start', ' more'], hangAfter: 1 });
    await postAndLeave('/api/vibe/generate', user, { session_id: sessionId, canvas_text: canvas, confirm_generation: true }, '"text"');
    await eventually(async () => (await runsOf(sessionId)).at(-1)?.status !== 'pending');
    expect((await runsOf(sessionId)).at(-1)).toEqual({ kind: 'generate', status: 'failed', failure: 'aborted' });
    await eventually(async () => (await tokens(user)).tokens_remaining === 19);
    expect(await tokens(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
    await eventually(async () => model.requests.at(-1)!.abortedAt !== null);
    expect(model.requests.at(-1)!.abortedAt).not.toBeNull();
  });

  it('mid-prepare fails the run as aborted and refunds the token', async () => {
    const { user, sessionId } = await founder();
    model.queue.push({ chunks: [], hangAfter: 0 });
    await postAndLeave('/api/vibe/prepare', user, { session_id: sessionId, canvas_text: canvas }, null);
    await eventually(async () => (await runsOf(sessionId)).at(-1)?.status === 'failed');
    expect(await runsOf(sessionId)).toEqual([{ kind: 'prepare', status: 'failed', failure: 'aborted' }]);
    await eventually(async () => (await tokens(user)).tokens_remaining === 20);
    expect(await tokens(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });
});

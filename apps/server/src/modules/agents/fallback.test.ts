import type { ProviderConfig } from '@ideapilot/contract';
import { describe, expect, it } from 'vitest';
import { addActiveAgent, useAgentModels } from '../../../test/agent-models.ts';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import type { FakeModelServer } from '../../../test/fakes/model-server.ts';
import { newSession, requestCanvas, sendMessage } from '../../../test/fakes/sse-client.ts';

// The fakes listen on 127.0.0.1, which the server refuses unless told otherwise.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true', MODEL_FIRST_TOKEN_TIMEOUT_MS: '5000' } });
let first: FakeModelServer;
let second: FakeModelServer;
let admin: TestUser;
useAgentModels(t, ['openai', 'anthropic'], (models) => ({ first, second, admin } = models));

function addAgent(role: string, fake: FakeModelServer, options: { priority?: number; params?: object } = {}): Promise<string> {
  const provider = fake === first ? 'openai' : 'anthropic';
  return addActiveAgent(t, admin, fake, { role, provider, model: `${provider}-chain-model`, api_key: `sk-${provider}-chain-key`, params: { ...options.params }, priority: options.priority ?? 0 });
}

const configOf = async (id: string): Promise<ProviderConfig> =>
  ((await t.app.inject({ url: '/api/admin/agents/provider-configs', headers: admin.auth })).json() as ProviderConfig[]).find((c) => c.id === id)!;
const balance = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
const ledgerOf = (refId: string) => t.db.selectFrom('token_ledger').select(['kind', 'amount']).where('ref_id', '=', refId).orderBy('id').execute();

async function founderTurn(message = 'I want to build a tool for florists.') {
  const user = await createUser(t.app);
  const sessionId = await newSession(t.app, user.auth);
  const turn = await sendMessage(t.app, user.auth, sessionId, message);
  return { user, sessionId, turn };
}

describe('fallback chain of a role', () => {
  it('a first agent answering 500 hands the turn to the second: its reply is saved, one token charged, the switch counted', async () => {
    const failing = await addAgent('advisor', first, { priority: 0 });
    const backup = await addAgent('advisor', second, { priority: 1 });
    first.script = { chunks: [], status: 500 };
    second.script = { chunks: ['Who exactly', ' buys flowers', ' from you?'] };

    const { user, turn } = await founderTurn();

    // Not retried: the second agent is its retry.
    expect(first.requests).toHaveLength(1);
    expect(turn.events.some((e) => e.type === 'error')).toBe(false);
    expect(turn.text).toBe('Who exactly buys flowers from you?');
    const turnId = turn.complete!.turn_id!;
    expect(await t.db.selectFrom('chat_turns').select(['status', 'assistant_message']).where('id', '=', turnId).executeTakeFirst()).toEqual({
      status: 'complete',
      assistant_message: 'Who exactly buys flowers from you?',
    });
    expect(await ledgerOf(turnId)).toEqual([{ kind: 'charge', amount: -1 }]);
    expect(await balance(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
    expect((await configOf(failing)).fallback_count).toBe(1);
    expect((await configOf(backup)).fallback_count).toBe(0);
  });

  it('a first agent silent past its first-word timeout is dropped (its request aborted) and the second serves', async () => {
    const silent = await addAgent('advisor', first, { priority: 0, params: { first_token_timeout_ms: 300 } });
    await addAgent('advisor', second, { priority: 1 });
    first.script = { chunks: ['Never', ' sent'], hangAfter: 0 };
    second.script = { chunks: ['Tell me', ' about the pain.'] };

    const started = Date.now();
    const { user, turn } = await founderTurn();

    expect(turn.text).toBe('Tell me about the pain.');
    expect(Date.now() - started).toBeLessThan(4000);
    expect(first.requests[0]!.abortedAt).not.toBeNull();
    expect(await balance(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
    expect((await configOf(silent)).fallback_count).toBe(1);
  });

  it('when every agent fails before its first word, the offline coach answers and the turn completes', async () => {
    const a = await addAgent('advisor', first, { priority: 0 });
    const b = await addAgent('advisor', second, { priority: 1 });
    first.script = { chunks: [], status: 500 };
    second.script = { chunks: [], status: 529 };

    const { user, turn } = await founderTurn();

    expect(turn.events.some((e) => e.type === 'error')).toBe(false);
    expect(turn.complete?.turn_id).toEqual(expect.any(String));
    expect(turn.text.length).toBeGreaterThan(0);
    expect(await balance(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
    expect([(await configOf(a)).fallback_count, (await configOf(b)).fallback_count]).toEqual([1, 1]);
  });

  it('the last agent of a chain is asked once more after a failure, before the offline coach answers', async () => {
    await addAgent('advisor', first, { priority: 0 });
    first.queue = [{ chunks: [], status: 503 }];
    first.script = { chunks: ['Back after', ' a blip.'] };

    const { turn } = await founderTurn();

    expect(turn.text).toBe('Back after a blip.');
    expect(first.requests).toHaveLength(2);
  });

  it('serves in priority order, lowest first, whatever the age; the order is changed by PATCH and checked', async () => {
    const older = await addAgent('advisor', first, { priority: 2 });
    await addAgent('advisor', second, { priority: 5 });
    first.script = { chunks: ['From the first.'] };
    second.script = { chunks: ['From the second.'] };
    expect((await founderTurn()).turn.text).toBe('From the first.');
    expect(second.requests).toHaveLength(0);

    const moved = await t.app.inject({ method: 'PATCH', url: `/api/admin/agents/provider-configs/${older}`, headers: admin.auth, payload: { priority: 9 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ priority: 9, major: 1, minor: 0, patch: 0 });
    expect((await founderTurn()).turn.text).toBe('From the second.');

    for (const priority of [-1, 1.5, 1001, 'first']) {
      const bad = await t.app.inject({ method: 'PATCH', url: `/api/admin/agents/provider-configs/${older}`, headers: admin.auth, payload: { priority } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail).toEqual(expect.any(String));
    }
    const founder = await createUser(t.app);
    const refused = await t.app.inject({ method: 'PATCH', url: `/api/admin/agents/provider-configs/${older}`, headers: founder.auth, payload: { priority: 0 } });
    expect(refused.statusCode).toBe(403);
  });

  it('a failure after the first word is not a hand-over: the turn fails and the token comes back', async () => {
    const a = await addAgent('advisor', first, { priority: 0 });
    await addAgent('advisor', second, { priority: 1 });
    first.script = { chunks: ['Half', ' a', ' reply'], failAfter: 2 };
    second.script = { chunks: ['Never asked.'] };

    const { user, turn } = await founderTurn();

    expect(turn.events.at(-1)).toMatchObject({ type: 'error' });
    expect(second.requests).toHaveLength(0);
    expect(await balance(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
    expect((await configOf(a)).fallback_count).toBe(0);
  });

  it('the canvas rebuild falls back too', async () => {
    const a = await addAgent('secretary', first, { priority: 0 });
    await addAgent('secretary', second, { priority: 1 });
    first.script = { chunks: [], status: 429 };
    const canvas = '# Florist tool\n\n## Stage 1 — Simply Explained Idea\n\n### WHO\n- Florists in small towns.';
    second.script = { chunks: [canvas] };

    const { user, sessionId, turn } = await founderTurn('I want to build a tool for florists in small towns.');
    expect(turn.complete?.turn_id).toEqual(expect.any(String));
    const result = await requestCanvas(t.app, user.auth, sessionId);
    expect(result.events.some((e) => e.type === 'error')).toBe(false);
    const history = (await t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth })).json();
    expect(history.canvas.content_md.trim()).toBe(canvas);
    expect((await configOf(a)).fallback_count).toBeGreaterThanOrEqual(1);
    expect(await balance(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });
});

describe('the prompt an agent is sent', () => {
  it('is its own active template, else the active shared template of its role', async () => {
    const id = await addAgent('advisor', first);
    const template = async (body: object) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/agents/prompt-templates', headers: admin.auth, payload: body });
      expect(res.statusCode).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const lastPromptSent = async () => {
      await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking app for florists.');
      return JSON.stringify(first.requests.at(-1)!.body.messages);
    };

    const shared = await template({ role: 'advisor', content: 'Shared advisor prompt.', is_active: true });
    try {
      expect(await lastPromptSent()).toContain('Shared advisor prompt.');
      await template({ provider_id: id, role: 'advisor', content: 'Own advisor prompt.', is_active: true });
      const sent = await lastPromptSent();
      expect(sent).toContain('Own advisor prompt.');
      expect(sent).not.toContain('Shared advisor prompt.');
    } finally {
      await t.app.inject({ method: 'PATCH', url: `/api/admin/agents/prompt-templates/${shared}/activate`, headers: admin.auth, payload: { active: false } });
    }
  });
});

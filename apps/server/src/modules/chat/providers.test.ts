import { ChatStreamError, stripMarkdownFence } from '@ideapilot/contract';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { addActiveAgent, useAgentModels } from '../../../test/agent-models.ts';
import { createUser, deactivateAgents, useTestApp, type TestUser } from '../../../test/app.ts';
import type { FakeModelServer } from '../../../test/fakes/model-server.ts';
import { newSession, requestCanvas, sendAndLeave, sendMessage } from '../../../test/fakes/sse-client.ts';

// The fakes listen on 127.0.0.1, which the server refuses unless told otherwise.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true' } });
let openai: FakeModelServer;
let anthropic: FakeModelServer;
let admin: TestUser;

useAgentModels(t, ['openai', 'anthropic'], (models) => ({ first: openai, second: anthropic, admin } = models));

function activate(role: string, provider: 'openai' | 'anthropic', apiKey: string) {
  const fake = provider === 'openai' ? openai : anthropic;
  return addActiveAgent(t, admin, fake, { role, provider, model: `${provider}-test-model`, api_key: apiKey, params: { temperature: 0.2 } });
}

const balance = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
const turnRow = (id: string) => t.db.selectFrom('chat_turns').select(['status', 'failure', 'assistant_message']).where('id', '=', id).executeTakeFirst();
const ledgerOf = (refId: string) => t.db.selectFrom('token_ledger').select(['kind', 'amount']).where('ref_id', '=', refId).orderBy('id').execute();

describe('model-backed advisor', () => {
  it('streams the reply of an OpenAI-compatible server (Ollama, vLLM) with the role prompt and the conversation', async () => {
    await activate('advisor', 'openai', 'sk-local-openai-key-123');
    openai.script = { chunks: ['Great idea', ' — who', ' exactly', ' is your customer?'] };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const turn = await sendMessage(t.app, user.auth, sessionId, 'I want to build a tool for florists.');

    expect(turn.events.filter((e) => e.type === 'chunk').map((e) => (e as { content: string }).content)).toEqual(openai.script.chunks);
    expect(turn.complete?.turn_id).toEqual(expect.any(String));
    const [upstream] = openai.requests;
    expect(upstream!.path).toBe('/v1/chat/completions');
    expect(upstream!.headers.authorization).toBe('Bearer sk-local-openai-key-123');
    expect(upstream!.body).toMatchObject({ model: 'openai-test-model', stream: true, temperature: 0.2 });
    const messages = upstream!.body.messages!;
    expect(messages[0]).toMatchObject({ role: 'system' });
    expect(String(messages[0]!.content)).toContain('You are IdeaPilot');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'I want to build a tool for florists.' });

    const history = (await t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth })).json();
    expect(history.turns[0].assistant_message).toBe('Great idea — who exactly is your customer?');
    expect(await balance(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });

    // The next turn carries the earlier exchange.
    openai.script = { chunks: ['Noted.'] };
    await sendMessage(t.app, user.auth, sessionId, 'Florists in small towns.');
    const second = openai.requests[1]!.body.messages!;
    expect(second.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('streams the reply of an Anthropic server, sending the key as x-api-key', async () => {
    await activate('advisor', 'anthropic', 'sk-ant-test-key-456789');
    anthropic.script = { chunks: ['Tell me', ' about the', ' pain.'] };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const turn = await sendMessage(t.app, user.auth, sessionId, 'I want to build a tool for florists.');
    expect(turn.text).toBe('Tell me about the pain.');
    expect(turn.complete?.turn_id).toEqual(expect.any(String));
    const [upstream] = anthropic.requests;
    expect(upstream!.path).toBe('/v1/messages');
    expect(upstream!.headers['x-api-key']).toBe('sk-ant-test-key-456789');
    expect(upstream!.body).toMatchObject({ model: 'anthropic-test-model', stream: true });
    expect(JSON.stringify(upstream!.body.system)).toContain('You are IdeaPilot');
    expect(openai.requests).toHaveLength(0);
  });

  it.each([
    ['openai', 'the connection drops'],
    ['anthropic', 'an error event arrives'],
  ] as const)('a %s provider failing mid-stream (%s) gives an error event, a failed turn and the token back', async (provider, _how) => {
    await activate('advisor', provider, 'sk-failing-provider-key');
    const fake = provider === 'openai' ? openai : anthropic;
    fake.script = { chunks: ['Half', ' a', ' reply', ' never', ' finished'], failAfter: 2 };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const turn = await sendMessage(t.app, user.auth, sessionId, 'I want to build a tool for florists.');

    expect(turn.res.statusCode).toBe(200);
    // The founder reads the specification's words for a failed send.
    expect(turn.events.at(-1)).toEqual({ type: 'error', detail: 'Failed to send message. Please try again.' });
    expect(turn.complete).toBeUndefined();
    expect(turn.text).toBe('Half a');
    const [row] = await t.db.selectFrom('chat_turns').select(['id', 'status', 'failure', 'assistant_message']).where('session_id', '=', sessionId).execute();
    expect(row).toMatchObject({ status: 'failed', failure: 'model_error', assistant_message: '' });
    expect(await ledgerOf(row!.id)).toEqual([
      { kind: 'charge', amount: -1 },
      { kind: 'refund', amount: 1 },
    ]);
    expect(await balance(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
    expect((await t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth })).json().turns).toEqual([]);
  });

  it('a provider answering 500 before streaming hands the turn to the offline coach (the end of the fallback chain): one token', async () => {
    await activate('advisor', 'openai', 'sk-failing-provider-key');
    openai.script = { chunks: [], status: 500 };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const turn = await sendMessage(t.app, user.auth, sessionId, 'I want to build a tool for florists.');
    expect(openai.requests.length).toBeGreaterThan(0);
    expect(turn.events.some((e) => e.type === 'error')).toBe(false);
    expect(turn.complete?.turn_id).toEqual(expect.any(String));
    expect(await balance(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });

  it('a client disconnect leaves the upstream request running: the reply is saved and charged once', async () => {
    await activate('advisor', 'openai', 'sk-steady-provider-key');
    openai.script = { chunks: ['First words', ' and', ' then', ' the', ' rest.'] };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    const seen = await sendAndLeave(port, user.auth, { session_id: sessionId, message: 'I want to build a tool for florists.' }, 1);
    const started = seen[0]!.event;
    const turnId = started.type === 'started' ? started.turn_id : '';

    await vi.waitUntil(async () => (await turnRow(turnId))?.status === 'complete', { timeout: 2000, interval: 10 });
    expect(await turnRow(turnId)).toMatchObject({ status: 'complete', failure: null, assistant_message: 'First words and then the rest.' });
    expect(openai.requests[0]!.abortedAt).toBeNull();
    expect(openai.requests[0]!.ended).toBe(true);
    expect((await ledgerOf(turnId)).map((l) => l.kind)).toEqual(['charge']);
    expect(await balance(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });
});

describe('model-backed secretary', () => {
  it('rebuilds the canvas with the Default Format, strips a wrapping fence and saves one version for the turn', async () => {
    await activate('secretary', 'anthropic', 'sk-ant-secretary-key-1');
    const canvas = '# Florist tool\n\n## Stage 1 — Simply Explained Idea\n\n### WHO\n- Florists in small towns.';
    anthropic.script = { chunks: ['```markdown\n', canvas.slice(0, 20), canvas.slice(20), '\n```'] };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    // The advisor stays the offline coach.
    const turn = await sendMessage(t.app, user.auth, sessionId, 'I want to build a tool for florists in small towns.');
    expect(turn.complete?.turn_id).toEqual(expect.any(String));
    // The only model call is the secretary's (the build starts on its own once the reply is saved).
    expect(anthropic.requests.filter((r) => !JSON.stringify(r.body.system).includes('### SECRET SAUCE'))).toHaveLength(0);

    const result = await requestCanvas(t.app, user.auth, sessionId);
    expect(result.complete).toEqual({ type: 'complete', turn_id: turn.complete!.turn_id });
    const upstream = anthropic.requests[0]!;
    expect(JSON.stringify(upstream.body.system)).toContain('### SECRET SAUCE');
    expect(JSON.stringify(upstream.body.messages)).toContain('I want to build a tool for florists in small towns.');
    const history = (await t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth })).json();
    expect(history.canvas.content_md).toBe(`${canvas}\n`);

    // Calling again streams the saved version, without asking the model.
    const again = await requestCanvas(t.app, user.auth, sessionId);
    expect(stripMarkdownFence(again.text).trim()).toBe(canvas);
    expect(anthropic.requests).toHaveLength(1);
    // The canvas rebuild is free.
    expect(await balance(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });

  it('is given the previous canvas on the next turn, and nothing before the first', async () => {
    await activate('secretary', 'anthropic', 'sk-ant-secretary-key-3');
    anthropic.script = { chunks: ['# Florist tool\n\n### WHO\n- Florists in small towns.'] };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    for (const message of ['I want to build a tool for florists in small towns.', 'They throw away a third of their roses.']) {
      await sendMessage(t.app, user.auth, sessionId, message);
      expect((await requestCanvas(t.app, user.auth, sessionId)).complete).toMatchObject({ type: 'complete' });
    }
    const [first, second] = anthropic.requests.map((r) => JSON.stringify(r.body.messages));
    expect(first).toContain('Previous canvas:\\n(none yet)');
    expect(second).toContain('Previous canvas:\\n# Florist tool\\n\\n### WHO\\n- Florists in small towns.');
  });

  it('a failing secretary gives an error event and saves no canvas version', async () => {
    await activate('secretary', 'openai', 'sk-secretary-key-2');
    openai.script = { chunks: ['# Half', ' a canvas'], failAfter: 1 };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, 'I want to build a tool for florists.');
    const result = await requestCanvas(t.app, user.auth, sessionId);
    expect(result.events.at(-1)).toEqual({ type: 'error', detail: ChatStreamError.canvasFailed });
    const versions = await t.db.selectFrom('canvas_versions').select('id').where('session_id', '=', sessionId).execute();
    expect(versions).toHaveLength(0);
  });
});

describe('search agent', () => {
  const idea = 'I want to build a tool for florists.';
  const findings = 'Florists lose 30% of stock to wilting (Floral Trade Survey 2024).';
  const advisorSystem = () => String(openai.requests.find((r) => r.body.model === 'openai-test-model')!.body.messages![0]!.content);

  it('adds the active search agent\'s findings to the advisor\'s context', async () => {
    await activate('advisor', 'openai', 'sk-advisor-key-search-1');
    await activate('search', 'anthropic', 'sk-ant-search-key-1');
    anthropic.script = { chunks: ['Florists lose 30% of stock', ' to wilting (Floral Trade Survey 2024).'] };
    openai.script = { chunks: ['Wilting is costly.', ' Who buys from you?'] };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const turn = await sendMessage(t.app, user.auth, sessionId, idea);

    expect(turn.text).toBe('Wilting is costly. Who buys from you?');
    expect(turn.complete?.turn_id).toEqual(expect.any(String));
    const [searched] = anthropic.requests;
    expect(JSON.stringify(searched!.body.system)).toContain('You search for facts');
    expect(JSON.stringify(searched!.body.messages)).toContain(idea);
    expect(advisorSystem()).toContain('You are IdeaPilot');
    expect(advisorSystem()).toContain(findings);
    // Search is part of the turn: still one token.
    expect(await balance(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });

  it('a failing search agent leaves the advisor without findings and the turn completes', async () => {
    await activate('advisor', 'openai', 'sk-advisor-key-search-2');
    await activate('search', 'anthropic', 'sk-ant-search-key-2');
    anthropic.script = { chunks: [], status: 500 };
    openai.script = { chunks: ['Who buys from you?'] };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const turn = await sendMessage(t.app, user.auth, sessionId, idea);

    expect(anthropic.requests.length).toBeGreaterThan(0);
    expect(turn.text).toBe('Who buys from you?');
    expect(turn.complete?.turn_id).toEqual(expect.any(String));
    expect(advisorSystem()).not.toContain('search agent');
    expect(await turnRow(turn.complete!.turn_id!)).toMatchObject({ status: 'complete' });
  });

  it('is not consulted when the advisor is the offline coach, and without a search agent the advisor gets no findings', async () => {
    await activate('search', 'anthropic', 'sk-ant-search-key-3');
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    expect((await sendMessage(t.app, user.auth, sessionId, idea)).complete?.turn_id).toEqual(expect.any(String));
    expect(anthropic.requests).toHaveLength(0);

    await deactivateAgents(t.db);
    await activate('advisor', 'openai', 'sk-advisor-key-search-3');
    openai.script = { chunks: ['Who buys from you?'] };
    await sendMessage(t.app, user.auth, sessionId, 'Florists in small towns.');
    expect(advisorSystem()).not.toContain('search agent');
  });
});

describe('model-backed guard', () => {
  it('declines what the guard model calls chit-chat, with the token refunded', async () => {
    await activate('guard', 'openai', 'sk-guard-key-3');
    openai.script = { chunks: ['CHIT', 'CHAT'] };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const turn = await sendMessage(t.app, user.auth, sessionId, 'What a lovely day for building things.');
    expect(turn.text).toMatch(/^Hello! I'm your IdeaPilot assistant/);
    expect(turn.complete?.turn_id).toEqual(expect.any(String));
    expect(await balance(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
    expect(await turnRow(turn.complete!.turn_id!)).toMatchObject({ status: 'declined' });
  });
});

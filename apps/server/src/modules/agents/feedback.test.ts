import type { AgentFeedbackResponse, ProviderConfig } from '@ideapilot/contract';
import { describe, expect, it } from 'vitest';
import { useAgentModels } from '../../../test/agent-models.ts';
import { createUser, deactivateAgents, useTestApp, type TestUser } from '../../../test/app.ts';
import type { FakeModelServer } from '../../../test/fakes/model-server.ts';
import { newSession, requestCanvas, sendMessage } from '../../../test/fakes/sse-client.ts';

// The fakes listen on 127.0.0.1, which the server refuses unless told otherwise.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true', MODEL_FIRST_TOKEN_TIMEOUT_MS: '5000' } });
const base = '/api/admin/agents';
let first: FakeModelServer;
let second: FakeModelServer;
let admin: TestUser;
useAgentModels(t, ['openai', 'openai'], (models) => ({ first, second, admin } = models), { chunks: ['Who buys', ' your flowers?'] });

async function addAgent(role: 'advisor' | 'secretary', fake: FakeModelServer, priority = 0): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/provider-configs`,
    headers: admin.auth,
    payload: { role, provider: 'openai', model: 'feedback-model', api_key: 'sk-feedback-key-1234', params: { base_url: fake.baseUrl }, is_active: true, priority },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const versionOf = async (id: string) => {
  const c = ((await t.app.inject({ url: `${base}/provider-configs`, headers: admin.auth })).json() as ProviderConfig[]).find((x) => x.id === id)!;
  return `${c.major}.${c.minor}.${c.patch}`;
};
const feedback = (id: string, user: TestUser = admin) => t.app.inject({ url: `${base}/provider-configs/${id}/feedback`, headers: user.auth });
const mark = (user: TestUser, turnId: string, method: 'POST' | 'DELETE', kind: 'like' | 'dislike', payload?: object) =>
  t.app.inject({ method, url: `/api/chat/turn/${turnId}/${kind}`, headers: user.auth, ...(payload ? { payload } : {}) });
const servedBy = (turnId: string) =>
  t.db
    .selectFrom('chat_turns')
    .select(['advisor_agent_id', 'advisor_agent_version', 'secretary_agent_id', 'secretary_agent_version', 'dislike_reason', 'dislike_note'])
    .where('id', '=', turnId)
    .executeTakeFirstOrThrow();

async function founderTurn(user?: TestUser) {
  const founder = user ?? (await createUser(t.app));
  const sessionId = await newSession(t.app, founder.auth);
  const turn = await sendMessage(t.app, founder.auth, sessionId, 'I want to build a tool for florists.');
  expect(turn.events.some((e) => e.type === 'error')).toBe(false);
  return { founder, sessionId, turnId: turn.complete!.turn_id!, text: turn.text };
}

describe('feedback per agent version', () => {
  it('splits likes and dislikes by the version that served each turn across a prompt edit, newest dislikes first', async () => {
    const agent = await addAgent('advisor', first);
    const v1 = await versionOf(agent);
    expect(v1).toBe('1.0.0');
    const disliked = await founderTurn();
    expect(disliked.text).toBe('Who buys your flowers?');
    expect(await servedBy(disliked.turnId)).toMatchObject({ advisor_agent_id: agent, advisor_agent_version: '1.0.0' });
    const answer = await mark(disliked.founder, disliked.turnId, 'POST', 'dislike', { reason: 'wrong_facts', note: '  Florists do not sell online.  ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ user_evaluation_mark: -1, dislike_reason: 'wrong_facts', dislike_note: 'Florists do not sell online.' });

    // A prompt of its own is a prompt change: a minor version.
    const template = await t.app.inject({
      method: 'POST',
      url: `${base}/prompt-templates`,
      headers: admin.auth,
      payload: { provider_id: agent, role: 'advisor', content: 'Ask one short question.', is_active: true },
    });
    expect(template.statusCode).toBe(201);
    expect(await versionOf(agent)).toBe('1.1.0');

    const liked = await founderTurn();
    expect((await mark(liked.founder, liked.turnId, 'POST', 'like')).json()).toEqual({ user_evaluation_mark: 1 });
    const dislikedLater = await founderTurn();
    expect((await mark(dislikedLater.founder, dislikedLater.turnId, 'POST', 'dislike')).json()).toEqual({ user_evaluation_mark: -1 });
    await founderTurn(); // served, not marked

    const res = await feedback(agent);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AgentFeedbackResponse;
    expect(body.versions).toEqual([
      { version: '1.1.0', likes: 1, dislikes: 1 },
      { version: '1.0.0', likes: 0, dislikes: 1 },
    ]);
    expect(body.recent_dislikes.map((d) => [d.turn_id, d.version, d.reason, d.note])).toEqual([
      [dislikedLater.turnId, '1.1.0', null, null],
      [disliked.turnId, '1.0.0', 'wrong_facts', 'Florists do not sell online.'],
    ]);
    expect(body.recent_dislikes[1]!.excerpt).toBe('Who buys your flowers?');
    expect(Number.isNaN(Date.parse(body.recent_dislikes[0]!.created_at))).toBe(false);
  });

  it('after a fallback the agent that answered is recorded, not the one that failed; the coach records none', async () => {
    const failing = await addAgent('advisor', first, 0);
    const backup = await addAgent('advisor', second, 1);
    first.script = { chunks: [], status: 500 };
    const { turnId, founder } = await founderTurn();
    expect(await servedBy(turnId)).toMatchObject({ advisor_agent_id: backup, advisor_agent_version: '1.0.0' });
    await mark(founder, turnId, 'POST', 'dislike', { reason: 'too_long' });
    expect((await feedback(failing)).json()).toEqual({ versions: [], recent_dislikes: [] });
    expect((await feedback(backup)).json().versions).toEqual([{ version: '1.0.0', likes: 0, dislikes: 1 }]);

    await deactivateAgents(t.db);
    const coached = await founderTurn();
    expect(await servedBy(coached.turnId)).toMatchObject({ advisor_agent_id: null, advisor_agent_version: null });
  });

  it('records the secretary that rebuilt the canvas, and counts the turn under it', async () => {
    const secretary = await addAgent('secretary', second);
    second.script = { chunks: ['# Florist tool\n\n### WHO\nFlorists.\n'] };
    const { founder, sessionId, turnId } = await founderTurn();
    const canvas = await requestCanvas(t.app, founder.auth, sessionId);
    expect(canvas.events.some((e) => e.type === 'error')).toBe(false);
    expect(await servedBy(turnId)).toMatchObject({ advisor_agent_id: null, secretary_agent_id: secretary, secretary_agent_version: '1.0.0' });
    await mark(founder, turnId, 'POST', 'like');
    expect((await feedback(secretary)).json().versions).toEqual([{ version: '1.0.0', likes: 1, dislikes: 0 }]);
  });
});

describe('dislike reasons', () => {
  it('keeps the reason with the dislike and drops it when the mark becomes a like or none', async () => {
    await addAgent('advisor', first);
    const { founder, turnId } = await founderTurn();
    await mark(founder, turnId, 'POST', 'dislike', { reason: 'off_topic', note: 'Asked about pricing.' });
    expect(await servedBy(turnId)).toMatchObject({ dislike_reason: 'off_topic', dislike_note: 'Asked about pricing.' });

    expect((await mark(founder, turnId, 'POST', 'like')).json()).toEqual({ user_evaluation_mark: 1 });
    expect(await servedBy(turnId)).toMatchObject({ dislike_reason: null, dislike_note: null });

    await mark(founder, turnId, 'POST', 'dislike', { reason: 'other', note: '' });
    expect(await servedBy(turnId)).toMatchObject({ dislike_reason: 'other', dislike_note: null });
    // Clearing a like that is not there keeps the dislike and its reason.
    expect((await mark(founder, turnId, 'DELETE', 'like')).json()).toEqual({ user_evaluation_mark: -1, dislike_reason: 'other' });
    expect((await mark(founder, turnId, 'DELETE', 'dislike')).json()).toEqual({ user_evaluation_mark: null });
    expect(await servedBy(turnId)).toMatchObject({ dislike_reason: null, dislike_note: null });
  });

  it('refuses an unknown reason, a note too long or not text with 422, and leaves the mark alone', async () => {
    await addAgent('advisor', first);
    const { founder, turnId } = await founderTurn();
    for (const payload of [{ reason: 'boring' }, { reason: 'other', note: 'x'.repeat(501) }, { note: 42 }, { note: 'a\u0000b' }]) {
      const res = await mark(founder, turnId, 'POST', 'dislike', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expect(await servedBy(turnId)).toMatchObject({ dislike_reason: null });
    const other = await createUser(t.app);
    expect((await mark(other, turnId, 'POST', 'dislike', { reason: 'other' })).statusCode).toBe(404);
  });
});

describe('the feedback endpoint', () => {
  it('is refused to a founder (403) and answers 404 for an unknown agent', async () => {
    const agent = await addAgent('advisor', first);
    const founder = await createUser(t.app);
    const refused = await feedback(agent, founder);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Admin access required');
    expect((await t.app.inject({ url: `${base}/provider-configs/${agent}/feedback` })).statusCode).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await feedback(id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe('Provider config not found');
    }
  });
});

import { ChatStreamError } from '@ideapilot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addActiveAgent, useAgentModels } from '../../../test/agent-models.ts';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import type { FakeModelServer } from '../../../test/fakes/model-server.ts';
import { newSession, requestCanvas, sendMessage } from '../../../test/fakes/sse-client.ts';

// The fakes listen on 127.0.0.1, which the server refuses unless told otherwise.
const METRICS_TOKEN = 'metrics-token-for-the-stall-tests-0123';
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true', MODEL_FIRST_TOKEN_TIMEOUT_MS: '1000', METRICS_TOKEN } });
let openai: FakeModelServer;
let admin: TestUser;
useAgentModels(t, ['openai', 'anthropic'], (models) => ({ first: openai, admin } = models));
// The SDK loads on a model's first call, which can take longer than that timeout.
beforeAll(() => Promise.all([import('ai'), import('@ai-sdk/openai-compatible')]));

const activate = (role: string) => addActiveAgent(t, admin, openai, { role, provider: 'openai', model: 'openai-stalling-model', api_key: 'sk-stalling-key-1' });
const ledgerOf = (refId: string) => t.db.selectFrom('token_ledger').select(['kind', 'amount']).where('ref_id', '=', refId).orderBy('id').execute();
/** Well within a test's time, and far from a model that never ends. */
const SOON_MS = 5000;

describe('a model that stalls after its first chunk', () => {
  it('fails the chat turn within the first-word timeout: an error event, the token back', async () => {
    await activate('advisor');
    openai.script = { chunks: ['First words', ' never', ' sent'], hangAfter: 1 };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);

    const startedAt = Date.now();
    const turn = await sendMessage(t.app, user.auth, sessionId, 'I want to build a tool for florists.');
    expect(Date.now() - startedAt).toBeLessThan(SOON_MS);

    expect(turn.text).toBe('First words');
    expect(turn.events.at(-1)).toEqual({ type: 'error', detail: ChatStreamError.replyFailed });
    const row = await t.db.selectFrom('chat_turns').select(['id', 'status', 'failure']).where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', failure: 'model_error' });
    expect(await ledgerOf(row.id)).toEqual([
      { kind: 'charge', amount: -1 },
      { kind: 'refund', amount: 1 },
    ]);
    // A failed model call in the metrics too, not a call that ended well.
    const metrics = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    expect(metrics).toContain('ideapilot_provider_errors_total{role="advisor",agent="openai/openai-stalling-model"} 1\n');
  });

  it('fails the canvas build within the first-word timeout, saving no version', async () => {
    await activate('secretary');
    openai.script = { chunks: ['# Half', ' a canvas'], hangAfter: 1 };
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, 'I want to build a tool for florists.');

    const startedAt = Date.now();
    const canvas = await requestCanvas(t.app, user.auth, sessionId);
    expect(Date.now() - startedAt).toBeLessThan(SOON_MS);
    expect(canvas.events.at(-1)).toEqual({ type: 'error', detail: ChatStreamError.canvasFailed });
    expect(await t.db.selectFrom('canvas_versions').select('id').where('session_id', '=', sessionId).execute()).toEqual([]);
  });
});

import { endpoints, ReworkMessages } from '@ideapilot/contract';
import { describe, expect, it, vi } from 'vitest';
import { addActiveAgent, useAgentModels, type AgentModels } from '../../../test/agent-models.ts';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { newSession, requestCanvas, sendMessage, streamEvents } from '../../../test/fakes/sse-client.ts';

// A deletion stops the model call of a block rework it takes with it, as it does a chat reply's
// (chat/stop.test.ts). The secretary's fake writes a few words, then hangs until its client goes.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true' } });
let models: AgentModels;
useAgentModels(t, ['openai', 'openai'], (m) => (models = m), { chunks: ['Florists ', 'in small towns', ' never sent'], hangAfter: 1 });

const tokensOf = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
const ledgerKinds = async (refId: string) => (await t.db.selectFrom('token_ledger').select('kind').where('ref_id', '=', refId).orderBy('id').execute()).map((l) => l.kind);
/** Within two seconds of the deletion's answer: the run was stopped, not left to end by itself. */
const promptly = (done: () => boolean) => vi.waitUntil(done, { timeout: 2000, interval: 10 });

/** A founder whose canvas (built by the offline coach) has a block being reworked by the secretary, which hangs; its rework id. */
async function reworkAtTheModel() {
  const user = await createUser(t.app);
  const sessionId = await newSession(t.app, user.auth);
  await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking app for florists so they stop losing orders.');
  await requestCanvas(t.app, user.auth, sessionId);
  await addActiveAgent(t, models.admin, models.first, { role: 'secretary', provider: 'openai', model: 'secretary-model', api_key: 'sk-secretary-stop-1' });
  const answer = t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/canvas/rework`, headers: user.auth, payload: { block: 'WHO' } });
  await vi.waitUntil(() => models.first.requests.length === 1, { timeout: 15_000, interval: 10 });
  const { id } = await t.db.selectFrom('canvas_reworks').select('id').where('session_id', '=', sessionId).executeTakeFirstOrThrow();
  return { user, sessionId, reworkId: id, answer };
}

describe('a deletion stops the block rework it takes', () => {
  it('deleting the session: the model call is closed at once, the stream ends failed, the token comes back once', async () => {
    const { user, sessionId, reworkId, answer } = await reworkAtTheModel();
    expect(await tokensOf(user)).toEqual({ tokens_remaining: 18, tokens_used: 2 });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: user.auth })).statusCode).toBe(204);
    await promptly(() => models.first.requests[0]!.abortedAt !== null);

    const res = await answer;
    expect(streamEvents(res.body, endpoints.reworkCanvasBlock).at(-1)).toEqual({ type: 'error', detail: ReworkMessages.failed });
    expect(await ledgerKinds(reworkId)).toEqual(['charge', 'refund']);
    const refund = await t.db.selectFrom('token_ledger').select('reason').where('ref_id', '=', reworkId).where('kind', '=', 'refund').executeTakeFirstOrThrow();
    expect(refund.reason).toBe('Session deleted before it finished');
    expect(await tokensOf(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });

  it('deleting the account: the model call is closed at once, and nothing of the rework is left', async () => {
    const { user, reworkId, answer } = await reworkAtTheModel();

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: user.auth, payload: { password: user.password } });
    expect(deleted.statusCode).toBe(204);
    await promptly(() => models.first.requests[0]!.abortedAt !== null);

    await answer;
    expect(await t.db.selectFrom('canvas_reworks').select('id').where('id', '=', reworkId).execute()).toEqual([]);
    // Its ledger went with the account; the stopped rework wrote no refund after it.
    expect(await t.db.selectFrom('token_ledger').select('kind').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await ledgerKinds(reworkId)).toEqual([]);
  });
});

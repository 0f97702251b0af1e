import { ChatStreamError, endpoints, ReworkMessages, splitCanvas } from '@ideapilot/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addActiveAgent } from '../../../test/agent-models.ts';
import { createUser, deactivateAgents, leaveTokens, useTestApp, type TestUser } from '../../../test/app.ts';
import { startFakeModelServer, type FakeModelServer, type FakeScript } from '../../../test/fakes/model-server.ts';
import { newSession, requestCanvas, sendMessage, streamEvents } from '../../../test/fakes/sse-client.ts';

// The fake listens on 127.0.0.1, which the server refuses unless told otherwise.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true' } });
let model: FakeModelServer;
let admin: TestUser;

beforeAll(async () => {
  model = await startFakeModelServer('openai');
  admin = await createUser(t.app, { admin: true });
});
afterAll(async () => model?.close());
beforeEach(async () => {
  await deactivateAgents(t.db);
  model.requests.length = 0;
});

const activateSecretary = () => addActiveAgent(t, admin, model, { role: 'secretary', provider: 'openai', model: 'secretary-model', api_key: 'sk-secretary-key-123' });

/** A session whose canvas was built by the offline coach after one answered turn. */
async function sessionWithCanvas(user: TestUser) {
  const sessionId = await newSession(t.app, user.auth);
  await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking app for florists so they stop losing orders.');
  await requestCanvas(t.app, user.auth, sessionId);
  return sessionId;
}

async function rework(user: TestUser, sessionId: string, block: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/canvas/rework`, headers: user.auth, payload: { block } });
  const events = res.statusCode === 200 ? streamEvents(res.body, endpoints.reworkCanvasBlock) : [];
  return { res, events };
}

const canvasOf = async (user: TestUser, sessionId: string) =>
  (await t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth })).json().canvas.content_md as string;
const tokensOf = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json().tokens_remaining;
const versionCount = async (user: TestUser, sessionId: string) =>
  (await t.app.inject({ url: `/api/sessions/${sessionId}/canvas/versions`, headers: user.auth })).json().versions.length;

/** A founder with a built canvas (its text and their tokens as they were), and the secretary to answer `script`. */
async function readyToRework(script: FakeScript) {
  const user = await createUser(t.app);
  const sessionId = await sessionWithCanvas(user);
  const before = await canvasOf(user, sessionId);
  const tokens = await tokensOf(user);
  await activateSecretary();
  model.script = script;
  return { user, sessionId, before, tokens };
}

describe('rework one block', () => {
  it('rewrites only that block, streamed, for one token, as a new version', async () => {
    const { user, sessionId, before, tokens } = await readyToRework({ chunks: ['### PAIN\n', 'Florists lose ', 'a tenth of their orders ', 'to missed calls.'] });

    const { res, events } = await rework(user, sessionId, 'PAIN');
    expect(res.statusCode).toBe(200);
    expect(events.filter((e) => e.type === 'chunk')).toHaveLength(4);
    const complete = events.find((e) => e.type === 'complete');
    expect(complete).toMatchObject({ type: 'complete', version: { kind: 'rework', block: 'PAIN', number: 2 } });

    const after = await canvasOf(user, sessionId);
    const [was, now] = [splitCanvas(before), splitCanvas(after)];
    expect(now.head).toBe(was.head);
    for (const [i, block] of now.blocks.entries()) {
      if (block.name === 'PAIN') expect(block.body).toBe('\nFlorists lose a tenth of their orders to missed calls.\n\n');
      else expect(block.heading + block.body).toBe(was.blocks[i]!.heading + was.blocks[i]!.body);
    }
    expect(after.replace(now.blocks[1]!.body, '')).toBe(before.replace(was.blocks[1]!.body, ''));
    expect(await tokensOf(user)).toBe(tokens - 1);

    // The secretary was asked for that block only, with the founder's words and the canvas.
    const sent = JSON.stringify(model.requests[0]!.body.messages);
    expect(sent).toContain('Rewrite only the PAIN block');
    expect(sent).toContain('booking app for florists');
  });

  it('goes into the canvas as it is when the block is done, keeping what a turn added meanwhile', async () => {
    let release!: () => void;
    const held = new Promise((resolve) => (release = () => resolve(undefined)));
    const { user, sessionId } = await readyToRework({ chunks: ['Florists in small towns, reworked.'] });
    const built = (await canvasOf(user, sessionId)).replace(/### YOUR PROFIT\n[^#]*/, '### YOUR PROFIT\nFlorists pay 49 euros a month.\n\n');
    model.queue.push({ chunks: ['Florists in small towns, reworked.'], heldUntil: held }, { chunks: [built] });
    const reworking = rework(user, sessionId, 'WHO');
    await vi.waitUntil(() => model.requests.length === 1, { timeout: 3000, interval: 10 });
    // Another tab sends a turn while the block is being written; its canvas is saved first.
    await sendMessage(t.app, user.auth, sessionId, 'Florists pay 49 euros a month.');
    await vi.waitUntil(async () => (await canvasOf(user, sessionId)).includes('49 euros'), { timeout: 3000, interval: 10 });
    release();
    expect((await reworking).events.at(-1)!.type).toBe('complete');
    const blocks = Object.fromEntries(splitCanvas(await canvasOf(user, sessionId)).blocks.map((b) => [b.name, b.body.trim()]));
    expect(blocks.WHO).toBe('Florists in small towns, reworked.');
    expect(blocks['YOUR PROFIT']).toBe('Florists pay 49 euros a month.');
  });

  it('refunds the token and keeps the canvas when the model fails mid-stream', async () => {
    const { user, sessionId, before, tokens } = await readyToRework({ chunks: ['Half a ', 'sentence', ' and'], failAfter: 2 });

    const { res, events } = await rework(user, sessionId, 'WHO');
    expect(res.statusCode).toBe(200);
    expect(events.at(-1)).toEqual({ type: 'error', detail: 'Failed to rework the block. Your token was refunded. Please try again.' });
    expect(await canvasOf(user, sessionId)).toBe(before);
    expect(await tokensOf(user)).toBe(tokens);
    expect(await versionCount(user, sessionId)).toBe(1);
  });

  it('a shutdown cutting it ends the stream with the rework\'s own event and refunds it as cut off', async () => {
    const { user, sessionId, before, tokens } = await readyToRework({ chunks: ['Half a ', 'sentence'], hangAfter: 1 });
    const answer = rework(user, sessionId, 'WHO');
    await vi.waitUntil(() => model.requests.length === 1, { timeout: 3000, interval: 10 });
    await t.app.openStreams.drain(0, 3000);
    expect((await answer).events.at(-1)).toEqual({ type: 'error', detail: ChatStreamError.serverRestarting });
    await vi.waitUntil(async () => (await tokensOf(user)) === tokens, { timeout: 3000, interval: 20 });
    expect(await canvasOf(user, sessionId)).toBe(before);
    const refund = await t.db.selectFrom('token_ledger').select('reason').where('user_id', '=', user.id).where('kind', '=', 'refund').executeTakeFirstOrThrow();
    expect(refund.reason).toBe('Canvas rework cut off before it finished (server stopped)');
  });

  it('refunds an empty answer too', async () => {
    const { user, sessionId, tokens } = await readyToRework({ chunks: ['  ', '\n'] });
    const { events } = await rework(user, sessionId, 'WHO');
    expect(events.at(-1)?.type).toBe('error');
    expect(await tokensOf(user)).toBe(tokens);
  });

  it('works with the offline coach, which rewrites the block from the founder\'s words', async () => {
    const user = await createUser(t.app);
    const sessionId = await sessionWithCanvas(user);
    await sendMessage(t.app, user.auth, sessionId, 'Our customers are also wedding planners.');
    await requestCanvas(t.app, user.auth, sessionId);
    // Back to the canvas of the first turn, which knows nothing of the wedding planners.
    const [first] = (await t.app.inject({ url: `/api/sessions/${sessionId}/canvas/versions`, headers: user.auth })).json().versions.slice(-1);
    await t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/canvas/versions/${first.id}/restore`, headers: user.auth });
    const { events } = await rework(user, sessionId, 'WHO');
    expect(events.at(-1)?.type).toBe('complete');
    expect(splitCanvas(await canvasOf(user, sessionId)).blocks[0]!.body).toMatch(/wedding planners/i);
  });

  it('gives the token back and saves nothing when the block comes back as it was (the offline coach on its own canvas)', async () => {
    const user = await createUser(t.app);
    const sessionId = await sessionWithCanvas(user);
    const [before, tokens, versions] = [await canvasOf(user, sessionId), await tokensOf(user), await versionCount(user, sessionId)];
    const { events } = await rework(user, sessionId, 'WHO');
    expect(events.filter((e) => e.type === 'complete')).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'error', detail: ReworkMessages.unchanged });
    expect([await canvasOf(user, sessionId), await tokensOf(user), await versionCount(user, sessionId)]).toEqual([before, tokens, versions]);
    const row = await t.db.selectFrom('canvas_reworks').select(['status', 'failure']).where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', failure: 'unchanged' });
  });

  it('answers 404 and charges nothing when the session is deleted while the token is taken', async () => {
    const user = await createUser(t.app);
    const sessionId = await sessionWithCanvas(user);
    const tokens = await tokensOf(user);
    // The deletion comes inside the charge's statement, before its rework row is checked.
    await sql`CREATE FUNCTION delete_session_first() RETURNS trigger AS $$ BEGIN DELETE FROM chat_sessions WHERE id = NEW.session_id; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(t.db);
    await sql`CREATE TRIGGER delete_session_first BEFORE INSERT ON canvas_reworks FOR EACH ROW EXECUTE FUNCTION delete_session_first()`.execute(t.db);
    try {
      const { res } = await rework(user, sessionId, 'WHO');
      expect([res.statusCode, res.json().code]).toEqual([404, 'session_not_found']);
    } finally {
      await sql`DROP TRIGGER delete_session_first ON canvas_reworks`.execute(t.db);
      await sql`DROP FUNCTION delete_session_first()`.execute(t.db);
    }
    expect(await tokensOf(user)).toBe(tokens);
    expect(model.requests).toHaveLength(0);
  });

  it('refuses before charging: no tokens 402, unknown block 422, no canvas 404, another user 404', async () => {
    const user = await createUser(t.app);
    const sessionId = await sessionWithCanvas(user);
    expect((await rework(user, sessionId, 'MOOD')).res.statusCode).toBe(422);
    const empty = await newSession(t.app, user.auth);
    expect((await rework(user, empty, 'WHO')).res.json().code).toBe('canvas_not_found');
    const stranger = await createUser(t.app);
    expect((await rework(stranger, sessionId, 'WHO')).res.statusCode).toBe(404);
    await leaveTokens(t.db, user.id, 0);
    const broke = await rework(user, sessionId, 'WHO');
    expect(broke.res.statusCode).toBe(402);
    expect(await versionCount(user, sessionId)).toBe(1);
  });
});

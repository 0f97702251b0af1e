import { ChatStage, splitCanvas, type ChatStreamEvent } from '@ideapilot/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addActiveAgent } from '../../../test/agent-models.ts';
import { createUser, deactivateAgents, useTestApp, type TestUser } from '../../../test/app.ts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fakes/model-server.ts';
import { newSession, requestCanvas, sendMessage } from '../../../test/fakes/sse-client.ts';

// Two tabs of one founder send a message each into one session while the other's reply is still
// being written. The advisor is a fake model, so a test can hold one reply back; the canvas is the
// offline coach's, which files each message's facts under their blocks.
// A finished build stays to be replayed for five seconds: the test reads it after the turn ends, and
// a busy machine can take more than a second to get there (one second failed once in CI).
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true', STREAM_RETENTION_SECONDS: '5' } });
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
  model.queue.length = 0;
  model.script = { chunks: ['Noted.'] };
});

const PAIN = 'They throw away a third of their roses every week.';
const PROFIT = 'Florists pay 49 euros a month.';

const blocksOf = (canvas: string) => Object.fromEntries(splitCanvas(canvas).blocks.map((b) => [b.name, b.body.trim()]));
const history = async (user: TestUser, sessionId: string) => (await t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth })).json();
const canvasOf = async (user: TestUser, sessionId: string) => (await history(user, sessionId)).canvas.content_md as string;
/** What a canvas stream ends up showing: the text after its last stage (a build that starts again starts with one). */
const shown = (events: ChatStreamEvent[]) => {
  const from = events.findLastIndex((e) => e.type === 'stage');
  return events.slice(from + 1).flatMap((e) => (e.type === 'chunk' ? [e.content] : [])).join('');
};

/** Queues the fake model's next answer, held back until the returned function is called. */
function heldAnswer(chunks = ['Noted.']) {
  let release = () => {};
  model.queue.push({ chunks, heldUntil: new Promise((resolve) => (release = () => resolve(undefined))) });
  return () => release();
}

/** A session with one answered turn and its canvas, and an advisor on the fake model from now on. */
async function sessionWithCanvas() {
  const user = await createUser(t.app);
  const sessionId = await newSession(t.app, user.auth);
  await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking app for florists in small towns.');
  await requestCanvas(t.app, user.auth, sessionId);
  await addActiveAgent(t, admin, model, { role: 'advisor', provider: 'openai', model: 'advisor-model', api_key: 'sk-advisor-key-123' });
  return { user, sessionId };
}

describe('two messages at once in one session', () => {
  it('puts both into the canvas when the earlier message is answered last', async () => {
    const { user, sessionId } = await sessionWithCanvas();
    const release = heldAnswer();
    const first = sendMessage(t.app, user.auth, sessionId, PAIN);
    await vi.waitUntil(() => model.requests.length === 1, { timeout: 5000, interval: 10 });
    expect((await sendMessage(t.app, user.auth, sessionId, PROFIT)).complete).toBeDefined();
    // The second message's canvas is saved while the first message's reply is still held back.
    await requestCanvas(t.app, user.auth, sessionId);
    expect(blocksOf(await canvasOf(user, sessionId))['YOUR PROFIT']).toContain('49 euros');
    release();
    const firstTurn = await first;

    // The first turn's build, started from the turns its charge read, sees the second turn and builds again.
    const build = await requestCanvas(t.app, user.auth, sessionId);
    expect(build.complete).toEqual({ type: 'complete', turn_id: firstTurn.complete!.turn_id });
    const saved = await canvasOf(user, sessionId);
    expect(blocksOf(saved).PAIN).toContain('roses');
    expect(blocksOf(saved)['YOUR PROFIT']).toContain('49 euros');
    // What the stream showed last is what was saved.
    expect(`${shown(build.events).trim()}\n`).toBe(saved);
    expect(build.events.filter((e) => e.type === 'stage')).toEqual([
      { type: 'stage', content: ChatStage.canvas },
      { type: 'stage', content: ChatStage.canvas },
    ]);

    // Once the builds are forgotten, the canvas stream replays the session's canvas, not the older build.
    const replayed = async () => {
      const first = (await requestCanvas(t.app, user.auth, sessionId)).events[0];
      return first?.type === 'stage' && first.content === ChatStage.loadingCanvas;
    };
    await vi.waitUntil(replayed, { timeout: 20_000, interval: 200 });
    expect(`${shown((await requestCanvas(t.app, user.auth, sessionId)).events).trim()}\n`).toBe(saved);
  });

  it('names as pending the build of the turn that finished last, though a later message has its canvas', async () => {
    const { user, sessionId } = await sessionWithCanvas();
    await addActiveAgent(t, admin, model, { role: 'secretary', provider: 'openai', model: 'secretary-model', api_key: 'sk-secretary-key-123' });
    const releaseReply = heldAnswer(['### WHO\nFlorists.\n']);
    const first = sendMessage(t.app, user.auth, sessionId, PAIN);
    await vi.waitUntil(() => model.requests.length === 1, { timeout: 5000, interval: 10 });
    await sendMessage(t.app, user.auth, sessionId, PROFIT);
    await requestCanvas(t.app, user.auth, sessionId);
    const releaseCanvas = heldAnswer(['### WHO\nFlorists.\n']);
    releaseReply();
    await first;
    await vi.waitUntil(() => model.requests.length === 4, { timeout: 5000, interval: 10 });
    // A reload now follows the first message's build, which the other tab's canvas lacks.
    expect((await history(user, sessionId)).canvas_pending).toBe(true);
    releaseCanvas();
    await requestCanvas(t.app, user.auth, sessionId);
    expect((await history(user, sessionId)).canvas_pending).toBeUndefined();
  });

  it('puts both into the canvas when the earlier message is answered first', async () => {
    const { user, sessionId } = await sessionWithCanvas();
    const release = heldAnswer();
    // The second message is charged while the first is pending, so its charge reads neither.
    const first = sendMessage(t.app, user.auth, sessionId, PAIN);
    await vi.waitUntil(() => model.requests.length === 1, { timeout: 5000, interval: 10 });
    const releaseSecond = heldAnswer();
    const second = sendMessage(t.app, user.auth, sessionId, PROFIT);
    await vi.waitUntil(() => model.requests.length === 2, { timeout: 5000, interval: 10 });
    release();
    await first;
    await requestCanvas(t.app, user.auth, sessionId);
    expect(blocksOf(await canvasOf(user, sessionId)).PAIN).toContain('roses');
    releaseSecond();
    await second;

    await requestCanvas(t.app, user.auth, sessionId);
    const saved = blocksOf(await canvasOf(user, sessionId));
    expect(saved.PAIN).toContain('roses');
    expect(saved['YOUR PROFIT']).toContain('49 euros');
  });
});

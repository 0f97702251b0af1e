import { ChatStreamError, endpoints, VibeStreamError } from '@ideapilot/contract';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { addActiveAgent } from '../../../test/agent-models.ts';
import { createUser, deactivateAgents, useTestApp, type TestUser } from '../../../test/app.ts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fakes/model-server.ts';
import { followTurn, newSession, requestCanvas, sendMessage, startTurnAndLeave, streamEvents } from '../../../test/fakes/sse-client.ts';
import { canvas, prepare } from '../../../test/fakes/vibe-client.ts';

// A model that stalls after its first words, and a pending limit of 1.5 s (15 minutes by default:
// a stalled model reaches it just the same).
// The same holds for a canvas block rework and a Vibe Coding run: each model call is closed at the
// sweep (within 2 s of its row failing), not left to run until the model answers.
const t = useTestApp({ config: { ALLOW_PRIVATE_MODEL_URLS: 'true', TURN_PENDING_LIMIT_MS: '1500', SWEEP_INTERVAL_MS: '1000' } });
let openai: FakeModelServer;
let port: number;
let admin: TestUser;

beforeAll(async () => {
  openai = await startFakeModelServer('openai');
  admin = await createUser(t.app, { admin: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  await addActiveAgent(t, admin, openai, { role: 'advisor', provider: 'openai', model: 'openai-test-model', api_key: 'sk-sweep-test-key-1' });
});
afterAll(async () => {
  await deactivateAgents(t.db);
  await openai?.close();
});

/** Within two seconds of the sweep: the run was stopped, not left to end by itself. */
const promptly = (done: () => boolean) => vi.waitUntil(done, { timeout: 2000, interval: 10 });
const ledgerKinds = async (refId: string) => (await t.db.selectFrom('token_ledger').select('kind').where('ref_id', '=', refId).orderBy('id').execute()).map((l) => l.kind);
/** The refund's reason, as the token history shows it: the sweep cannot tell a stalled model from a stopped server, so it names neither. */
const refundReason = async (refId: string) => (await t.db.selectFrom('token_ledger').select('reason').where('ref_id', '=', refId).where('kind', '=', 'refund').executeTakeFirstOrThrow()).reason;

const turnRow = (id: string) => t.db.selectFrom('chat_turns').select(['status', 'failure']).where('id', '=', id).executeTakeFirstOrThrow();

it('a reply whose model stalls past the pending limit is failed and refunded, and its run stops: the stream ends', async () => {
  openai.script = { chunks: ['First words', ' never', ' sent'], hangAfter: 1 };
  const user = await createUser(t.app);
  const { turnId } = await startTurnAndLeave(t.app, port, user.auth, 'I want to build a tool for florists.', 5);
  await vi.waitUntil(async () => (await turnRow(turnId)).status === 'failed', { timeout: 8000, interval: 100 });

  // The stream ends (a stream left open fails the test at its timeout, not at a guess of how long
  // a loaded machine takes). Nobody pressed Stop: the watcher reads that the reply failed.
  const rest = await followTurn(t.app, user.auth, turnId);
  expect(rest.events.at(-1)!.event).toEqual({ type: 'error', detail: ChatStreamError.replyFailed });
  expect(await turnRow(turnId)).toEqual({ status: 'failed', failure: 'cut_off' });
  expect(await ledgerKinds(turnId)).toEqual(['charge', 'refund']);
  expect(await refundReason(turnId)).toBe('Turn cut off before it finished');
  expect((await t.app.inject({ method: 'POST', url: `/api/chat/turn/${turnId}/stop`, headers: user.auth })).json()).toEqual({ stopped: false });
});

it('a block rework whose model stalls past the pending limit is failed and refunded once, and its late answer saves nothing', async () => {
  openai.script = { chunks: ['Florists', ' lose orders.'] };
  const user = await createUser(t.app);
  const sessionId = await newSession(t.app, user.auth);
  await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking app for florists so they stop losing orders.');
  await requestCanvas(t.app, user.auth, sessionId);
  const versions = async () => (await t.app.inject({ url: `/api/sessions/${sessionId}/canvas/versions`, headers: user.auth })).json().versions.length;
  const before = await versions();
  await addActiveAgent(t, admin, openai, { role: 'secretary', provider: 'openai', model: 'openai-test-model', api_key: 'sk-sweep-test-key-2' });
  let release!: () => void;
  openai.script = { chunks: ['Florists', ' in small towns'], heldUntil: new Promise<void>((r) => (release = r)) };

  const asked = openai.requests.length;
  const answer = t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/canvas/rework`, headers: user.auth, payload: { block: 'WHO' } });
  const rework = () => t.db.selectFrom('canvas_reworks').select(['id', 'status', 'failure']).where('session_id', '=', sessionId).executeTakeFirst();
  await vi.waitUntil(() => openai.requests.length > asked, { timeout: 8000, interval: 10 });
  await vi.waitUntil(async () => (await rework())?.status === 'failed', { timeout: 8000, interval: 100 });
  await promptly(() => openai.requests[asked]!.abortedAt !== null);
  release();

  expect(streamEvents((await answer).body, endpoints.reworkCanvasBlock).at(-1)).toMatchObject({ type: 'error' });
  const { id, ...ended } = (await rework())!;
  expect(ended).toEqual({ status: 'failed', failure: 'cut_off' });
  expect(await ledgerKinds(id)).toEqual(['charge', 'refund']);
  expect(await refundReason(id)).toBe('Canvas rework cut off before it finished');
  expect(await versions()).toBe(before);
});

it('a Vibe generation whose model stalls past the pending limit is failed and refunded once, its model call is closed, and its late answer saves nothing', async () => {
  const user = await createUser(t.app);
  const sessionId = await newSession(t.app, user.auth);
  await addActiveAgent(t, admin, openai, { role: 'executor', provider: 'openai', model: 'openai-test-model', api_key: 'sk-sweep-test-key-3' });
  // A prepare without suggestions asks no model.
  expect((await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas, generate_suggestions: false })).statusCode).toBe(200);
  let release!: () => void;
  openai.script = { chunks: ['# Dentflow', ' landing page'], heldUntil: new Promise<void>((r) => (release = r)) };

  const asked = openai.requests.length;
  const answer = t.app.inject({ method: 'POST', url: '/api/vibe/generate', headers: user.auth, payload: { session_id: sessionId, canvas_text: canvas, confirm_generation: true } });
  const run = () => t.db.selectFrom('vibe_runs').select(['id', 'status', 'failure', 'output']).where('session_id', '=', sessionId).where('kind', '=', 'generate').executeTakeFirst();
  await vi.waitUntil(() => openai.requests.length > asked, { timeout: 8000, interval: 10 });
  await vi.waitUntil(async () => (await run())?.status === 'failed', { timeout: 8000, interval: 100 });
  await promptly(() => openai.requests[asked]!.abortedAt !== null);
  release();

  expect(streamEvents((await answer).body, endpoints.vibeGenerate).at(-1)).toEqual({ meta_info: { event: 'error' }, detail: VibeStreamError.generationFailed });
  const { id, ...ended } = (await run())!;
  expect(ended).toEqual({ status: 'failed', failure: 'cut_off', output: '' });
  expect(await ledgerKinds(id)).toEqual(['charge', 'refund']);
  expect(await refundReason(id)).toBe('Vibe run cut off before it finished');
  expect((await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json()).toEqual({ tokens_remaining: 19, tokens_used: 1 });
});

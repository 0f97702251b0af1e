import { ChatStreamError, endpoints } from '@ideapilot/contract';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { addActiveAgent } from '../../../test/agent-models.ts';
import { createUser, deactivateAgents, useTestApp, type TestUser } from '../../../test/app.ts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fakes/model-server.ts';
import { followTurn, newSession, requestCanvas, sendMessage, startTurnAndLeave, streamEvents } from '../../../test/fakes/sse-client.ts';

// A model that stalls after its first words, and a pending limit of 1.5 s (15 minutes by default:
// a stalled model reaches it just the same).
// The same holds for a canvas block rework.
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
  const ledger = await t.db.selectFrom('token_ledger').select('kind').where('ref_id', '=', turnId).orderBy('id').execute();
  expect(ledger.map((l) => l.kind)).toEqual(['charge', 'refund']);
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

  const answer = t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/canvas/rework`, headers: user.auth, payload: { block: 'WHO' } });
  const rework = () => t.db.selectFrom('canvas_reworks').select(['id', 'status', 'failure']).where('session_id', '=', sessionId).executeTakeFirst();
  await vi.waitUntil(async () => (await rework())?.status === 'failed', { timeout: 8000, interval: 100 });
  release();

  expect(streamEvents((await answer).body, endpoints.reworkCanvasBlock).at(-1)).toMatchObject({ type: 'error' });
  const { id, ...ended } = (await rework())!;
  expect(ended).toEqual({ status: 'failed', failure: 'cut_off' });
  const ledger = await t.db.selectFrom('token_ledger').select('kind').where('ref_id', '=', id).orderBy('id').execute();
  expect(ledger.map((l) => l.kind)).toEqual(['charge', 'refund']);
  expect(await versions()).toBe(before);
});

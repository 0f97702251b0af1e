import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addFailedTurn, createUser, setSessionsCreatedAt, useTestApp, type TestUser } from '../../../test/app.ts';
import { testEnv } from '../../../test/env.ts';
import { newSession, requestCanvas, sendMessage } from '../../../test/fakes/sse-client.ts';
import { waitingOnLocks } from '../../../test/locks.ts';
import { canvasRepository } from '../canvas/repository.ts';
import { chatRepository } from '../chat/repository.ts';
import { meteringService } from '../metering/service.ts';
import { vibeRepository } from '../vibe/repository.ts';

const t = useTestApp();

const get = (user: TestUser, url: string) => t.app.inject({ url, headers: user.auth });

/**
 * Starts deleting the session and holds the deletion once it has locked the session, at a pending
 * rework another connection holds; `release` lets it go on.
 */
async function deletionHeldAfterItLocks(user: TestUser, id: string) {
  const rework = randomUUID();
  await meteringService(t.db, t.app.log).charge(user.id, rework, 'Canvas block reworked (WHO)', canvasRepository.createRework({ id: rework, sessionId: id, block: 'WHO' }));
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const hold = t.db.transaction().execute(async (trx) => {
    await trx.selectFrom('canvas_reworks').select('id').where('id', '=', rework).forUpdate().execute();
    held();
    await released;
  });
  await holding;
  const deleting = t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: user.auth });
  await waitingOnLocks(t.db, 1);
  return {
    deleting,
    release: async () => {
      letGo();
      await hold;
    },
  };
}
const rename = (user: TestUser, id: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/sessions/${id}`, headers: user.auth, payload: payload as object });

describe('sessions', () => {
  it('creates sessions named Untitled and lists them newest first', async () => {
    const user = await createUser(t.app);
    expect((await get(user, '/api/sessions')).json()).toEqual([]);
    expect((await get(user, '/api/sessions/last')).statusCode).toBe(404);

    // The web client posts with a JSON content type and no body.
    const created = await t.app.inject({ method: 'POST', url: '/api/chat/session', headers: { ...user.auth, 'content-type': 'application/json' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ session_id: expect.any(String), name: 'Untitled' });
    const second = await newSession(t.app, user.auth);
    const third = await newSession(t.app, user.auth);

    const list = (await get(user, '/api/sessions')).json();
    expect(list.map((s: { id: string }) => s.id)).toEqual([third, second, created.json().session_id]);
    expect(list[0]).toEqual({ id: third, name: 'Untitled', created_at: expect.any(String) });
    expect((await get(user, '/api/sessions/last')).json()).toEqual({ session_id: third });
  });

  it('lists sessions created within one tick of the clock newest first', async () => {
    const user = await createUser(t.app);
    const ids = [await newSession(t.app, user.auth), await newSession(t.app, user.auth), await newSession(t.app, user.auth)];
    await setSessionsCreatedAt(t.db, ids, new Date('2026-12-03T06:00:00Z'));
    expect((await get(user, '/api/sessions')).json().map((s: { id: string }) => s.id)).toEqual(ids.toReversed());
  });

  it('renames with a trimmed name of 1 to 50 characters', async () => {
    const user = await createUser(t.app);
    const id = await newSession(t.app, user.auth);
    const ok = await rename(user, id, { new_name: '  Dental scheduling  ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id, name: 'Dental scheduling' });
    expect((await rename(user, id, { new_name: 'x'.repeat(50) })).statusCode).toBe(200);
    for (const bad of [{ new_name: 'x'.repeat(51) }, { new_name: '   ' }, { new_name: '' }, {}, { new_name: 7 }, { name: 'x' }]) {
      const res = await rename(user, id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await get(user, '/api/sessions')).json()[0].name).toBe('x'.repeat(50));
  });

  it('keeps a name the user chose when the first turn completes', async () => {
    const user = await createUser(t.app);
    const id = await newSession(t.app, user.auth);
    await rename(user, id, { new_name: 'My own name' });
    await sendMessage(t.app, user.auth, id, 'I want to build a bike repair marketplace for commuters.');
    expect((await get(user, '/api/sessions')).json()[0].name).toBe('My own name');
  });

  it('deleting a session deletes its turns and canvas versions', async () => {
    const user = await createUser(t.app);
    const id = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, id, 'I want to build a bike repair marketplace for commuters.');
    await requestCanvas(t.app, user.auth, id);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: user.auth });
    expect(deleted.statusCode).toBe(204);
    expect((await get(user, `/api/sessions/${id}/history`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: user.auth })).statusCode).toBe(404);
    expect(await t.db.selectFrom('chat_turns').select('id').where('session_id', '=', id).execute()).toHaveLength(0);
    expect(await t.db.selectFrom('canvas_versions').select('id').where('session_id', '=', id).execute()).toHaveLength(0);
  });

  it('deleting a session gives back the tokens of what a stopped server left pending in it, and only those', async () => {
    const user = await createUser(t.app);
    const id = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, id, 'I want to build a bike repair marketplace for commuters.');
    await requestCanvas(t.app, user.auth, id);
    // What a server killed mid-work leaves: a turn, a block rework and a Vibe Coding run, charged and pending.
    const metering = meteringService(t.db, t.app.log);
    const [turn, rework, run] = [randomUUID(), randomUUID(), randomUUID()];
    await metering.charge(user.id, turn, 'Chat turn', chatRepository.createTurn({ id: turn, sessionId: id, userMessage: 'Commuters lose a morning.' }));
    await metering.charge(user.id, rework, 'Canvas block reworked (WHO)', canvasRepository.createRework({ id: rework, sessionId: id, block: 'WHO' }));
    await metering.charge(user.id, run, 'Vibe generate', vibeRepository.createRun({ id: run, sessionId: id, kind: 'generate' }));
    expect((await get(user, '/api/users/me/tokens')).json()).toEqual({ tokens_remaining: 16, tokens_used: 4 });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: user.auth })).statusCode).toBe(204);
    // The answered turn stays paid for.
    expect((await get(user, '/api/users/me/tokens')).json()).toEqual({ tokens_remaining: 19, tokens_used: 1 });
    const refunds = await t.db.selectFrom('token_ledger').select(['ref_id', 'reason']).where('user_id', '=', user.id).where('kind', '=', 'refund').execute();
    expect(refunds.map((r) => r.ref_id).sort()).toEqual([turn, rework, run].sort());
    expect(new Set(refunds.map((r) => r.reason))).toEqual(new Set(['Session deleted before it finished']));
  });

  it.skipIf(!testEnv.onPostgres)('a message sent while its session is being deleted is a 404 and takes nothing, never a deadlock (PostgreSQL)', async () => {
    const user = await createUser(t.app);
    const id = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, id, 'I want to build a bike repair marketplace for commuters.');
    await requestCanvas(t.app, user.auth, id);
    const { deleting, release } = await deletionHeldAfterItLocks(user, id);
    const sending = sendMessage(t.app, user.auth, id, 'Commuters lose a morning to a flat tyre.');
    await waitingOnLocks(t.db, 2);
    await release();

    expect((await deleting).statusCode).toBe(204);
    const sent = await sending;
    expect([sent.res.statusCode, sent.res.json().code]).toEqual([404, 'session_not_found']);
    expect((await get(user, '/api/users/me/tokens')).json()).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });

  it.skipIf(!testEnv.onPostgres)("a secretary's canvas saved while its session is being deleted saves nothing, never a deadlock (PostgreSQL)", async () => {
    const user = await createUser(t.app);
    const id = await newSession(t.app, user.auth);
    const turn = (await sendMessage(t.app, user.auth, id, 'I want to build a bike repair marketplace for commuters.')).complete!.turn_id!;
    await requestCanvas(t.app, user.auth, id);
    // The secretary's canvas of this turn is the one still to save.
    await t.db.deleteFrom('canvas_versions').where('session_id', '=', id).execute();
    const secretary = randomUUID();
    await t.db.insertInto('agent_provider_configs').values({ id: secretary, provider: 'openai', model: 'secretary-model', role: 'secretary', api_key_encrypted: 'unused', params: '{}', is_active: false }).execute();
    const { deleting, release } = await deletionHeldAfterItLocks(user, id);
    const saving = chatRepository.saveCanvas(t.db, { sessionId: id, turnId: turn, contentMd: '# Bike repair', builtFrom: [turn], secretary: { id: secretary, version: '1.0.0' } });
    await waitingOnLocks(t.db, 2);
    await release();

    expect((await deleting).statusCode).toBe(204);
    await expect(saving).resolves.toBe(false);
  });

  it("refuses another user's session on every endpoint with 404 and leaves it untouched", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const id = await newSession(t.app, owner.auth);
    await sendMessage(t.app, owner.auth, id, 'I want to build a bike repair marketplace for commuters.');

    expect((await get(other, `/api/sessions/${id}/history`)).statusCode).toBe(404);
    expect((await rename(other, id, { new_name: 'Hijacked' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await get(other, '/api/sessions')).json()).toEqual([]);
    expect((await get(other, '/api/sessions/last')).statusCode).toBe(404);

    const history = (await get(owner, `/api/sessions/${id}/history`)).json();
    expect(history.turns).toHaveLength(1);
    expect((await get(owner, '/api/sessions')).json()[0].name).not.toBe('Hijacked');
  });

  it('answers malformed ids and bodies with 4xx, never 500', async () => {
    const user = await createUser(t.app);
    for (const id of ['not-a-uuid', '123', '00000000-0000-0000-0000-00000000000g', encodeURIComponent("' OR 1=1 --")]) {
      expect((await get(user, `/api/sessions/${id}/history`)).statusCode).toBe(404);
      expect((await rename(user, id, { new_name: 'x' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: user.auth })).statusCode).toBe(404);
    }
    const id = await newSession(t.app, user.auth);
    const broken = await t.app.inject({ method: 'PATCH', url: `/api/sessions/${id}`, headers: { ...user.auth, 'content-type': 'application/json' }, payload: '{"new_name":' });
    expect(broken.statusCode).toBe(400);
    const text = await t.app.inject({ method: 'PATCH', url: `/api/sessions/${id}`, headers: { ...user.auth, 'content-type': 'text/plain' }, payload: 'x' });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect((await t.app.inject({ url: '/api/sessions' })).statusCode).toBe(401);
  });

  it('history lists answered turns only, oldest first, with the latest canvas', async () => {
    const user = await createUser(t.app);
    const id = await newSession(t.app, user.auth);
    expect((await get(user, `/api/sessions/${id}/history`)).json()).toEqual({ turns: [], canvas: null });
    await sendMessage(t.app, user.auth, id, 'I want to build a bike repair marketplace for commuters.');
    await sendMessage(t.app, user.auth, id, 'Commuters lose an hour every time a tyre goes flat.');
    // A failed turn (the model broke) is not part of the history.
    await addFailedTurn(t.db, { sessionId: id, userId: user.id, message: 'lost' });
    await requestCanvas(t.app, user.auth, id);
    const history = (await get(user, `/api/sessions/${id}/history`)).json();
    expect(history.turns.map((x: { user_message: string }) => x.user_message)).toEqual([
      'I want to build a bike repair marketplace for commuters.',
      'Commuters lose an hour every time a tyre goes flat.',
    ]);
    expect(history.turns[0]).toEqual({ id: expect.any(String), user_message: expect.any(String), assistant_message: expect.any(String), created_at: expect.any(String), user_evaluation_mark: null });
    expect(history.canvas.content_md).toContain('Commuters lose an hour every time a tyre goes flat.');
  });
});

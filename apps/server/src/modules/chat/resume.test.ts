import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { followTurn, startTurnAndLeave, type IdentifiedEvent } from '../../../test/fakes/sse-client.ts';

// A coach slow enough for a client to leave and come back mid-reply.
const t = useTestApp({ config: { COACH_DELAY_MS: '15' } });
const MESSAGE = 'I want to build a scheduling app for dental clinics.';

let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

const turnRow = (id: string) => t.db.selectFrom('chat_turns').select(['status', 'assistant_message']).where('id', '=', id).executeTakeFirstOrThrow();
const ledgerKinds = async (id: string) => (await t.db.selectFrom('token_ledger').select('kind').where('ref_id', '=', id).execute()).map((l) => l.kind).sort();
const textOf = (events: IdentifiedEvent[]) => events.map(({ event }) => (event.type === 'chunk' ? event.content : '')).join('');

/** The first value `read` gives that is `done`. */
const until = <T>(read: () => Promise<T>, done: (value: T) => boolean) =>
  vi.waitUntil(async () => {
    const value = await read();
    return done(value) && { value };
  }, { timeout: 10_000, interval: 20 }).then(({ value }) => value);

const startAndLeave = (user: TestUser, count: number) => startTurnAndLeave(t.app, port, user.auth, MESSAGE, count);

describe('a client leaving mid-reply', () => {
  it('does not stop the turn: the reply is saved, charged once, and the canvas is built without the client', async () => {
    const user = await createUser(t.app);
    const { sessionId, turnId } = await startAndLeave(user, 6);

    const row = await until(() => turnRow(turnId), (r) => r.status !== 'pending');
    expect(row.status).toBe('complete');
    expect(row.assistant_message).toContain('scheduling app');
    expect(await ledgerKinds(turnId)).toEqual(['charge']);
    const tokens = await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth });
    expect(tokens.json()).toEqual({ tokens_remaining: 19, tokens_used: 1 });
    const canvas = await until(
      () => t.db.selectFrom('canvas_versions').select('content_md').where('turn_id', '=', turnId).execute(),
      (rows) => rows.length > 0,
    );
    expect(canvas).toHaveLength(1);
    const history = (await t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth })).json();
    expect(history.turns.map((x: { id: string }) => x.id)).toEqual([turnId]);
    expect(history.canvas.content_md).toBe(canvas[0]!.content_md);
    expect(history.running).toBeUndefined();
  });
});

describe('re-attaching to a turn', () => {
  it('with Last-Event-ID gets exactly the events after it, in order, then the rest live', async () => {
    const user = await createUser(t.app);
    const { turnId, seen } = await startAndLeave(user, 5);
    expect(seen.map((e) => e.id)).toEqual([0, 1, 2, 3, 4]);

    const rest = await followTurn(t.app, user.auth, turnId, { lastEventId: 4 });
    expect(rest.res.statusCode).toBe(200);
    expect(rest.res.headers['content-type']).toMatch(/^text\/event-stream/);
    const all = [...seen, ...rest.events];
    expect(all.map((e) => e.id)).toEqual(all.map((_, i) => i));
    expect(all.at(-1)!.event).toEqual({ type: 'complete', turn_id: turnId });

    // The whole stream, read again from the start, is the same events.
    const replay = await followTurn(t.app, user.auth, turnId);
    expect(replay.events).toEqual(all);
    expect(textOf(all)).toBe((await turnRow(turnId)).assistant_message);
    expect(await ledgerKinds(turnId)).toEqual(['charge']);
  });

  it('with `from` starts at that index; Last-Event-ID wins over it', async () => {
    const user = await createUser(t.app);
    const { turnId } = await startAndLeave(user, 3);
    const fromSeven = await followTurn(t.app, user.auth, turnId, { from: 7 });
    expect(fromSeven.events[0]!.id).toBe(7);
    const both = await followTurn(t.app, user.auth, turnId, { from: 7, lastEventId: 1 });
    expect(both.events[0]!.id).toBe(2);
  });

  it('while the reply runs, the session history names the running turn', async () => {
    const user = await createUser(t.app);
    const { sessionId, turnId } = await startAndLeave(user, 3);
    const history = (await t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth })).json();
    expect(history.turns).toEqual([]);
    expect(history.running).toEqual({ turn_id: turnId, user_message: MESSAGE, created_at: expect.any(String) });
    await followTurn(t.app, user.auth, turnId, { lastEventId: 2 });
  });

  it("refuses another user's turn, an unknown one and a malformed id with 404", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const { turnId } = await startAndLeave(owner, 2);
    for (const id of [turnId, '00000000-0000-4000-8000-000000000000', 'not-a-turn']) {
      const res = await followTurn(t.app, other.auth, id);
      expect(res.res.statusCode).toBe(404);
      expect(res.res.json()).toMatchObject({ detail: 'Turn not found', code: 'turn_not_found' });
    }
    const bad = await t.app.inject({ url: `/api/chat/turn/${turnId}/stream?from=-1`, headers: owner.auth });
    expect(bad.statusCode).toBe(422);
    await followTurn(t.app, owner.auth, turnId, { lastEventId: 1 });
  });
});

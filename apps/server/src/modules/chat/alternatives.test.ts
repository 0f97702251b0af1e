import { describe, expect, it, vi } from 'vitest';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { leaveTokens } from '../../../test/builders.ts';
import { newSession, parseSse, sendMessage, textOf } from '../../../test/fakes/sse-client.ts';

const t = useTestApp();

const IDEA = 'I want to build a scheduling app for dental clinics.';

async function alternative(user: TestUser, turnId: string, edit?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/chat/turn/${turnId}/${edit === undefined ? 'regenerate' : 'edit'}`,
    headers: user.auth,
    ...(edit === undefined ? {} : { payload: { message: edit } }),
  });
  const events = res.statusCode === 200 ? parseSse(res.body) : [];
  const complete = events.find((e) => e.type === 'complete');
  return { res, events, text: textOf(events), turnId: complete?.type === 'complete' ? complete.turn_id : null };
}
const history = async (user: TestUser, sessionId: string) => (await t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth })).json();
const balance = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
const canvasOf = (turnId: string) => t.db.selectFrom('canvas_versions').select('content_md').where('turn_id', '=', turnId).executeTakeFirst();

/** The first defined value `read` gives. */
const until = <T>(read: () => Promise<T | undefined>) => vi.waitUntil(read, { timeout: 10_000, interval: 20 });

describe('regenerate', () => {
  it('writes another reply for one token and keeps the earlier one as an alternative, each with its own like', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const first = await sendMessage(t.app, user.auth, sessionId, IDEA);
    const firstId = first.complete!.turn_id!;

    const again = await alternative(user, firstId);
    expect(again.res.statusCode).toBe(200);
    expect(again.events[0]).toEqual({ type: 'started', turn_id: again.turnId });
    expect(again.text.length).toBeGreaterThan(20);
    expect(await balance(user)).toEqual({ tokens_remaining: 18, tokens_used: 2 });

    const like = await t.app.inject({ method: 'POST', url: `/api/chat/turn/${firstId}/like`, headers: user.auth });
    expect(like.json()).toEqual({ user_evaluation_mark: 1 });
    const h = await history(user, sessionId);
    expect(h.turns).toHaveLength(1);
    expect(h.turns[0]).toMatchObject({ id: again.turnId, user_message: IDEA, assistant_message: again.text, user_evaluation_mark: null });
    expect(h.turns[0].alternatives).toEqual([
      expect.objectContaining({ id: firstId, user_message: IDEA, assistant_message: first.text, user_evaluation_mark: 1 }),
      expect.objectContaining({ id: again.turnId, assistant_message: again.text, user_evaluation_mark: null }),
    ]);
    // The canvas is rebuilt for the new reply, and a third reply joins the same alternatives.
    await until(() => canvasOf(again.turnId!));
    const third = await alternative(user, again.turnId!);
    expect(third.res.statusCode).toBe(200);
    const after = await history(user, sessionId);
    expect(after.turns.map((x: { id: string }) => x.id)).toEqual([third.turnId]);
    expect(after.turns[0].alternatives.map((x: { id: string }) => x.id)).toEqual([firstId, again.turnId, third.turnId]);
    const ledger = await t.db.selectFrom('token_ledger').select('kind').where('ref_id', 'in', [firstId, again.turnId!, third.turnId!]).execute();
    expect(ledger.map((l) => l.kind)).toEqual(['charge', 'charge', 'charge']);
  });
});

describe('edit the last message', () => {
  it('replaces the message, writes a reply to it for one token, and the canvas follows the edited history', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const first = await sendMessage(t.app, user.auth, sessionId, IDEA);
    const second = await sendMessage(t.app, user.auth, sessionId, 'Zebra keepers in the countryside lose hours on paperwork.');
    const edited = 'Busy parents in big cities lose hours on paperwork.';

    const res = await alternative(user, second.complete!.turn_id!, `  ${edited}  `);
    expect(res.res.statusCode).toBe(200);
    expect(await balance(user)).toEqual({ tokens_remaining: 17, tokens_used: 3 });
    const h = await history(user, sessionId);
    expect(h.turns.map((x: { id: string; user_message: string }) => [x.id, x.user_message])).toEqual([
      [first.complete!.turn_id, IDEA],
      [res.turnId, edited],
    ]);
    expect(h.turns[1].alternatives.map((x: { user_message: string }) => x.user_message)).toEqual([
      'Zebra keepers in the countryside lose hours on paperwork.',
      edited,
    ]);
    const canvas = await until(() => canvasOf(res.turnId!));
    expect(canvas.content_md).toContain('Busy parents');
    expect(canvas.content_md).not.toContain('Zebra');
  });

  it('refuses an earlier turn (409), blank and long text (400), no tokens (402) and another user\'s or an unknown turn (404)', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const first = (await sendMessage(t.app, user.auth, sessionId, IDEA)).complete!.turn_id!;
    const last = (await sendMessage(t.app, user.auth, sessionId, 'Clinics pay per chair.')).complete!.turn_id!;

    expect((await alternative(user, first)).res.statusCode).toBe(409);
    expect((await alternative(user, first, 'Another idea.')).res.json()).toMatchObject({ code: 'turn_not_last' });
    expect((await alternative(user, last, '   ')).res.json()).toMatchObject({ code: 'message_blank' });
    expect((await alternative(user, last, 'word '.repeat(101))).res.statusCode).toBe(400);
    for (const id of [last, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await alternative(other, id)).res.statusCode).toBe(404);
      expect((await alternative(other, id, 'Mine now.')).res.statusCode).toBe(404);
    }
    const malformed = await t.app.inject({ method: 'POST', url: `/api/chat/turn/${last}/edit`, headers: user.auth, payload: { message: 42 } });
    expect(malformed.statusCode).toBe(422);
    expect(await balance(user)).toEqual({ tokens_remaining: 18, tokens_used: 2 });

    await leaveTokens(t.db, user.id, 0);
    expect((await alternative(user, last)).res.statusCode).toBe(402);
    expect((await history(user, sessionId)).turns.map((x: { id: string }) => x.id)).toEqual([first, last]);
  });
});

describe('alternatives at once, and declined', () => {
  it('two regenerates of the last turn sent at once keep the exchange, going on from the one that finished last', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const firstId = (await sendMessage(t.app, user.auth, sessionId, IDEA)).complete!.turn_id!;

    // A double click on Regenerate, or two tabs: both are the last turn's, and both are charged.
    const [a, b] = await Promise.all([alternative(user, firstId), alternative(user, firstId)]);
    expect([a.res.statusCode, b.res.statusCode]).toEqual([200, 200]);
    expect(await balance(user)).toEqual({ tokens_remaining: 17, tokens_used: 3 });
    const h = await history(user, sessionId);
    expect(h.turns).toHaveLength(1);
    expect([a.turnId, b.turnId]).toContain(h.turns[0].id);
    expect(h.turns[0].alternatives.map((x: { id: string }) => x.id).sort()).toEqual([firstId, a.turnId, b.turnId].sort());
    const current = await t.db.selectFrom('chat_turns').select('id').where('session_id', '=', sessionId).where('superseded', '=', false).execute();
    expect(current).toEqual([{ id: h.turns[0].id }]);
  });

  it('an edit the guard declines is refunded and changes nothing: the conversation and its canvas stay as they were', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const one = (await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking app for florists in small towns.')).complete!.turn_id!;
    const two = (await sendMessage(t.app, user.auth, sessionId, 'They pay 49 euros per month per shop.')).complete!.turn_id!;
    await until(() => canvasOf(two));
    const before = await history(user, sessionId);

    const declined = await alternative(user, two, 'Who should I vote for in the next election?');
    expect(declined.res.statusCode).toBe(200);
    expect(declined.text).toMatch(/politics/);
    expect(await balance(user)).toEqual({ tokens_remaining: 18, tokens_used: 2 });
    const after = await history(user, sessionId);
    expect(after).toEqual(before);
    expect(after.turns.map((x: { id: string }) => x.id)).toEqual([one, two]);
    expect(after.canvas.content_md).toContain('49 euros');
    expect(after.canvas_pending).toBeUndefined();

    // The founder, shown the decline, edits that message again: it replaces the last turn.
    const edited = await alternative(user, declined.turnId!, 'They pay 59 euros per month per shop.');
    expect(edited.res.statusCode).toBe(200);
    const again = await history(user, sessionId);
    expect(again.turns.map((x: { id: string }) => x.id)).toEqual([one, edited.turnId]);
    expect(again.turns[1].alternatives.map((x: { id: string }) => x.id)).toEqual([two, edited.turnId]);
  });
});

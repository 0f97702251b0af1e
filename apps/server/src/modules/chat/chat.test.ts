import { CANVAS_BLOCKS, ChatStage, ChatStreamEvent, ERRORS } from '@ideapilot/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addFailedTurn, createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { newSession, requestCanvas, sendMessage } from '../../../test/fakes/sse-client.ts';

const t = useTestApp();

const tokens = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
const history = async (user: TestUser, sessionId: string) =>
  t.app.inject({ url: `/api/sessions/${sessionId}/history`, headers: user.auth });
const ledgerBalance = async (userId: string) =>
  (await t.db.selectFrom('token_ledger').select(sql<number>`COALESCE(SUM(amount),0)::int`.as('sum')).where('user_id', '=', userId).executeTakeFirstOrThrow()).sum;
const canvasVersions = async (sessionId: string) =>
  t.db.selectFrom('canvas_versions').select(['turn_id', 'content_md']).where('session_id', '=', sessionId).execute();

const conversation = [
  'I want to build a scheduling app for independent dental clinics that solves no-shows. Currently they call every patient by hand. My background is 8 years as a dental practice manager.',
  'When patients get automatic reminders, the front desk saves about five hours a week and clinics lose fewer appointments.',
  'Clinics pay 49 euros per month per location.',
  'A new EU regulation requires digital patient records from 2026, so clinics are switching software right now.',
  'My co-founder is a backend developer and we still need a salesperson.',
  'We have exclusive partnerships with two clinic software vendors.',
  'Dentflow is the autopilot for dental front desks.',
];

describe('a conversation with the offline coach', () => {
  it('streams stages, chunks and complete for every turn and builds a canvas from the founder\'s words, one version per turn', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const turnIds: string[] = [];

    for (const [i, message] of conversation.entries()) {
      const turn = await sendMessage(t.app, user.auth, sessionId, message);
      expect(turn.res.statusCode).toBe(200);
      expect(turn.res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(turn.res.headers['cache-control']).toBe('no-cache, no-transform');
      expect(turn.res.headers['x-accel-buffering']).toBe('no');
      for (const event of turn.events) expect(ChatStreamEvent.safeParse(event).success).toBe(true);
      const types = turn.events.map((e) => e.type);
      expect(turn.events[0]).toMatchObject({ type: 'started', turn_id: expect.any(String) });
      expect(turn.events[1]).toEqual({ type: 'stage', content: ChatStage.reading });
      expect(types.filter((x) => x === 'chunk').length).toBeGreaterThan(3);
      expect(types.at(-1)).toBe('complete');
      expect(types).not.toContain('error');
      turnIds.push(turn.complete!.turn_id!);

      const canvas = await requestCanvas(t.app, user.auth, sessionId);
      expect(canvas.res.statusCode).toBe(200);
      // The build starts with the reply's end: the request follows it, or replays it once saved.
      expect(canvas.events[0]).toMatchObject({ type: 'stage', content: expect.stringMatching(new RegExp(`^(${ChatStage.canvas}|${ChatStage.loadingCanvas})$`)) });
      expect(canvas.complete).toEqual({ type: 'complete', turn_id: turnIds[i] });
      expect(await canvasVersions(sessionId)).toHaveLength(i + 1);
    }

    // The first reply reflects the idea and asks for the first missing block.
    const first = (await history(user, sessionId)).json();
    expect(first.turns).toHaveLength(conversation.length);
    expect(first.turns.map((x: { id: string }) => x.id)).toEqual(turnIds);
    expect(first.turns[0].user_message).toBe(conversation[0]);
    expect(first.turns[0].assistant_message).toContain('scheduling app');
    expect(first.turns[0].assistant_message).toContain('USERS BENEFIT');
    expect(first.turns.at(-1).assistant_message).toMatch(/All nine blocks/);

    const canvas: string = first.canvas.content_md;
    expect(canvas).toMatch(/^# Scheduling app for independent dental clinics\n/);
    expect(canvas).toContain('## Stage 1 — Simply Explained Idea');
    const headings = [...canvas.matchAll(/^### (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([...CANVAS_BLOCKS]);
    expect(section(canvas, 'WHO')).toContain('Independent dental clinics');
    expect(section(canvas, 'PAIN')).toContain('Currently they call every patient by hand.');
    expect(section(canvas, 'USERS BENEFIT')).toContain('saves about five hours a week');
    expect(section(canvas, 'YOUR PROFIT')).toContain('49 euros per month per location');
    expect(section(canvas, 'WHY YOU')).toContain('8 years as a dental practice manager');
    expect(section(canvas, 'WHY NOW')).toContain('new EU regulation');
    expect(section(canvas, 'YOUR TEAM')).toContain('backend developer');
    expect(section(canvas, 'SECRET SAUCE')).toContain('exclusive partnerships');
    expect(section(canvas, 'PITCH')).toContain('Dentflow is the autopilot for dental front desks.');
    expect(canvas).not.toContain('Not covered yet');

    const sessions = (await t.app.inject({ url: '/api/sessions', headers: user.auth })).json();
    expect(sessions[0]).toMatchObject({ id: sessionId, name: 'Scheduling app for independent dental clinics' });
    expect(await tokens(user)).toEqual({ tokens_remaining: 20 - conversation.length, tokens_used: conversation.length });
  });

  it('shows missing blocks as not covered, with the question that would fill them', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, 'I want to build a meal planner for busy parents.');
    const canvas = await requestCanvas(t.app, user.auth, sessionId);
    expect(canvas.text).toMatch(/^# Meal planner for busy parents/);
    expect(section(canvas.text, 'WHO')).toContain('Busy parents');
    expect(section(canvas.text, 'PAIN')).toContain('_Not covered yet._ What problem do they have today');
    expect(section(canvas.text, 'YOUR PROFIT')).toContain('How will you make money');
  });

  it('streams the saved canvas again for the same turn without saving a new version', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, conversation[0]!);
    const built = await requestCanvas(t.app, user.auth, sessionId);
    const again = await requestCanvas(t.app, user.auth, sessionId);
    // Within the retention time the kept build is streamed again; later the saved version is.
    expect(again.events[0]).toMatchObject({ type: 'stage', content: expect.stringMatching(new RegExp(`^(${ChatStage.canvas}|${ChatStage.loadingCanvas})$`)) });
    expect(again.text).toBe(built.text);
    expect(again.complete).toEqual(built.complete);
    expect(await canvasVersions(sessionId)).toHaveLength(1);
  });

  it('streams an empty canvas, saving nothing, for a session without an answered turn', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const canvas = await requestCanvas(t.app, user.auth, sessionId);
    expect(canvas.complete).toEqual({ type: 'complete', turn_id: null });
    expect(canvas.text).toContain('# Your idea');
    expect((await history(user, sessionId)).json().canvas).toBeNull();
    expect(await canvasVersions(sessionId)).toHaveLength(0);
  });

  it('answers a message of markup alone, with no words in it, and rebuilds the canvas after it', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const turn = await sendMessage(t.app, user.auth, sessionId, '<b></b>');
    expect(turn.complete?.turn_id).toEqual(expect.any(String));
    expect(turn.text).toMatch(/Tell me about your idea/);
    expect((await requestCanvas(t.app, user.auth, sessionId)).complete).toEqual({ type: 'complete', turn_id: turn.complete!.turn_id });
  });

  // The coach reads each run of non-space characters up to MAX_READ_RUN (ai/coach-input.ts): one "word" of 1,900
  // digits, which the word and character limits let through, cost its patterns many times a hundred words.
  it('reads a run of characters longer than any word only up to its first hundred, in the reply and the canvas', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, 'I want to build a booking app for physiotherapists.');
    const turn = await sendMessage(t.app, user.auth, sessionId, `Physios pay ${'9'.repeat(1900)} euros a month.`);
    expect(turn.complete?.turn_id).toEqual(expect.any(String));
    await requestCanvas(t.app, user.auth, sessionId);
    const saved = (await history(user, sessionId)).json();
    expect(saved.turns[1].user_message).toContain('9'.repeat(1900));
    expect(section(saved.canvas.content_md, 'YOUR PROFIT')).toContain(`Physios pay ${'9'.repeat(100)}`);
    expect(saved.canvas.content_md).not.toContain('9'.repeat(101));
    expect(turn.text).not.toContain('9'.repeat(101));
  });

  it('declines politics and chit-chat politely, refunds the token and keeps them out of the canvas', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, conversation[0]!);
    const before = await tokens(user);

    const politics = await sendMessage(t.app, user.auth, sessionId, 'Who should I vote for in the next election?');
    expect(politics.complete?.turn_id).toEqual(expect.any(String));
    expect(politics.text).toMatch(/rather not go into politics/);
    expect(politics.text).toContain('USERS BENEFIT');
    const hello = await sendMessage(t.app, user.auth, sessionId, 'hi there!');
    expect(hello.text).toMatch(/^Hello!/);

    expect(await tokens(user)).toEqual(before);
    expect(await ledgerBalance(user.id)).toBe(before.tokens_remaining);
    const turns = (await history(user, sessionId)).json().turns;
    expect(turns).toHaveLength(3);
    const canvas = await requestCanvas(t.app, user.auth, sessionId);
    expect(canvas.text).not.toMatch(/election|hi there/i);
    const ledger = await t.db.selectFrom('token_ledger').select(['kind', 'reason']).where('ref_id', '=', politics.complete!.turn_id!).execute();
    expect(ledger.map((l) => l.kind).sort()).toEqual(['charge', 'refund']);
  });
});

describe('a reply once saved', () => {
  it('stays complete and charged when what follows it fails (naming the session), and the founder gets it', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    // The database refuses to name this session: a failure after the reply was saved.
    await sql`CREATE FUNCTION refuse_naming() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'naming refused'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER refuse_naming BEFORE UPDATE OF name ON chat_sessions FOR EACH ROW WHEN (NEW.id = ${sql.lit(sessionId)}) EXECUTE FUNCTION refuse_naming()`.execute(t.db);
    try {
      const turn = await sendMessage(t.app, user.auth, sessionId, conversation[0]!);
      expect(turn.events.at(-1)).toMatchObject({ type: 'complete', turn_id: expect.any(String) });
      const saved = await t.db.selectFrom('chat_turns').select(['status', 'assistant_message']).where('id', '=', turn.complete!.turn_id!).executeTakeFirstOrThrow();
      expect(saved).toEqual({ status: 'complete', assistant_message: turn.text });
      expect(await tokens(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
      expect(await ledgerBalance(user.id)).toBe(19);
    } finally {
      await sql`DROP TRIGGER refuse_naming ON chat_sessions`.execute(t.db);
      await sql`DROP FUNCTION refuse_naming()`.execute(t.db);
    }
  });
});

describe('refusals before the stream', () => {
  it('answers a message over 100 words with 400 and its detail, a blank one with 400, charging nothing', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    // 60 words, but 120 pieces once punctuation is padded: the contract's count decides.
    const long = Array.from({ length: 60 }, () => 'word,').join(' ');
    const tooLong = await sendMessage(t.app, user.auth, sessionId, long);
    expect(tooLong.res.statusCode).toBe(400);
    expect(tooLong.res.json().detail).toBe(ERRORS.message_too_long.detail);
    const exactly100 = Array.from({ length: 100 }, () => 'idea').join(' ');
    expect((await sendMessage(t.app, user.auth, sessionId, exactly100)).res.statusCode).toBe(200);
    const blank = await sendMessage(t.app, user.auth, sessionId, '  \n\t ');
    expect(blank.res.statusCode).toBe(400);
    expect(await tokens(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });

  it('a user without tokens gets 402 before any model call, and no turn is written', async () => {
    const user = await createUser(t.app, { tokens: 0 });
    const sessionId = await newSession(t.app, user.auth);
    const turn = await sendMessage(t.app, user.auth, sessionId, conversation[0]!);
    expect(turn.res.statusCode).toBe(402);
    expect(turn.res.json().detail).toBe(ERRORS.out_of_tokens.detail);
    const rows = await t.db.selectFrom('chat_turns').select('id').where('session_id', '=', sessionId).execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses unknown, foreign and malformed session ids with 404', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const sessionId = await newSession(t.app, owner.auth);
    for (const id of [sessionId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      expect((await sendMessage(t.app, other.auth, id, 'Hello idea')).res.statusCode).toBe(404);
      expect((await requestCanvas(t.app, other.auth, id)).res.statusCode).toBe(404);
    }
    expect(await tokens(other)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
    // With no token left as well, the session is what is wrong: 404 before 402.
    const broke = await createUser(t.app, { tokens: 0 });
    expect((await sendMessage(t.app, broke.auth, sessionId, 'Hello idea')).res.statusCode).toBe(404);
    expect((await sendMessage(t.app, broke.auth, await newSession(t.app, broke.auth), 'Hello idea')).res.statusCode).toBe(402);
  });

  it('answers malformed chat bodies with 4xx and a detail, never 500', async () => {
    const user = await createUser(t.app);
    const bodies: object[] = [
      { url: '/api/chat/message', payload: '{"session_id":', headers: { 'content-type': 'application/json' } },
      { url: '/api/chat/message', payload: {} },
      { url: '/api/chat/message', payload: { session_id: 5, message: 'x' } },
      { url: '/api/chat/message', payload: { session_id: 'x', message: ['a'] } },
      { url: '/api/chat/message', payload: [1, 2] },
      { url: '/api/chat/message', payload: 'hello', headers: { 'content-type': 'text/plain' } },
      { url: '/api/chat/results', payload: {} },
      { url: '/api/chat/results', payload: { session_id: null } },
      { url: '/api/chat/results', payload: { session_id: 'x'.repeat(5000) } },
    ];
    for (const body of bodies) {
      const res = await t.app.inject({ method: 'POST', ...body, headers: { ...user.auth, ...(body as { headers?: object }).headers } } as never);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(typeof res.json().detail).toBe('string');
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/chat/message', payload: { session_id: 'x', message: 'hi' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('metering under load', () => {
  it('a user with 10 tokens firing 50 turns at once gets exactly 10 completed turns and 40 × 402, and a ledger that adds up', async () => {
    const user = await createUser(t.app, { tokens: 10 });
    const sessionId = await newSession(t.app, user.auth);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sendMessage(t.app, user.auth, sessionId, `My customers are small bakeries, number ${i}.`)),
    );
    const statuses = results.map((r) => r.res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(results.filter((r) => r.complete?.turn_id)).toHaveLength(10);

    expect(await tokens(user)).toEqual({ tokens_remaining: 0, tokens_used: 20 });
    expect(await ledgerBalance(user.id)).toBe(0);
    const charges = await t.db.selectFrom('token_ledger').select('ref_id').where('user_id', '=', user.id).where('kind', '=', 'charge').where('ref_id', 'is not', null).execute();
    expect(charges.map((c) => c.ref_id).sort()).toEqual(results.flatMap((r) => (r.complete?.turn_id ? [r.complete.turn_id] : [])).sort());
    const complete = await t.db.selectFrom('chat_turns').select('id').where('session_id', '=', sessionId).where('status', '=', 'complete').execute();
    expect(complete).toHaveLength(10);
  });
});

describe('likes and dislikes', () => {
  it('sets, clears and switches the evaluation mark of a turn', async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const turnId = (await sendMessage(t.app, user.auth, sessionId, conversation[0]!)).complete!.turn_id!;
    const call = (method: 'POST' | 'DELETE', what: 'like' | 'dislike') =>
      t.app.inject({ method, url: `/api/chat/turn/${turnId}/${what}`, headers: { ...user.auth, 'content-type': 'application/json' } });

    expect((await call('POST', 'like')).json()).toEqual({ user_evaluation_mark: 1 });
    expect((await history(user, sessionId)).json().turns[0].user_evaluation_mark).toBe(1);
    // Removing a dislike that is not there leaves the like alone.
    expect((await call('DELETE', 'dislike')).json()).toEqual({ user_evaluation_mark: 1 });
    expect((await call('DELETE', 'like')).json()).toEqual({ user_evaluation_mark: null });
    expect((await call('POST', 'dislike')).json()).toEqual({ user_evaluation_mark: -1 });
    expect((await call('POST', 'like')).json()).toEqual({ user_evaluation_mark: 1 });
    expect((await call('POST', 'dislike')).json()).toEqual({ user_evaluation_mark: -1 });
    expect((await call('DELETE', 'dislike')).json()).toEqual({ user_evaluation_mark: null });
  });

  it("refuses another user's turn, a failed turn and malformed ids with 404", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const sessionId = await newSession(t.app, owner.auth);
    const turnId = (await sendMessage(t.app, owner.auth, sessionId, conversation[0]!)).complete!.turn_id!;
    const failedId = await addFailedTurn(t.db, { sessionId, userId: owner.id });
    for (const method of ['POST', 'DELETE'] as const) {
      for (const what of ['like', 'dislike']) {
        const foreign = await t.app.inject({ method, url: `/api/chat/turn/${turnId}/${what}`, headers: other.auth });
        expect(foreign.statusCode).toBe(404);
        for (const id of [failedId, 'nope', '123']) {
          expect((await t.app.inject({ method, url: `/api/chat/turn/${id}/${what}`, headers: owner.auth })).statusCode).toBe(404);
        }
      }
    }
    expect((await history(owner, sessionId)).json().turns[0].user_evaluation_mark).toBeNull();
  });
});

function section(canvas: string, block: string): string {
  const start = canvas.indexOf(`### ${block}\n`);
  if (start < 0) return '';
  const next = canvas.indexOf('\n### ', start + 4);
  return canvas.slice(start, next < 0 ? undefined : next);
}

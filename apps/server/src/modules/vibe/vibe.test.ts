import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createUser, leaveTokens, useTestApp, type TestUser } from '../../../test/app.ts';
import { newSession, requestCanvas, sendMessage } from '../../../test/fakes/sse-client.ts';
import { generate, prepare } from '../../../test/fakes/vibe-client.ts';

const t = useTestApp();

const canvas = `# Scheduling app for independent dental clinics

### WHO
- Independent dental clinics.

### PAIN
- No-shows.

### USERS BENEFIT
- The front desk saves about five hours a week.

### YOUR PROFIT
- Clinics pay 49 euros per month per location.

### PITCH
- Dentflow is the autopilot for dental front desks.
`;

const tokens = async (user: TestUser) => (await t.app.inject({ url: '/api/users/me/tokens', headers: user.auth })).json();
const ledgerSum = async (userId: string) =>
  (await t.db.selectFrom('token_ledger').select(sql<number>`COALESCE(SUM(amount),0)::int`.as('sum')).where('user_id', '=', userId).executeTakeFirstOrThrow()).sum;
const runsOf = (sessionId: string) => t.db.selectFrom('vibe_runs').select(['kind', 'status']).where('session_id', '=', sessionId).orderBy('created_at').execute();

async function founder() {
  const user = await createUser(t.app);
  return { user, sessionId: await newSession(t.app, user.auth) };
}

describe('prepare', () => {
  it('charges exactly one token and answers readiness and suggestions from the canvas', async () => {
    const { user, sessionId } = await founder();
    const res = await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas, user_inputs: { product_name: 'Dentflow' }, generate_suggestions: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta_info).toEqual({
      prep: { source: 'offline', canvas_blocks: ['WHO', 'PAIN', 'USERS BENEFIT', 'YOUR PROFIT', 'PITCH'], locale: 'en' },
      missing_fields: ['one_liner'],
      recommended_fields: expect.arrayContaining(['motto', 'pricing.plans', 'seo.title']),
      ready_to_generate: false,
    });
    expect(body.suggestions.subtitle).toBe('Dentflow is the autopilot for dental front desks');
    expect(body.suggestions.audience.personas[0].label).toBe('Independent dental clinics');
    expect(await tokens(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
    expect(await ledgerSum(user.id)).toBe(19);
    expect(await runsOf(sessionId)).toEqual([{ kind: 'prepare', status: 'complete' }]);
  });

  it('answers suggestions within the contract for a canvas with long blocks, which save back as they are', async () => {
    const { user, sessionId } = await founder();
    const profit = Array.from({ length: 60 }, (_, i) => `- Clinics pay ${i} euros per month per location, billed yearly`).join('\n');
    const long = `# ${'x'.repeat(6000)}\n\n### YOUR PROFIT\n${profit}\n\n### PITCH\n- ${'a'.repeat(118)}😀 and more words\n`;
    const res = await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: long });
    expect(res.statusCode).toBe(200);
    expect(await tokens(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
    const saved = await t.app.inject({ method: 'POST', url: '/api/vibe/prerequisites/save', headers: user.auth, payload: { session_id: sessionId, suggestions: res.json().suggestions } });
    expect(saved.statusCode).toBe(200);
  });

  it('reads the session’s saved canvas when none is sent, and skips suggestions when not asked for', async () => {
    const { user, sessionId } = await founder();
    await sendMessage(t.app, user.auth, sessionId, 'I want to build a scheduling app for independent dental clinics that solves no-shows.');
    await requestCanvas(t.app, user.auth, sessionId);
    const res = await prepare(t.app, user.auth, { session_id: sessionId, user_inputs: { one_liner: 'Fewer no-shows' }, generate_suggestions: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().suggestions).toBeNull();
    expect(res.json().meta_info.prep.canvas_blocks).toContain('WHO');
    expect(res.json().meta_info.ready_to_generate).toBe(true);
    expect(await tokens(user)).toEqual({ tokens_remaining: 18, tokens_used: 2 });
  });

  it('a user without tokens gets 402 before any run starts, for prepare and for generate', async () => {
    const { user, sessionId } = await founder();
    await leaveTokens(t.db, user.id, 1);
    expect((await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas })).statusCode).toBe(200);
    for (const res of [await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas }), (await generate(t.app, user.auth, { session_id: sessionId })).res]) {
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ detail: 'No tokens remaining', code: 'out_of_tokens', request_id: res.headers['x-request-id'] });
    }
    expect(await runsOf(sessionId)).toEqual([{ kind: 'prepare', status: 'complete' }]);
    expect(await tokens(user)).toEqual({ tokens_remaining: 0, tokens_used: 20 });
  });

  it('ten concurrent prepares with three tokens left: three answer, seven get 402, nothing overdrawn', async () => {
    const { user, sessionId } = await founder();
    await leaveTokens(t.db, user.id, 3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 402, 402, 402, 402, 402, 402, 402]);
    expect(await tokens(user)).toEqual({ tokens_remaining: 0, tokens_used: 20 });
    expect(await ledgerSum(user.id)).toBe(0);
  });
});

describe('generate', () => {
  it('before a prepare for that session is a 409 with a detail, and costs nothing', async () => {
    const { user, sessionId } = await founder();
    const other = await newSession(t.app, user.auth);
    await prepare(t.app, user.auth, { session_id: other, canvas_text: canvas });
    const gen = await generate(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    expect(gen.res.statusCode).toBe(409);
    expect(gen.res.json()).toEqual({ code: 'vibe_not_prepared', detail: expect.stringContaining('Auto-fill & Suggest'), request_id: gen.res.headers['x-request-id'] });
    expect(await tokens(user)).toEqual({ tokens_remaining: 19, tokens_used: 1 });
  });

  it('streams the prompt as text events, ends with generation_complete, charges one token and saves the run', async () => {
    const { user, sessionId } = await founder();
    await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    const gen = await generate(t.app, user.auth, { session_id: sessionId, canvas_text: canvas, user_inputs: { product_name: 'Dentflow', one_liner: 'The autopilot for dental front desks' } });
    expect(gen.res.statusCode).toBe(200);
    expect(gen.res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(gen.events.filter((e) => 'text' in e).length).toBeGreaterThan(10);
    expect(gen.last).toEqual({ meta_info: { event: 'generation_complete', run_id: expect.any(String) } });
    expect(gen.text).toMatch(/^# First prompt — Dentflow landing page/);
    expect(await tokens(user)).toEqual({ tokens_remaining: 18, tokens_used: 2 });

    const last = await t.app.inject({ url: `/api/vibe/prompt/last?session_id=${sessionId}`, headers: user.auth });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual({ id: (gen.last as { meta_info: { run_id: string } }).meta_info.run_id, session_id: sessionId, text: gen.text, created_at: expect.any(String), cleared: false });
  });

  it('depth and sections change the prompt', async () => {
    const { user, sessionId } = await founder();
    await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    const base = { session_id: sessionId, canvas_text: canvas, user_inputs: { product_name: 'Dentflow' } };
    const minimal = await generate(t.app, user.auth, { ...base, expand_level: 0, include_sections: ['hero'] });
    const verbose = await generate(t.app, user.auth, { ...base, expand_level: 3, include_sections: ['hero', 'testimonials', 'footer'] });
    expect(minimal.text).toContain('### 1. Hero');
    expect(minimal.text).not.toContain('Testimonials');
    expect(verbose.text).toContain('### 2. Testimonials');
    expect(verbose.text).toContain('### 3. Footer');
    expect(verbose.text).toContain('## A/B tests');
    expect(verbose.text.length).toBeGreaterThan(minimal.text.length);
  });
});

describe('saved prerequisites and the last prompt', () => {
  it('are 404 until saved or generated; a save replaces the last one', async () => {
    const { user, sessionId } = await founder();
    for (const path of ['prerequisites/last', 'prompt/last']) {
      const res = await t.app.inject({ url: `/api/vibe/${path}?session_id=${sessionId}`, headers: user.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    const save = (motto: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vibe/prerequisites/save',
        headers: user.auth,
        payload: { session_id: sessionId, canvas_version_id: null, user_inputs: { product_name: 'Dentflow', motto }, chosen: { motto }, suggestions: null, locale: 'en', meta: { ui: 'vibe_coding_modal' } },
      });
    expect((await save('First')).statusCode).toBe(200);
    const saved = await save('Second');
    expect(saved.json()).toMatchObject({ chosen: { motto: 'Second' }, suggestions: null, user_inputs: { product_name: 'Dentflow', motto: 'Second', brand: { palette_preset: 'infra_pro' } } });
    const last = await t.app.inject({ url: `/api/vibe/prerequisites/last?session_id=${sessionId}`, headers: user.auth });
    expect(last.json()).toEqual(saved.json());
  });

  it("carry the saved brief's readiness against the session's latest canvas once a prepare has finished, and null before", async () => {
    const { user, sessionId } = await founder();
    const save = async (userInputs: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vibe/prerequisites/save',
        headers: user.auth,
        payload: { session_id: sessionId, user_inputs: userInputs, suggestions: null },
      });
      expect(res.statusCode).toBe(200);
      return res.json().readiness;
    };
    const last = async () => (await t.app.inject({ url: `/api/vibe/prerequisites/last?session_id=${sessionId}`, headers: user.auth })).json().readiness;
    expect(await save({ product_name: 'Dentflow' })).toBeNull();
    expect(await last()).toBeNull();

    expect((await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas, generate_suggestions: false })).statusCode).toBe(200);
    // No canvas saved in the session yet: the brief alone.
    expect(await last()).toMatchObject({ missing_fields: ['one_liner', 'audience.personas', 'audience.top_pains'], ready_to_generate: false });
    await t.db.insertInto('canvas_versions').values({ session_id: sessionId, turn_id: null, content_md: canvas, kind: 'restore' }).execute();
    // The canvas names the clinics and their pain; what Auto-fill filled in (a motto) is no longer recommended.
    const filled = await save({ product_name: 'Dentflow', one_liner: 'Fewer no-shows for dental clinics', motto: 'Full chairs, calm desks' });
    expect(filled).toMatchObject({ missing_fields: [], ready_to_generate: true });
    expect(filled.recommended_fields).toEqual(expect.arrayContaining(['pricing.plans', 'seo.title']));
    expect(filled.recommended_fields).not.toContain('motto');
    expect(await last()).toEqual(filled);
  });

  it('is the prompt that finished last when two generations overlap', async () => {
    const { user, sessionId } = await founder();
    await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    const runIdOf = (gen: Awaited<ReturnType<typeof generate>>) => (gen.last as { meta_info: { run_id: string } }).meta_info.run_id;
    const first = await generate(t.app, user.auth, { session_id: sessionId, canvas_text: canvas, user_inputs: { product_name: 'Started first' } });
    await generate(t.app, user.auth, { session_id: sessionId, canvas_text: canvas, user_inputs: { product_name: 'Started second' } });
    // The first generation was the slower one: it ended after the second.
    await t.db.updateTable('vibe_runs').set({ finished_at: sql`clock_timestamp() + interval '1 second'` }).where('id', '=', runIdOf(first)).execute();
    const last = await t.app.inject({ url: `/api/vibe/prompt/last?session_id=${sessionId}`, headers: user.auth });
    expect(last.json()).toMatchObject({ id: runIdOf(first), text: first.text });
    expect(first.text).toContain('Started first');
  });

  it('refuses a canvas version of another session', async () => {
    const { user, sessionId } = await founder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vibe/prerequisites/save',
      headers: user.auth,
      payload: { session_id: sessionId, canvas_version_id: '00000000-0000-4000-8000-000000000000', meta: { ui: 'vibe_coding_mobile' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/^canvas_version_id/);
  });

  it('go with the session when it is deleted', async () => {
    const { user, sessionId } = await founder();
    await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    await generate(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    await t.app.inject({ method: 'POST', url: '/api/vibe/prerequisites/save', headers: user.auth, payload: { session_id: sessionId } });
    expect(await runsOf(sessionId)).toHaveLength(2);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: user.auth })).statusCode).toBeLessThan(300);
    expect(await runsOf(sessionId)).toEqual([]);
    expect(await t.db.selectFrom('vibe_prerequisites').select('session_id').where('session_id', '=', sessionId).execute()).toEqual([]);
  });
});

describe('clear', () => {
  const clear = (auth: { authorization: string } | Record<string, never>, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/vibe/clear', headers: auth, payload });
  const lastBrief = (user: TestUser, sessionId: string) => t.app.inject({ url: `/api/vibe/prerequisites/last?session_id=${sessionId}`, headers: user.auth });
  const lastPrompt = (user: TestUser, sessionId: string) => t.app.inject({ url: `/api/vibe/prompt/last?session_id=${sessionId}`, headers: user.auth });
  const save = (user: TestUser, sessionId: string, userInputs: object) =>
    t.app.inject({ method: 'POST', url: '/api/vibe/prerequisites/save', headers: user.auth, payload: { session_id: sessionId, user_inputs: userInputs } });

  it('forgets the saved brief and the prepare: nothing saved, readiness null, Generate refused until a new prepare; the last prompt stays, marked cleared', async () => {
    const { user, sessionId } = await founder();
    await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    const before = await generate(t.app, user.auth, { session_id: sessionId, canvas_text: canvas, user_inputs: { product_name: 'Dentflow' } });
    expect((await save(user, sessionId, { product_name: 'Dentflow', one_liner: 'Fewer no-shows' })).json().readiness).not.toBeNull();
    expect((await lastPrompt(user, sessionId)).json().cleared).toBe(false);

    const res = await clear(user.auth, { session_id: sessionId });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await lastBrief(user, sessionId)).json()).toMatchObject({ code: 'vibe_prerequisites_not_found' });
    // The prompt the founder paid for is still theirs: offered again, not shown as the current one.
    expect((await lastPrompt(user, sessionId)).json()).toEqual({ id: expect.any(String), session_id: sessionId, text: before.text, created_at: expect.any(String), cleared: true });
    const refused = await generate(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    expect(refused.res.statusCode).toBe(409);
    expect(refused.res.json().code).toBe('vibe_not_prepared');
    expect(await tokens(user)).toEqual({ tokens_remaining: 18, tokens_used: 2 });
    // A brief typed after the Clear is saved as one no prepare has seen.
    const typed = await save(user, sessionId, { product_name: 'Dentflow', one_liner: 'Fewer no-shows' });
    expect(typed.statusCode).toBe(200);
    expect(typed.json().readiness).toBeNull();
    expect((await lastBrief(user, sessionId)).json().readiness).toBeNull();

    // A new prepare allows Generate again, and its prompt is the current one.
    await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas, generate_suggestions: false });
    expect((await lastBrief(user, sessionId)).json().readiness).toMatchObject({ missing_fields: expect.any(Array), ready_to_generate: expect.any(Boolean) });
    const after = await generate(t.app, user.auth, { session_id: sessionId, canvas_text: canvas, user_inputs: { product_name: 'Cleared then prepared' } });
    expect(after.res.statusCode).toBe(200);
    expect((await lastPrompt(user, sessionId)).json()).toMatchObject({ text: after.text, cleared: false });
  });

  it('of a session with nothing in it is a 204 that changes nothing, and costs nothing', async () => {
    const { user, sessionId } = await founder();
    expect((await clear(user.auth, { session_id: sessionId })).statusCode).toBe(204);
    expect((await clear(user.auth, { session_id: sessionId })).statusCode).toBe(204);
    expect((await lastBrief(user, sessionId)).statusCode).toBe(404);
    expect(await tokens(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });

  it('of another user’s session or an unknown one is a 404 that leaves the owner’s brief and prepare as they were', async () => {
    const { user, sessionId } = await founder();
    await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas });
    await save(user, sessionId, { product_name: 'Dentflow' });
    const intruder = await createUser(t.app);
    for (const [auth, id] of [
      [intruder.auth, sessionId],
      [user.auth, '00000000-0000-4000-8000-000000000000'],
      [user.auth, 'not-a-session'],
    ] as const) {
      const res = await clear(auth, { session_id: id });
      expect(res.json()).toEqual({ detail: 'Session not found', code: 'session_not_found', request_id: res.headers['x-request-id'] });
    }
    expect((await lastBrief(user, sessionId)).json()).toMatchObject({ user_inputs: { product_name: 'Dentflow' }, readiness: { missing_fields: expect.any(Array) } });
  });

  it('needs a signed-in user and a session id', async () => {
    const { user, sessionId } = await founder();
    const anonymous = await clear({}, { session_id: sessionId });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toEqual(expect.any(String));
    const missing = await clear(user.auth, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toMatch(/^session_id/);
  });
});

describe('ownership and bad input', () => {
  it('another user’s session is a 404 on every call, and costs nothing', async () => {
    const { sessionId } = await founder();
    const intruder = await createUser(t.app);
    const calls = [
      prepare(t.app, intruder.auth, { session_id: sessionId }),
      generate(t.app, intruder.auth, { session_id: sessionId }).then((g) => g.res),
      t.app.inject({ method: 'POST', url: '/api/vibe/prerequisites/save', headers: intruder.auth, payload: { session_id: sessionId } }),
      t.app.inject({ url: `/api/vibe/prerequisites/last?session_id=${sessionId}`, headers: intruder.auth }),
      t.app.inject({ url: `/api/vibe/prompt/last?session_id=${sessionId}`, headers: intruder.auth }),
    ];
    for (const res of await Promise.all(calls)) expect(res.json()).toEqual({ detail: 'Session not found', code: 'session_not_found', request_id: res.headers['x-request-id'] });
    expect(await tokens(intruder)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/vibe/prepare', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a number for a text field', { user_inputs: { product_name: 5 } }, /^user_inputs\.product_name/],
    ['a subtitle over 120 characters', { user_inputs: { one_liner: 'x'.repeat(121) } }, /^user_inputs\.one_liner: must be at most 120/],
    ['an SEO title over 60 characters', { user_inputs: { seo: { title: 'x'.repeat(61) } } }, /^user_inputs\.seo\.title/],
    ['an SEO description over 155 characters', { user_inputs: { seo: { description: 'x'.repeat(156) } } }, /^user_inputs\.seo\.description/],
    ['an unknown palette', { user_inputs: { brand: { palette_preset: 'neon' } } }, /^user_inputs\.brand\.palette_preset/],
    ['a lighthouse target over 100', { user_inputs: { performance: { lighthouse_target: 101 } } }, /^user_inputs\.performance\.lighthouse_target/],
    ['a list instead of an object', { user_inputs: [] }, /^user_inputs/],
    ['no session id', { session_id: undefined }, /^session_id/],
  ])('prepare refuses %s with 422 and the field', async (_what, change, detail) => {
    const { user, sessionId } = await founder();
    const res = await prepare(t.app, user.auth, { session_id: sessionId, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(detail);
    expect(await tokens(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });

  it.each([
    ['expand_level 4', { expand_level: 4 }, /^expand_level/],
    ['an unknown section', { include_sections: ['header'] }, /^include_sections/],
    ['no sections', { include_sections: [] }, /^include_sections/],
    ['confirm_generation false', { confirm_generation: false }, /^confirm_generation/],
    ['another render style', { render_style: 'html' }, /^render_style/],
  ])('generate refuses %s with 422', async (_what, change, detail) => {
    const { user, sessionId } = await founder();
    const gen = await generate(t.app, user.auth, { session_id: sessionId, ...change });
    expect(gen.res.statusCode).toBe(422);
    expect(gen.res.json().detail).toMatch(detail);
  });

  it('a 1 MB body and broken JSON are 4xx with a detail, never 5xx', async () => {
    const { user, sessionId } = await founder();
    const huge = await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: 'x'.repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toEqual(expect.any(String));
    const broken = await t.app.inject({ method: 'POST', url: '/api/vibe/generate', headers: { ...user.auth, 'content-type': 'application/json' }, payload: '{"session_id":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toEqual(expect.any(String));
    const long = await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: 'x'.repeat(60_000) });
    expect(long.statusCode).toBe(422);
    const query = await t.app.inject({ url: '/api/vibe/prompt/last', headers: user.auth });
    expect(query.statusCode).toBe(422);
    expect(query.json().detail).toMatch(/^session_id/);
    expect(await tokens(user)).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });
});

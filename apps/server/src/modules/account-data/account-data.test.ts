import { afterAll, describe, expect, it } from 'vitest';
import { addConversations, createUser, signIn, uniqueEmail, useTestApp, type TestUser } from '../../../test/app.ts';
import { startFakeGoogle, type GoogleAccount } from '../../../test/fakes/google.ts';
import { newSession, parseSse, requestCanvas, sendMessage, textOf } from '../../../test/fakes/sse-client.ts';
import { prepare, generate } from '../../../test/fakes/vibe-client.ts';
import { unzip } from '../../../test/unzip.ts';

const CLIENT_ID = 'ideapilot-test.apps.googleusercontent.com';
const googleAccounts = new Map<string, GoogleAccount>();
const google = await startFakeGoogle(googleAccounts);
afterAll(() => google.close());

const t = useTestApp({ config: google.settings(CLIENT_ID) });

const IDEA = 'I want to build a scheduling app for independent dental clinics that solves no-shows.';

async function exportOf(user: TestUser) {
  const res = await t.app.inject({ url: '/api/users/me/export', headers: user.auth });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ideapilot-export-\d{4}-\d{2}-\d{2}\.zip"$/);
  return unzip(res.rawPayload);
}

/** Pays for a plan through the embedded sandbox checkout, as the billing page does. */
async function subscribeInSandbox(user: TestUser, plan: string) {
  const checkout = await t.app.inject({ method: 'POST', url: '/api/subscriptions/create-checkout-session', headers: user.auth, payload: { plan_name: plan } });
  const id = (checkout.json().checkout_url as string).split('/').pop();
  expect((await t.app.inject({ method: 'POST', url: `/api/sandbox/checkout/${id}/pay`, headers: user.auth })).statusCode).toBe(200);
}

const deleteAccount = (auth: { authorization: string }, payload?: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: auth, ...(payload ? { payload } : {}) });

/** Rows anywhere that still point at the user, table by table; only non-zero counts are listed. */
async function rowsOf(userId: string, email: string) {
  const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) => Number((await query.executeTakeFirstOrThrow()).n);
  type UserTable = 'users' | 'subscriptions' | 'token_ledger' | 'chat_sessions' | 'chat_turns' | 'refresh_tokens' | 'email_tokens' | 'canvas_reworks' | 'vibe_runs' | 'vibe_prerequisites' | 'sandbox_sessions' | 'billing_transactions';
  const n = (table: UserTable, column: 'id' | 'user_id') => count(t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where(column, '=', userId));
  const all = {
    users: await n('users', 'id'),
    canvas_reworks: await n('canvas_reworks', 'user_id'),
    vibe_runs: await n('vibe_runs', 'user_id'),
    vibe_prerequisites: await n('vibe_prerequisites', 'user_id'),
    sandbox_sessions: await n('sandbox_sessions', 'user_id'),
    billing_transactions: await n('billing_transactions', 'user_id'),
    subscriptions: await n('subscriptions', 'user_id'),
    token_ledger: await n('token_ledger', 'user_id'),
    chat_sessions: await n('chat_sessions', 'user_id'),
    chat_turns: await n('chat_turns', 'user_id'),
    refresh_tokens: await n('refresh_tokens', 'user_id'),
    email_tokens: await n('email_tokens', 'user_id'),
    mail_outbox: await count(t.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('n')).where('to_address', '=', email)),
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v > 0));
}

describe('exporting my data', () => {
  it('zips the profile, each conversation and canvas version as Markdown, the vibe brief and prompts, and the ledger as CSV', async () => {
    const user = await createUser(t.app, { first_name: 'Grace', last_name: 'Hopper' });
    const other = await createUser(t.app);
    const otherSession = await newSession(t.app, other.auth);
    await sendMessage(t.app, other.auth, otherSession, 'A secret idea about vintage typewriters for collectors.');

    const first = await newSession(t.app, user.auth);
    const liked = await sendMessage(t.app, user.auth, first, IDEA);
    await requestCanvas(t.app, user.auth, first);
    const disliked = await sendMessage(t.app, user.auth, first, 'Clinics pay 49 euros per month per location.');
    await requestCanvas(t.app, user.auth, first);
    await t.app.inject({ method: 'POST', url: `/api/chat/turn/${liked.complete!.turn_id}/like`, headers: user.auth });
    const dislike = await t.app.inject({
      method: 'POST',
      url: `/api/chat/turn/${disliked.complete!.turn_id}/dislike`,
      headers: user.auth,
      payload: { reason: 'wrong_facts', note: 'Clinics pay per chair.' },
    });
    expect(dislike.statusCode).toBe(200);
    await prepare(t.app, user.auth, { session_id: first, user_inputs: { product_name: 'Dentflow' } });
    const prompts = [await generate(t.app, user.auth, { session_id: first }), await generate(t.app, user.auth, { session_id: first, expand_level: 0, include_sections: ['hero'] })];
    const saved = await t.app.inject({ method: 'POST', url: '/api/vibe/prerequisites/save', headers: user.auth, payload: { session_id: first, user_inputs: { product_name: 'Dentflow', motto: 'No more empty chairs' } } });
    expect(saved.statusCode).toBe(200);
    await prepare(t.app, other.auth, { session_id: otherSession, user_inputs: { product_name: 'Typewriterly' } });
    await generate(t.app, other.auth, { session_id: otherSession });
    const second = await newSession(t.app, user.auth);
    await t.app.inject({ method: 'PATCH', url: `/api/sessions/${second}`, headers: user.auth, payload: { new_name: 'Ünïcode / "quoted", idea' } });

    const files = await exportOf(user);
    const names = [...files.keys()];
    const [firstFolder] = names.filter((n) => n.endsWith('/conversation.md'));
    expect(names).toEqual([
      'README.md',
      'profile.json',
      firstFolder,
      firstFolder!.replace('conversation.md', 'canvas/001.md'),
      firstFolder!.replace('conversation.md', 'canvas/002.md'),
      firstFolder!.replace('conversation.md', 'vibe/brief.json'),
      firstFolder!.replace('conversation.md', 'vibe/prompts/001.md'),
      firstFolder!.replace('conversation.md', 'vibe/prompts/002.md'),
      'sessions/002-unicode-quoted-idea/conversation.md',
      'token-ledger.csv',
      'billing-transactions.csv',
    ]);
    expect(firstFolder).toMatch(/^sessions\/001-[a-z0-9-]+\/conversation\.md$/);

    const profile = JSON.parse(files.get('profile.json')!);
    expect(profile.user).toMatchObject({ id: user.id, email: user.email, first_name: 'Grace', last_name: 'Hopper' });
    expect(JSON.stringify(profile)).not.toMatch(/argon2|hashed_password/);
    expect(profile.subscription).toMatchObject({ plan_name: 'free', tokens_remaining: 15 });

    const conversation = files.get(firstFolder!)!;
    expect(conversation).toContain(`## You, `);
    expect(conversation).toContain(IDEA);
    expect(conversation).toContain('Clinics pay 49 euros per month per location.');
    expect(conversation.match(/^## IdeaPilot$/gm)).toHaveLength(2);
    expect(conversation.match(/^_You liked this reply\._$/gm)).toHaveLength(1);
    expect(conversation).toContain('_You disliked this reply: Wrong facts — “Clinics pay per chair.”._');
    const canvases = await t.db.selectFrom('canvas_versions').select('content_md').where('session_id', '=', first).orderBy('created_at').execute();
    expect(files.get(firstFolder!.replace('conversation.md', 'canvas/001.md'))).toBe(canvases[0]!.content_md);
    expect(files.get(firstFolder!.replace('conversation.md', 'canvas/002.md'))).toBe(canvases[1]!.content_md);
    expect(files.get('sessions/002-unicode-quoted-idea/conversation.md')).toMatch(/^# Ünïcode \/ "quoted", idea\n/);

    const brief = JSON.parse(files.get(firstFolder!.replace('conversation.md', 'vibe/brief.json'))!);
    expect(brief).toMatchObject({ brief: saved.json().user_inputs, chosen: saved.json().chosen, suggestions: saved.json().suggestions, locale: 'en' });
    expect(brief.brief).toMatchObject({ product_name: 'Dentflow', motto: 'No more empty chairs' });
    expect(Date.parse(brief.saved_at)).not.toBeNaN();
    expect(prompts.map((p) => p.text.length > 100)).toEqual([true, true]);
    expect(prompts[0]!.text).not.toBe(prompts[1]!.text);
    expect(files.get(firstFolder!.replace('conversation.md', 'vibe/prompts/001.md'))).toBe(prompts[0]!.text);
    expect(files.get(firstFolder!.replace('conversation.md', 'vibe/prompts/002.md'))).toBe(prompts[1]!.text);
    expect(files.get('README.md')).toContain('vibe/prompts/<number>.md');

    const ledger = files.get('token-ledger.csv')!.trim().split('\r\n');
    expect(ledger[0]).toBe('date,kind,amount,reason,reference');
    expect(ledger.slice(1).map((l) => l.split(',').slice(1, 3).join(','))).toEqual(['grant,20', 'charge,-1', 'charge,-1', 'charge,-1', 'charge,-1', 'charge,-1']);

    const everything = [...files.values()].join('\n');
    expect(everything).not.toContain('typewriters');
    expect(everything).not.toContain('Typewriterly');
    expect(everything).not.toContain(other.email);
  });

  it('keeps the earlier versions of a regenerated reply and an edited message, marked, before the one the conversation went on from', async () => {
    const edit = 'I want to build a booking tool for independent physiotherapists.';
    const pricing = 'Physiotherapists pay 30 euros per month.';
    const user = await createUser(t.app);
    const session = await newSession(t.app, user.auth);
    const first = await sendMessage(t.app, user.auth, session, IDEA);
    const firstId = first.complete!.turn_id!;
    await t.app.inject({ method: 'POST', url: `/api/chat/turn/${firstId}/like`, headers: user.auth });
    const regenerated = await t.app.inject({ method: 'POST', url: `/api/chat/turn/${firstId}/regenerate`, headers: user.auth });
    const regeneratedId = parseSse(regenerated.body).find((e) => e.type === 'complete')!.turn_id!;
    const edited = await t.app.inject({ method: 'POST', url: `/api/chat/turn/${regeneratedId}/edit`, headers: user.auth, payload: { message: edit } });
    const next = await sendMessage(t.app, user.auth, session, pricing);

    const conversation = [...(await exportOf(user)).entries()].find(([n]) => n.endsWith('/conversation.md'))![1];
    expect(conversation.match(/^## .*$/gm)!.map((h) => h.replace(/\d{4}-\S+Z/, 'DATE'))).toEqual([
      '## You, DATE (earlier version)',
      '## IdeaPilot (earlier version)',
      '## You, DATE (earlier version)',
      '## IdeaPilot (earlier version)',
      '## You, DATE',
      '## IdeaPilot',
      '## You, DATE',
      '## IdeaPilot',
    ]);
    const bodies = conversation.split(/^## .*$/m).slice(1).map((text) => text.trim());
    expect(bodies).toEqual([
      IDEA,
      `${first.text.trim()}\n\n_You liked this reply._`,
      IDEA,
      textOf(parseSse(regenerated.body)).trim(),
      edit,
      textOf(parseSse(edited.body)).trim(),
      pricing,
      next.text.trim(),
    ]);
  });

  it('lists the payments as Billing History does, and the share links made without their tokens', async () => {
    const user = await createUser(t.app);
    await subscribeInSandbox(user, 'starter');
    const [payment] = (await t.app.inject({ url: '/api/subscriptions/transactions', headers: user.auth })).json();
    const session = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, session, IDEA);
    await requestCanvas(t.app, user.auth, session);
    const shares = `/api/sessions/${session}/canvas/shares`;
    const kept = (await t.app.inject({ method: 'POST', url: shares, headers: user.auth, payload: { expires_in_days: 7 } })).json();
    const revoked = (await t.app.inject({ method: 'POST', url: shares, headers: user.auth, payload: {} })).json();
    await t.app.inject({ method: 'DELETE', url: `/api/canvas/shares/${revoked.id}`, headers: user.auth });
    const revokedAt = (await t.db.selectFrom('canvas_share_links').select('revoked_at').where('id', '=', revoked.id).executeTakeFirstOrThrow()).revoked_at!;

    const files = await exportOf(user);
    expect(files.get('billing-transactions.csv')).toBe(
      `date,description,amount,currency,status,receipt\r\n${payment.created_at},"Starter plan, 1 month (test payment)",9.00,USD,succeeded,\r\n`,
    );
    const folder = [...files.keys()].find((n) => n.endsWith('/conversation.md'))!.replace('conversation.md', '');
    expect(files.get(`${folder}share-links.csv`)).toBe(
      `created,expires,revoked,canvas\r\n${kept.created_at},${kept.expires_at},,canvas/001.md\r\n${revoked.created_at},,${revokedAt.toISOString()},canvas/001.md\r\n`,
    );
    const readme = files.get('README.md')!;
    expect(readme).toContain('`billing-transactions.csv`');
    expect(readme).toMatch(/share-links\.csv`: .*token is a key/);
    const everything = [...files.values()].join('\n');
    for (const link of [kept, revoked]) expect(everything).not.toContain(link.token);
  });

  it('streams a large account with every session and canvas version in it', async () => {
    const user = await createUser(t.app);
    const turn: [string, string] = ['x'.repeat(500), 'y'.repeat(2000)];
    await addConversations(t.db, user.id, Array.from({ length: 150 }, (_, i) => ({ name: `Idea ${i + 1}`, turns: [turn, turn] })));
    const files = await exportOf(user);
    const conversations = [...files.entries()].filter(([n]) => n.endsWith('conversation.md')).map(([, text]) => text);
    expect(conversations).toHaveLength(150);
    expect(conversations.every((text) => text.split('y'.repeat(2000)).length === 3)).toBe(true);
    expect([...files.keys()].filter((n) => /\/canvas\/00[12]\.md$/.test(n))).toHaveLength(300);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/users/me/export' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/me/export', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
  });
});

describe('deleting my account', () => {
  it('asks for the right password and refuses malformed bodies, deleting nothing', async () => {
    const user = await createUser(t.app);
    const missing = await deleteAccount(user.auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'password_required' });
    const wrong = await deleteAccount(user.auth, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', detail: 'Password is incorrect' });
    for (const bad of [{ password: 42 }, { password: '' }, { password: 'x'.repeat(257) }]) {
      expect((await deleteAccount(user.auth, bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
    const broken = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: { ...user.auth, 'content-type': 'application/json' }, payload: '{' });
    expect(broken.statusCode).toBe(400);
    expect((await deleteAccount({ authorization: 'Bearer nope' }, { password: user.password })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/me', headers: user.auth })).statusCode).toBe(200);
  });

  it('leaves nothing of the user, signs out everywhere, frees the e-mail and leaves other users alone', async () => {
    const user = await createUser(t.app, { remember: true });
    const other = await createUser(t.app);
    const sessionOf = new Map<string, string>();
    for (const who of [user, other]) {
      const session = await newSession(t.app, who.auth);
      sessionOf.set(who.id, session);
      await sendMessage(t.app, who.auth, session, IDEA);
      await requestCanvas(t.app, who.auth, session);
      await t.app.inject({ method: 'POST', url: `/api/sessions/${session}/canvas/rework`, headers: who.auth, payload: { block: 'WHO' } });
      await prepare(t.app, who.auth, { session_id: session, user_inputs: { product_name: 'Dentflow' } });
      expect((await generate(t.app, who.auth, { session_id: session })).res.statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/vibe/prerequisites/save', headers: who.auth, payload: { session_id: session } });
      await subscribeInSandbox(who, 'starter');
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: who.email } });
    }
    const otherBefore = await rowsOf(other.id, other.email);
    expect(Object.keys(await rowsOf(user.id, user.email)).sort()).toEqual(Object.keys(otherBefore).sort());
    expect(otherBefore).toMatchObject({ canvas_reworks: 1, vibe_runs: 2, vibe_prerequisites: 1, billing_transactions: 1 });
    const canvasesOf = async (id: string) => (await t.db.selectFrom('canvas_versions').select('id').where('session_id', '=', sessionOf.get(id)!).execute()).length;
    const otherCanvases = await canvasesOf(other.id);
    const { provider_subscription_id: subscriptionId } = await t.db.selectFrom('subscriptions').select('provider_subscription_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const [payment] = await t.db.selectFrom('billing_transactions').select(['id', 'amount_cents']).where('user_id', '=', user.id).execute();

    const res = await deleteAccount(user.auth, { password: user.password });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');

    expect(await rowsOf(user.id, user.email)).toEqual({});
    expect(await canvasesOf(user.id)).toBe(0);
    expect(await rowsOf(other.id, other.email)).toEqual(otherBefore);
    expect(await canvasesOf(other.id)).toBe(otherCanvases);
    // The payment stays, with no reference to the user; the sandbox subscription was ended at the provider first.
    expect(await t.db.selectFrom('billing_transactions').select(['user_id', 'amount_cents']).where('id', '=', payment!.id).execute()).toEqual([{ user_id: null, amount_cents: payment!.amount_cents }]);
    expect(await t.db.selectFrom('billing_events').select('type').where('event_id', '=', `evt_deleted_${subscriptionId}`).execute()).toEqual([{ type: 'customer.subscription.deleted' }]);
    expect((await t.app.inject({ url: '/api/subscriptions/current', headers: other.auth })).json()).toMatchObject({ plan_name: 'starter', cancel_at_period_end: false });
    expect((await t.app.inject({ url: '/api/users/me', headers: user.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: user.cookie } })).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await deleteAccount(user.auth, { password: user.password })).statusCode).toBe(401);

    const again = await createUser(t.app, { email: user.email, password: 'An0ther!pass' });
    expect(again.id).not.toBe(user.id);
    expect((await t.app.inject({ url: '/api/users/me/tokens', headers: again.auth })).json()).toEqual({ tokens_remaining: 20, tokens_used: 0 });
    expect((await t.app.inject({ url: '/api/sessions', headers: again.auth })).json()).toEqual([]);
  });

  it('asks a Google account for a fresh Google sign-in of that same account', async () => {
    const mine: GoogleAccount = { sub: 'g-mine', email: uniqueEmail('g'), name: 'Marie Curie', given_name: 'Marie', family_name: 'Curie', email_verified: true, aud: CLIENT_ID };
    googleAccounts.set('tok-mine', mine);
    googleAccounts.set('tok-someone-else', { ...mine, sub: 'g-else', email: uniqueEmail('g') });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/google', payload: { token: 'tok-mine', token_type: 'access_token', user_info: {} } });
    const auth = { authorization: `Bearer ${login.json().access_token}` };

    expect((await deleteAccount(auth, { password: 'whatever' })).json()).toMatchObject({ code: 'google_reauth_required' });
    expect((await deleteAccount(auth, { google_access_token: 'tok-unknown' })).statusCode).toBe(401);
    const someoneElse = await deleteAccount(auth, { google_access_token: 'tok-someone-else' });
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toMatchObject({ code: 'google_account_mismatch' });
    expect((await deleteAccount(auth, { google_access_token: 'tok-mine' })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/users/me', headers: auth })).statusCode).toBe(401);
  });
});

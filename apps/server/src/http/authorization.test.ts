import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, makeAdmin, useTestApp, type TestUser } from '../../test/app.ts';
import { newSession, requestCanvas, sendMessage } from '../../test/fakes/sse-client.ts';
import { isAdminEndpoint, keyOf, isPublicEndpoint, routeTable, type Endpoint } from '../../test/route-table.ts';
import { accessTokens } from './auth.ts';

// Every endpoint the app registers × every way of calling it without the right to.
const table = routeTable();
const t = useTestApp({ deps: { onRoute: table.hook } });

let owner: TestUser & { sessionId: string; turnId: string; checkoutId: string; portalId: string; versionId: string; shareId: string };
let attacker: TestUser;
let admin: TestUser;

beforeAll(async () => {
  const user = await createUser(t.app);
  const sessionId = await newSession(t.app, user.auth);
  const turn = await sendMessage(t.app, user.auth, sessionId, 'I want to help bakers sell leftover bread to neighbours.');
  const turnId = turn.complete!.turn_id!;
  await t.app.inject({ method: 'POST', url: `/api/chat/turn/${turnId}/like`, headers: user.auth });
  await requestCanvas(t.app, user.auth, sessionId);
  const share = (await t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/canvas/shares`, headers: user.auth, payload: {} })).json();
  // A paid sandbox checkout and an open portal session, so the sandbox pages have owner's rows to name.
  const lastSegment = (url: string) => url.split('/').pop()!;
  const checkout = await t.app.inject({ method: 'POST', url: '/api/subscriptions/create-checkout-session', headers: user.auth, payload: { plan_name: 'starter' } });
  const checkoutId = lastSegment(checkout.json().checkout_url);
  await t.app.inject({ method: 'POST', url: `/api/sandbox/checkout/${checkoutId}/pay`, headers: user.auth });
  const portal = await t.app.inject({ method: 'POST', url: '/api/subscriptions/manage', headers: user.auth });
  owner = { ...user, sessionId, turnId, checkoutId, portalId: lastSegment(portal.json().portal_url), versionId: share.version_id, shareId: share.id };
  attacker = await createUser(t.app);
  admin = await createUser(t.app);
  await makeAdmin(t.db, admin.id);
});

const guarded = () => table.endpoints.filter((e) => !isPublicEndpoint(e));

/** The owner's row a path parameter names. A new parameter must be added here to be covered. */
function ownersId(endpoint: Endpoint, param: string): string {
  if (param === 'turn_id') return owner.turnId;
  if (param === 'version_id') return owner.versionId;
  if (param === 'share_id') return owner.shareId;
  if (param === 'id' && endpoint.url.startsWith('/api/sessions/')) return owner.sessionId;
  if (param === 'id' && endpoint.url.startsWith('/api/sandbox/checkout/')) return owner.checkoutId;
  if (param === 'id' && endpoint.url.startsWith('/api/sandbox/portal/')) return owner.portalId;
  throw new Error(`${keyOf(endpoint)}: no owner id known for :${param}; teach the authorization matrix which row it names`);
}

const fill = (endpoint: Endpoint, value: (param: string) => string) =>
  endpoint.params.reduce((url, param) => url.replace(`:${param}`, encodeURIComponent(value(param))), endpoint.url);

/** A body with every id field pointing at the owner's rows, valid enough to get past validation. */
const hijackBody = () => ({ session_id: owner.sessionId, turn_id: owner.turnId, message: 'Tell me everything', new_name: 'Hijacked', viewed: true, block: 'WHO', first_name: 'Mallory', action: 'cancel' });

function call(endpoint: Endpoint, authorization: string | undefined, url = fill(endpoint, () => '00000000-0000-4000-8000-000000000000')) {
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  return t.app.inject({
    method: endpoint.method as 'GET',
    url,
    headers: authorization ? { authorization } : {},
    ...(hasBody ? { payload: hijackBody() } : {}),
  });
}

/** Everything but the attacker's own rows: what no refused or foreign call may change. */
async function everyoneElse() {
  const notAttacker = attacker.id;
  const [users, sessions, turns, canvases, subscriptions, ledger, refresh, configs, templates, formats, shares] = await Promise.all([
    t.db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name', 'hashed_password', 'has_consent', 'viewed_tutorial', 'is_admin', 'token_version']).where('id', '!=', notAttacker).orderBy('id').execute(),
    t.db.selectFrom('chat_sessions').select(['id', 'user_id', 'name']).where('user_id', '!=', notAttacker).orderBy('id').execute(),
    t.db.selectFrom('chat_turns').select(['id', 'status', 'assistant_message', 'user_evaluation_mark']).where('user_id', '!=', notAttacker).orderBy('id').execute(),
    t.db.selectFrom('canvas_versions as c').innerJoin('chat_sessions as s', 's.id', 'c.session_id').select(['c.id', 'c.content_md']).where('s.user_id', '!=', notAttacker).orderBy('c.id').execute(),
    t.db.selectFrom('subscriptions').select(['user_id', 'plan_name', 'tokens_remaining', 'tokens_used']).where('user_id', '!=', notAttacker).orderBy('user_id').execute(),
    t.db.selectFrom('token_ledger').select(['id', 'kind', 'amount']).where('user_id', '!=', notAttacker).orderBy('id').execute(),
    t.db.selectFrom('refresh_tokens').select(['id', 'rotated_at', 'revoked_at']).where('user_id', '!=', notAttacker).orderBy('id').execute(),
    t.db.selectFrom('agent_provider_configs').selectAll().orderBy('id').execute(),
    t.db.selectFrom('agent_prompt_templates').selectAll().orderBy('id').execute(),
    t.db.selectFrom('agent_output_formats').selectAll().orderBy('id').execute(),
    t.db.selectFrom('canvas_share_links').selectAll().where('user_id', '!=', notAttacker).orderBy('id').execute(),
  ]);
  return { users, sessions, turns, canvases, subscriptions, ledger, refresh, configs, templates, formats, shares };
}

async function signed(claims: Record<string, unknown>, options: { secret?: string; expiresAt?: number; subject?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: 'access', ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(options.subject ?? attacker.id)
    .setIssuedAt(now - 3600)
    .setExpirationTime(options.expiresAt ?? now + 600)
    .sign(new TextEncoder().encode(options.secret ?? t.keys.jwtSecret));
}

describe('the authorization matrix', () => {
  it('covers the endpoints the app registers', () => {
    expect(guarded().length).toBeGreaterThan(20);
    expect(guarded().some(isAdminEndpoint)).toBe(true);
  });

  it('answers 401 to every guarded endpoint without a valid token, and changes nothing', async () => {
    const before = await everyoneElse();
    const [header, payload] = attacker.token.split('.');
    const invalid: Record<string, string | undefined> = {
      'no token': undefined,
      'not a bearer token': `Basic ${attacker.token}`,
      forged: `Bearer ${header}.${payload}.${'A'.repeat(43)}`,
      'signed with another key': `Bearer ${await accessTokens('k'.repeat(48), 600).issue(admin.id)}`,
      expired: `Bearer ${await signed({ ver: 0 }, { subject: admin.id, expiresAt: Math.floor(Date.now() / 1000) - 60 })}`,
      'older token version': `Bearer ${await signed({ ver: -1 }, { subject: admin.id })}`,
      'unknown user': `Bearer ${await signed({ ver: 0 }, { subject: '00000000-0000-4000-8000-000000000000' })}`,
      'not a user id': `Bearer ${await signed({ ver: 0 }, { subject: "x' OR 1=1 --" })}`,
      'refresh-type token': `Bearer ${await signed({ typ: 'refresh', ver: 0 }, { subject: admin.id })}`,
    };
    const wrong: string[] = [];
    for (const endpoint of guarded()) {
      for (const [column, authorization] of Object.entries(invalid)) {
        const res = await call(endpoint, authorization);
        if (res.statusCode !== 401 || res.json().code !== 'not_authenticated') wrong.push(`${keyOf(endpoint)} × ${column}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await everyoneElse()).toEqual(before);
  });

  it('answers 403 to a signed-in non-admin on every admin endpoint, and changes nothing', async () => {
    const before = await everyoneElse();
    const wrong: string[] = [];
    for (const endpoint of guarded().filter(isAdminEndpoint)) {
      const res = await call(endpoint, attacker.auth.authorization);
      if (res.statusCode !== 403 || res.json().code !== 'admin_required') wrong.push(`${keyOf(endpoint)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await everyoneElse()).toEqual(before);
  });

  it("answers 404 to another user's ids on every endpoint that takes one, and leaks or changes nothing", async () => {
    const before = await everyoneElse();
    const wrong: string[] = [];
    for (const endpoint of guarded().filter((e) => !isAdminEndpoint(e))) {
      // The attacker has accepted the policies, which a row of the table withdraws: the AI rows
      // must refuse the owner's ids, not the attacker's missing consent.
      await t.app.inject({ method: 'POST', url: '/api/users/me/consent', headers: attacker.auth });
      const res = await call(endpoint, attacker.auth.authorization, fill(endpoint, (param) => ownersId(endpoint, param)));
      const label = keyOf(endpoint);
      if (endpoint.params.length > 0 && res.statusCode !== 404) wrong.push(`${label}: ${res.statusCode}, not 404`);
      if (res.statusCode >= 500) wrong.push(`${label}: ${res.statusCode}`);
      for (const secret of [owner.sessionId, owner.turnId, owner.email]) {
        if (res.body.includes(secret)) wrong.push(`${label}: answer shows the owner's ${secret}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await everyoneElse()).toEqual(before);
  });
});

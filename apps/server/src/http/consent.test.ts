import { endpoints, type Endpoint, type EndpointName } from '@ideapilot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestApp, type TestUser } from '../../test/app.ts';
import { newSession, requestCanvas, sendMessage } from '../../test/fakes/sse-client.ts';
import { canvas, prepare } from '../../test/fakes/vibe-client.ts';

// The policies say chats may be used to train models: the server, not only the consent dialog,
// keeps the AI work for users who have accepted them (docs/decisions/2026-12-05-policy-consent-checked-by-the-server.md).
const t = useTestApp();

/** The rows that spend a token or send the founder's words to a model. */
const AI_WORK: EndpointName[] = ['sendMessage', 'rebuildCanvas', 'regenerateTurn', 'editTurn', 'reworkCanvasBlock', 'vibePrepare', 'vibeGenerate', 'vibeSavePrerequisites'];

let founder: TestUser & { sessionId: string; turnId: string };

beforeAll(async () => {
  const user = await createUser(t.app);
  const sessionId = await newSession(t.app, user.auth);
  const turn = await sendMessage(t.app, user.auth, sessionId, 'I want to help bakers sell leftover bread to neighbours.');
  await requestCanvas(t.app, user.auth, sessionId);
  expect((await prepare(t.app, user.auth, { session_id: sessionId, canvas_text: canvas })).statusCode).toBe(200);
  founder = { ...user, sessionId, turnId: turn.complete!.turn_id! };
});

/** A call of `row` that would be served with consent: the founder's own ids and a valid body. */
function callOf(name: EndpointName, auth: { authorization: string }) {
  const row: Endpoint = endpoints[name];
  const url = row.path.replace(':turn_id', founder.turnId).replace(':id', founder.sessionId);
  const session_id = founder.sessionId;
  const bodies: Partial<Record<EndpointName, object>> = {
    sendMessage: { session_id, message: 'Who pays for the bread?' },
    rebuildCanvas: { session_id, message: '' },
    editTurn: { message: 'I want to help bakers sell their bread.' },
    reworkCanvasBlock: { block: 'WHO' },
    vibePrepare: { session_id, canvas_text: canvas },
    vibeGenerate: { session_id, canvas_text: canvas, confirm_generation: true },
    vibeSavePrerequisites: { session_id, user_inputs: { product_name: 'Crumbs' } },
  };
  const body = bodies[name];
  return t.app.inject({ method: row.method, url, headers: auth, ...(body ? { payload: body } : {}) });
}

/** What the founder has: tokens, turns, canvases, reworks, Vibe runs and briefs. */
async function holdings(user: TestUser) {
  const [tokens, ledger, turns, canvases, reworks, runs, briefs] = await Promise.all([
    t.app.inject({ url: '/api/users/me/tokens', headers: user.auth }).then((res) => res.json()),
    t.db.selectFrom('token_ledger').select(['id', 'amount']).where('user_id', '=', user.id).orderBy('id').execute(),
    t.db.selectFrom('chat_turns').select(['id', 'status', 'assistant_message']).where('user_id', '=', user.id).orderBy('id').execute(),
    t.db.selectFrom('canvas_versions as c').innerJoin('chat_sessions as s', 's.id', 'c.session_id').select(['c.id', 'c.content_md']).where('s.user_id', '=', user.id).orderBy('c.id').execute(),
    t.db.selectFrom('canvas_reworks as r').innerJoin('chat_sessions as s', 's.id', 'r.session_id').select(['r.id']).where('s.user_id', '=', user.id).orderBy('r.id').execute(),
    t.db.selectFrom('vibe_runs as v').innerJoin('chat_sessions as s', 's.id', 'v.session_id').select(['v.id', 'v.status']).where('s.user_id', '=', user.id).orderBy('v.id').execute(),
    t.db.selectFrom('vibe_prerequisites as p').innerJoin('chat_sessions as s', 's.id', 'p.session_id').selectAll('p').where('s.user_id', '=', user.id).execute(),
  ]);
  return { tokens, ledger, turns, canvases, reworks, runs, briefs };
}

const revoke = (user: TestUser) => t.app.inject({ method: 'DELETE', url: '/api/users/me/consent', headers: user.auth });
const grant = (user: TestUser) => t.app.inject({ method: 'POST', url: '/api/users/me/consent', headers: user.auth });

describe('policy consent, checked by the server', () => {
  it('declares the AI work as for consenting users in the endpoint table, and nothing else', () => {
    const consented = Object.entries(endpoints)
      .filter(([, row]) => row.access === 'consented')
      .map(([name]) => name);
    expect(consented.sort()).toEqual([...AI_WORK].sort());
  });

  it('refuses every AI call of a user who never accepted the policies with 403 consent_required: no token spent, nothing written', async () => {
    const stranger = await createUser(t.app, { consent: false });
    const sessionId = await newSession(t.app, stranger.auth);
    const before = await holdings(stranger);
    const res = await t.app.inject({ method: 'POST', url: '/api/chat/message', headers: stranger.auth, payload: { session_id: sessionId, message: 'I want to help bakers.' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'consent_required', detail: 'Please accept the Privacy Policy and the Terms of Service before using the AI coach.' });
    expect(await holdings(stranger)).toEqual(before);
    expect(before.tokens).toEqual({ tokens_remaining: 20, tokens_used: 0 });
  });

  it('refuses every AI call once consent is revoked (in another tab, say), changing nothing, and serves them again once it is given', async () => {
    expect((await revoke(founder)).json().has_consent).toBe(false);
    const before = await holdings(founder);
    const wrong: string[] = [];
    for (const name of AI_WORK) {
      const res = await callOf(name, founder.auth);
      if (res.statusCode !== 403 || res.json().code !== 'consent_required') wrong.push(`${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await holdings(founder)).toEqual(before);

    expect((await grant(founder)).json().has_consent).toBe(true);
    const served = await sendMessage(t.app, founder.auth, founder.sessionId, 'Who pays for the bread?');
    expect(served.res.statusCode).toBe(200);
    expect(served.complete?.turn_id).toEqual(expect.any(String));
    expect((await holdings(founder)).tokens.tokens_used).toBe(before.tokens.tokens_used + 1);
  });

  it("leaves the founder's own data, its export and deletion, the profile and consent itself open without consent", async () => {
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    const turnId = (await sendMessage(t.app, user.auth, sessionId, 'I want to help bakers sell leftover bread.')).complete!.turn_id!;
    await requestCanvas(t.app, user.auth, sessionId);
    await revoke(user);
    const open: [string, string, object?][] = [
      ['GET', '/api/users/me'],
      ['PUT', '/api/users/me', { first_name: 'Grace' }],
      ['GET', '/api/users/me/tokens'],
      ['GET', '/api/subscriptions/current'],
      ['GET', '/api/sessions'],
      ['GET', `/api/sessions/${sessionId}/history`],
      ['GET', `/api/sessions/${sessionId}/canvas/versions`],
      ['GET', `/api/sessions/${sessionId}/canvas/export.md`],
      ['GET', `/api/chat/turn/${turnId}/stream`],
      ['POST', `/api/chat/turn/${turnId}/stop`],
      ['GET', '/api/users/me/export'],
      ['POST', '/api/users/me/consent'],
      ['DELETE', '/api/users/me/consent'],
      ['PUT', '/api/users/me', { has_consent: true }],
      ['DELETE', '/api/users/me/consent'],
      ['DELETE', '/api/users/me', { password: user.password }],
    ];
    const wrong: string[] = [];
    for (const [method, url, payload] of open) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: user.auth, ...(payload ? { payload } : {}) });
      if (res.statusCode >= 300) wrong.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
  });
});

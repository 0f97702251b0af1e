import { canvasMarkdown } from '@ideapilot/contract';
import { inflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, expireShareLink, useTestApp, type TestUser } from '../../../test/app.ts';
import { newSession, requestCanvas, sendMessage } from '../../../test/fakes/sse-client.ts';

const t = useTestApp();

type Auth = { authorization: string };

/** A session with two answered turns, each with its canvas rebuilt (two versions). */
async function sessionWithTwoVersions(user: TestUser, words = ['florists', 'Florists in small towns lose orders every week.']) {
  const sessionId = await newSession(t.app, user.auth);
  await sendMessage(t.app, user.auth, sessionId, `I want to build a booking app for ${words[0]} so they stop losing orders.`);
  await requestCanvas(t.app, user.auth, sessionId);
  await sendMessage(t.app, user.auth, sessionId, words[1]!);
  await requestCanvas(t.app, user.auth, sessionId);
  return sessionId;
}

/** A founder with a two-version session, and another user, made once for the describe block. */
function useOwnerAndStranger() {
  const s = {} as { owner: TestUser; stranger: TestUser; sessionId: string };
  beforeAll(async () => {
    s.owner = await createUser(t.app);
    s.stranger = await createUser(t.app);
    s.sessionId = await sessionWithTwoVersions(s.owner);
  });
  return s;
}

/** A session whose only canvas version is `markdown`, as any output format may write it. */
async function sessionWithCanvas(user: TestUser, markdown: string) {
  const sessionId = await newSession(t.app, user.auth);
  const version = await t.db.insertInto('canvas_versions').values({ session_id: sessionId, turn_id: null, content_md: markdown, kind: 'restore' }).returning('id').executeTakeFirstOrThrow();
  return { sessionId, versionId: version.id };
}

/** Runs `act` as if another tab deleted the session after the ownership check, just before the row is written into `table`. */
async function withSessionDeletedBeforeInsert<T>(table: 'canvas_versions' | 'canvas_share_links', sessionId: string, act: () => Promise<T>): Promise<T> {
  await sql`CREATE OR REPLACE FUNCTION delete_session_first() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM chat_sessions WHERE id = NEW.session_id; RETURN NEW; END $$`.execute(t.db);
  await sql`CREATE TRIGGER delete_session_first BEFORE INSERT ON ${sql.table(table)} FOR EACH ROW WHEN (NEW.session_id = ${sql.lit(sessionId)}) EXECUTE FUNCTION delete_session_first()`.execute(t.db);
  try {
    return await act();
  } finally {
    await sql`DROP TRIGGER delete_session_first ON ${sql.table(table)}`.execute(t.db);
  }
}

const get = (url: string, auth?: Auth) => t.app.inject({ method: 'GET', url, ...(auth ? { headers: auth } : {}) });
const post = (url: string, auth: Auth, payload?: object) => t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
const versionsOf = async (sessionId: string, auth: Auth) => (await get(`/api/sessions/${sessionId}/canvas/versions`, auth)).json().versions;
const history = async (sessionId: string, auth: Auth) => (await get(`/api/sessions/${sessionId}/history`, auth)).json();

describe('canvas versions and restore', () => {
  const s = useOwnerAndStranger();

  it('lists every version newest first with its number, turn and content', async () => {
    const versions = await versionsOf(s.sessionId, s.owner.auth);
    expect(versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(versions.map((v: { turn_number: number }) => v.turn_number)).toEqual([2, 1]);
    expect(versions.every((v: { kind: string }) => v.kind === 'turn')).toBe(true);
    expect(versions[0].content_md).toBe((await history(s.sessionId, s.owner.auth)).canvas.content_md);
    expect(versions[0].content_md).not.toBe(versions[1].content_md);
  });

  it('restores an older version as a new current version; the conversation stays as it was', async () => {
    const before = await versionsOf(s.sessionId, s.owner.auth);
    const first = before.find((v: { number: number }) => v.number === 1);
    // Written in capitals, as any id the API takes may be.
    const res = await post(`/api/sessions/${s.sessionId.toUpperCase()}/canvas/versions/${first.id.toUpperCase()}/restore`, s.owner.auth);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ number: 3, kind: 'restore', restored_from: 1, turn_number: 2, content_md: first.content_md });

    const after = await history(s.sessionId, s.owner.auth);
    expect(after.canvas.content_md).toBe(first.content_md);
    expect(after.turns).toHaveLength(2);
    expect((await versionsOf(s.sessionId, s.owner.auth)).map((v: { number: number }) => v.number)).toEqual([3, 2, 1]);
  });

  it("answers 404 for another user's session, an unknown version and a version of another session", async () => {
    const [current] = await versionsOf(s.sessionId, s.owner.auth);
    expect((await get(`/api/sessions/${s.sessionId}/canvas/versions`, s.stranger.auth)).statusCode).toBe(404);
    expect((await post(`/api/sessions/${s.sessionId}/canvas/versions/${current.id}/restore`, s.stranger.auth)).json().code).toBe('session_not_found');
    expect((await post(`/api/sessions/${s.sessionId}/canvas/versions/not-a-uuid/restore`, s.owner.auth)).json().code).toBe('canvas_version_not_found');
    const other = await sessionWithTwoVersions(s.owner);
    const res = await post(`/api/sessions/${other}/canvas/versions/${current.id}/restore`, s.owner.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('canvas_version_not_found');
    expect((await get(`/api/sessions/${s.sessionId}/canvas/versions`)).statusCode).toBe(401);
  });

  it('answers 404 when another tab deletes the session while a version is restored', async () => {
    const { sessionId, versionId } = await sessionWithCanvas(s.owner, '# Florist booking\n');
    const res = await withSessionDeletedBeforeInsert('canvas_versions', sessionId, () => post(`/api/sessions/${sessionId}/canvas/versions/${versionId}/restore`, s.owner.auth));
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().code).toBe('session_not_found');
  });

  it('lists no versions for a session without a canvas', async () => {
    const empty = await newSession(t.app, s.owner.auth);
    expect(await versionsOf(empty, s.owner.auth)).toEqual([]);
  });
});

/** The text a PDF shows: its content streams inflated, each TJ/Tj string decoded. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      const hexes = (op[1] ?? op[2] ?? '').match(/<([0-9a-fA-F]*)>/g) ?? [];
      texts.push(hexes.map((h) => Buffer.from(h.slice(1, -1), 'hex').toString('latin1')).join(''));
    }
  }
  return texts.join('\n');
}

describe('export', () => {
  let owner: TestUser;
  let sessionId: string;
  beforeAll(async () => {
    owner = await createUser(t.app);
    sessionId = await sessionWithTwoVersions(owner);
  });
  /** The session's current canvas and the idea's title in it. */
  const currentCanvas = async () => {
    const canvas = (await history(sessionId, owner.auth)).canvas.content_md as string;
    return { canvas, title: /^# (.+)$/m.exec(canvas)![1]! };
  };

  it('downloads the current canvas as Markdown named after the idea', async () => {
    const { canvas, title } = await currentCanvas();
    const res = await get(`/api/sessions/${sessionId}/canvas/export.md`, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/markdown');
    const stem = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${stem}.md"`);
    expect(res.body).toBe(canvas);
  });

  it('exports an older version when asked for one', async () => {
    const versions = await versionsOf(sessionId, owner.auth);
    const res = await get(`/api/sessions/${sessionId}/canvas/export.md?version_id=${versions[1].id}`, owner.auth);
    expect(res.body).toBe(versions[1].content_md);
    expect((await get(`/api/sessions/${sessionId}/canvas/export.md?version_id=${crypto.randomUUID()}`, owner.auth)).json().code).toBe('canvas_version_not_found');
  });

  it('draws a valid PDF with the title, the stage, the blocks and the IdeaPilot footer', async () => {
    const { title } = await currentCanvas();
    const res = await get(`/api/sessions/${sessionId}/canvas/export.pdf`, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const text = pdfText(pdf);
    expect(text).toContain(title);
    expect(text).toContain('Stage 1 — Simply Explained Idea'.replace('—', '\x97'));
    for (const block of ['WHO', 'PAIN', 'PITCH']) expect(text).toContain(block);
    expect(text).toContain('IdeaPilot');
  });

  it('prints the text before the blocks, and the whole of a canvas written without them', async () => {
    const printed = async (markdown: string) => {
      const { sessionId: id } = await sessionWithCanvas(owner, markdown);
      return pdfText((await get(`/api/sessions/${id}/canvas/export.pdf`, owner.auth)).rawPayload);
    };
    const withSummary = await printed('# Florist booking\n\n## Stage 1 — Simply Explained Idea\n\nFlorists lose orders by phone.\n\n### WHO\nSmall-town florists.\n');
    expect(withSummary).toContain('Florists lose orders by phone.');
    expect(withSummary).toContain('Small-town florists.');
    expect(withSummary.split('Florist booking')).toHaveLength(2);
    expect(withSummary.split('Simply Explained Idea')).toHaveLength(2);
    const sections = await printed('# Physio booking\n\n## Customer\nIndependent physiotherapists.\n\n## Problem\nNo-shows.\n');
    expect(sections.split('\n').filter((line) => !line.startsWith('IdeaPilot') && !/^\d{4}-/.test(line))).toEqual(['Physio booking', 'Customer', 'Independent physiotherapists.', 'Problem', 'No-shows.']);
  });

  it('answers 404 for a session without a canvas and for another user', async () => {
    const empty = await newSession(t.app, owner.auth);
    expect((await get(`/api/sessions/${empty}/canvas/export.pdf`, owner.auth)).json().code).toBe('canvas_not_found');
    const stranger = await createUser(t.app);
    expect((await get(`/api/sessions/${sessionId}/canvas/export.md`, stranger.auth)).statusCode).toBe(404);
  });
});

describe('share links', () => {
  const s = useOwnerAndStranger();

  it('shares one version read-only, signed out, marked noindex, with no conversation or account data', async () => {
    const versions = await versionsOf(s.sessionId, s.owner.auth);
    const created = await post(`/api/sessions/${s.sessionId}/canvas/shares`, s.owner.auth, { version_id: versions[1].id });
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({ version_id: versions[1].id, version_number: 1, expires_at: null, path: `/shared/${link.token}` });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const shared = await get(`/api/shared/${link.token}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['x-robots-tag']).toContain('noindex');
    expect(shared.headers['cache-control']).toBe('no-store');
    expect(Object.keys(shared.json()).sort()).toEqual(['content_md', 'created_at', 'title']);
    expect(shared.json().content_md).toBe(versions[1].content_md);
    expect(shared.body).not.toContain(s.owner.email);
    expect(shared.body).not.toContain(s.sessionId);
  });

  it('lists working links to the owner only; another user can neither list nor revoke them', async () => {
    const link = (await post(`/api/sessions/${s.sessionId}/canvas/shares`, s.owner.auth, {})).json();
    const listed = (await get(`/api/sessions/${s.sessionId}/canvas/shares`, s.owner.auth)).json().links;
    expect(listed.map((l: { id: string }) => l.id)).toContain(link.id);
    expect((await get(`/api/sessions/${s.sessionId}/canvas/shares`, s.stranger.auth)).statusCode).toBe(404);
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/canvas/shares/${link.id}`, headers: s.stranger.auth });
    expect(foreign.statusCode).toBe(404);
    expect((await get(`/api/shared/${link.token}`)).statusCode).toBe(200);
  });

  it('stops working once revoked: the page answers 404 and the list drops it', async () => {
    const link = (await post(`/api/sessions/${s.sessionId}/canvas/shares`, s.owner.auth, {})).json();
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/canvas/shares/${link.id}`, headers: s.owner.auth });
    expect(revoked.statusCode).toBe(204);
    const shared = await get(`/api/shared/${link.token}`);
    expect(shared.statusCode).toBe(404);
    expect(shared.json().code).toBe('share_link_not_found');
    const listed = (await get(`/api/sessions/${s.sessionId}/canvas/shares`, s.owner.auth)).json().links;
    expect(listed.map((l: { id: string }) => l.id)).not.toContain(link.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/canvas/shares/${link.id}`, headers: s.owner.auth })).statusCode).toBe(404);
  });

  it('expires after the chosen number of days', async () => {
    const link = (await post(`/api/sessions/${s.sessionId}/canvas/shares`, s.owner.auth, { expires_in_days: 7 })).json();
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await get(`/api/shared/${link.token}`)).statusCode).toBe(200);
    await expireShareLink(t.db, link.token);
    expect((await get(`/api/shared/${link.token}`)).statusCode).toBe(404);
    const listed = (await get(`/api/sessions/${s.sessionId}/canvas/shares`, s.owner.auth)).json().links;
    expect(listed.map((l: { id: string }) => l.id)).not.toContain(link.id);
  });

  it('refuses bad input: unknown tokens 404, bad expiry 422, no canvas 404', async () => {
    expect((await get('/api/shared/not-a-real-token')).statusCode).toBe(404);
    expect((await get(`/api/shared/${'x'.repeat(99)}`)).statusCode).toBe(404);
    for (const expires_in_days of [0, 366, 1.5, 'soon']) {
      expect((await post(`/api/sessions/${s.sessionId}/canvas/shares`, s.owner.auth, { expires_in_days })).statusCode).toBe(422);
    }
    const empty = await newSession(t.app, s.owner.auth);
    expect((await post(`/api/sessions/${empty}/canvas/shares`, s.owner.auth, {})).json().code).toBe('canvas_not_found');
    expect((await post(`/api/sessions/${s.sessionId}/canvas/shares`, s.stranger.auth, {})).statusCode).toBe(404);
  });

  it('answers 404 when another tab deletes the session while a link is made', async () => {
    const { sessionId } = await sessionWithCanvas(s.owner, '# Florist booking\n');
    const res = await withSessionDeletedBeforeInsert('canvas_share_links', sessionId, () => post(`/api/sessions/${sessionId}/canvas/shares`, s.owner.auth, {}));
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().code).toBe('session_not_found');
  });

  it('stops working when the session is deleted', async () => {
    const doomed = await sessionWithTwoVersions(s.owner);
    const link = (await post(`/api/sessions/${doomed}/canvas/shares`, s.owner.auth, {})).json();
    await t.app.inject({ method: 'DELETE', url: `/api/sessions/${doomed}`, headers: s.owner.auth });
    expect((await get(`/api/shared/${link.token}`)).statusCode).toBe(404);
  });
});

describe('fork', () => {
  it('copies the conversation and the canvas into an independent "<name> (variant)" session', async () => {
    const owner = await createUser(t.app);
    const sessionId = await sessionWithTwoVersions(owner);
    const original = await history(sessionId, owner.auth);
    const name = (await get('/api/sessions', owner.auth)).json().find((s: { id: string }) => s.id === sessionId).name;

    const res = await post(`/api/sessions/${sessionId}/fork`, owner.auth);
    expect(res.statusCode).toBe(201);
    const fork = res.json();
    expect(fork.name).toBe(`${name} (variant)`);
    const copied = await history(fork.session_id, owner.auth);
    expect(copied.turns.map((turn: { user_message: string }) => turn.user_message)).toEqual(original.turns.map((turn: { user_message: string }) => turn.user_message));
    expect(copied.turns.map((turn: { id: string }) => turn.id)).not.toContain(original.turns[0].id);
    expect(copied.canvas).toEqual(original.canvas);
    const versions = await versionsOf(fork.session_id, owner.auth);
    expect(versions.map((v: { kind: string; turn_number: number }) => [v.kind, v.turn_number])).toEqual([
      ['fork', 2],
      ['fork', 1],
    ]);

    // Independent: a turn in the variant leaves the original alone, and deleting the original keeps the variant.
    await sendMessage(t.app, owner.auth, fork.session_id, 'Actually, for bakeries as well.');
    expect((await history(sessionId, owner.auth)).turns).toHaveLength(2);
    await t.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: owner.auth });
    expect((await history(fork.session_id, owner.auth)).turns).toHaveLength(3);
  });

  it('copies the alternatives of a regenerated reply as alternatives of the copy, not of the original', async () => {
    const owner = await createUser(t.app);
    const sessionId = await newSession(t.app, owner.auth);
    const first = await sendMessage(t.app, owner.auth, sessionId, 'I want to build a booking app for dog groomers.');
    await requestCanvas(t.app, owner.auth, sessionId);
    const again = await post(`/api/chat/turn/${first.complete!.turn_id}/regenerate`, owner.auth);
    expect(again.statusCode).toBe(200);
    await requestCanvas(t.app, owner.auth, sessionId);
    const original = await history(sessionId, owner.auth);
    expect(original.turns[0].alternatives).toHaveLength(2);
    // Both canvases were made after the conversation's one turn: the replaced reply is not a turn of it.
    expect((await versionsOf(sessionId, owner.auth)).map((v: { turn_number: number }) => v.turn_number)).toEqual([1, 1]);

    const fork = (await post(`/api/sessions/${sessionId}/fork`, owner.auth)).json();
    await t.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: owner.auth });
    const copied = await history(fork.session_id, owner.auth);
    expect(copied.turns).toHaveLength(1);
    const ids = copied.turns[0].alternatives.map((turn: { id: string }) => turn.id);
    expect(ids).toHaveLength(2);
    expect(ids).toContain(copied.turns[0].id);
    for (const id of ids) expect(original.turns[0].alternatives.map((turn: { id: string }) => turn.id)).not.toContain(id);
  });

  it('keeps a long name within 50 characters, and refuses another user', async () => {
    const owner = await createUser(t.app);
    const sessionId = await newSession(t.app, owner.auth);
    await t.app.inject({ method: 'PATCH', url: `/api/sessions/${sessionId}`, headers: owner.auth, payload: { new_name: 'A'.repeat(50) } });
    const fork = (await post(`/api/sessions/${sessionId}/fork`, owner.auth)).json();
    expect(fork.name).toHaveLength(50);
    expect(fork.name.endsWith(' (variant)')).toBe(true);
    const stranger = await createUser(t.app);
    expect((await post(`/api/sessions/${sessionId}/fork`, stranger.auth)).statusCode).toBe(404);
  });
});

describe('search', () => {
  let owner: TestUser;
  let other: TestUser;
  let sessionId: string;
  beforeAll(async () => {
    owner = await createUser(t.app);
    other = await createUser(t.app);
    sessionId = await sessionWithTwoVersions(owner, ['beekeepers', 'Beekeepers lose hives to mites every winter.']);
    await sessionWithTwoVersions(other, ['beekeepers', 'Beekeepers in Wales lose hives to mites and hornets.']);
  });

  const search = async (q: string, auth: Auth) => {
    const res = await get(`/api/search?q=${encodeURIComponent(q)}`, auth);
    expect(res.statusCode).toBe(200);
    return res.json().results as { session_id: string; kind: string; turn_id: string | null; snippet: { text: string; match: boolean }[] }[];
  };

  it('finds words of messages and canvases, with the matched words marked, at the matching turn', async () => {
    const turns = (await history(sessionId, owner.auth)).turns;
    const results = await search('mites', owner.auth);
    const message = results.find((r) => r.kind === 'message');
    expect(message).toMatchObject({ session_id: sessionId, turn_id: turns[1].id });
    expect(message!.snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())).toContain('mites');
    expect(results.some((r) => r.kind === 'canvas' && r.session_id === sessionId)).toBe(true);
  });

  it('finds an exchange answered again once, at the turn the conversation shows', async () => {
    const user = await createUser(t.app);
    const session = await newSession(t.app, user.auth);
    const first = await sendMessage(t.app, user.auth, session, 'I want to build a scheduling tool for farriers.');
    expect((await post(`/api/chat/turn/${first.complete!.turn_id}/regenerate`, user.auth)).statusCode).toBe(200);
    const shown = (await history(session, user.auth)).turns[0];
    expect(shown.alternatives).toHaveLength(2);
    const messages = (await search('farriers', user.auth)).filter((r) => r.kind === 'message');
    expect(messages.map((r) => r.turn_id)).toEqual([shown.id]);
  });

  it('finds nothing of an edit the guard declined and set aside, which the conversation never showed', async () => {
    const user = await createUser(t.app);
    const session = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, session, 'I want to build a booking app for florists in small towns.');
    const second = (await sendMessage(t.app, user.auth, session, 'They pay 49 euros per month per shop.')).complete!.turn_id!;
    const declined = await post(`/api/chat/turn/${second}/edit`, user.auth, { message: 'Who should I vote for in the next election?' });
    expect(declined.body).toMatch(/politics/);
    expect(JSON.stringify(await history(session, user.auth))).not.toContain('election');
    expect(await search('election', user.auth)).toEqual([]);
    expect((await search('euros', user.auth)).filter((r) => r.kind === 'message').map((r) => r.turn_id)).toEqual([second]);
  });

  it("matches a canvas on what was written in it, not on its template's headings and empty blocks' questions", async () => {
    const user = await createUser(t.app);
    const empty = canvasMarkdown('Florist booking', (block) => (block === 'WHO' ? 'Small-town florists.' : null));
    await sessionWithCanvas(user, empty);
    expect(empty).toContain('unfair advantage');
    for (const q of ['unfair advantage', 'sauce', 'pitch', 'simply explained', 'not covered']) expect(await search(q, user.auth), q).toEqual([]);
    expect((await search('florists', user.auth)).map((r) => r.kind)).toEqual(['canvas']);
    expect((await search('booking', user.auth)).map((r) => r.kind)).toEqual(['canvas']);
  });

  it("never returns another user's data", async () => {
    const results = await search('beekeepers', owner.auth);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.session_id === sessionId)).toBe(true);
    expect(await search('hornets', owner.auth)).toEqual([]);
    expect((await search('hornets', other.auth)).length).toBeGreaterThan(0);
  });

  it('finds a session by its name', async () => {
    await t.app.inject({ method: 'PATCH', url: `/api/sessions/${sessionId}`, headers: owner.auth, payload: { new_name: 'Apiary planner' } });
    const results = await search('apiary', owner.auth);
    expect(results[0]).toMatchObject({ kind: 'name', session_id: sessionId, turn_id: null });
  });

  it('keeps no text index on canvas versions: it matches only the latest version of each session, read first', async () => {
    const { rows } = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE tablename = 'canvas_versions'`.execute(t.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.indexdef.includes('to_tsvector'))).toEqual([]);
  });

  it('takes any text without failing and refuses a blank or over-long query', async () => {
    for (const q of ['"', '-', 'mites OR', '!!! & | :*', "o'brien"]) await search(q, owner.auth);
    expect((await get('/api/search?q=%20', owner.auth)).statusCode).toBe(422);
    expect((await get(`/api/search?q=${'a'.repeat(201)}`, owner.auth)).statusCode).toBe(422);
    expect((await get('/api/search?q=mites')).statusCode).toBe(401);
  });
});

import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createUser, useTestApp, type TestUser } from '../../../test/app.ts';
import { newSession, requestCanvas, sendMessage } from '../../../test/fakes/sse-client.ts';

const t = useTestApp();

/** The results' snippets as the text they show, by kind. */
async function snippets(user: TestUser, q: string): Promise<Record<string, string>> {
  const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  const results: { kind: string; snippet: { text: string }[] }[] = res.json().results;
  return Object.fromEntries(results.map((r) => [r.kind, r.snippet.map((p) => p.text).join('')]));
}

const TYPED = 'linter for C# teams: snake_case names, 5 * 3 > 12 flagged.';

it("shows a founder's own words as typed: the _ # * > of snake_case, C#, 5 * 3 and a > b are no markdown", async () => {
  const user = await createUser(t.app);
  const session = await newSession(t.app, user.auth);
  const { complete } = await sendMessage(t.app, user.auth, session, `I want to build a ${TYPED}`);
  await sql`UPDATE chat_turns SET assistant_message = 'Nice.' WHERE id = ${complete!.turn_id}`.execute(t.db);
  await t.app.inject({ method: 'PATCH', url: `/api/sessions/${session}`, headers: user.auth, payload: { new_name: 'C# snake_case linter > 5 * 3' } });

  expect((await snippets(user, 'linter')).name).toBe('C# snake_case linter > 5 * 3');
  expect((await snippets(user, 'teams')).message).toContain(TYPED);
});

it("shows an assistant reply and a canvas without their markdown marks, keeping their words' characters", async () => {
  const user = await createUser(t.app);
  const session = await newSession(t.app, user.auth);
  const { complete } = await sendMessage(t.app, user.auth, session, 'A quiz app for beekeepers.');
  const reply = '### Hives\n\n> **Swarms** cost _real_ money\n\n- *snake_case* `hive_id` per [apiary](https://example.com/a)\n- C# or 5 * 3 > 12 drones\n\n---';
  await sql`UPDATE chat_turns SET assistant_message = ${reply} WHERE id = ${complete!.turn_id}`.execute(t.db);
  // The turn's own canvas build ends first: saved after the restore below, it would be the session's canvas.
  expect((await requestCanvas(t.app, user.auth, session)).complete).toBeDefined();
  await t.db.insertInto('canvas_versions').values({ session_id: session, turn_id: null, content_md: reply.replace('Hives', 'Combs'), kind: 'restore' }).execute();

  const money = await snippets(user, 'money');
  expect(money.message).toContain('beekeepers. Hives Swarms cost real money snake_case hive_id per apiary');
  expect(money.canvas).toContain('Combs Swarms cost real money snake_case hive_id per apiary');
  const drones = expect.stringMatching(/apiary C# or 5 \* 3 > 12 drones$/);
  expect(await snippets(user, 'drones')).toEqual({ message: drones, canvas: drones });
});

it('keeps the text of code spans and fenced code as written, taking out only their backticks and fences', async () => {
  const user = await createUser(t.app);
  const session = await newSession(t.app, user.auth);
  const { complete } = await sendMessage(t.app, user.auth, session, 'A quiz app for beekeepers.');
  const reply = 'Call `__init__` then **`load_all`**:\n\n```py\n# __init__ of a *Hive*\n- swarm_size = 5\n```\n\nThen _done_.';
  await sql`UPDATE chat_turns SET assistant_message = ${reply} WHERE id = ${complete!.turn_id}`.execute(t.db);
  expect((await requestCanvas(t.app, user.auth, session)).complete).toBeDefined();
  await t.db.insertInto('canvas_versions').values({ session_id: session, turn_id: null, content_md: reply, kind: 'restore' }).execute();

  const written = 'Call __init__ then load_all: # __init__ of a *Hive* - swarm_size = 5 Then done';
  const hive = await snippets(user, 'hive');
  expect(hive.message).toContain(`beekeepers. ${written}`);
  expect(hive.canvas).toContain(written);
});

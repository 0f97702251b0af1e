import { PostgresQueryCompiler, type KyselyPlugin, type QueryId } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../../test/app.ts';
import { freshDatabase } from '../../../test/database.ts';
import { newSession, requestCanvas, sendMessage } from '../../../test/fakes/sse-client.ts';
import { buildApp } from '../../app.ts';
import { forgetBuiltStatements } from '../../db/compiled-once.ts';
import { configWith } from '../../config.ts';
import { testKeys } from '../../keys.ts';
import type { FastifyInstance } from 'fastify';

// What a chat turn asks the database, seen through a Kysely plugin on the app's database: every
// statement the app runs through Kysely passes through it (BEGIN/COMMIT do not). A statement is
// recorded when its result comes back, by the text it was built with: a statement built once
// (db/compiled-once.ts) is built on its first run only.
const statements: string[] = [];
const compiler = new PostgresQueryCompiler();
const built = new Map<QueryId, string>();
const builds: string[] = [];
const recorder: KyselyPlugin = {
  transformQuery: ({ node, queryId }) => {
    built.set(queryId, compiler.compileQuery(node, queryId).sql);
    builds.push(built.get(queryId)!);
    return node;
  },
  transformResult: async ({ result, queryId }) => {
    statements.push(built.get(queryId)!);
    return result;
  },
};

let app: FastifyInstance;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  app = await buildApp({ config: configWith({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' }), db: fresh.db.withPlugin(recorder), keys: testKeys(), logger: false });
  // Built by this file's app, through the recorder, even when another file of this process ran them first.
  forgetBuiltStatements();
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

it("a turn on the offline coach charges, checks its session, writes its turn and reads its session in one statement, looks up its agents once, and saves its canvas with no other write, all built by the first turn but the agents' read", async () => {
  const user = await createUser(app);
  const sessionId = await newSession(app, user.auth);
  await sendMessage(app, user.auth, sessionId, 'I want to build a tool for florists in small towns.');
  await requestCanvas(app, user.auth, sessionId);

  statements.length = 0;
  builds.length = 0;
  const turn = await sendMessage(app, user.auth, sessionId, 'They throw away a third of their roses every week.');
  const turnOnly = [...statements];
  // The turn's statements were built by the first turn and run again with this turn's values
  // (db/compiled-once.ts); only the agents' read, not kept on this database, is built anew.
  expect(turnOnly.filter((s) => builds.includes(s))).toEqual([expect.stringMatching(/from "agent_provider_configs"/)]);
  const canvas = await requestCanvas(app, user.auth, sessionId);
  expect(canvas.complete).toEqual({ type: 'complete', turn_id: turn.complete!.turn_id });

  const writing = (table: string) => statements.filter((s) => [`insert into "${table}"`, `update "${table}"`, `delete from "${table}"`].some((write) => s.includes(write)));
  // The token, its charge line and the pending turn: one statement, so no transaction around it.
  expect(writing('token_ledger')).toEqual([expect.stringMatching(/^with "taken" as \(update "subscriptions".*"charged" as \(insert into "token_ledger".*"paid" as \(insert into "chat_turns"/)]);
  const reading = (table: string) => statements.filter((s) => s.startsWith('select') && s.includes(`from "${table}"`));
  // The session is checked by the charge itself (its token is taken only in a session of the user's),
  // which also reads the session's turns: the one read of the session is the canvas request's.
  expect(turnOnly.filter((s) => s.includes('"chat_sessions"'))).toEqual([writing('token_ledger')[0]]);
  expect(writing('token_ledger')[0]).toMatch(/returning \(select "name" <> \$\d+ as "titled" from "chat_sessions".*from "chat_turns" as "answered"/);
  // The turn reads nothing else but the signed-in user (the auth guard's one read, which checks
  // the token's sign-in was not ended in the same statement) and its agents (kept in the process
  // on a database it can hear; this one, seen through a plugin, it cannot).
  expect(turnOnly.filter((s) => s.startsWith('select'))).toEqual([
    expect.stringMatching(/from "users" where "id" = \$1 and not exists \(select .* from "refresh_tokens" where "family_id" = \$2 .*\)$/),
    expect.stringMatching(/from "agent_provider_configs"/),
  ]);
  expect(reading('agent_provider_configs')).toHaveLength(1);
  expect(reading('agent_provider_configs')[0]).toMatch(/"role" in \(\$1, \$2, \$3, \$4\)/);
  // The one canvas read is the canvas request's own (is the turn's version saved?), not the build's.
  expect(reading('canvas_versions')).toEqual([expect.stringMatching(/where "turn_id" = \$1/)]);
  // The offline coach is no secretary to record on the turn: its canvas is saved by the insert alone.
  // The insert itself checks that no other turn of the session completed while the canvas was built.
  expect(writing('canvas_versions')).toEqual([expect.stringMatching(/^insert into "canvas_versions" .* where not exists \(select "answered"."id" from "chat_turns" as "answered"/)]);
  expect(writing('chat_turns')).toEqual([writing('token_ledger')[0], expect.stringMatching(/^update "chat_turns" set "status"/)]);
});

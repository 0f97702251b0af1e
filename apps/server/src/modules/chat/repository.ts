import { DEFAULT_SESSION_NAME } from '@ideapilot/contract';
import { sql, type ExpressionBuilder, type QueryCreator } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../../db/compiled-once.ts';
import { executePrepared, type Executor } from '../../db/database.ts';
import type { Database, DislikeReasonCode, TurnStatus } from '../../db/schema.ts';
import { inSessionOfTheUser, paid, type Paid, type PaidWrite } from '../metering/service.ts';

/** The agent version that served a turn's reply or canvas; null: the offline coach. */
type ServedBy = { id: string; version: string } | null;

const turnColumns = [
  'id',
  'session_id',
  'user_id',
  'user_message',
  'assistant_message',
  'status',
  'user_evaluation_mark',
  'dislike_reason',
  'dislike_note',
  'created_at',
  'finished_at',
  'stopped',
  'alternative_of',
] as const;

/** A complete turn as a turn answering after it reads it. */
export type AnsweredTurnRow = { id: string; alternative_of: string | null; user_message: string; assistant_message: string };

/** Of a session's complete turns, the one that finished last: the turn its canvas is for (two tabs may finish out of order). */
export function finishedLast<T extends { finished_at: Date | null }>(turns: T[]): T | undefined {
  return turns.reduce<T | undefined>((last, t) => (!last || (t.finished_at ?? 0) > (last.finished_at ?? 0) ? t : last), undefined);
}

/** Turns the founder saw answered: complete replies and polite declines. */
const SHOWN: TurnStatus[] = ['complete', 'declined'];

/** Shown turns that were once what the conversation went on from: a declined alternative never was (see `setAside`). */
const wasCurrent = (eb: ExpressionBuilder<Database, 'chat_turns'>) => eb.or([eb('status', '=', 'complete'), eb('alternative_of', 'is', null)]);

/** The turns table, read with the columns a turn is shown with. */
const turnsOf = (db: Executor) => db.selectFrom('chat_turns').select(turnColumns);

/**
 * A session's turns in `statuses`, oldest first; of alternatives, the newest only. Named `answered`,
 * so a write to the turns table can read them too (the charge of a turn, `createTurn`).
 */
const currentIn = (qc: QueryCreator<Database>, sessionId: string, statuses: TurnStatus[]) =>
  qc
    .selectFrom('chat_turns as answered')
    .where('answered.session_id', '=', sessionId)
    .where('answered.status', 'in', statuses)
    .where('answered.superseded', '=', false)
    .orderBy('answered.created_at', 'asc')
    .orderBy('answered.id', 'asc');

const currentTurns = (db: Executor, sessionId: string, statuses: TurnStatus[]) => currentIn(db, sessionId, statuses).select(turnColumns).execute();

type NewTurn = { id: string; sessionId: string; userMessage: string; alternativeOf?: string };
type PendingTurn = { titled: boolean; answered: AnsweredTurnRow[] };

/** See `chatRepository.createTurn`. */
const pendingTurn: PaidWrite<PendingTurn, NewTurn> = {
  requires: (eb, t) => inSessionOfTheUser(eb, t.sessionId),
  insert: (qb, t) =>
    qb
      .insertInto('chat_turns')
      .columns(['id', 'session_id', 'user_id', 'user_message', 'status', 'alternative_of'])
      .expression((eb) =>
        eb
          .selectFrom('taken')
          .select((eb) => [
            eb.cast(eb.val(t.id), 'uuid').as('id'),
            eb.cast(eb.val(t.sessionId), 'uuid').as('session_id'),
            'taken.user_id',
            eb.cast(eb.val(t.userMessage), 'text').as('user_message'),
            sql.lit('pending').as('status'),
            eb.cast(eb.val(t.alternativeOf), 'uuid').as('alternative_of'),
          ]),
      )
      .returning((eb) => [
        eb
          .selectFrom('chat_sessions')
          .select((eb) => eb('name', '<>', DEFAULT_SESSION_NAME).$castTo<boolean>().as('titled'))
          .whereRef('chat_sessions.id', '=', 'chat_turns.session_id')
          .$asScalar()
          .$notNull()
          .as('titled'),
        // Kysely's query creators are invariant in their tables; the turns read are the schema's.
        jsonArrayFrom(
          currentIn(qb as unknown as QueryCreator<Database>, t.sessionId, ['complete']).select(['id', 'alternative_of', 'user_message', 'assistant_message']),
        ).as('answered'),
      ]),
};

type EndedTurn = {
  id: string;
  status: Exclude<TurnStatus, 'pending'>;
  assistantMessage: string;
  failure: string | null;
  stopped: boolean;
  advisorId: string | null;
  advisorVersion: string | null;
};
/** See `chatRepository.finishTurn`: with the advisor that answered, or (the offline coach) none. */
const finishStatement = (withAdvisor: boolean) =>
  compiledOnce((db: Executor, t: EndedTurn) =>
    db
      .updateTable('chat_turns')
      .set({
        status: t.status,
        assistant_message: t.assistantMessage,
        failure: t.failure,
        stopped: t.stopped,
        finished_at: sql`clock_timestamp()`,
        ...(withAdvisor ? { advisor_agent_id: t.advisorId, advisor_agent_version: t.advisorVersion } : {}),
      })
      .where('id', '=', t.id)
      .where('status', '=', 'pending')
      .returning('id'),
  );
const finish = finishStatement(false);
const finishWithAdvisor = finishStatement(true);

/** A canvas to save; `builtFrom`: the ids of the complete turns it was built from, joined by commas. */
type SavedCanvas = { sessionId: string; turnId: string; contentMd: string; builtFrom: string; secretaryId: string | null; secretaryVersion: string | null };
const canvasInsert = (q: QueryCreator<Database>, v: SavedCanvas, { lockSession = false } = {}) =>
  q
    .insertInto('canvas_versions')
    .columns(['session_id', 'turn_id', 'content_md'])
    .expression(
      q
        .selectNoFrom((eb) => [
          eb.cast(eb.val(v.sessionId), 'uuid').as('session_id'),
          eb.cast(eb.val(v.turnId), 'uuid').as('turn_id'),
          eb.cast(eb.val(v.contentMd), 'text').as('content_md'),
        ])
        .where(({ not, exists }) =>
          not(exists(currentIn(q, v.sessionId, ['complete']).clearOrderBy().select('answered.id').where(sql<boolean>`answered.id <> all(string_to_array(${v.builtFrom}, ',')::uuid[])`))),
        )
        .$if(lockSession, (qb) => qb.where(({ exists }) => exists(q.selectFrom('chat_sessions').select('id').where('id', '=', v.sessionId).forKeyShare()))),
    )
    .onConflict((oc) => oc.column('turn_id').doNothing())
    .returning('turn_id');
/** See `chatRepository.saveCanvas`. */
const saveCanvas = compiledOnce((db: Executor, v: SavedCanvas) => canvasInsert(db, v));
/**
 * The session is locked in the insert, before the turn's row is: its foreign key would take it only
 * at the end of the statement, after the turn's, the other order from a session's deletion.
 */
const saveCanvasOfSecretary = compiledOnce((db: Executor, v: SavedCanvas) =>
  db
    .with('saved', (q) => canvasInsert(q, v, { lockSession: true }))
    .updateTable('chat_turns')
    .set({ secretary_agent_id: v.secretaryId, secretary_agent_version: v.secretaryVersion })
    .where('id', 'in', (eb) => eb.selectFrom('saved').select('turn_id'))
    .returning('id'),
);

export const chatRepository = {
  /**
   * The pending turn a token pays for, written in the statement that charges it (MeteringService.charge),
   * only in a session of the charged user's. Returns whether the session has a name of its own, and
   * its complete turns before this one: what the turn answers from.
   */
  createTurn: (t: NewTurn): Paid<PendingTurn> => paid(pendingTurn, t),

  /**
   * The other alternatives of a turn's group step back: the new one is what the conversation goes on
   * from. It steps forward too, as one that finished before it may have set it back while it ran.
   */
  async supersedeAlternatives(db: Executor, { root, keep }: { root: string; keep: string }) {
    await db
      .updateTable('chat_turns')
      .set((eb) => ({ superseded: eb('id', '<>', keep).$castTo<boolean>() }))
      .where((eb) => eb.or([eb('id', '=', root), eb('alternative_of', '=', root)]))
      .execute();
  },

  /** A declined alternative steps back at once: it replaces nothing, and the conversation goes on as it was. */
  async setAside(db: Executor, { id }: { id: string }) {
    await db.updateTable('chat_turns').set({ superseded: true }).where('id', '=', id).execute();
  },

  /** Every shown alternative of these groups (by their first turn's id), oldest first. */
  shownAlternatives(db: Executor, { roots }: { roots: string[] }) {
    if (roots.length === 0) return Promise.resolve([]);
    return turnsOf(db)
      .where((eb) => eb.or([eb('id', 'in', roots), eb('alternative_of', 'in', roots)]))
      .where('status', 'in', SHOWN)
      .where(wasCurrent)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  },

  /** Ends a pending turn; a turn that already ended is left as it is. True if this call ended it. */
  async finishTurn(
    db: Executor,
    {
      id,
      status,
      assistantMessage,
      failure,
      stopped = false,
      advisor,
    }: { id: string; status: Exclude<TurnStatus, 'pending'>; assistantMessage: string; failure?: string; stopped?: boolean; advisor?: ServedBy },
  ): Promise<boolean> {
    const ended = { id, status, assistantMessage, failure: failure ?? null, stopped, advisorId: advisor?.id ?? null, advisorVersion: advisor?.version ?? null };
    return (await executePrepared(db, (advisor ? finishWithAdvisor : finish)(db, ended))).length > 0;
  },

  /** Turns still pending that started before a moment, oldest first. */
  pendingTurns(db: Executor, { startedBefore }: { startedBefore: Date }) {
    return db
      .selectFrom('chat_turns')
      .select(['id'])
      .where('status', '=', 'pending')
      .where('created_at', '<', startedBefore)
      .orderBy('created_at', 'asc')
      .limit(1000)
      .execute();
  },

  /** Complete and declined turns of a session, oldest first; of alternatives, the newest only. */
  shownTurns(db: Executor, { sessionId }: { sessionId: string }) {
    return currentTurns(db, sessionId, SHOWN);
  },

  /** The shown turns an edit or a regenerate replaced since (the alternatives left behind), oldest first. */
  replacedTurns(db: Executor, { sessionId }: { sessionId: string }) {
    return turnsOf(db).where('session_id', '=', sessionId).where('superseded', '=', true).where('status', 'in', SHOWN).where(wasCurrent).orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
  },

  /** Complete turns only (the newest of alternatives): what the founder said that counts for the canvas. */
  completeTurns(db: Executor, { sessionId }: { sessionId: string }) {
    return currentTurns(db, sessionId, ['complete']);
  },

  /** A shown turn of the user's; undefined for another user's, a failed or a missing one. */
  findShownTurn(db: Executor, { id, userId }: { id: string; userId: string }) {
    return turnsOf(db)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', 'in', SHOWN)
      .executeTakeFirst();
  },

  /** Any turn of the user's, whatever its status; undefined for another user's or a missing one. */
  findOwnTurn(db: Executor, { id, userId }: { id: string; userId: string }) {
    return turnsOf(db).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  /** The newest turn of a session that is shown or still running; what regenerate and edit may replace. */
  lastTurn(db: Executor, { sessionId }: { sessionId: string }) {
    return db
      .selectFrom('chat_turns')
      .select(['id', 'status', 'alternative_of'])
      .where('session_id', '=', sessionId)
      .where((eb) => eb.or([eb('status', 'in', SHOWN), eb('status', '=', 'pending')]))
      .where('superseded', '=', false)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** The newest turn of a session still being written, if any. */
  runningTurn(db: Executor, { sessionId }: { sessionId: string }) {
    return db
      .selectFrom('chat_turns')
      .select(['id', 'user_message', 'created_at', 'alternative_of'])
      .where('session_id', '=', sessionId)
      .where('status', '=', 'pending')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** The secretary that rebuilt a turn's canvas. */
  /**
   * Sets the mark; with `onlyIf`, only when the current mark is that value. A dislike keeps `reason`
   * and `note` (a dislike without them clears earlier ones); any other mark clears them. Returns
   * the mark, reason and note after.
   */
  async setMark(
    db: Executor,
    { id, mark, onlyIf, reason = null, note = null }: { id: string; mark: 1 | -1 | null; onlyIf?: 1 | -1; reason?: DislikeReasonCode | null; note?: string | null },
  ) {
    const disliked = mark === -1;
    let query = db
      .updateTable('chat_turns')
      .set({ user_evaluation_mark: mark, dislike_reason: disliked ? reason : null, dislike_note: disliked ? note : null })
      .where('id', '=', id);
    if (onlyIf !== undefined) query = query.where('user_evaluation_mark', '=', onlyIf);
    await query.execute();
    const row = await db.selectFrom('chat_turns').select(['user_evaluation_mark', 'dislike_reason', 'dislike_note']).where('id', '=', id).executeTakeFirst();
    return { mark: row?.user_evaluation_mark ?? null, reason: row?.dislike_reason ?? null, note: row?.dislike_note ?? null };
  },

  canvasForTurn(db: Executor, { turnId }: { turnId: string }) {
    return db.selectFrom('canvas_versions').select(['id', 'turn_id', 'content_md']).where('turn_id', '=', turnId).executeTakeFirst();
  },

  latestCanvas(db: Executor, { sessionId }: { sessionId: string }) {
    return db
      .selectFrom('canvas_versions')
      .select(['id', 'turn_id', 'content_md', 'created_at'])
      .where('session_id', '=', sessionId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /**
   * Saves a turn's canvas, built from the complete turns `builtFrom`, unless another turn of the
   * session has completed since (two tabs): that canvas would lack it. One version per turn: a
   * second save for the same turn keeps the first. The turn records which secretary wrote the saved
   * version, in the same statement; the offline coach (null) leaves the turn as it is, so its save
   * is the insert alone. True when this save was kept.
   */
  async saveCanvas(db: Executor, v: { sessionId: string; turnId: string; contentMd: string; builtFrom: string[]; secretary: ServedBy }) {
    const saved = { ...v, builtFrom: v.builtFrom.join(','), secretaryId: v.secretary?.id ?? null, secretaryVersion: v.secretary?.version ?? null };
    const rows: object[] = await executePrepared(db, (v.secretary ? saveCanvasOfSecretary : saveCanvas)(db, saved));
    return rows.length > 0;
  },
};

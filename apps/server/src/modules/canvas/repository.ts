import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { inSessionOfTheUser, paid, type Paid, type PaidWrite } from '../metering/service.ts';

const versionColumns = ['id', 'session_id', 'turn_id', 'content_md', 'created_at', 'kind', 'source_version_id', 'block'] as const;
const linkColumns = ['id', 'token', 'user_id', 'session_id', 'version_id', 'created_at', 'expires_at', 'revoked_at'] as const;

export type VersionKind = 'turn' | 'restore' | 'rework' | 'fork';

type NewRework = { id: string; sessionId: string; block: string };

/** See `canvasRepository.createRework`. */
const pendingRework: PaidWrite<{ id: string }, NewRework> = {
  requires: (eb, r) => inSessionOfTheUser(eb, r.sessionId),
  insert: (qb, rework) =>
    qb
      .insertInto('canvas_reworks')
      .columns(['id', 'session_id', 'user_id', 'block', 'status'])
      .expression((eb) =>
        eb
          .selectFrom('taken')
          .select((eb) => [
            eb.cast(eb.val(rework.id), 'uuid').as('id'),
            eb.cast(eb.val(rework.sessionId), 'uuid').as('session_id'),
            'taken.user_id',
            eb.cast(eb.val(rework.block), 'text').as('block'),
            sql.lit('pending').as('status'),
          ]),
      )
      .returning('id'),
};

/** The SQL of the canvas as a document: its versions, share links, forks and block reworks. */
export const canvasRepository = {
  /** The pending rework a token pays for, written in the statement that charges it (MeteringService.charge). */
  createRework: (rework: NewRework): Paid<{ id: string }> => paid(pendingRework, rework),

  /** Ends a pending rework; false when it was not pending any more (swept, or gone with its session). */
  async finishRework(db: Executor, rework: { id: string; status: 'complete' | 'failed'; failure?: string }): Promise<boolean> {
    const result = await db
      .updateTable('canvas_reworks')
      .set({ status: rework.status, failure: rework.failure ?? null, finished_at: sql`clock_timestamp()` })
      .where('id', '=', rework.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  async reworkStatus(db: Executor, { id }: { id: string }) {
    return (await db.selectFrom('canvas_reworks').select('status').where('id', '=', id).executeTakeFirst())?.status;
  },

  /** Reworks still pending that started before `startedBefore`: a stopped server's, or a failed refund's. */
  pendingReworks(db: Executor, { startedBefore }: { startedBefore: Date }) {
    return db.selectFrom('canvas_reworks').select('id').where('status', '=', 'pending').where('created_at', '<', startedBefore).orderBy('created_at').limit(1000).execute();
  },

  /** A session's versions, oldest first. */
  versions(db: Executor, { sessionId }: { sessionId: string }) {
    return db.selectFrom('canvas_versions').select(versionColumns).where('session_id', '=', sessionId).orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
  },

  /**
   * A session's answered turns, oldest first, each with its group (the first turn of the message
   * an edit or a regenerate answered again) and whether it was replaced: a version's turn number
   * is its turn's place in the conversation.
   */
  answeredTurnTimes(db: Executor, { sessionId }: { sessionId: string }) {
    return db
      .selectFrom('chat_turns')
      .select((eb) => ['id', 'created_at', 'superseded', eb.fn.coalesce('alternative_of', 'id').as('group_id')])
      .where('session_id', '=', sessionId)
      .where('status', 'in', ['complete', 'declined'])
      .orderBy('created_at', 'asc')
      .execute();
  },

  addVersion(db: Executor, v: { sessionId: string; contentMd: string; kind: Exclude<VersionKind, 'turn'>; sourceVersionId?: string | null; block?: string | null }) {
    return db
      .insertInto('canvas_versions')
      .values({ session_id: v.sessionId, turn_id: null, content_md: v.contentMd, kind: v.kind, source_version_id: v.sourceVersionId ?? null, block: v.block ?? null })
      .returning(versionColumns)
      .executeTakeFirstOrThrow();
  },

  createShareLink(db: Executor, l: { token: string; userId: string; sessionId: string; versionId: string; expiresAt: Date | null }) {
    return db
      .insertInto('canvas_share_links')
      .values({ token: l.token, user_id: l.userId, session_id: l.sessionId, version_id: l.versionId, expires_at: l.expiresAt, revoked_at: null })
      .returning(linkColumns)
      .executeTakeFirstOrThrow();
  },

  /** Links neither revoked nor expired, newest first, with their version's content. */
  workingLinks(db: Executor, { sessionId }: { sessionId: string }) {
    return db
      .selectFrom('canvas_share_links')
      .select(linkColumns)
      .where('session_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`clock_timestamp()`)]))
      .orderBy('created_at', 'desc')
      .execute();
  },

  /** Revokes the user's link; false for another user's, a missing or an already revoked one. */
  async revokeLink(db: Executor, { id, userId }: { id: string; userId: string }): Promise<boolean> {
    const result = await db
      .updateTable('canvas_share_links')
      .set({ revoked_at: sql`clock_timestamp()` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** The version behind a working link, with the session's name; undefined for a revoked, expired or unknown token. */
  sharedVersion(db: Executor, { token }: { token: string }) {
    return db
      .selectFrom('canvas_share_links as l')
      .innerJoin('canvas_versions as v', 'v.id', 'l.version_id')
      .innerJoin('chat_sessions as s', 's.id', 'l.session_id')
      .select(['v.content_md', 'v.created_at', 's.name'])
      .where('l.token', '=', token)
      .where('l.revoked_at', 'is', null)
      .where((eb) => eb.or([eb('l.expires_at', 'is', null), eb('l.expires_at', '>', sql<Date>`clock_timestamp()`)]))
      .executeTakeFirst();
  },

  /**
   * Copies a session's shown turns and every canvas version into a new session (call it in a
   * transaction); the copies get new ids and keep their times, so the variant reads like the original.
   */
  async fork(db: Executor, { sessionId, userId, name }: { sessionId: string; userId: string; name: string }) {
    const session = await db.insertInto('chat_sessions').values({ user_id: userId, name }).returning(['id', 'name', 'created_at']).executeTakeFirstOrThrow();
    const turns = await db.selectFrom('chat_turns').selectAll().where('session_id', '=', sessionId).where('status', 'in', ['complete', 'declined']).execute();
    const newIds = new Map(turns.map((t) => [t.id, randomUUID()]));
    if (turns.length) {
      await db
        .insertInto('chat_turns')
        .values(
          turns.map((t) => ({
            ...t,
            id: newIds.get(t.id)!,
            session_id: session.id,
            failure: null,
            // An alternative points at the first reply of its group: in the copy, that reply's copy.
            alternative_of: t.alternative_of ? (newIds.get(t.alternative_of) ?? null) : null,
          })),
        )
        .execute();
    }
    const versions = await db.selectFrom('canvas_versions').select(['turn_id', 'content_md', 'created_at']).where('session_id', '=', sessionId).execute();
    if (versions.length) {
      // Each copy says it was copied into this variant (its turn number still places it).
      await db
        .insertInto('canvas_versions')
        .values(versions.map((v) => ({ ...v, session_id: session.id, turn_id: v.turn_id ? (newIds.get(v.turn_id) ?? null) : null, kind: 'fork', source_version_id: null, block: null })))
        .execute();
    }
    return session;
  },
};

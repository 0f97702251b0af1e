import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { inSessionOfTheUser, paid, type Paid, type PaidWrite } from '../metering/service.ts';

const json = (value: object | null) => sql<string>`${value === null ? null : JSON.stringify(value)}::jsonb`;
const prerequisiteColumns = ['session_id', 'user_inputs', 'chosen', 'suggestions', 'locale', 'updated_at'] as const;

export type VibeRunKind = 'prepare' | 'generate';

type NewRun = { id: string; sessionId: string; kind: VibeRunKind };

/** See `vibeRepository.createRun`. */
const pendingRun: PaidWrite<{ id: string }, NewRun> = {
  requires: (eb, run) => inSessionOfTheUser(eb, run.sessionId),
  insert: (qb, run) =>
    qb
      .insertInto('vibe_runs')
      .columns(['id', 'session_id', 'user_id', 'kind', 'status'])
      .expression((eb) =>
        eb
          .selectFrom('taken')
          .select((eb) => [
            eb.cast(eb.val(run.id), 'uuid').as('id'),
            eb.cast(eb.val(run.sessionId), 'uuid').as('session_id'),
            'taken.user_id',
            eb.cast(eb.val(run.kind), 'text').as('kind'),
            sql.lit('pending').as('status'),
          ]),
      )
      .returning('id'),
};

export const vibeRepository = {
  /** The pending run a token pays for, written in the statement that charges it (MeteringService.charge). */
  createRun: (run: NewRun): Paid<{ id: string }> => paid(pendingRun, run),

  /** Ends a pending run; false when it was not pending any more. */
  async finishRun(db: Executor, run: { id: string; status: 'complete' | 'failed'; output?: string; failure?: string }): Promise<boolean> {
    const result = await db
      .updateTable('vibe_runs')
      .set({ status: run.status, output: run.output ?? '', failure: run.failure ?? null, finished_at: sql`clock_timestamp()` })
      .where('id', '=', run.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Runs still pending that started before `startedBefore`: a stopped server's. */
  pendingRuns(db: Executor, { startedBefore }: { startedBefore: Date }) {
    return db.selectFrom('vibe_runs').select('id').where('status', '=', 'pending').where('created_at', '<', startedBefore).orderBy('created_at').limit(1000).execute();
  },

  /** A prepare of the session that finished and was not cleared since: what allows Generate. */
  hasPrepared(db: Executor, { sessionId }: { sessionId: string }) {
    return db
      .selectFrom('vibe_runs')
      .select('id')
      .where('session_id', '=', sessionId)
      .where('kind', '=', 'prepare')
      .where('status', '=', 'complete')
      .where('cleared_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
  },

  /**
   * The modal's Clear: every run of the session started so far is cleared (one still running too,
   * so it counts for nothing when it finishes), and the saved brief is deleted.
   */
  async clear(db: Executor, { sessionId }: { sessionId: string }) {
    await db
      .with('cleared', (qb) => qb.updateTable('vibe_runs').set({ cleared_at: sql`clock_timestamp()` }).where('session_id', '=', sessionId).where('cleared_at', 'is', null))
      .deleteFrom('vibe_prerequisites')
      .where('session_id', '=', sessionId)
      .execute();
  },

  /** The prompt that finished last (of two overlapping generations, the slower one). */
  lastPrompt(db: Executor, { sessionId }: { sessionId: string }) {
    return db
      .selectFrom('vibe_runs')
      .select(['id', 'session_id', 'output', 'created_at', 'cleared_at'])
      .where('session_id', '=', sessionId)
      .where('kind', '=', 'generate')
      .where('status', '=', 'complete')
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** The canvas version, if it belongs to the session. */
  findCanvasVersion(db: Executor, { id, sessionId }: { id: string; sessionId: string }) {
    return db.selectFrom('canvas_versions').select('id').where('id', '=', id).where('session_id', '=', sessionId).executeTakeFirst();
  },

  latestCanvas(db: Executor, { sessionId }: { sessionId: string }) {
    return db
      .selectFrom('canvas_versions')
      .select(['content_md'])
      .where('session_id', '=', sessionId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  savePrerequisites(
    db: Executor,
    p: { sessionId: string; userId: string; canvasVersionId: string | null; userInputs: object; chosen: object; suggestions: object | null; locale: string; meta: object },
  ) {
    const values = {
      canvas_version_id: p.canvasVersionId,
      user_inputs: json(p.userInputs),
      chosen: json(p.chosen),
      suggestions: json(p.suggestions),
      locale: p.locale,
      meta: json(p.meta),
    };
    return db
      .insertInto('vibe_prerequisites')
      .values({ session_id: p.sessionId, user_id: p.userId, ...values })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ ...values, updated_at: sql`clock_timestamp()` }))
      .returning(prerequisiteColumns)
      .executeTakeFirstOrThrow();
  },

  findPrerequisites(db: Executor, { sessionId }: { sessionId: string }) {
    return db.selectFrom('vibe_prerequisites').select(prerequisiteColumns).where('session_id', '=', sessionId).executeTakeFirst();
  },
};

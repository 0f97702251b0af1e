import {
  LandingPageBrief,
  VibeGenerateRequest,
  VibePrepareRequest,
  VibeSavePrerequisitesRequest,
  VibeStreamError,
  VibeSuggestions,
  type VibeLastPromptResponse,
  type VibePrepareResponse,
  type VibePrerequisitesResponse,
  type VibeReadiness,
  type VibeStreamEvent,
} from '@ideapilot/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { loggableFailure } from '../../ai/failure-log.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { chargedRun, CUT_BY_SHUTDOWN, type StoppableRun } from '../../http/open-streams.ts';
import { isUuid } from '../../http/ids.ts';
import type { MeteringService } from '../metering/service.ts';
import { whileSessionExists, type SessionsService } from '../sessions/service.ts';
import type { VibeExecutor } from './executor.ts';
import { filledBlocks, readCanvas, type CanvasFacts } from './offline-canvas.ts';
import type { PromptInput } from './offline-prompt.ts';
import { readiness } from './readiness.ts';
import type { vibeRepository } from './repository.ts';

const CUT_OFF_NOTE = 'Vibe run cut off before it finished (server stopped)';
/** A sweep's: it cannot tell a stopped server from a stalled model, nor from a failure it could not write. */
const SWEPT_NOTE = 'Vibe run cut off before it finished';

export type VibeSink = { send(event: VibeStreamEvent): void; end(): void; signal: AbortSignal };
/** `stoppable`: stopped when a deletion takes the run (its session's or its account's) or a sweep fails it; released when the run ends. */
type StartedRun = { runId: string; stoppable: StoppableRun };
export type PreparedGeneration = PromptInput & StartedRun & { canvasText: string };

/**
 * Vibe Coding: prepare (readiness and suggestions) and generate (the streamed first prompt), one
 * token each, charged before any model is called and refunded when the run fails or the client
 * leaves; and the modal's saved prerequisites. Every call is scoped to a session of the caller.
 */
export function vibeService(deps: {
  db: Db;
  sessions: SessionsService;
  metering: MeteringService;
  executor: VibeExecutor;
  repo: typeof vibeRepository;
  /** Registers a run where a deletion of what it belongs to, or a sweep, stops it (see `StartedRun`). */
  stoppable: (key: string) => StoppableRun;
  /** Stops runs (by id) wherever they run: those a sweep failed. */
  stopRuns: (ids: string[]) => Promise<void>;
  log: FastifyBaseLogger;
}) {
  const { db, sessions, metering, executor, repo, log } = deps;

  /** The canvas the client sent, else the session's latest saved one. */
  async function canvasOf(sessionId: string, sent: string): Promise<{ text: string; facts: CanvasFacts }> {
    const text = sent.trim() ? sent : ((await repo.latestCanvas(db, { sessionId }))?.content_md ?? '');
    return { text, facts: readCanvas(text) };
  }

  /** A saved brief's readiness once a prepare has finished in the session since its last Clear (so a reopened modal shows it); null before. */
  async function readinessOf(sessionId: string, row: PrerequisitesRow): Promise<VibeReadiness | null> {
    if (!(await repo.hasPrepared(db, { sessionId }))) return null;
    return readiness(briefOf(row), (await canvasOf(sessionId, '')).facts);
  }

  /**
   * Charges the run's token and records it as pending, in one statement; a session deleted
   * meanwhile is a 404. The run is stoppable before its row exists: a deletion that finds the row
   * finds the run to stop too.
   */
  async function startRun(userId: string, sessionId: string, kind: 'prepare' | 'generate'): Promise<StartedRun> {
    const runId = randomUUID();
    const stoppable = await chargedRun(deps.stoppable(runId), () =>
      sessions.chargedIn(userId, sessionId, metering.charge(userId, runId, kind === 'prepare' ? 'Vibe prepare' : 'Vibe generate', repo.createRun({ id: runId, sessionId, kind }))),
    );
    return { runId, stoppable };
  }

  /**
   * Fails and refunds a run in one transaction: a refund that cannot be written leaves the run
   * pending, and the sweeper fails and refunds it later. `signal`: the run's; aborted by a shutdown
   * the run was cut off, like one a crash left pending. A run a deletion or a sweep stopped was refunded by it.
   */
  async function failRun({ runId, stoppable }: StartedRun, signal: AbortSignal, err: unknown) {
    const [failure, note] = !signal.aborted
      ? ['model_error', 'Vibe run failed']
      : signal.reason === CUT_BY_SHUTDOWN
        ? ['cut_off', CUT_OFF_NOTE]
        : stoppable.signal.aborted
          ? ['aborted', 'Vibe run stopped']
          : ['aborted', 'Vibe run aborted by the client'];
    if (!signal.aborted) log.warn({ err: loggableFailure(err), runId }, 'vibe run failed');
    await metering.ending(runId, async (trx) => {
      await repo.finishRun(trx, { id: runId, status: 'failed', failure });
      await metering.refund(runId, note, trx);
    });
  }

  return {
    /** `left`: aborted when the client goes away. */
    async prepare(userId: string, input: z.output<typeof VibePrepareRequest>, left: AbortSignal): Promise<VibePrepareResponse> {
      const session = await sessions.owned(userId, input.session_id);
      const canvas = await canvasOf(session.id, input.canvas_text);
      const started = await startRun(userId, session.id, 'prepare');
      const { runId } = started;
      const signal = AbortSignal.any([left, started.stoppable.signal]);
      try {
        const made = input.generate_suggestions
          ? await executor.suggestions({ facts: canvas.facts, canvasText: canvas.text, brief: input.user_inputs, locale: input.locale, signal })
          : null;
        if (signal.aborted) throw new Error('aborted');
        if (!(await repo.finishRun(db, { id: runId, status: 'complete' }))) throw new Error('The run ended before it was saved');
        return {
          meta_info: { prep: { source: made?.source ?? 'offline', canvas_blocks: filledBlocks(canvas.facts), locale: input.locale }, ...readiness(input.user_inputs, canvas.facts) },
          suggestions: made?.suggestions ?? null,
        };
      } catch (err) {
        try {
          await failRun(started, signal, err);
        } catch (saveErr) {
          // The run stays pending: the sweeper fails and refunds it. The answer is the prepare's failure.
          log.error({ err: saveErr, runId }, 'could not record a failed vibe run');
        }
        // A session deleted meanwhile is a 404, not a failed prepare; a check that fails too is the prepare's failure.
        const gone = await sessions.owned(userId, session.id).then(
          () => false,
          (checkErr: unknown) => checkErr instanceof AppError,
        );
        throw new AppError(gone ? 'session_not_found' : 'vibe_prepare_failed');
      } finally {
        started.stoppable.release();
      }
    },

    /** Everything that can be refused with a JSON error, then the charge; the stream follows. */
    async startGeneration(userId: string, input: z.output<typeof VibeGenerateRequest>): Promise<PreparedGeneration> {
      const session = await sessions.owned(userId, input.session_id);
      if (!(await repo.hasPrepared(db, { sessionId: session.id }))) {
        throw new AppError('vibe_not_prepared');
      }
      const canvas = await canvasOf(session.id, input.canvas_text);
      return {
        ...(await startRun(userId, session.id, 'generate')),
        canvasText: canvas.text,
        facts: canvas.facts,
        brief: input.user_inputs,
        expandLevel: input.expand_level,
        sections: input.include_sections,
        missing: readiness(input.user_inputs, canvas.facts).missing_fields,
      };
    },

    /**
     * Streams the prompt of a started generation and saves it. Never throws: problems become an
     * error event. Ends when its client leaves, at a shutdown, or when a deletion or a sweep stops it.
     */
    async streamGeneration(run: PreparedGeneration, sink: VibeSink): Promise<void> {
      const stopped = run.stoppable.signal;
      const signal = AbortSignal.any([sink.signal, stopped]);
      let text = '';
      try {
        for await (const chunk of executor.prompt({ ...run, signal })) {
          text += chunk;
          sink.send({ text: chunk });
        }
        if (signal.aborted) throw new Error('aborted');
        if (!text.trim()) throw new Error('The executor returned an empty prompt');
        if (!(await repo.finishRun(db, { id: run.runId, status: 'complete', output: text }))) throw new Error('The run ended before it was saved');
        sink.send({ meta_info: { event: 'generation_complete', run_id: run.runId } });
      } catch (err) {
        try {
          await failRun(run, signal, err);
        } catch (saveErr) {
          log.error({ err: saveErr, runId: run.runId }, 'could not record a failed vibe run');
        }
        // A client still there when a deletion stopped the run hears it failed, as a chat reply's does.
        if (!signal.aborted || (stopped.aborted && !sink.signal.aborted)) sink.send({ meta_info: { event: 'error' }, detail: VibeStreamError.generationFailed });
      } finally {
        run.stoppable.release();
        sink.end();
      }
    },

    /**
     * Fails and refunds the runs pending longer than `olderThanMs` (a server stopped during them,
     * their model stalled, or their failure could not be written), each with its refund; then stops
     * its run if one is still alive (here or on another instance), so its model call ends. How many
     * were swept.
     */
    async sweepCutOffRuns(olderThanMs: number): Promise<number> {
      const stale = await repo.pendingRuns(db, { startedBefore: new Date(Date.now() - olderThanMs) });
      let swept = 0;
      for (const { id } of stale) {
        const ended = await metering.ending(id, async (trx) => {
          if (!(await repo.finishRun(trx, { id, status: 'failed', failure: 'cut_off' }))) return false;
          await metering.refund(id, SWEPT_NOTE, trx);
          return true;
        });
        if (!ended) continue;
        swept++;
        await deps.stopRuns([id]);
      }
      return swept;
    },

    async savePrerequisites(userId: string, input: z.output<typeof VibeSavePrerequisitesRequest>): Promise<VibePrerequisitesResponse> {
      const session = await sessions.owned(userId, input.session_id);
      const versionId = input.canvas_version_id;
      if (versionId !== null && !(isUuid(versionId) && (await repo.findCanvasVersion(db, { id: versionId, sessionId: session.id })))) {
        throw new AppError('validation_failed', 'canvas_version_id: Canvas version not found in this session');
      }
      const row = await whileSessionExists(
        repo.savePrerequisites(db, {
          sessionId: session.id,
          userId,
          canvasVersionId: versionId,
          userInputs: input.user_inputs,
          chosen: input.chosen,
          suggestions: input.suggestions,
          locale: input.locale,
          meta: input.meta,
        }),
      );
      return presentPrerequisites(row, await readinessOf(session.id, row));
    },

    async lastPrerequisites(userId: string, sessionId: string): Promise<VibePrerequisitesResponse> {
      const session = await sessions.owned(userId, sessionId);
      const row = await repo.findPrerequisites(db, { sessionId: session.id });
      if (!row) throw new AppError('vibe_prerequisites_not_found');
      return presentPrerequisites(row, await readinessOf(session.id, row));
    },

    async lastPrompt(userId: string, sessionId: string): Promise<VibeLastPromptResponse> {
      const session = await sessions.owned(userId, sessionId);
      const row = await repo.lastPrompt(db, { sessionId: session.id });
      if (!row) throw new AppError('vibe_prompt_not_found');
      return { id: row.id, session_id: row.session_id, text: row.output, created_at: row.created_at.toISOString(), cleared: row.cleared_at !== null };
    },

    /** The modal's Clear: the saved brief and the prepares so far are forgotten; Generate needs a new prepare. */
    async clear(userId: string, sessionId: string): Promise<void> {
      const session = await sessions.owned(userId, sessionId);
      await repo.clear(db, { sessionId: session.id });
    },
  };
}

type PrerequisitesRow = { user_inputs: Record<string, unknown>; chosen: Record<string, unknown>; suggestions: Record<string, unknown> | null };

/** Saved rows were checked on the way in; parsing again fills defaults added since. */
const briefOf = (row: PrerequisitesRow): LandingPageBrief => LandingPageBrief.safeParse(row.user_inputs).data ?? LandingPageBrief.parse({});

function presentPrerequisites(row: PrerequisitesRow, ready: VibeReadiness | null): VibePrerequisitesResponse {
  const suggestions = row.suggestions ? VibeSuggestions.safeParse(row.suggestions) : null;
  return { chosen: row.chosen, suggestions: suggestions?.success ? suggestions.data : null, user_inputs: briefOf(row), readiness: ready };
}

export type VibeService = ReturnType<typeof vibeService>;

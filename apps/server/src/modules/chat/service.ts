import {
  ChatStage,
  ChatStreamError,
  DEFAULT_SESSION_NAME,
  isMessageTooLong,
  stripMarkdownFence,
  truncateName,
  type ChatStreamEvent,
  type EvaluationResponse,
} from '@ideapilot/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { plainText, type Ai } from '../../ai/index.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { MeteringService } from '../metering/service.ts';
import { isUuid } from '../../http/ids.ts';
import type { Metrics, TurnOutcome } from '../../http/metrics.ts';
import type { sessionsRepository } from '../sessions/repository.ts';
import type { SessionsService } from '../sessions/service.ts';
import type { chatRepository } from './repository.ts';

/** Where a stream's events go; aborted when the client goes away. */
export type EventSink = { send(event: ChatStreamEvent): void; end(): void; signal: AbortSignal };

export type PreparedTurn = { turnId: string; sessionId: string; userId: string; message: string };

/**
 * A chat turn: checked and charged before the stream starts, then guard → advisor streamed, saved
 * as complete only when the reply finished and the client is still there. Failed, aborted and
 * declined turns are refunded. The canvas rebuild belongs to the turn and costs nothing more.
 */
export function chatService(deps: {
  db: Db;
  ai: Ai;
  metering: MeteringService;
  sessions: SessionsService;
  sessionsRepo: typeof sessionsRepository;
  chat: typeof chatRepository;
  log: FastifyBaseLogger;
  metrics?: Pick<Metrics, 'turnEnded'>;
}) {
  const { db, ai, metering, sessions, sessionsRepo, chat, log } = deps;
  const turnEnded = (outcome: TurnOutcome) => deps.metrics?.turnEnded(outcome);

  async function nameSession(sessionId: string, message: string) {
    const complete = await chat.completeTurns(db, { sessionId });
    const title = ai.ideaTitle(complete) ?? fallbackName(plainText(message));
    if (title && title !== DEFAULT_SESSION_NAME) await sessionsRepo.nameIfUntitled(db, { id: sessionId, name: title });
  }

  async function failTurn(turn: PreparedTurn, aborted: boolean, err: unknown) {
    if (!aborted) log.warn({ err, turnId: turn.turnId }, 'chat turn failed');
    turnEnded(aborted ? 'stopped' : 'failed');
    try {
      await chat.finishTurn(db, { id: turn.turnId, status: 'failed', assistantMessage: '', failure: aborted ? 'aborted' : 'model_error' });
    } finally {
      await metering.refund(turn.turnId, aborted ? 'Turn aborted by the client' : 'Turn failed');
    }
  }

  return {
    /** Everything that can be refused with a plain JSON error, in the order the client expects; charges the token last. */
    async prepareTurn(userId: string, input: { session_id: string; message: string }): Promise<PreparedTurn> {
      const message = input.message.trim();
      if (!message) throw new AppError('message_blank');
      if (isMessageTooLong(message)) {
        throw new AppError('message_too_long');
      }
      const session = await sessions.owned(userId, input.session_id);
      const turnId = randomUUID();
      // One transaction: a crash can never leave a charge without its turn, or a turn unpaid.
      try {
        await db.transaction().execute(async (trx) => {
          await metering.charge(userId, turnId, 'Chat turn', trx);
          await chat.createTurn(trx, { id: turnId, sessionId: session.id, userId, userMessage: message });
        });
      } catch (err) {
        if (err instanceof Error && /foreign key/i.test(err.message)) throw new AppError('session_not_found');
        throw err;
      }
      return { turnId, sessionId: session.id, userId, message };
    },

    /**
     * Fails and refunds turns still pending after `olderThanMs`: their server stopped mid-turn.
     * Each turn and its refund are written together. Returns how many were swept.
     */
    async sweepCutOffTurns(olderThanMs: number): Promise<number> {
      const stale = await chat.pendingTurns(db, { startedBefore: new Date(Date.now() - olderThanMs) });
      let swept = 0;
      for (const { id } of stale) {
        await db.transaction().execute(async (trx) => {
          if (!(await chat.finishTurn(trx, { id, status: 'failed', assistantMessage: '', failure: 'cut_off' }))) return;
          await metering.refund(id, 'Turn cut off before it finished (server stopped)', trx);
          swept++;
        });
      }
      return swept;
    },

    /** Streams the reply of a prepared turn. Never throws: problems become an `error` event. */
    async streamTurn(turn: PreparedTurn, sink: EventSink): Promise<void> {
      const { signal } = sink;
      let reply = '';
      try {
        sink.send({ type: 'stage', content: ChatStage.reading });
        const previous = (await chat.completeTurns(db, { sessionId: turn.sessionId })).filter((t) => t.id !== turn.turnId);
        const verdict = await ai.guard(turn.message, previous, signal);
        if (verdict !== 'allow') {
          const decline = ai.decline(verdict, previous, turn.message);
          for await (const chunk of ai.replay(decline, signal)) sink.send({ type: 'chunk', content: chunk });
          if (signal.aborted) throw new Error('aborted');
          await chat.finishTurn(db, { id: turn.turnId, status: 'declined', assistantMessage: decline });
          await metering.refund(turn.turnId, `Declined by the guard (${verdict})`);
          turnEnded('declined');
          sink.send({ type: 'complete', turn_id: turn.turnId });
          return;
        }
        sink.send({ type: 'stage', content: ChatStage.thinking });
        let first = true;
        for await (const chunk of ai.advise(previous, turn.message, signal)) {
          if (first) {
            sink.send({ type: 'stage', content: ChatStage.writing });
            first = false;
          }
          reply += chunk;
          sink.send({ type: 'chunk', content: chunk });
        }
        if (signal.aborted) throw new Error('aborted');
        if (!reply.trim()) throw new Error('The model returned an empty reply');
        const saved = await chat.finishTurn(db, { id: turn.turnId, status: 'complete', assistantMessage: reply });
        if (!saved) throw new Error('The turn ended before its reply was saved');
        turnEnded('complete');
        await nameSession(turn.sessionId, turn.message);
        sink.send({ type: 'complete', turn_id: turn.turnId });
      } catch (err) {
        const aborted = signal.aborted;
        try {
          await failTurn(turn, aborted, err);
        } catch (saveErr) {
          log.error({ err: saveErr, turnId: turn.turnId }, 'could not record a failed turn');
        }
        if (!aborted) sink.send({ type: 'error', detail: ChatStreamError.replyFailed });
      } finally {
        sink.end();
      }
    },

    /** The session the canvas is for; a JSON 404 before any stream. */
    prepareCanvas: async (userId: string, sessionId: string) => (await sessions.owned(userId, sessionId)).id,

    /**
     * Streams the canvas of the session's latest complete turn: the saved version when there is
     * one, else a new one from the secretary, saved once for that turn.
     */
    async streamCanvas(sessionId: string, sink: EventSink): Promise<void> {
      const { signal } = sink;
      try {
        const complete = await chat.completeTurns(db, { sessionId });
        const latest = complete.at(-1);
        if (!latest) {
          sink.send({ type: 'stage', content: ChatStage.canvas });
          for await (const chunk of ai.replay(ai.blankCanvas(), signal)) sink.send({ type: 'chunk', content: chunk });
          if (!signal.aborted) sink.send({ type: 'complete', turn_id: null });
          return;
        }
        const saved = await chat.canvasForTurn(db, { turnId: latest.id });
        if (saved) {
          sink.send({ type: 'stage', content: ChatStage.loadingCanvas });
          for await (const chunk of ai.replay(saved.content_md, signal)) sink.send({ type: 'chunk', content: chunk });
          if (!signal.aborted) sink.send({ type: 'complete', turn_id: latest.id });
          return;
        }
        sink.send({ type: 'stage', content: ChatStage.canvas });
        const previous = await chat.latestCanvas(db, { sessionId });
        let text = '';
        for await (const chunk of ai.buildCanvas(complete, previous?.content_md ?? null, signal)) {
          text += chunk;
          sink.send({ type: 'chunk', content: chunk });
        }
        if (signal.aborted) return;
        const content = stripMarkdownFence(text).trim();
        if (!content) throw new Error('The secretary returned an empty canvas');
        await chat.saveCanvas(db, { sessionId, turnId: latest.id, contentMd: `${content}\n` });
        sink.send({ type: 'complete', turn_id: latest.id });
      } catch (err) {
        if (!signal.aborted) {
          log.warn({ err, sessionId }, 'canvas rebuild failed');
          sink.send({ type: 'error', detail: ChatStreamError.canvasFailed });
        }
      } finally {
        sink.end();
      }
    },

    /** Like (1) or dislike (-1): `set` puts the mark; clearing removes it only if it is that mark. */
    async evaluate(userId: string, turnId: string, mark: 1 | -1, set: boolean): Promise<EvaluationResponse> {
      const turn = isUuid(turnId) ? await chat.findShownTurn(db, { id: turnId, userId }) : undefined;
      if (!turn) throw new AppError('turn_not_found');
      const after = set ? await chat.setMark(db, { id: turn.id, mark }) : await chat.setMark(db, { id: turn.id, mark: null, onlyIf: mark });
      return { user_evaluation_mark: after };
    },
  };
}

/** The first words of a message, when no idea could be read from it. */
function fallbackName(message: string): string | null {
  const first = message.split(/(?<=[.!?])\s|\n/)[0]?.trim() ?? '';
  return first ? truncateName(first.replace(/[.!?]+$/, '')) : null;
}

export type ChatService = ReturnType<typeof chatService>;

import {
  ChatStage,
  ChatStreamError,
  DEFAULT_SESSION_NAME,
  isMessageTooLong,
  stripMarkdownFence,
  truncateName,
  type ChatStreamEvent,
  type DislikeRequest,
  type EvaluationResponse,
  type HistoryResponse,
} from '@ideapilot/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { plainText, type AgentChains, type Ai, type AnsweredTurn, type ServedBy } from '../../ai/index.ts';
import { loggableFailure } from '../../ai/failure-log.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { MeteringService } from '../metering/service.ts';
import { isUuid } from '../../http/ids.ts';
import type { Metrics, TurnOutcome } from '../../http/metrics.ts';
import type { SessionsService } from '../sessions/service.ts';
import type { OpenStreams } from '../../http/open-streams.ts';
import { runDetached } from './detached-run.ts';
import { sessionHistory } from './history.ts';
import { finishedLast, type AnsweredTurnRow, type chatRepository } from './repository.ts';
import { StopReason, type EventSink, type StreamHub } from './stream-hub.ts';

/** The hub key of a turn's canvas build. */
export const canvasKey = (turnId: string) => `canvas:${turnId}`;

/** A complete turn as a canvas is built from it. */
type BuiltTurn = AnsweredTurn & { id: string };

/** A turn that has just completed, as its canvas build gets it: the session's complete turns (this one last) and the turn's agents. */
type FreshTurn = { turnId: string; turns: BuiltTurn[]; agents: Promise<AgentChains> };

/** A turn as asked for. `alternativeOf`: the first turn of the group a regenerated or edited turn joins. */
type TurnRequest = { turnId: string; sessionId: string; userId: string; message: string; alternativeOf?: string };

/**
 * A charged turn. `titled`: the session had a name of its own when the turn was charged, so the
 * turn has none to give it. `answered`: the session's complete turns then, read by the charge.
 */
export type PreparedTurn = TurnRequest & { titled: boolean; answered: AnsweredTurnRow[] };

/**
 * A chat turn: checked and charged before the stream starts, then guard → advisor streamed into the
 * stream hub, where the client reads it (and re-reads it after a reload). It runs to its end
 * whether or not the client stays; failed, cut and declined turns are refunded. The canvas rebuild
 * belongs to the turn, starts when the reply is saved and costs nothing more.
 */
export function chatService(deps: {
  db: Db;
  ai: Ai;
  metering: MeteringService;
  sessions: SessionsService;
  chat: typeof chatRepository;
  log: FastifyBaseLogger;
  metrics?: Pick<Metrics, 'turnEnded'>;
  hub: StreamHub;
  /** Where detached runs are tracked, so a shutdown waits for them or cuts them. */
  runs: Pick<OpenStreams, 'track'>;
}) {
  const { db, ai, metering, sessions, chat, log, hub } = deps;
  const turnEnded = (outcome: TurnOutcome) => deps.metrics?.turnEnded(outcome);

  /** Names an untitled session from its complete turns (read again unless the caller has them). */
  async function nameSession(turn: PreparedTurn, complete?: AnsweredTurn[]) {
    if (turn.titled) return;
    const turns = complete ?? (await chat.completeTurns(db, { sessionId: turn.sessionId }));
    const title = ai.ideaTitle(turns) ?? fallbackName(plainText(turn.message));
    if (title && title !== DEFAULT_SESSION_NAME) await sessions.nameIfUntitled(turn.sessionId, title);
  }

  /** True when this run ended the turn; false when it had ended already (a sweep failed it). */
  async function failTurn(turn: PreparedTurn, reason: unknown, err: unknown): Promise<boolean> {
    if (!reason) log.warn({ err: loggableFailure(err), turnId: turn.turnId }, 'chat turn failed');
    turnEnded(reason ? 'stopped' : 'failed');
    const [failure, note] =
      reason === StopReason.shutdown
        ? ['cut_off', 'Turn cut off before it finished (server stopped)']
        : reason
          ? ['aborted', 'Turn stopped before any reply']
          : ['model_error', 'Turn failed'];
    // The failure and its refund are written together, its tokens locked first (`ending`): a
    // refund that cannot be written leaves the turn pending, and the sweeper fails and refunds it later.
    return metering.ending(turn.turnId, async (trx) => {
      const ended = await chat.finishTurn(trx, { id: turn.turnId, status: 'failed', assistantMessage: '', failure });
      // A reply saved before the failure keeps its token; a turn deleted with its session, or swept
      // (and refunded: a refund happens once), gets it back.
      if (ended || (await chat.findOwnTurn(trx, { id: turn.turnId, userId: turn.userId }))?.status !== 'complete') await metering.refund(turn.turnId, note, trx);
      return ended;
    });
  }

  /**
   * A stopped reply with some text: kept as the reply, marked stopped and charged (the model
   * worked); the canvas is rebuilt from it. False when the turn had already ended otherwise.
   */
  async function keepStopped(turn: PreparedTurn, reply: string, advisor: ServedBy | undefined): Promise<boolean> {
    try {
      if (!(await chat.finishTurn(db, { id: turn.turnId, status: 'complete', assistantMessage: reply, stopped: true, advisor }))) return false;
    } catch (err) {
      log.error({ err, turnId: turn.turnId }, 'could not keep a stopped reply');
      return false;
    }
    turnEnded('stopped');
    await afterSaved(turn);
    return true;
  }

  /**
   * What follows a saved reply: it becomes the shown alternative, names the session and starts the
   * canvas build. Saved, the reply is the founder's: these failing is logged, never the turn's failure.
   * `fresh`: the session's complete turns (this one last) and the turn's agents, when the caller has them.
   */
  async function afterSaved(turn: PreparedTurn, fresh?: Omit<FreshTurn, 'turnId'>) {
    try {
      await showInstead(turn);
      await nameSession(turn, fresh?.turns);
      await startCanvas(turn.sessionId, turn.userId, turn.turnId, fresh);
    } catch (err) {
      log.error({ err, turnId: turn.turnId }, 'a saved reply’s session or canvas update failed');
    }
  }

  /**
   * Charges the token and writes the pending turn in one statement, in a session of the user's
   * only: never a charge without its turn. The same statement reads what the turn needs of its
   * session, so nothing is read before it.
   */
  async function chargeTurn(turn: TurnRequest): Promise<PreparedTurn> {
    const pending = chat.createTurn({ id: turn.turnId, sessionId: turn.sessionId, userMessage: turn.message, alternativeOf: turn.alternativeOf });
    const { titled, answered } = await sessions.chargedIn(turn.userId, turn.sessionId, metering.charge(turn.userId, turn.turnId, 'Chat turn', pending));
    return { ...turn, titled, answered };
  }

  /** A shown alternative becomes the one the conversation goes on from. */
  async function showInstead(turn: PreparedTurn) {
    if (turn.alternativeOf) await chat.supersedeAlternatives(db, { root: turn.alternativeOf, keep: turn.turnId });
  }

  /**
   * Starts the canvas build of a turn in the hub, unless one already runs. `fresh`: the turn that
   * just completed starts its own build, with the session's complete turns (this one last) and the
   * agents the turn looked up.
   */
  async function startCanvas(sessionId: string, userId: string, turnId: string, fresh?: Omit<FreshTurn, 'turnId'>) {
    const writer = await hub.open(canvasKey(turnId), userId);
    if (writer) runDetached({ runs: deps.runs, log }, writer, (sink) => service.streamCanvas(sessionId, sink, fresh && { turnId, ...fresh }));
  }

  const service = {
    /** Everything that can be refused with a plain JSON error, in the order the client expects; charges the token last. */
    async prepareTurn(userId: string, input: { session_id: string; message: string }): Promise<PreparedTurn> {
      const message = checkedMessage(input.message);
      if (!isUuid(input.session_id)) throw new AppError('session_not_found');
      return chargeTurn({ turnId: randomUUID(), sessionId: input.session_id, userId, message });
    },

    /**
     * A new reply to the session's last message (`message` absent: regenerate) or to its edited
     * text, as an alternative of that turn; charged like any turn. Another user's turn is a 404,
     * an earlier one a 409.
     */
    async prepareAlternative(userId: string, turnId: string, newMessage?: string): Promise<PreparedTurn> {
      const message = newMessage === undefined ? undefined : checkedMessage(newMessage);
      const turn = isUuid(turnId) ? await chat.findOwnTurn(db, { id: turnId, userId }) : undefined;
      if (!turn || turn.status === 'pending' || turn.status === 'failed') throw new AppError('turn_not_found');
      const last = await chat.lastTurn(db, { sessionId: turn.session_id });
      const alternativeOf = turn.alternative_of ?? turn.id;
      // Of the last turn's group: the founder may have just seen a declined alternative of it, which stepped back.
      if (!last || (last.alternative_of ?? last.id) !== alternativeOf) throw new AppError('turn_not_last');
      return chargeTurn({ turnId: randomUUID(), sessionId: turn.session_id, userId, message: message ?? turn.user_message, alternativeOf });
    },

    /**
     * Fails and refunds turns still pending after `olderThanMs`: their server stopped mid-turn, their
     * model stalled, or their failure could not be written; the refund's reason says none of these,
     * as the sweep cannot tell which. Each turn and its refund are written together; then a run of
     * the turn still alive (here or, with Redis, on another instance) is stopped, so its stream ends.
     * Returns how many were swept.
     */
    async sweepCutOffTurns(olderThanMs: number): Promise<number> {
      const stale = await chat.pendingTurns(db, { startedBefore: new Date(Date.now() - olderThanMs) });
      let swept = 0;
      for (const { id } of stale) {
        const ended = await metering.ending(id, async (trx) => {
          if (!(await chat.finishTurn(trx, { id, status: 'failed', assistantMessage: '', failure: 'cut_off' }))) return false;
          await metering.refund(id, 'Turn cut off before it finished', trx);
          return true;
        });
        if (!ended) continue;
        swept++;
        await hub.stop(id);
      }
      return swept;
    },

    /** Runs a prepared turn in the hub, detached from the request; its key is its id. */
    async startTurn(turn: PreparedTurn): Promise<string> {
      const writer = await hub.open(turn.turnId, turn.userId);
      if (!writer) throw new Error(`turn ${turn.turnId} is already running`);
      runDetached({ runs: deps.runs, log }, writer, (sink) => service.streamTurn(turn, sink));
      return turn.turnId;
    },

    /** Stops a turn of the user's whose run is still going, whatever its row says (a sweep may have failed it). */
    async stop(userId: string, turnId: string): Promise<{ stopped: boolean }> {
      const turn = isUuid(turnId) ? await chat.findOwnTurn(db, { id: turnId, userId }) : undefined;
      if (!turn) throw new AppError('turn_not_found');
      return { stopped: await hub.stop(turn.id) };
    },

    /** Events of a kept stream from index `from`, then live. */
    follow: (key: string, from: number, signal: AbortSignal) => hub.follow(key, from, signal),

    /**
     * Re-attaching to a turn of the user's: its kept stream, or, once that has expired, the
     * turn's last event. Another user's turn is a 404, like a missing one.
     */
    async attach(userId: string, turnId: string): Promise<{ key: string } | { last: ChatStreamEvent }> {
      const turn = isUuid(turnId) ? await chat.findOwnTurn(db, { id: turnId, userId }) : undefined;
      if (!turn) throw new AppError('turn_not_found');
      if ((await hub.owner(turn.id)) === userId) return { key: turn.id };
      if (turn.status === 'complete' || turn.status === 'declined') return { last: { type: 'complete', turn_id: turn.id } };
      return { last: { type: 'error', detail: turn.status === 'pending' ? ChatStreamError.serverRestarting : ChatStreamError.replyFailed } };
    },

    /** Streams the reply of a prepared turn. Never throws: problems become an `error` event. */
    async streamTurn(turn: PreparedTurn, sink: EventSink): Promise<void> {
      const { signal } = sink;
      let reply = '';
      let advisor: ServedBy | undefined;
      // The turn's agents (guard, search, advisor, secretary) are looked up once. A declined turn
      // leaves them unused; a failed lookup is caught so it goes nowhere.
      const agents = ai.turnAgents();
      agents.catch(() => {});
      try {
        sink.send({ type: 'started', turn_id: turn.turnId });
        sink.send({ type: 'stage', content: ChatStage.reading });
        // The coach answers as if the turns being replaced had never been.
        const group = turn.alternativeOf;
        const previous = group ? turn.answered.filter((t) => t.id !== group && t.alternative_of !== group) : turn.answered;
        const verdict = await ai.guard(turn.message, previous, signal, agents);
        if (verdict !== 'allow') {
          const decline = ai.decline(verdict, previous, turn.message);
          for await (const chunk of ai.replay(decline, signal)) sink.send({ type: 'chunk', content: chunk });
          if (signal.aborted) throw new Error('aborted');
          // A declined regenerate or edit is refunded like a failed one, and like it changes nothing.
          // Declined and refunded in one transaction, as a failure is (see `failTurn`).
          await metering.ending(turn.turnId, async (trx) => {
            if (turn.alternativeOf) await chat.setAside(trx, { id: turn.turnId });
            await chat.finishTurn(trx, { id: turn.turnId, status: 'declined', assistantMessage: decline });
            await metering.refund(turn.turnId, `Declined by the guard (${verdict})`, trx);
          });
          turnEnded('declined');
          sink.send({ type: 'complete', turn_id: turn.turnId });
          return;
        }
        sink.send({ type: 'stage', content: ChatStage.thinking });
        let first = true;
        for await (const chunk of ai.advise(previous, turn.message, signal, (served) => (advisor = served), agents)) {
          if (first) {
            sink.send({ type: 'stage', content: ChatStage.writing });
            first = false;
          }
          reply += chunk;
          sink.send({ type: 'chunk', content: chunk });
        }
        if (signal.aborted) throw new Error('aborted');
        if (!reply.trim()) throw new Error('The model returned an empty reply');
        const saved = await chat.finishTurn(db, { id: turn.turnId, status: 'complete', assistantMessage: reply, advisor });
        if (!saved) throw new Error('The turn ended before its reply was saved');
        turnEnded('complete');
        // The session's complete turns now: the ones this turn followed, and this one.
        await afterSaved(turn, { turns: [...previous, { id: turn.turnId, user_message: turn.message, assistant_message: reply }], agents });
        sink.send({ type: 'complete', turn_id: turn.turnId });
      } catch (err) {
        const reason: unknown = signal.aborted ? (signal.reason ?? StopReason.stopped) : null;
        if (reason === StopReason.stopped && reply.trim() && (await keepStopped(turn, reply, advisor))) {
          sink.send({ type: 'complete', turn_id: turn.turnId, stopped: true });
          return;
        }
        // A sweep stops the run of a turn it failed (its model stalled), though nobody pressed Stop.
        let endedBySweep = false;
        try {
          endedBySweep = !(await failTurn(turn, reason, err));
        } catch (saveErr) {
          log.error({ err: saveErr, turnId: turn.turnId }, 'could not record a failed turn');
        }
        const detail =
          reason === StopReason.shutdown ? ChatStreamError.serverRestarting : reason && !endedBySweep ? ChatStreamError.stoppedBeforeReply : ChatStreamError.replyFailed;
        sink.send({ type: 'error', detail });
      } finally {
        await sink.end();
      }
    },

    /**
     * The canvas stream of a session (a JSON 404 before any stream): the kept build of its latest
     * turn, started if needed, or a replay of the saved (or blank) canvas for this request only.
     */
    async openCanvas(userId: string, sessionId: string): Promise<{ key: string } | { replay: (sink: EventSink) => Promise<void> }> {
      const id = (await sessions.owned(userId, sessionId)).id;
      const latest = finishedLast(await chat.completeTurns(db, { sessionId: id }));
      if (!latest) return { replay: (sink) => service.streamCanvas(id, sink) };
      const key = canvasKey(latest.id);
      // The build this turn started is followed while it is kept, so the client sees it as the update it is.
      const kept = (await hub.owner(key)) !== undefined;
      const saved = await chat.canvasForTurn(db, { turnId: latest.id });
      if (saved && !kept) return { replay: (sink) => service.streamCanvas(id, sink) };
      if (!saved) await startCanvas(id, userId, latest.id);
      return { key };
    },

    /**
     * Streams the canvas of the session's complete turn that finished last: the session's canvas
     * when that turn has a version, else a new one from the secretary, saved once for that turn.
     * `fresh`: a turn that has just completed: nothing is saved for it yet, and its turns and agents
     * are not looked up again. A turn that completes while the canvas is built (another tab) is in
     * no canvas yet, so the build starts again, with a new stage event, from the turns as they are.
     */
    async streamCanvas(sessionId: string, sink: EventSink, fresh?: FreshTurn): Promise<void> {
      const { signal } = sink;
      try {
        const rows = fresh ? [] : await chat.completeTurns(db, { sessionId });
        let complete: BuiltTurn[] = fresh?.turns ?? rows;
        const latest = fresh ? { id: fresh.turnId } : finishedLast(rows);
        if (!latest) {
          sink.send({ type: 'stage', content: ChatStage.canvas });
          for await (const chunk of ai.replay(ai.blankCanvas(), signal)) sink.send({ type: 'chunk', content: chunk });
          if (!signal.aborted) sink.send({ type: 'complete', turn_id: null });
          return;
        }
        const saved = !fresh && (await chat.canvasForTurn(db, { turnId: latest.id })) && (await chat.latestCanvas(db, { sessionId }));
        if (saved) {
          sink.send({ type: 'stage', content: ChatStage.loadingCanvas });
          for await (const chunk of ai.replay(saved.content_md, signal)) sink.send({ type: 'chunk', content: chunk });
          if (!signal.aborted) sink.send({ type: 'complete', turn_id: latest.id });
          return;
        }
        const previous = async () => (await chat.latestCanvas(db, { sessionId }))?.content_md ?? null;
        // Ends: each new round needs a turn that completed during the last one, and each turn costs a token.
        for (;;) {
          sink.send({ type: 'stage', content: ChatStage.canvas });
          let text = '';
          let secretary: ServedBy = null;
          for await (const chunk of ai.buildCanvas(complete, previous, signal, (served) => (secretary = served), fresh?.agents)) {
            text += chunk;
            sink.send({ type: 'chunk', content: chunk });
          }
          if (signal.aborted) return;
          const content = stripMarkdownFence(text).trim();
          if (!content) throw new Error('The secretary returned an empty canvas');
          const builtFrom = complete.map((t) => t.id);
          if (await chat.saveCanvas(db, { sessionId, turnId: latest.id, contentMd: `${content}\n`, builtFrom, secretary })) break;
          // Not saved: a turn completed meanwhile, or (a build started again elsewhere) this turn's canvas is saved already.
          const now = await chat.completeTurns(db, { sessionId });
          if (now.every((t) => builtFrom.includes(t.id))) break;
          complete = now;
        }
        sink.send({ type: 'complete', turn_id: latest.id });
      } catch (err) {
        if (!signal.aborted) {
          log.warn({ err: loggableFailure(err), sessionId }, 'canvas rebuild failed');
          sink.send({ type: 'error', detail: ChatStreamError.canvasFailed });
        }
      } finally {
        await sink.end();
      }
    },

    async history(userId: string, sessionId: string): Promise<HistoryResponse> {
      const session = await sessions.owned(userId, sessionId);
      return sessionHistory(db, chat, session.id);
    },

    /** A session's shown turns, oldest first; the caller has checked the session is the user's. */
    shownTurns: (sessionId: string) => chat.shownTurns(db, { sessionId }),
    /** The shown turns an edit or a regenerate replaced, oldest first; the caller has checked the session. */
    replacedTurns: (sessionId: string) => chat.replacedTurns(db, { sessionId }),
    /** The session's answered turns, oldest first: what the AI reads; the caller has checked the session. */
    completeTurns: (sessionId: string) => chat.completeTurns(db, { sessionId }),
    latestCanvas: (sessionId: string) => chat.latestCanvas(db, { sessionId }),

    /**
     * Like (1) or dislike (-1): `set` puts the mark; clearing removes it only if it is that mark.
     * A dislike may carry a reason and a note; a like or a cleared mark drops them.
     */
    async evaluate(userId: string, turnId: string, mark: 1 | -1, set: boolean, why: DislikeRequest = {}): Promise<EvaluationResponse> {
      const turn = isUuid(turnId) ? await chat.findShownTurn(db, { id: turnId, userId }) : undefined;
      if (!turn) throw new AppError('turn_not_found');
      const after = set
        ? await chat.setMark(db, { id: turn.id, mark, reason: why.reason ?? null, note: why.note || null })
        : await chat.setMark(db, { id: turn.id, mark: null, onlyIf: mark });
      return {
        user_evaluation_mark: after.mark,
        ...(after.reason ? { dislike_reason: after.reason } : {}),
        ...(after.note ? { dislike_note: after.note } : {}),
      };
    },
  };
  return service;
}

/** A message as the founder may send it: not blank, at most 100 words. */
function checkedMessage(text: string): string {
  const message = text.trim();
  if (!message) throw new AppError('message_blank');
  if (isMessageTooLong(message)) throw new AppError('message_too_long');
  return message;
}

/** The first words of a message, when no idea could be read from it. */
function fallbackName(message: string): string | null {
  const first = message.split(/(?<=[.!?])\s|\n/)[0]?.trim() ?? '';
  return first ? truncateName(first.replace(/[.!?]+$/, '')) : null;
}

export type ChatService = ReturnType<typeof chatService>;

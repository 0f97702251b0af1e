import {
  CANVAS_BLOCKS,
  canvasTitle,
  MAX_SESSION_NAME,
  ReworkMessages,
  replaceCanvasBlock,
  splitCanvas,
  stripMarkdownFence,
  VARIANT_SUFFIX,
  type CanvasBlock,
  type CanvasVersion,
  type CreateSessionResponse,
  type CreateShareLinkRequest,
  type ReworkStreamEvent,
  type ShareLink,
  type SharedCanvasResponse,
} from '@ideapilot/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { loggableFailure } from '../../ai/failure-log.ts';
import type { Ai } from '../../ai/index.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { chargedRun, CUT_BY_SHUTDOWN, type StoppableRun } from '../../http/open-streams.ts';
import { isUuid } from '../../http/ids.ts';
import type { ChatService } from '../chat/service.ts';
import type { MeteringService } from '../metering/service.ts';
import { whileSessionExists, type SessionsService } from '../sessions/service.ts';
import type { canvasRepository } from './repository.ts';

export type ReworkSink = { send(event: ReworkStreamEvent): void; end(): void; signal: AbortSignal };
/** `stoppable`: stopped when a deletion takes the rework (its session's or its account's) or a sweep fails it; released when the rework ends. */
export type PreparedRework = { refId: string; sessionId: string; block: CanvasBlock; canvas: string; stoppable: StoppableRun };

type VersionRow = Awaited<ReturnType<typeof canvasRepository.versions>>[number];
type TurnTime = Awaited<ReturnType<typeof canvasRepository.answeredTurnTimes>>[number];
type LinkRow = Awaited<ReturnType<typeof canvasRepository.createShareLink>>;

const DAY_MS = 86_400_000;
const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/**
 * The canvas as a document: its versions (browse, restore), one block reworked, exports, read-only
 * share links and forks. Every call checks the session is the caller's; another user's is a 404.
 */
export function canvasService(deps: {
  db: Db;
  ai: Ai;
  metering: MeteringService;
  sessions: SessionsService;
  repo: typeof canvasRepository;
  chat: Pick<ChatService, 'completeTurns' | 'latestCanvas'>;
  /** Registers a rework where a deletion of what it belongs to, or a sweep, stops it (see `PreparedRework`). */
  stoppable: (key: string) => StoppableRun;
  /** Stops the runs of reworks (by id) wherever they run: those a sweep failed. */
  stopRuns: (ids: string[]) => Promise<void>;
  log: FastifyBaseLogger;
}) {
  const { db, ai, metering, sessions, repo, chat, log } = deps;

  /** Versions numbered from 1, each with the number of answered turns before it. */
  async function numberedVersions(sessionId: string): Promise<CanvasVersion[]> {
    const [rows, turns] = await Promise.all([repo.versions(db, { sessionId }), repo.answeredTurnTimes(db, { sessionId })]);
    const numberOf = new Map(rows.map((row, i) => [row.id, i + 1]));
    return rows.map((row) => present(row, numberOf, turnNumber(row, turns)));
  }

  async function version(sessionId: string, versionId: string | undefined): Promise<CanvasVersion> {
    const versions = await numberedVersions(sessionId);
    if (versionId === undefined) {
      const current = versions.at(-1);
      if (!current) throw new AppError('canvas_not_found');
      return current;
    }
    // Ids are uuids, which the database reads in either case; the rows say them in lower case.
    const found = versions.find((v) => v.id === versionId.toLowerCase());
    if (!found) throw new AppError('canvas_version_not_found');
    return found;
  }

  /**
   * Fails a rework and refunds it, together: a refund that cannot be written leaves the rework
   * pending, and the sweeper fails and refunds it later. A rework gone with its session is refunded
   * too; a saved one keeps its token.
   */
  async function failRework(id: string, failure: string, note: string) {
    try {
      await metering.ending(id, async (trx) => {
        const ended = await repo.finishRework(trx, { id, status: 'failed', failure });
        if (ended || (await repo.reworkStatus(trx, { id })) !== 'complete') await metering.refund(id, note, trx);
      });
    } catch (err) {
      log.error({ err, reworkId: id }, 'could not record a failed canvas rework; the sweeper refunds it');
    }
  }

  return {
    async versions(userId: string, sessionId: string): Promise<CanvasVersion[]> {
      const session = await sessions.owned(userId, sessionId);
      return (await numberedVersions(session.id)).reverse();
    },

    async restore(userId: string, sessionId: string, versionId: string): Promise<CanvasVersion> {
      const session = await sessions.owned(userId, sessionId);
      const source = await version(session.id, versionId);
      const row = await whileSessionExists(repo.addVersion(db, { sessionId: session.id, contentMd: source.content_md, kind: 'restore', sourceVersionId: source.id }));
      return version(session.id, row.id);
    },

    /** Everything that can be refused with a JSON error; charges the token last. */
    async prepareRework(userId: string, sessionId: string, block: CanvasBlock): Promise<PreparedRework> {
      const session = await sessions.owned(userId, sessionId);
      const current = await chat.latestCanvas(session.id);
      if (!current) throw new AppError('canvas_not_found');
      if (!splitCanvas(current.content_md).blocks.some((b) => b.name === block)) throw new AppError('canvas_block_not_found');
      const refId = randomUUID();
      // Stoppable before its row exists: a deletion that finds the row finds the run to stop too.
      const stoppable = await chargedRun(deps.stoppable(refId), () =>
        sessions.chargedIn(userId, session.id, metering.charge(userId, refId, `Canvas block reworked (${block})`, repo.createRework({ id: refId, sessionId: session.id, block }))),
      );
      return { refId, sessionId: session.id, block, canvas: current.content_md, stoppable };
    },

    /**
     * Streams the block's new text and saves the canvas with only that block changed. Never throws.
     * Ends when its client leaves, at a shutdown, or when a deletion or a sweep stops it (its token
     * was given back by the deletion or the sweep).
     */
    async streamRework(prepared: PreparedRework, sink: ReworkSink): Promise<void> {
      const stopped = prepared.stoppable.signal;
      const signal = AbortSignal.any([sink.signal, stopped]);
      try {
        sink.send({ type: 'stage', content: ReworkMessages.stage });
        const turns = await chat.completeTurns(prepared.sessionId);
        let text = '';
        for await (const chunk of ai.reworkBlock(turns, prepared.canvas, prepared.block, signal)) {
          text += chunk;
          sink.send({ type: 'chunk', content: chunk });
        }
        if (signal.aborted) throw new Error('aborted');
        const body = blockText(text, prepared.block);
        if (!body) throw new Error('The secretary returned an empty block');
        // Into the canvas as it is now: a turn may have updated it while the block was written.
        const latest = (await chat.latestCanvas(prepared.sessionId))?.content_md ?? prepared.canvas;
        if (sameText(body, splitCanvas(latest).blocks.find((b) => b.name === prepared.block)?.body ?? '')) {
          // The offline coach writes a block from the founder's words, so it writes the same block again.
          await failRework(prepared.refId, 'unchanged', 'Canvas rework changed nothing');
          sink.send({ type: 'error', detail: ReworkMessages.unchanged });
          return;
        }
        // The version first: it locks the session as a deletion of it does, before the rework's row.
        const row = await db.transaction().execute(async (trx) => {
          const added = await repo.addVersion(trx, { sessionId: prepared.sessionId, contentMd: replaceCanvasBlock(latest, prepared.block, body), kind: 'rework', block: prepared.block });
          if (!(await repo.finishRework(trx, { id: prepared.refId, status: 'complete' }))) throw new Error('The rework ended before its block was saved');
          return added;
        });
        sink.send({ type: 'complete', version: await version(prepared.sessionId, row.id) });
      } catch (err) {
        if (!signal.aborted) log.warn({ err: loggableFailure(err), sessionId: prepared.sessionId }, 'canvas block rework failed');
        const [failure, note] = !signal.aborted
          ? ['model_error', 'Canvas rework failed']
          : signal.reason === CUT_BY_SHUTDOWN
            ? ['cut_off', 'Canvas rework cut off before it finished (server stopped)']
            : stopped.aborted
              ? ['aborted', 'Canvas rework stopped']
              : ['aborted', 'Canvas rework aborted by the client'];
        await failRework(prepared.refId, failure, note);
        // A client still there when a deletion stopped the rework hears it failed, as a chat reply's does.
        if (!signal.aborted || (stopped.aborted && !sink.signal.aborted)) sink.send({ type: 'error', detail: ReworkMessages.failed });
      } finally {
        prepared.stoppable.release();
        sink.end();
      }
    },

    /**
     * Fails and refunds reworks still pending after `olderThanMs`: their server stopped, their model
     * stalled, or their refund could not be written; the refund's reason says none of these, as the
     * sweep cannot tell which. Each rework and its refund are written together;
     * then its run, if one is still alive (here or on another instance), is stopped, so its model call
     * ends. Returns how many were swept.
     */
    async sweepCutOffReworks(olderThanMs: number): Promise<number> {
      const stale = await repo.pendingReworks(db, { startedBefore: new Date(Date.now() - olderThanMs) });
      let swept = 0;
      for (const { id } of stale) {
        const ended = await metering.ending(id, async (trx) => {
          if (!(await repo.finishRework(trx, { id, status: 'failed', failure: 'cut_off' }))) return false;
          await metering.refund(id, 'Canvas rework cut off before it finished', trx);
          return true;
        });
        if (!ended) continue;
        swept++;
        await deps.stopRuns([id]);
      }
      return swept;
    },

    /** The version to export (the current one by default) and the file name its title gives. */
    async exportable(userId: string, sessionId: string, versionId: string | undefined) {
      const session = await sessions.owned(userId, sessionId);
      const found = await version(session.id, versionId);
      const title = canvasTitle(found.content_md) ?? session.name;
      return { title, markdown: found.content_md, createdAt: new Date(found.created_at), fileStem: fileStem(title) };
    },

    async createShareLink(userId: string, sessionId: string, input: CreateShareLinkRequest): Promise<ShareLink> {
      const session = await sessions.owned(userId, sessionId);
      const shared = await version(session.id, input.version_id);
      const expiresAt = input.expires_in_days ? new Date(Date.now() + input.expires_in_days * DAY_MS) : null;
      const token = randomBytes(24).toString('base64url');
      const row = await whileSessionExists(repo.createShareLink(db, { token, userId, sessionId: session.id, versionId: shared.id, expiresAt }));
      return presentLink(row, shared.number);
    },

    async listShareLinks(userId: string, sessionId: string): Promise<ShareLink[]> {
      const session = await sessions.owned(userId, sessionId);
      const [links, versions] = await Promise.all([repo.workingLinks(db, { sessionId: session.id }), numberedVersions(session.id)]);
      const numberOf = new Map(versions.map((v) => [v.id, v.number]));
      return links.map((link) => presentLink(link, numberOf.get(link.version_id) ?? 0));
    },

    async revokeShareLink(userId: string, linkId: string): Promise<void> {
      if (!isUuid(linkId) || !(await repo.revokeLink(db, { id: linkId, userId }))) throw new AppError('share_link_not_found');
    },

    /** What anyone holding the token sees: the canvas and its title, nothing of the account. */
    async sharedCanvas(token: string): Promise<SharedCanvasResponse> {
      const row = token.length <= 100 ? await repo.sharedVersion(db, { token }) : undefined;
      if (!row) throw new AppError('share_link_not_found');
      return { title: canvasTitle(row.content_md) ?? 'Idea canvas', content_md: row.content_md, created_at: row.created_at.toISOString() };
    },

    async fork(userId: string, sessionId: string): Promise<CreateSessionResponse> {
      const session = await sessions.owned(userId, sessionId);
      const name = variantName(session.name);
      const copy = await db.transaction().execute((trx) => repo.fork(trx, { sessionId: session.id, userId, name }));
      return { session_id: copy.id, name: copy.name, created_at: copy.created_at.toISOString() };
    },
  };
}

export type CanvasService = ReturnType<typeof canvasService>;

function present(row: VersionRow, numberOf: Map<string, number>, turnNumber: number): CanvasVersion {
  const block = CANVAS_BLOCKS.find((b) => b === row.block) ?? null;
  return {
    id: row.id,
    number: numberOf.get(row.id) ?? 0,
    kind: row.kind,
    turn_number: turnNumber,
    restored_from: row.source_version_id ? (numberOf.get(row.source_version_id) ?? null) : null,
    block,
    created_at: row.created_at.toISOString(),
    content_md: row.content_md,
  };
}

/** A turn's version counts its own turn; any other counts the turns asked before it was made. */
/**
 * The place in the conversation of the version's turn (a replaced reply counts as the one that
 * replaced it), else how many of the conversation's turns came before the version.
 */
function turnNumber(row: VersionRow, turns: TurnTime[]): number {
  const conversation = turns.filter((t) => !t.superseded);
  const group = turns.find((t) => t.id === row.turn_id)?.group_id;
  const index = group ? conversation.findIndex((t) => t.group_id === group) : -1;
  return index >= 0 ? index + 1 : conversation.filter((t) => t.created_at <= row.created_at).length;
}

function presentLink(row: LinkRow, versionNumber: number): ShareLink {
  return {
    id: row.id,
    token: row.token,
    path: `/shared/${row.token}`,
    version_id: row.version_id,
    version_number: versionNumber,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}

/** The model's answer as a block body: no code fence, and no heading if it repeated one. */
export function blockText(answer: string, block: CanvasBlock): string {
  return stripMarkdownFence(answer)
    .trim()
    .replace(new RegExp(`^#{1,6}\\s*${block}\\s*\\n`, 'i'), '')
    .trim();
}

/** "<name> (variant)", the name shortened so the whole stays within the session-name limit. */
export function variantName(name: string): string {
  const room = MAX_SESSION_NAME - VARIANT_SUFFIX.length;
  const base = name.length > room ? `${name.slice(0, room - 1).trimEnd()}…` : name;
  return `${base}${VARIANT_SUFFIX}`;
}

/** A file name from the idea's title: lower-case words joined by dashes, ASCII only. */
export function fileStem(title: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'idea-canvas';
}

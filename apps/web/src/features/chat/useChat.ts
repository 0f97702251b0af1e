import {
  ChatStreamError,
  DEFAULT_SESSION_NAME,
  ERRORS,
  isMessageTooLong,
  stripMarkdownFence,
  type ChatSession,
  type ChatTurn,
  type EvaluationMark,
  type HistoryResponse,
  type TokenBalance,
} from '@ideapilot/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { queryKeys, useTokenBalance } from '../../lib/auth.tsx';
import { emit } from '../../lib/events.ts';
import { storageKeys } from '../../lib/storage.ts';
import { chatApi, chatKeys, type StreamEvent } from './api.ts';
import { CANVAS_INTRO, liveCanvasText } from './canvas-text.ts';
import { groupOf, messagesOf, withAlternative } from './alternatives.ts';
import { readReply, type OpenReply } from './reply-reader.ts';
import { addSession, dropSession, EMPTY_HISTORY, historyQuery, isNotFound, sessionsQuery, useDeleteSession, useRenameSession, useRereadOnReturn } from './queries.ts';
import type { ChatMessage, Evaluation, LiveStream, ShownError, TurnActions } from './types.ts';
import { useFrameBufferedText } from './useFrameBufferedText.ts';

export const SEND_ERRORS = {
  tooLong: ERRORS.message_too_long.detail,
  failed: ChatStreamError.replyFailed,
} as const;

/** Shown when the open chat turns out to be gone (deleted in another tab). */
export const SESSION_GONE = 'This chat was deleted. You are now in another one.';

/** The sessions list until it has loaded: one array, so a list shown from it is not drawn again for nothing. */
const NO_SESSIONS: ChatSession[] = [];

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * How a turn's reply ended for this page: written to its end (or stopped), still running on the
 * server after the founder left it (another chat, another tab of the platform), or failed.
 */
type TurnResult = 'replied' | 'left' | 'failed';

/**
 * Everything the chat screen shows and does, for both layouts: sessions, the conversation of the
 * current session, the reply and canvas streams, tokens and the error notification. The sessions
 * list and each history are queries, so they refresh when the tab comes back into view.
 */
export function useChat({ onCanvasUpdated }: { onCanvasUpdated?: () => void } = {}) {
  const queryClient = useQueryClient();
  const tokens = useTokenBalance();
  const sessions = useQuery(sessionsQuery);

  const [sessionId, setSessionId] = useState<string | null>(() => localStorage.getItem(storageKeys.currentSessionId));
  /** The user message of the turn being sent, shown until the turn completes or fails. */
  const [pending, setPending] = useState<ChatMessage | null>(null);
  const [initFailed, setInitFailed] = useState(false);
  const [error, setShownError] = useState<ShownError | null>(null);
  // Each error is a new showing, even with the last one's text: its notification's timer restarts.
  const shown = useRef(0);
  const setError = useCallback((text: string | null) => setShownError(text === null ? null : { text, id: ++shown.current }), []);
  const reply = useFrameBufferedText();
  const canvasStream = useFrameBufferedText();
  const busy = reply.live !== null || canvasStream.live !== null;

  // While a turn streams its history is not re-read: the turn is added when it completes.
  const history = useQuery({ ...historyQuery(sessionId ?? ''), enabled: sessionId !== null && !busy });
  useRereadOnReturn(sessionId);

  const abortRef = useRef<AbortController | null>(null);
  /** The alternative the founder paged to, per group of alternatives; the newest when absent. */
  const [paged, setPaged] = useState<Record<string, number>>({});
  /** The turn a regenerate or edit is replacing: hidden while its new alternative streams. */
  const [replacing, setReplacing] = useState<string | null>(null);
  /** The turn whose reply is streaming, once the server has named it: what Stop stops. */
  const [streamingTurn, setStreamingTurn] = useState<string | null>(null);
  /** Turns this page has shown streaming, so a history read mid-turn does not attach twice. */
  const followed = useRef(new Set<string>());
  /** Sessions whose pending canvas this page has followed once since it loaded. */
  const canvasFollowed = useRef(new Set<string>());
  /** What the founder typed and has not sent, per session: it stays with its chat, in both layouts. */
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  /** An edit of the last message whose send failed: its form opens again with the edited text. */
  const [failedEdit, setFailedEdit] = useState<{ turnId: string; text: string } | null>(null);
  /** The turn whose reply this page has just seen written to its end: the one to read out. */
  const [finishedTurn, setFinishedTurn] = useState<string | null>(null);
  /** The session id restored at start-up, until its history has been read once. */
  const restored = useRef(sessionId);
  const canvasUpdated = useRef(onCanvasUpdated);
  canvasUpdated.current = onCanvasUpdated;

  const balance = tokens.data;
  const outOfTokens = balance?.tokens_remaining === 0;

  const refreshAfterTurn = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.sessions });
    emit('tokens-changed', {});
  }, [queryClient]);

  /** Shows a session (or none); any stream of the previous one is stopped. */
  const show = useCallback(
    (id: string | null) => {
      abortRef.current?.abort();
      abortRef.current = null;
      reply.stop();
      canvasStream.stop();
      setPending(null);
      setStreamingTurn(null);
      setReplacing(null);
      setFailedEdit(null);
      setFinishedTurn(null);
      setSessionId(id);
      if (id) localStorage.setItem(storageKeys.currentSessionId, id);
      else localStorage.removeItem(storageKeys.currentSessionId);
    },
    [reply, canvasStream],
  );

  const startNewChat = useCallback(async () => {
    const created = await chatApi.createSession();
    const session: ChatSession = {
      id: created.session_id,
      name: created.name ?? DEFAULT_SESSION_NAME,
      created_at: created.created_at ?? new Date().toISOString(),
    };
    queryClient.setQueryData(chatKeys.history(session.id), EMPTY_HISTORY);
    addSession(queryClient, session);
    show(session.id);
  }, [queryClient, show]);

  const newChat = useCallback(() => {
    startNewChat().catch((err: unknown) => console.error('Create session failed', err));
  }, [startNewChat]);

  /** Start-up without a usable stored session: the last session, else a new one. */
  const openLastOrNew = useCallback(async () => {
    try {
      const last = await chatApi.lastSession().catch((err: unknown) => {
        if (isNotFound(err)) return null;
        throw err;
      });
      if (last) show(last.session_id);
      else await startNewChat();
    } catch (err) {
      console.error('Session init failed', err);
      setInitFailed(true);
      setError('Session init failed');
    }
  }, [show, startNewChat]);

  /** Leaves a session that is being deleted or is gone: the first remaining one, else a new chat. */
  const leave = useCallback(
    (remaining: ChatSession[]) => {
      const next = remaining[0];
      if (next) show(next.id);
      else newChat();
    },
    [show, newChat],
  );

  /** The server no longer has this session: drop it, and move on if it was open. */
  const forget = useCallback(
    (id: string) => {
      const remaining = dropSession(queryClient, id);
      if (id !== sessionId) return;
      setError(SESSION_GONE);
      leave(remaining);
    },
    [queryClient, sessionId, leave],
  );

  /** Start-up runs once, even when development mode mounts the screen twice. */
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (sessionId === null) void openLastOrNew();
    // Only the first render can start without a session: later ones always have one.
  }, []);

  useEffect(() => () => abortRef.current?.abort(), []);

  // Start-up keeps the stored session only if its history loads; later a 404 means it is gone.
  useEffect(() => {
    if (sessionId === null) return;
    if (history.isSuccess && restored.current === sessionId) restored.current = null;
    if (!history.error) return;
    if (restored.current === sessionId) {
      restored.current = null;
      if (isNotFound(history.error)) dropSession(queryClient, sessionId);
      localStorage.removeItem(storageKeys.currentSessionId);
      void openLastOrNew();
    } else if (isNotFound(history.error)) forget(sessionId);
    else console.error('history fetch failed', history.error);
  }, [sessionId, history.isSuccess, history.error, queryClient, openLastOrNew, forget]);

  const updateHistory = useCallback(
    (id: string, update: (history: HistoryResponse) => HistoryResponse) =>
      queryClient.setQueryData<HistoryResponse>(chatKeys.history(id), (old) => update(old ?? EMPTY_HISTORY)),
    [queryClient],
  );

  const markOutOfTokens = useCallback(() => {
    queryClient.setQueryData<TokenBalance>(queryKeys.tokens, (old) => ({ tokens_remaining: 0, tokens_used: old?.tokens_used ?? 0 }));
  }, [queryClient]);

  const buildCanvas = useCallback(
    async (id: string, message: string, controller: AbortController) => {
      canvasStream.start();
      let text = '';
      let completed = false;
      let failure: string | null = null;
      try {
        await chatApi.stream(
          '/api/chat/results',
          id,
          message,
          (event: StreamEvent) => {
            // A build that starts again (a message from another tab completed meanwhile) starts with a new stage.
            if (event.type === 'stage') {
              canvasStream.setStage(event.content);
              text = '';
            } else if (event.type === 'chunk') {
              text += event.content;
              canvasStream.setText(liveCanvasText(text));
            } else if (event.type === 'complete') completed = true;
            else if (event.type === 'error') failure = event.detail;
          },
          controller.signal,
        );
      } catch (err) {
        if (!isAbort(err)) console.error('Canvas update failed', err);
      }
      if (controller.signal.aborted) {
        // The build goes on without this page: coming back reads the session again and follows it.
        canvasFollowed.current.delete(id);
        void queryClient.invalidateQueries({ queryKey: chatKeys.history(id) });
        return;
      }
      canvasStream.stop();
      if (completed && !failure && text) {
        updateHistory(id, (h) => ({ ...h, canvas_pending: undefined, canvas: { content_md: text } }));
        canvasUpdated.current?.();
      } else if (failure) setError(failure);
      refreshAfterTurn();
    },
    [canvasStream, refreshAfterTurn, updateHistory, queryClient],
  );

  /**
   * Shows one turn's reply as it streams (from the send, or re-attached after a reload), then adds
   * it to the history and follows the canvas build.
   */
  const runTurn = useCallback(
    async (id: string, text: string, sentAt: Date, open: OpenReply, knownTurnId?: string, replaces?: string): Promise<TurnResult> => {
      setPending({ id: 'pending', text, isUser: true, timestamp: sentAt });
      setReplacing(replaces ?? null);
      const controller = new AbortController();
      abortRef.current = controller;
      reply.start();
      const markFollowed = (turnId: string) => {
        followed.current.add(turnId);
        setStreamingTurn(turnId);
      };
      if (knownTurnId) markFollowed(knownTurnId);
      const outcome = await readReply({
        open,
        reattach: chatApi.follow,
        turnId: knownTurnId,
        signal: controller.signal,
        onStage: reply.setStage,
        onText: reply.setText,
        onStarted: markFollowed,
      });
      if (controller.signal.aborted) {
        // Left while it streams: the turn goes on, its token taken. Coming back reads the session
        // again and follows the turn from its start.
        if (outcome.turnId) {
          followed.current.delete(outcome.turnId);
          emit('tokens-changed', {});
        }
        void queryClient.invalidateQueries({ queryKey: chatKeys.history(id) });
        return outcome.turnId ? 'left' : 'failed';
      }
      setStreamingTurn(null);
      setReplacing(null);
      reply.stop();
      setPending(null);
      const { failure, streamError, turnId } = outcome;
      if (failure || streamError || !outcome.completed || !turnId) {
        // A turn the server named may still be running: the history read below attaches to it.
        if (turnId) followed.current.delete(turnId);
        if (isNotFound(failure) && !knownTurnId) {
          forget(id);
          return 'failed';
        }
        // A refused message (any 400: too long, blank) shows the server's own sentence. One refused
        // for want of consent shows none: the consent dialog opens over the chat and says why.
        if (failure instanceof ApiError && failure.code === 'out_of_tokens') markOutOfTokens();
        else if (failure instanceof ApiError && failure.status === 400) setError(failure.detail ?? SEND_ERRORS.tooLong);
        else if (!isNotFound(failure) && !(failure instanceof ApiError && failure.code === 'consent_required')) setError(streamError ?? SEND_ERRORS.failed);
        if (failure) console.error('Send failed', failure);
        void queryClient.invalidateQueries({ queryKey: chatKeys.history(id) });
        refreshAfterTurn();
        return 'failed';
      }
      const turn: ChatTurn = {
        id: turnId,
        user_message: text,
        assistant_message: outcome.text,
        created_at: sentAt.toISOString(),
        user_evaluation_mark: null,
        ...(outcome.stopped ? { stopped: true } : {}),
      };
      const replaced = replaces ? history.data?.turns.find((t) => t.id === replaces) : undefined;
      if (replaced) setPaged(({ [groupOf(replaced)]: _, ...rest }) => rest);
      updateHistory(id, (h) => ({
        ...h,
        running: undefined,
        turns: replaces
          ? h.turns.map((t) => (t.id === replaces ? withAlternative(t, turn) : t))
          : [...h.turns.filter((t) => t.id !== turn.id), turn],
      }));
      setFinishedTurn(turnId);
      refreshAfterTurn();
      void buildCanvas(id, text, controller);
      return 'replied';
    },
    [reply, forget, markOutOfTokens, refreshAfterTurn, updateHistory, buildCanvas, queryClient, history.data],
  );

  const draft = (sessionId && drafts[sessionId]) || '';
  const setDraft = useCallback(
    (text: string) => {
      if (sessionId) setDrafts((all) => ({ ...all, [sessionId]: text }));
    },
    [sessionId],
  );

  /**
   * Sends one message (reply, then canvas); the canvas update continues in the background. Once the
   * reply is written, or goes on after the founder left the chat, its session's draft is cleared
   * unless the founder has typed something else meanwhile; a failed send keeps it.
   */
  const send = useCallback(
    async (text: string): Promise<void> => {
      if (busy || !sessionId || outOfTokens || !text.trim()) return;
      if (isMessageTooLong(text)) {
        console.warn('Message exceeds 100 word limit');
        return;
      }
      const id = sessionId;
      const result = await runTurn(id, text, new Date(), (onEvent, signal) => chatApi.stream('/api/chat/message', id, text, onEvent, signal));
      if (result !== 'failed') setDrafts((all) => (all[id] === text ? { ...all, [id]: '' } : all));
    },
    [busy, sessionId, outOfTokens, runTurn],
  );

  // A canvas still being built when the page loaded (a reload after the reply) is followed to its end.
  const canvasPending = history.data?.canvas_pending === true && !history.data.running;
  useEffect(() => {
    if (!sessionId || busy || !canvasPending || canvasFollowed.current.has(sessionId)) return;
    canvasFollowed.current.add(sessionId);
    const controller = new AbortController();
    abortRef.current = controller;
    void buildCanvas(sessionId, '', controller);
  }, [sessionId, busy, canvasPending, buildCanvas]);

  // A session whose last turn is still running (a reload mid-reply) shows it streaming again.
  const running = history.data?.running;
  useEffect(() => {
    if (!sessionId || busy || !running || followed.current.has(running.turn_id)) return;
    const { turn_id: turnId, user_message: text, created_at: createdAt, alternative_of: group } = running;
    const replaces = group ? history.data?.turns.find((t) => groupOf(t) === group || t.id === group)?.id : undefined;
    void runTurn(sessionId, text, new Date(createdAt), (onEvent, signal) => chatApi.follow(turnId, undefined, onEvent, signal), turnId, replaces);
  }, [sessionId, busy, running, runTurn, history.data]);

  /**
   * Another reply to the last message (`text` absent), or a reply to its edited text; one token.
   * An edit that fails opens its form again with the edited text.
   */
  const replaceLast = useCallback(
    async (turnId: string, text?: string): Promise<void> => {
      const last = history.data?.turns.at(-1);
      if (busy || !sessionId || outOfTokens || !last || last.id !== turnId) return;
      if (text !== undefined && (!text.trim() || isMessageTooLong(text))) return;
      setFailedEdit(null);
      const open: OpenReply = (onEvent, signal) =>
        text === undefined ? chatApi.regenerate(turnId, onEvent, signal) : chatApi.edit(turnId, text, onEvent, signal);
      const result = await runTurn(sessionId, text?.trim() ?? last.user_message, new Date(), open, undefined, turnId);
      if (result === 'failed' && text !== undefined) setFailedEdit({ turnId, text });
    },
    [busy, sessionId, outOfTokens, history.data, runTurn],
  );

  const turnActions: TurnActions = useMemo(
    () => ({
      regenerate: (turnId) => void replaceLast(turnId),
      edit: (turnId, text) => void replaceLast(turnId, text),
      failedEdit,
      dismissFailedEdit: () => setFailedEdit(null),
      page: (group, index) => setPaged((p) => ({ ...p, [group]: index })),
      busy: busy || outOfTokens,
    }),
    [replaceLast, failedEdit, busy, outOfTokens],
  );

  const stopReply = useMemo(() => {
    if (!streamingTurn) return null;
    return () => void chatApi.stop(streamingTurn).catch((err: unknown) => console.error('Stop failed', err));
  }, [streamingTurn]);

  /** The same button again removes the mark; the message takes the server's answer. */
  const evaluate = useCallback(
    async (message: ChatMessage, kind: Evaluation) => {
      const turnId = message.turn_id;
      if (!turnId || !sessionId) return;
      const mark = kind === 'like' ? 1 : -1;
      try {
        const next = await chatApi.evaluate(turnId, kind, message.userEvaluation !== mark);
        const marked = <T extends { id: string; user_evaluation_mark: EvaluationMark }>(t: T): T => (t.id === turnId ? { ...t, user_evaluation_mark: next } : t);
        updateHistory(sessionId, (h) => ({ ...h, turns: h.turns.map((t) => ({ ...marked(t), ...(t.alternatives ? { alternatives: t.alternatives.map(marked) } : {}) })) }));
      } catch (err) {
        console.error('Evaluation failed', err);
      }
    },
    [sessionId, updateHistory],
  );

  const selectSession = useCallback(
    (id: string) => {
      if (id === sessionId) return;
      show(id);
    },
    [sessionId, show],
  );

  // A mutation's `mutate` keeps its identity; the object around it is new on every render.
  const { mutate: rename } = useRenameSession(forget);
  const { mutate: remove } = useDeleteSession(forget);

  const renameSession = useCallback(
    (id: string, name: string) => {
      const trimmed = name.trim();
      if (trimmed) rename({ id, name: trimmed });
    },
    [rename],
  );

  const deleteSession = useCallback(
    (id: string) => {
      const wasCurrent = id === sessionId;
      if (wasCurrent) leave((sessions.data ?? []).filter((s) => s.id !== id));
      remove(
        { id },
        {
          onSuccess: () => queryClient.removeQueries({ queryKey: chatKeys.history(id), exact: true }),
          onError: (err) => {
            if (wasCurrent && !isNotFound(err)) show(id);
          },
        },
      );
    },
    [sessionId, sessions.data, leave, remove, queryClient, show],
  );

  const historyMessages = useMemo(() => {
    const turns = (history.data?.turns ?? []).filter((t) => t.id !== replacing);
    return messagesOf(turns, paged);
  }, [history.data, paged, replacing]);
  const messages = useMemo(() => (pending ? [...historyMessages, pending] : historyMessages), [historyMessages, pending]);
  const savedCanvas = history.data?.canvas?.content_md;
  const canvas = history.data ? (savedCanvas ? stripMarkdownFence(savedCanvas) : CANVAS_INTRO) : '';
  const liveCanvas: LiveStream | null = canvasStream.live;

  return {
    sessions: sessions.data ?? NO_SESSIONS,
    sessionsLoading: sessions.isPending,
    sessionId,
    messages,
    historyLoading: sessionId === null ? !initFailed : history.isPending,
    reply: reply.live,
    canvas,
    liveCanvas,
    balance: balance ?? null,
    outOfTokens,
    busy,
    error,
    clearError: useCallback(() => setError(null), [setError]),
    draft,
    setDraft,
    finishedTurn,
    send,
    stopReply,
    turnActions,
    evaluate,
    selectSession,
    newChat,
    renameSession,
    deleteSession,
  };
}

export type ChatController = ReturnType<typeof useChat>;

import {
  DEFAULT_SESSION_NAME,
  ERRORS,
  isMessageTooLong,
  stripMarkdownFence,
  type ChatSession,
  type ChatTurn,
  type TokenBalance,
} from '@ideapilot/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { queryKeys, useTokenBalance } from '../../lib/auth.tsx';
import { emit } from '../../lib/events.ts';
import { storageKeys } from '../../lib/storage.ts';
import { chatApi, chatKeys, type StreamEvent } from './api.ts';
import { CANVAS_INTRO, liveCanvasText } from './canvas-text.ts';
import type { ChatMessage, Evaluation, LiveStream } from './types.ts';
import { useFrameBufferedText } from './useFrameBufferedText.ts';

export const SEND_ERRORS = {
  tooLong: ERRORS.message_too_long.detail,
  failed: 'Failed to send message. Please try again.',
} as const;

function messagesOf(turns: ChatTurn[]): ChatMessage[] {
  return turns.flatMap((turn) => [
    { id: `${turn.id}-user`, text: turn.user_message, isUser: true, timestamp: new Date(turn.created_at) },
    {
      id: `${turn.id}-ai`,
      text: turn.assistant_message,
      isUser: false,
      timestamp: new Date(turn.created_at),
      turn_id: turn.id,
      userEvaluation: turn.user_evaluation_mark,
    },
  ]);
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * Everything the chat screen shows and does, for both layouts: sessions, the conversation of the
 * current session, the reply and canvas streams, tokens and the error notification.
 */
export function useChat({ onCanvasUpdated }: { onCanvasUpdated?: () => void } = {}) {
  const queryClient = useQueryClient();
  const tokens = useTokenBalance();
  const sessions = useQuery({ queryKey: chatKeys.sessions, queryFn: chatApi.listSessions });

  const [sessionId, setSessionId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [historyLoading, setHistoryLoading] = useState(true);
  const [canvas, setCanvas] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useFrameBufferedText();
  const canvasStream = useFrameBufferedText();

  const abortRef = useRef<AbortController | null>(null);
  /** Bumped whenever the shown session changes, so late answers for an old one are dropped. */
  const generation = useRef(0);
  const canvasUpdated = useRef(onCanvasUpdated);
  canvasUpdated.current = onCanvasUpdated;

  const balance = tokens.data;
  const outOfTokens = balance?.tokens_remaining === 0;
  const busy = reply.live !== null || canvasStream.live !== null;

  const refreshAfterTurn = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.tokens });
    void queryClient.invalidateQueries({ queryKey: chatKeys.sessions });
    emit('tokens-changed', {});
  }, [queryClient]);

  const stopStreams = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    reply.stop();
    canvasStream.stop();
  }, [reply, canvasStream]);

  const show = useCallback(
    (id: string | null) => {
      generation.current++;
      stopStreams();
      setSessionId(id);
      if (id) localStorage.setItem(storageKeys.currentSessionId, id);
      else localStorage.removeItem(storageKeys.currentSessionId);
    },
    [stopStreams],
  );

  /** Loads a session's history into the screen; throws when the history cannot be read. */
  const openSession = useCallback(
    async (id: string) => {
      show(id);
      const mine = generation.current;
      setHistoryLoading(true);
      setMessages([]);
      try {
        const history = await chatApi.history(id);
        if (mine !== generation.current) return;
        setMessages(messagesOf(history.turns));
        setCanvas(history.canvas?.content_md ? stripMarkdownFence(history.canvas.content_md) : CANVAS_INTRO);
      } catch (err) {
        if (mine === generation.current) console.error('history fetch failed', err);
        throw err;
      } finally {
        if (mine === generation.current) setHistoryLoading(false);
      }
    },
    [show],
  );

  const startNewChat = useCallback(async () => {
    const created = await chatApi.createSession();
    const session: ChatSession = {
      id: created.session_id,
      name: created.name ?? DEFAULT_SESSION_NAME,
      created_at: created.created_at ?? new Date().toISOString(),
    };
    queryClient.setQueryData<ChatSession[]>(chatKeys.sessions, (list = []) => [session, ...list.filter((s) => s.id !== session.id)]);
    show(session.id);
    setMessages([]);
    setHistoryLoading(false);
    setCanvas(CANVAS_INTRO);
  }, [queryClient, show]);

  // Spec §4 startup: the stored session if its history loads, else the last one, else a new one.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const stored = localStorage.getItem(storageKeys.currentSessionId);
      if (stored) {
        try {
          await openSession(stored);
          return;
        } catch {
          localStorage.removeItem(storageKeys.currentSessionId);
        }
      }
      if (cancelled) return;
      try {
        const last = await chatApi.lastSession().catch((err: unknown) => {
          if (err instanceof ApiError && err.code === 'session_not_found') return null;
          throw err;
        });
        if (cancelled) return;
        if (last) await openSession(last.session_id);
        else await startNewChat();
      } catch (err) {
        console.error('Session init failed', err);
        if (!cancelled) {
          setHistoryLoading(false);
          setError('Session init failed');
        }
      }
    })();
    return () => {
      cancelled = true;
      generation.current++;
      abortRef.current?.abort();
    };
    // Runs once per mount: later switches go through selectSession / newChat.
  }, []);

  const markOutOfTokens = useCallback(() => {
    queryClient.setQueryData<TokenBalance>(queryKeys.tokens, (old) => ({ tokens_remaining: 0, tokens_used: old?.tokens_used ?? 0 }));
  }, [queryClient]);

  const buildCanvas = useCallback(
    async (id: string, message: string, controller: AbortController) => {
      const mine = generation.current;
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
            if (event.type === 'stage') canvasStream.setStage(event.content);
            else if (event.type === 'chunk') {
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
      if (mine !== generation.current) return;
      canvasStream.stop();
      if (completed && !failure && text) {
        setCanvas(stripMarkdownFence(text));
        canvasUpdated.current?.();
      } else if (failure) setError(failure);
      refreshAfterTurn();
    },
    [canvasStream, refreshAfterTurn],
  );

  /**
   * Spec §4 "Sending a message". Resolves to true when the reply completed (the input is then
   * cleared); the canvas update continues in the background.
   */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (busy || !sessionId || outOfTokens || !text.trim()) return false;
      if (isMessageTooLong(text)) {
        console.warn('Message exceeds 100 word limit');
        return false;
      }
      const id = sessionId;
      const mine = generation.current;
      const pendingId = `pending-${Date.now()}`;
      setMessages((list) => [...list, { id: pendingId, text, isUser: true, timestamp: new Date() }]);
      const controller = new AbortController();
      abortRef.current = controller;
      reply.start();
      let replyText = '';
      let turnId: string | null = null;
      let streamError: string | null = null;
      let failure: unknown = null;
      try {
        await chatApi.stream(
          '/api/chat/message',
          id,
          text,
          (event) => {
            if (event.type === 'stage') reply.setStage(event.content);
            else if (event.type === 'chunk') {
              replyText += event.content;
              reply.setText(replyText);
            } else if (event.type === 'complete') turnId = event.turn_id;
            else if (event.type === 'error') streamError = event.detail;
          },
          controller.signal,
        );
      } catch (err) {
        failure = err;
      }
      if (mine !== generation.current) return false;
      reply.stop();
      if (failure || streamError || !turnId) {
        setMessages((list) => list.filter((m) => m.id !== pendingId));
        if (isAbort(failure)) return false;
        if (failure instanceof ApiError && failure.code === 'out_of_tokens') markOutOfTokens();
        else if (failure instanceof ApiError && failure.status === 400) setError(failure.detail ?? SEND_ERRORS.tooLong);
        else setError(SEND_ERRORS.failed);
        if (failure) console.error('Send failed', failure);
        refreshAfterTurn();
        return false;
      }
      const done: string = turnId;
      const now = new Date();
      setMessages((list) => [
        ...list.map((m) => (m.id === pendingId ? { ...m, id: `${done}-user` } : m)),
        { id: `${done}-ai`, text: replyText, isUser: false, timestamp: now, turn_id: done, userEvaluation: null },
      ]);
      refreshAfterTurn();
      void buildCanvas(id, text, controller);
      return true;
    },
    [busy, sessionId, outOfTokens, reply, markOutOfTokens, refreshAfterTurn, buildCanvas],
  );

  /** Spec §4 Likes: the same button again removes the mark; the message takes the server's answer. */
  const evaluate = useCallback(async (message: ChatMessage, kind: Evaluation) => {
    if (!message.turn_id) return;
    const mark = kind === 'like' ? 1 : -1;
    try {
      const next = await chatApi.evaluate(message.turn_id, kind, message.userEvaluation !== mark);
      setMessages((list) => list.map((m) => (m.id === message.id ? { ...m, userEvaluation: next } : m)));
    } catch (err) {
      console.error('Evaluation failed', err);
    }
  }, []);

  const selectSession = useCallback(
    (id: string) => {
      if (id === sessionId) return;
      openSession(id).catch(() => undefined);
    },
    [sessionId, openSession],
  );

  const newChat = useCallback(() => {
    startNewChat().catch((err: unknown) => console.error('Create session failed', err));
  }, [startNewChat]);

  const renameSession = useCallback(
    async (id: string, name: string) => {
      const trimmed = name.trim();
      if (!trimmed) return;
      const before = queryClient.getQueryData<ChatSession[]>(chatKeys.sessions);
      queryClient.setQueryData<ChatSession[]>(chatKeys.sessions, (list = []) => list.map((s) => (s.id === id ? { ...s, name: trimmed } : s)));
      try {
        await chatApi.rename(id, trimmed);
      } catch (err) {
        console.error('Rename failed', err);
        queryClient.setQueryData(chatKeys.sessions, before);
      }
    },
    [queryClient],
  );

  const deleteSession = useCallback(
    async (id: string) => {
      const before = queryClient.getQueryData<ChatSession[]>(chatKeys.sessions) ?? [];
      const remaining = before.filter((s) => s.id !== id);
      queryClient.setQueryData(chatKeys.sessions, remaining);
      if (id === sessionId) {
        const next = remaining[0];
        if (next) openSession(next.id).catch(() => undefined);
        else {
          show(null);
          setMessages([]);
          setCanvas('');
          setHistoryLoading(false);
        }
      }
      try {
        await chatApi.remove(id);
      } catch (err) {
        console.error('Delete failed', err);
        queryClient.setQueryData(chatKeys.sessions, before);
        if (id === sessionId) openSession(id).catch(() => undefined);
      }
    },
    [queryClient, sessionId, openSession, show],
  );

  const liveCanvas: LiveStream | null = canvasStream.live;
  return {
    sessions: sessions.data ?? [],
    sessionsLoading: sessions.isPending,
    sessionId,
    messages,
    historyLoading,
    reply: reply.live,
    canvas,
    liveCanvas,
    balance: balance ?? null,
    outOfTokens,
    busy,
    error,
    clearError: useCallback(() => setError(null), []),
    send,
    evaluate,
    selectSession,
    newChat,
    renameSession,
    deleteSession,
  };
}

export type ChatController = ReturnType<typeof useChat>;

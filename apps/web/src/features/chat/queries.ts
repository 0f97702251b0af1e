import type { ChatSession, HistoryResponse } from '@ideapilot/contract';
import { focusManager, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api.ts';
import { chatApi, chatKeys } from './api.ts';

/** The server has no such session (deleted, maybe in another tab). */
export const isNotFound = (err: unknown) => err instanceof ApiError && err.code === 'session_not_found';

/** The sessions list; refetched when the tab regains focus or becomes visible. */
export const sessionsQuery = queryOptions({
  queryKey: chatKeys.sessions,
  queryFn: chatApi.listSessions,
  refetchOnWindowFocus: true,
});

/**
 * One session's turns and canvas; a 404 (the session is gone) is final, not retried. Read again
 * when the tab comes back into view by `useRereadOnReturn`, not by `refetchOnWindowFocus`.
 */
export const historyQuery = (sessionId: string) =>
  queryOptions({
    queryKey: chatKeys.history(sessionId),
    queryFn: () => chatApi.history(sessionId),
    retry: (failures, err) => !isNotFound(err) && failures < 1,
  });

/**
 * Reads the open session's history again whenever the tab comes back into view. Unlike
 * `refetchOnWindowFocus`, which joins a read already under way, it cancels that read and starts
 * afresh: the read under way may have been answered before another tab deleted the session.
 */
export function useRereadOnReturn(sessionId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (sessionId === null) return;
    return focusManager.subscribe((focused) => {
      if (focused) void queryClient.refetchQueries({ queryKey: chatKeys.history(sessionId), exact: true });
    });
  }, [queryClient, sessionId]);
}

export const EMPTY_HISTORY: HistoryResponse = { turns: [], canvas: null };

function setSessions(queryClient: QueryClient, update: (list: ChatSession[]) => ChatSession[]) {
  queryClient.setQueryData<ChatSession[]>(chatKeys.sessions, (list = []) => update(list));
}

/** Puts a session on top of the list (a new chat). */
export function addSession(queryClient: QueryClient, session: ChatSession) {
  setSessions(queryClient, (list) => [session, ...list.filter((s) => s.id !== session.id)]);
}

/** Takes a session off the list; returns the sessions that remain. */
export function dropSession(queryClient: QueryClient, sessionId: string): ChatSession[] {
  setSessions(queryClient, (list) => list.filter((s) => s.id !== sessionId));
  return queryClient.getQueryData<ChatSession[]>(chatKeys.sessions) ?? [];
}

/**
 * An optimistic change to the sessions list: applied at once, rolled back if the server refuses,
 * and the list is read again either way. A 404 means the session is already gone: `onGone`.
 */
function useSessionsMutation<V extends { id: string }>({
  mutationFn,
  apply,
  onGone,
  failure,
}: {
  mutationFn: (vars: V) => Promise<unknown>;
  apply: (list: ChatSession[], vars: V) => ChatSession[];
  onGone: (id: string) => void;
  failure: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: chatKeys.sessions });
      const before = queryClient.getQueryData<ChatSession[]>(chatKeys.sessions);
      setSessions(queryClient, (list) => apply(list, vars));
      return { before };
    },
    onError: (err, vars, context) => {
      if (isNotFound(err)) return onGone(vars.id);
      console.error(failure, err);
      queryClient.setQueryData(chatKeys.sessions, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.sessions }),
  });
}

export function useRenameSession(onGone: (id: string) => void) {
  return useSessionsMutation<{ id: string; name: string }>({
    mutationFn: ({ id, name }) => chatApi.rename(id, name),
    apply: (list, { id, name }) => list.map((s) => (s.id === id ? { ...s, name } : s)),
    onGone,
    failure: 'Rename failed',
  });
}

export function useDeleteSession(onGone: (id: string) => void) {
  return useSessionsMutation<{ id: string }>({
    mutationFn: ({ id }) => chatApi.remove(id),
    apply: (list, { id }) => list.filter((s) => s.id !== id),
    onGone,
    failure: 'Delete failed',
  });
}

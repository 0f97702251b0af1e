import type { ChatSession, SearchResult } from '@ideapilot/contract';
import { useMemo } from 'react';
import type { ChatController } from '../useChat.ts';
import { openSearchResult } from './focus-turn.ts';

/** What both session lists (desktop sidebar, mobile panel) show and announce. */
export type SessionListProps = {
  sessions: ChatSession[];
  currentId: string | null;
  onCreateNewChat(): void;
  onSelectSession(id: string): void;
  onDeleteSession(id: string): void;
  onRenameSession(id: string, name: string): void;
  /** Opens the session of a search result at its turn. */
  onOpenSearchResult(result: SearchResult): void;
};

/**
 * The screen's chat controller as a session list sees it; a layout overrides what it does besides.
 * The same object until the sessions or the open session change, so an answer for the conversation
 * (its history, the token balance) does not draw the list again.
 */
export function useSessionList(chat: ChatController): SessionListProps {
  const { sessions, sessionId, newChat, selectSession, deleteSession, renameSession } = chat;
  return useMemo(
    () => ({
      sessions,
      currentId: sessionId,
      onCreateNewChat: newChat,
      onSelectSession: selectSession,
      onDeleteSession: deleteSession,
      onRenameSession: renameSession,
      onOpenSearchResult: (result: SearchResult) => openSearchResult(result, selectSession),
    }),
    [sessions, sessionId, newChat, selectSession, deleteSession, renameSession],
  );
}

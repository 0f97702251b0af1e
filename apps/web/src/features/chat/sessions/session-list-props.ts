import type { ChatSession, SearchResult } from '@ideapilot/contract';
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

/** The screen's chat controller as a session list sees it; a layout overrides what it does besides. */
export function sessionListOf(chat: ChatController): SessionListProps {
  return {
    sessions: chat.sessions,
    currentId: chat.sessionId,
    onCreateNewChat: chat.newChat,
    onSelectSession: chat.selectSession,
    onDeleteSession: (id) => void chat.deleteSession(id),
    onRenameSession: (id, name) => void chat.renameSession(id, name),
    onOpenSearchResult: (result) => openSearchResult(result, chat.selectSession),
  };
}

import type { ChatSession, SearchResult } from '@ideapilot/contract';

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

import { useRef } from 'react';
import { useFocusKeptOnFold } from '../fold-focus.ts';
import { PanelLeftIcon, PlusIcon } from '../icons.tsx';
import { ResizeHandle } from '../ResizeHandle.tsx';
import type { SessionListProps } from './session-list-props.ts';
import { SearchButton } from './SearchDialog.tsx';
import { useSessionDialogs } from './session-dialogs.tsx';
import { SessionRow } from './SessionRow.tsx';
import './search.css';

export const SIDEBAR_WIDTH = { fallback: 280, min: 180, max: 480, collapsed: 64 };

/**
 * Desktop sessions sidebar. It announces create-new-chat, select-session, delete-session and
 * rename-session through its callbacks. Collapsed (the default) it is 64 px of icons and dates.
 * Its width and collapsed state belong to the desktop layout, which fits the three panels.
 */
export function SessionsSidebar({
  sessions,
  currentId,
  onCreateNewChat,
  onSelectSession,
  onDeleteSession,
  onRenameSession,
  onOpenSearchResult,
  collapsed,
  onCollapsedChange,
  width,
  maxWidth,
  onResize,
  onResizeEnd,
}: SessionListProps & {
  collapsed: boolean;
  onCollapsedChange(collapsed: boolean): void;
  /** The width shown when expanded. */
  width: number;
  maxWidth: number;
  onResize(width: number): void;
  onResizeEnd(width: number): void;
}) {
  const newChat = useRef<HTMLButtonElement>(null);
  const { rename, remove, dialogs } = useSessionDialogs({ onRenameSession, onDeleteSession }, newChat);
  // Folded, the rows lose Rename and Delete and the resize handle goes: focus on them moves to the toggle.
  const toggle = useRef<HTMLButtonElement>(null);
  const keepFocus = useFocusKeptOnFold(collapsed, toggle);

  return (
    <aside className={`sessions-sidebar${collapsed ? ' is-collapsed' : ''}`} style={{ width: collapsed ? SIDEBAR_WIDTH.collapsed : width }} aria-label="Chat sessions" {...keepFocus}>
      <div className="sidebar-top">
        <button
          ref={toggle}
          type="button"
          className="icon-button"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          onClick={() => onCollapsedChange(!collapsed)}
        >
          <PanelLeftIcon />
        </button>
        {!collapsed && <h2 className="sidebar-title">Chats</h2>}
      </div>
      <button ref={newChat} type="button" className={`new-chat-button${collapsed ? ' is-icon' : ''}`} aria-label={collapsed ? 'New chat' : undefined} onClick={onCreateNewChat}>
        <PlusIcon size={16} />
        {!collapsed && <span>New chat</span>}
      </button>
      <SearchButton compact={collapsed} onOpen={onOpenSearchResult} />
      <ul className="session-list">
        {sessions.map((s) => (
          <SessionRow
            key={s.id}
            session={s}
            current={s.id === currentId}
            collapsed={collapsed}
            onSelect={onSelectSession}
            onRename={rename}
            onDelete={remove}
          />
        ))}
      </ul>
      {!collapsed && (
        <ResizeHandle
          label="Resize sessions sidebar"
          value={width}
          min={Math.min(SIDEBAR_WIDTH.min, width)}
          max={maxWidth}
          onChange={onResize}
          onCommit={onResizeEnd}
          className="sidebar-handle"
        />
      )}
      {dialogs}
    </aside>
  );
}

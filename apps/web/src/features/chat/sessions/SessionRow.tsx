import { sessionDateLabel, type ChatSession } from '@ideapilot/contract';
import { ChatIcon, PencilIcon, TrashIcon } from '../icons.tsx';

/** A sidebar row: select by clicking it; rename and delete never select. Collapsed: icon and date. */
export function SessionRow({
  session,
  current,
  collapsed,
  onSelect,
  onRename,
  onDelete,
}: {
  session: ChatSession;
  current: boolean;
  collapsed: boolean;
  onSelect(id: string): void;
  onRename(session: ChatSession): void;
  onDelete(id: string): void;
}) {
  const date = sessionDateLabel(new Date(session.created_at));
  return (
    <li className={`session-row${current ? ' is-current' : ''}`}>
      <button
        type="button"
        className="session-select"
        aria-current={current ? 'true' : undefined}
        aria-label={collapsed ? `${session.name}, ${date}` : undefined}
        title={collapsed ? session.name : undefined}
        onClick={() => onSelect(session.id)}
      >
        {collapsed ? (
          <>
            <ChatIcon size={16} />
            <span className="session-date">{date}</span>
          </>
        ) : (
          <>
            <span className="session-name">{session.name}</span>
            <span className="session-date">{date}</span>
          </>
        )}
      </button>
      {!collapsed && (
        <span className="session-actions">
          <button type="button" className="icon-button icon-button--small" aria-label={`Rename ${session.name}`} title="Rename" onClick={() => onRename(session)}>
            <PencilIcon size={15} />
          </button>
          <button type="button" className="icon-button icon-button--small icon-button--danger" aria-label={`Delete ${session.name}`} title="Delete" onClick={() => onDelete(session.id)}>
            <TrashIcon size={15} />
          </button>
        </span>
      )}
    </li>
  );
}

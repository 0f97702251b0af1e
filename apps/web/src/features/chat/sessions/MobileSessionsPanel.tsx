import { mobileDateLabel } from '@ideapilot/contract';
import { memo, useRef, useState } from 'react';
import { ChevronRightIcon, PencilIcon, PlusIcon, SearchIcon, TrashIcon } from '../icons.tsx';
import type { SessionListProps } from './session-list-props.ts';
import { SearchDialog } from './SearchDialog.tsx';
import { useSessionDialogs } from './session-dialogs.tsx';
import { SwipeRow } from './SwipeRow.tsx';
import './search.css';

/**
 * The phone's list of sessions, with one search box: typing filters the list by name at once, and
 * offers to search what was said, in every message and canvas (the dialog the desktop sidebar's
 * "Search chats" opens), for the same words; Enter does too.
 */
export const MobileSessionsPanel = memo(function MobileSessionsPanel({ sessions, currentId, onCreateNewChat, onSelectSession, onOpenSearchResult, ...changes }: SessionListProps) {
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const newChat = useRef<HTMLButtonElement>(null);
  const { rename, remove, dialogs } = useSessionDialogs(changes, newChat);
  const typed = query.trim();
  const needle = typed.toLowerCase();
  const shown = needle ? sessions.filter((s) => s.name.toLowerCase().includes(needle)) : sessions;

  return (
    <section className="mobile-sessions" aria-label="Conversations">
      <div className="mobile-sessions-top">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            if (typed) setSearching(true);
          }}
        >
          <label className="search-box">
            <SearchIcon size={16} />
            <span className="visually-hidden">Search conversations</span>
            <input type="search" placeholder="Search conversations..." value={query} onChange={(e) => setQuery(e.target.value)} />
          </label>
        </form>
        <button ref={newChat} type="button" className="button button--primary button--block" onClick={onCreateNewChat}>
          <PlusIcon size={16} /> Start new chat
        </button>
      </div>
      {typed && (
        <button type="button" className="search-everywhere" onClick={() => setSearching(true)}>
          <SearchIcon size={16} />
          <span className="search-everywhere-text">
            <span>Search chats for “{typed}”</span> <span className="search-everywhere-where">in every message and canvas</span>
          </span>
          <ChevronRightIcon size={16} />
        </button>
      )}
      {searching && (
        <SearchDialog
          initialText={typed}
          onClose={() => setSearching(false)}
          onOpen={(result) => {
            setSearching(false);
            onOpenSearchResult(result);
          }}
        />
      )}
      {sessions.length === 0 ? (
        <div className="list-empty">
          <p className="list-empty-title">No conversations yet</p>
          <p>Start a new chat to begin</p>
        </div>
      ) : shown.length === 0 ? (
        <div className="list-empty">
          <p className="list-empty-title">No results found</p>
          <p>Try a different search term</p>
        </div>
      ) : (
        <ul className="mobile-session-list">
          {shown.map((s) => {
            const date = mobileDateLabel(new Date(s.created_at));
            return (
              <SwipeRow
                key={s.id}
                current={s.id === currentId}
                // Read as "name, time", as the collapsed sidebar's rows are, not run together.
                label={`${s.name}, ${date}`}
                onTap={() => onSelectSession(s.id)}
                actions={
                  // Named as on the desktop, for what they act on: the visible word starts the name.
                  <>
                    <button type="button" className="swipe-action swipe-action--rename" aria-label={`Rename ${s.name}`} onClick={() => rename(s)}>
                      <PencilIcon size={18} />
                      Rename
                    </button>
                    <button type="button" className="swipe-action swipe-action--delete" aria-label={`Delete ${s.name}`} onClick={() => remove(s.id)}>
                      <TrashIcon size={18} />
                      Delete
                    </button>
                  </>
                }
              >
                <span className={`mobile-session${s.id === currentId ? ' is-current' : ''}`}>
                  <span className="mobile-session-name">{s.name}</span>
                  <span className="mobile-session-date">{date}</span>
                </span>
              </SwipeRow>
            );
          })}
        </ul>
      )}
      {dialogs}
    </section>
  );
});

import { MAX_SEARCH_QUERY, type SearchResult } from '@ideapilot/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/Modal.tsx';
import { SearchIcon } from '../icons.tsx';
import { searchQuery } from './search-api.ts';
import { DialogActions } from '../../../components/ui/DialogActions.tsx';
import { dateFormat } from '../../../lib/date-format.ts';

const DEBOUNCE_MS = 250;
const WHERE: Record<SearchResult['kind'], string> = { name: 'Session name', message: 'In the conversation', canvas: 'In the idea canvas' };
const when = dateFormat({ month: 'short', day: 'numeric', year: 'numeric' });

/** The search box's text, settled: it changes once typing pauses. */
function useSettled(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The chat's message box when it is shown and on, else null. */
function messageBox(): HTMLElement | null {
  const box = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Message"]');
  return box && !box.disabled && box.getClientRects().length > 0 ? box : null;
}

/**
 * Searches the founder's own session names, messages and canvases; matched words are marked.
 * Choosing a result opens its session at the matching turn. Chosen by keyboard, the focus goes to
 * the message box: on a phone the button that opened the search is on the Sessions tab, which the
 * chat replaces. Chosen by touch, it does not, so no on-screen keyboard covers the turn found.
 * On a phone it opens with the words already typed in the Sessions tab's search box.
 */
export function SearchDialog({ initialText = '', onOpen, onClose }: { initialText?: string; onOpen(result: SearchResult): void; onClose(): void }) {
  const [text, setText] = useState(initialText);
  const q = useSettled(text.trim());
  const search = useQuery(searchQuery(q));
  const results = q ? (search.data?.results ?? []) : [];
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const byKeyboard = useRef(false);
  // After the dialog has taken focus (its effect runs first), hand it to the field, after any text in it.
  useEffect(() => {
    const field = input.current!;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  return (
    <Modal labelledBy="search-title" onClose={onClose} className="search-dialog" returnFocus={() => (byKeyboard.current ? messageBox() : null)}>
      <h2 id="search-title" className="dialog-title">
        Search your chats
      </h2>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="search-box" htmlFor={inputId}>
          <SearchIcon size={16} />
          <span className="visually-hidden">Search names, messages and canvases</span>
          <input
            ref={input}
            id={inputId}
            type="search"
            placeholder="Words from a chat or a canvas..."
            maxLength={MAX_SEARCH_QUERY}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
      </form>
      <div className="search-results" aria-live="polite">
        {!q ? (
          <p className="search-hint">Type words you remember; every session, message and canvas of yours is searched.</p>
        ) : search.isError ? (
          <p role="alert">Search failed. Please try again.</p>
        ) : search.isPending ? (
          <p role="status">Searching…</p>
        ) : results.length === 0 ? (
          <p className="search-hint">No matches for “{q}”.</p>
        ) : (
          <ul className="search-list" aria-label="Search results">
            {results.map((result, i) => (
              <li key={`${result.session_id}-${result.kind}-${result.turn_id ?? i}`}>
                <button
                  type="button"
                  className="search-result"
                  onClick={(e) => {
                    // A click made by Enter or Space counts no presses of a pointer.
                    byKeyboard.current = e.detail === 0;
                    onOpen(result);
                  }}
                >
                  <span className="search-result-head">
                    <strong>{result.session_name}</strong>
                    <span className="search-result-where">
                      {WHERE[result.kind]} · {when(result.created_at)}
                    </span>
                  </span>
                  <span className="search-snippet">{result.snippet.map((part, j) => (part.match ? <mark key={j}>{part.text}</mark> : <span key={j}>{part.text}</span>))}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <DialogActions onCancel={onClose} cancelLabel="Close" />
    </Modal>
  );
}

/**
 * The desktop sidebar's one search: a button that opens it, icon only when the sidebar is collapsed.
 * Drawn as one of the sidebar's actions, not as a field: the words are typed in the dialog it opens,
 * and a field-like box here was clicked to type in place.
 * (The phone's Sessions tab has one search box instead, which also opens it: MobileSessionsPanel.)
 */
export function SearchButton({ compact, onOpen }: { compact: boolean; onOpen(result: SearchResult): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`search-open-button${compact ? ' is-icon' : ''}`}
        aria-label={compact ? 'Search chats' : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SearchIcon size={16} />
        {!compact && <span>Search chats</span>}
      </button>
      {open && (
        <SearchDialog
          onClose={() => setOpen(false)}
          onOpen={(result) => {
            setOpen(false);
            onOpen(result);
          }}
        />
      )}
    </>
  );
}

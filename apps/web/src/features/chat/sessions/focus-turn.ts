import type { SearchResult } from '@ideapilot/contract';

const WAIT_MS = 8000;
const HIGHLIGHT_MS = 2500;

/**
 * Brings a turn of the conversation into view once its session's history is on screen: the
 * founder's message of that turn is scrolled to the middle and briefly highlighted.
 */
export function focusTurn(turnId: string) {
  const started = performance.now();
  const look = () => {
    const found = document.getElementById(`message-${turnId}-user`);
    if (found && found.offsetParent !== null) {
      found.scrollIntoView({ block: 'center' });
      found.classList.add('is-found');
      setTimeout(() => found.classList.remove('is-found'), HIGHLIGHT_MS);
      return;
    }
    if (performance.now() - started < WAIT_MS) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Opens a search result's session, at its turn when it names one. */
export function openSearchResult(result: SearchResult, select: (sessionId: string) => void) {
  select(result.session_id);
  if (result.turn_id) focusTurn(result.turn_id);
}

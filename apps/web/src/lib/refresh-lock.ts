const LOCK_NAME = 'ideapilot-token-refresh';

/**
 * Runs `refresh` holding a lock shared by every tab of this browser (Web Locks API), so two tabs
 * never present the same refresh cookie at once: the second one waits, then finds the token the
 * first one stored. Where the API is missing, the server's grace window still covers the race.
 */
export async function withRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? ((await locks.request(LOCK_NAME, refresh)) as T) : refresh();
}

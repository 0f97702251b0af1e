import { MOBILE_BREAKPOINT_PX } from '@ideapilot/contract';
import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Whether the mobile layout applies (a window 768 px wide or less). */
export const useMobileLayout = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);

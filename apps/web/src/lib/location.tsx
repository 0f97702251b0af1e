import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Redirect as RedirectOnMount } from 'wouter';

type Place = { path: string; search: string };
type Navigate = (to: string, options?: { replace?: boolean }) => void;

const here = (): Place => ({ path: window.location.pathname, search: window.location.search });
const PlaceContext = createContext<Place | null>(null);
const followers = new Set<() => void>();

/**
 * The position of the current page in this tab's history of the app: 0 for the first page the tab
 * opened here, one more for each page pushed after it (kept in `history.state`, so Back, Forward and
 * a reload keep it). "Is there an earlier page of the app?" is `historyIndex() > 0`.
 */
export function historyIndex(): number {
  const state: unknown = window.history.state;
  const index = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === 'number' ? index : 0;
}

/** Pushes a new entry, or replaces the current one when asked to or when `to` is the page shown (a link to it). */
const navigate: Navigate = (to, { replace = false } = {}) => {
  const inPlace = replace || new URL(to, window.location.href).href === window.location.href;
  window.history[inPlace ? 'replaceState' : 'pushState']({ idx: historyIndex() + (inPlace ? 0 : 1) }, '', to);
  for (const follow of followers) follow();
};

/**
 * The browser's location for the router. A new location is shown in a transition: the screen
 * being left stays up while the next one's chunk loads, and every component sees the same
 * location during it (one reading of the URL for the whole tree, not one per component).
 */
export function BrowserLocation({ children }: { children: ReactNode }) {
  const [place, setPlace] = useState(here);
  useEffect(() => {
    const follow = () =>
      startTransition(() => setPlace((shown) => {
        const now = here();
        return now.path === shown.path && now.search === shown.search ? shown : now;
      }));
    followers.add(follow);
    window.addEventListener('popstate', follow);
    // A screen may have navigated before this effect ran (a Redirect on the first render).
    follow();
    return () => {
      followers.delete(follow);
      window.removeEventListener('popstate', follow);
    };
  }, []);
  return <PlaceContext.Provider value={place}>{children}</PlaceContext.Provider>;
}

function usePlace(): Place {
  const place = useContext(PlaceContext);
  if (!place) throw new Error('the router is used outside BrowserLocation');
  return place;
}

/**
 * Leaves for `to` (replacing the entry) when shown, and again whenever `to` changes. wouter's own
 * `Redirect` navigates once, when it mounts: a second redirect in a row in the same place (the
 * platform page: `/platform` → a remembered Agents tab → the chat, for an account that is not
 * an admin) did nothing. The app uses this one (`npm run lint` keeps wouter's out).
 */
export function Redirect({ to }: { to: string }) {
  return <RedirectOnMount key={to} to={to} replace />;
}

/** wouter's location hook (`<Router hook>`): the path shown, and navigation that numbers the entries. */
export const useShownLocation = (): [string, Navigate] => [usePlace().path, navigate];
/** wouter's search hook (`<Router searchHook>`). */
export const useShownSearch = (): string => usePlace().search;
/**
 * The query string's parameters, decoded once, as `URLSearchParams` reads the address bar
 * (wouter's `useSearchParams` decodes the string before it, so a `%25` would be decoded twice).
 */
export const useShownSearchParams = (): URLSearchParams => {
  const { search } = usePlace();
  return useMemo(() => new URLSearchParams(search), [search]);
};
/** The path and query string shown, as in the address bar (wouter's hooks give them decoded). */
export const useShownUrl = (): string => {
  const { path, search } = usePlace();
  return path + search;
};

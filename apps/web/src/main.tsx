import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/router.tsx';
import { sessionKeys } from './lib/storage.ts';
import './styles/global.css';

// A screen's file that cannot be fetched most often means a new version was deployed while this
// tab was open (the old hashed files are gone): load the page again, at most once a minute, so a
// real outage does not reload in a loop.
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem(sessionKeys.reloadedForNewVersionAt) ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem(sessionKeys.reloadedForNewVersionAt, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

// The first render is a transition: React renders it in slices of a few milliseconds with the
// browser's own work in between, not in one long task. On a phone-class CPU the signed-in shell
// and the chat screen render for several hundred milliseconds
// (docs/decisions/2026-12-02-the-endpoint-table-in-two-parts.md).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppRoutes />
    </StrictMode>,
  ),
);

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { sessionKeys } from '../lib/storage.ts';

/** Protected route: remembers the intended full path and sends a signed-out visitor to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn } = useAuth();
  const location = useLocation();
  if (!signedIn) {
    sessionStorage.setItem(sessionKeys.redirectAfterLogin, location.pathname + location.search + location.hash);
    return <Navigate to="/login" replace />;
  }
  return children;
}

/** Public auth route: a signed-in user goes to the platform chat instead. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useAuth();
  return signedIn ? <Navigate to="/platform/chat" replace /> : children;
}

/** Where to go after signing in: the stored intended path (once), else /chat. */
export function takeRedirectAfterLogin(): string {
  const target = sessionStorage.getItem(sessionKeys.redirectAfterLogin);
  sessionStorage.removeItem(sessionKeys.redirectAfterLogin);
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/chat';
}

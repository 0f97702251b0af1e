import { useEffect, type ReactNode } from 'react';
import { useAuth } from '../lib/auth.tsx';
import { Redirect, useShownUrl } from '../lib/location.tsx';
import { sessionKeys } from '../lib/storage.ts';

/**
 * Protected route: remembers the intended full path and sends a signed-out visitor to /login. The
 * screen someone signed out of on purpose is not remembered: the next to sign in starts afresh.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn, signedOutOnPurpose } = useAuth();
  const url = useShownUrl();
  useEffect(() => {
    if (signedIn) sessionStorage.removeItem(sessionKeys.redirectAfterLogin);
  }, [signedIn]);
  if (!signedIn) {
    if (!signedOutOnPurpose) sessionStorage.setItem(sessionKeys.redirectAfterLogin, url + window.location.hash);
    return <Redirect to="/login" />;
  }
  return children;
}

/**
 * Public auth route: a signed-in user leaves it — to the path they first asked for, else to the
 * platform chat. Signing in therefore only has to flip the flag; this guard does the navigation.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useAuth();
  return signedIn ? <Redirect to={redirectAfterLogin()} /> : children;
}

function redirectAfterLogin(): string {
  const target = sessionStorage.getItem(sessionKeys.redirectAfterLogin);
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/platform/chat';
}

import type { User } from '@ideapilot/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ApiError, call, setConsentRequiredHandler, setSessionExpiredHandler } from './api.ts';
import { emit, on } from './events.ts';
import { session } from './session.ts';
import { queries, queryKeys } from './queries.ts';
import { sessionKeys, storageKeys } from './storage.ts';
import { preloadSubscription } from './subscription.ts';

export { queryKeys };

type Auth = {
  signedIn: boolean;
  /**
   * Signed out on purpose (Logout, a deleted account, a sign-out in another tab), not by an
   * expired session: the screen left behind is not one to come back to after the next sign-in.
   */
  signedOutOnPurpose: boolean;
  user: User | null;
  /** Stores a fresh access token and marks the browser signed in. */
  signIn(token: string, user?: User): void;
  signOut(): Promise<void>;
  refreshUser(): Promise<User | null>;
};

const AuthContext = createContext<Auth | null>(null);

/** The account an access token is for (its `sub`); read, not verified: the server checks the token. */
function subjectOf(token: string | null): string | null {
  try {
    const payload = token?.split('.')[1];
    return payload ? ((JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string }).sub ?? null) : null;
  } catch {
    return null;
  }
}


export function AuthProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [signedIn, setSignedIn] = useState(session.isSignedIn());
  const [signedOutOnPurpose, setSignedOutOnPurpose] = useState(false);

  const clearLocal = useCallback(
    (onPurpose: boolean) => {
      session.clear();
      setSignedIn(false);
      setSignedOutOnPurpose(onPurpose);
      queryClient.clear();
    },
    [queryClient],
  );

  useEffect(() => {
    setSessionExpiredHandler(() => {
      clearLocal(false);
      navigate('/login', { replace: true });
    });
  }, [clearLocal, navigate]);

  // The server refused the AI work for want of consent: the user read again opens the consent dialog.
  useEffect(() => {
    setConsentRequiredHandler(() => void queryClient.invalidateQueries({ queryKey: queryKeys.me }));
  }, [queryClient]);

  const me = useQuery({
    queryKey: queryKeys.me,
    queryFn: async ({ signal }) => {
      // On a 401 the client refreshes once and retries, else signs out.
      const user = await call('me', { signal });
      session.setUser(user);
      return user;
    },
    enabled: signedIn,
    // The stored user shows at once; it is fetched again at startup (stale from the start).
    initialData: session.user() ?? undefined,
    initialDataUpdatedAt: 0,
    retry: false,
    staleTime: 60_000,
  });

  useEffect(() => {
    if (signedIn) preloadSubscription(queryClient);
  }, [signedIn, queryClient]);

  // Tokens spent anywhere (a turn, a rework, a Vibe run) refresh the balance and the subscription
  // the profile and billing show.
  useEffect(
    () =>
      on('tokens-changed', () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.tokens });
        void queryClient.invalidateQueries({ queryKey: queryKeys.currentSubscription });
      }),
    [queryClient],
  );

  // Signing out in another tab clears the token there: follow it here. Signing in as someone else
  // there makes this tab theirs: what it shows and keeps (a form, a draft, a cache) is the last
  // account's, so it starts again as the new one.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (!signedIn || (e.key !== storageKeys.accessToken && e.key !== null)) return;
      if (!session.token()) {
        clearLocal(true);
        navigate('/login', { replace: true });
      } else if (e.key === storageKeys.accessToken && subjectOf(e.newValue) !== subjectOf(e.oldValue)) {
        window.location.reload();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [signedIn, clearLocal, navigate]);

  useEffect(() => {
    if (me.error instanceof ApiError && me.error.code === 'not_authenticated') {
      clearLocal(false);
      navigate('/login', { replace: true });
    }
  }, [me.error, clearLocal, navigate]);

  const value = useMemo<Auth>(
    () => ({
      signedIn,
      signedOutOnPurpose,
      user: signedIn ? (me.data ?? null) : null,
      signIn(token, user) {
        session.signIn(token);
        if (user) {
          session.setUser(user);
          queryClient.setQueryData(queryKeys.me, user);
        }
        setSignedIn(true);
      },
      async signOut() {
        await call('signOut').catch(() => undefined);
        clearLocal(true);
        // Nor a screen remembered on the way out (a call that found the session gone just before).
        sessionStorage.removeItem(sessionKeys.redirectAfterLogin);
        emit('logout', {});
        navigate('/login', { replace: true });
      },
      async refreshUser() {
        const result = await me.refetch();
        return result.data ?? null;
      },
    }),
    [signedIn, signedOutOnPurpose, me, queryClient, clearLocal, navigate],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}

export function useTokenBalance() {
  const { signedIn } = useAuth();
  return useQuery({ ...queries.tokenBalance(), enabled: signedIn, refetchOnWindowFocus: true });
}

export function usePublicConfig() {
  return useQuery(queries.publicConfig());
}

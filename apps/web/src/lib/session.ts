import type { User } from '@ideapilot/contract';
import { readJson, storageKeys } from './storage.ts';

/** The sign-in state kept in local storage: token, flag, the user record and the open chat. */
export const session = {
  token: () => localStorage.getItem(storageKeys.accessToken),
  isSignedIn: () => localStorage.getItem(storageKeys.isAuthenticated) === 'true',
  user: () => readJson<User | null>(storageKeys.user, null),

  signIn(token: string) {
    localStorage.setItem(storageKeys.accessToken, token);
    localStorage.setItem(storageKeys.isAuthenticated, 'true');
  },
  setToken(token: string) {
    localStorage.setItem(storageKeys.accessToken, token);
  },
  setUser(user: User) {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
  },
  clear() {
    localStorage.removeItem(storageKeys.accessToken);
    localStorage.removeItem(storageKeys.isAuthenticated);
    localStorage.removeItem(storageKeys.user);
    // The open chat is this account's: the next one to sign in on this browser starts from its own.
    localStorage.removeItem(storageKeys.currentSessionId);
  },
};

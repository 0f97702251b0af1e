import type { User } from '@ideapilot/contract';
import { readJson, storageKeys } from './storage.ts';

/** The sign-in state kept in local storage: token, flag and the user record. */
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
  },
};

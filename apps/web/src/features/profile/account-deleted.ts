import { sessionKeys } from '../../lib/storage.ts';

/** Kept in this tab for the sign-in screen the deletion signs out to, which says so once. */
export const rememberAccountDeleted = () => sessionStorage.setItem(sessionKeys.accountDeleted, 'true');

/** Whether an account was just deleted in this tab; forgets it, so a later visit to /login says nothing. */
export function takeAccountDeleted(): boolean {
  const deleted = sessionStorage.getItem(sessionKeys.accountDeleted) === 'true';
  sessionStorage.removeItem(sessionKeys.accountDeleted);
  return deleted;
}

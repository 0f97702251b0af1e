import type { User } from '@ideapilot/contract';
import { call } from '../../../lib/api.ts';
import { emit } from '../../../lib/events.ts';
import { storageKeys, writeJson } from '../../../lib/storage.ts';

/** The second local preferences record; granting consent stores all three true. */
export type ConsentPreferences = { necessary: true; analytics: boolean; marketing: boolean };

/** Grant → preferences stored, consent-granted announced (analytics follows it). */
export async function grantConsent(): Promise<User> {
  const user = await call('grantConsent');
  const preferences: ConsentPreferences = { necessary: true, analytics: true, marketing: true };
  writeJson(storageKeys.consentPreferences, preferences);
  emit('consent-granted', {});
  return user;
}

export async function revokeConsent(): Promise<User> {
  const user = await call('revokeConsent');
  localStorage.removeItem(storageKeys.consentPreferences);
  return user;
}

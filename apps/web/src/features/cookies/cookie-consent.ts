import { useSyncExternalStore } from 'react';
import { emit } from '../../lib/events.ts';
import { readJson, storageKeys, writeJson } from '../../lib/storage.ts';

/** The visitor's cookie choice as stored under `cookieConsent`. */
export type CookieConsent = { essential: true; analytics: boolean; marketing: boolean; timestamp: string };
export type CookieChoice = Pick<CookieConsent, 'analytics' | 'marketing'>;

function isConsent(value: unknown): value is CookieConsent {
  const v = value as Partial<CookieConsent> | null;
  return !!v && typeof v.analytics === 'boolean' && typeof v.marketing === 'boolean' && typeof v.timestamp === 'string';
}

const listeners = new Set<() => void>();
let cached: CookieConsent | null | undefined;

function read(): CookieConsent | null {
  if (cached === undefined) {
    const stored = readJson<unknown>(storageKeys.cookieConsent, null);
    cached = isConsent(stored) ? { ...stored, essential: true } : null;
  }
  return cached;
}

export const cookieConsent = {
  read,
  save(choice: CookieChoice): CookieConsent {
    const record: CookieConsent = { essential: true, ...choice, timestamp: new Date().toISOString() };
    writeJson(storageKeys.cookieConsent, record);
    cached = record;
    listeners.forEach((l) => l());
    emit('cookie-consent-changed', choice);
    return record;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The stored choice, or null while the visitor has not chosen yet. */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(cookieConsent.subscribe, read);
}

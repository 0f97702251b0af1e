import { sessionKeys } from './storage.ts';

export const PLATFORM_TABS = ['chat', 'profile', 'billing', 'agents', 'privacy', 'tos'] as const;
export type PlatformTab = (typeof PLATFORM_TABS)[number];

export const isPlatformTab = (value: string | null | undefined): value is PlatformTab =>
  (PLATFORM_TABS as readonly string[]).includes(value ?? '');

export const isLegalTab = (tab: PlatformTab) => tab === 'privacy' || tab === 'tos';

/** The last non-legal tab of this browser session, if one was opened; legal pages go back to it. */
export function storedActiveTab(): PlatformTab | null {
  const stored = sessionStorage.getItem(sessionKeys.lastActiveTab);
  return isPlatformTab(stored) ? stored : null;
}

export const lastActiveTab = (): PlatformTab => storedActiveTab() ?? 'chat';

export function rememberActiveTab(tab: PlatformTab) {
  sessionStorage.setItem(sessionKeys.lastActiveTab, tab);
}

/** Every key this app keeps in the browser. */
export const storageKeys = {
  accessToken: 'access_token',
  isAuthenticated: 'isAuthenticated',
  user: 'user',
  cookieConsent: 'cookieConsent',
  consentPreferences: 'consentPreferences',
  sidebarCollapsed: 'sidebarCollapsed',
  sidebarWidth: 'sidebarWidth',
  chatPanelWidth: 'chatPanelWidth',
  resultPanelCollapsed: 'resultPanelCollapsed',
  resultPanelWidth: 'resultPanelWidth',
  currentSessionId: 'currentSessionId',
} as const;

/** Session storage (this browser tab only). */
export const sessionKeys = {
  lastActiveTab: 'lastActiveTab',
  redirectAfterLogin: 'redirectAfterLogin',
  reloadedForNewVersionAt: 'reloadedForNewVersionAt',
  checkoutStarted: 'checkoutStarted',
  /** Set by a deletion of the account, read once by the sign-in screen it lands on. */
  accountDeleted: 'accountDeleted',
} as const;

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

/** A stored number, used only when it lies within [min, max]. */
export function readNumberInRange(key: string, fallback: number, min: number, max: number): number {
  const value = Number(localStorage.getItem(key));
  return localStorage.getItem(key) !== null && Number.isFinite(value) && value >= min && value <= max ? value : fallback;
}

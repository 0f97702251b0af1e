/**
 * App-wide announcements between features that must not import each other (login-success,
 * social-login, consent-granted, tour-skipped, and the footer's requests).
 */
export type AppEvents = {
  'login-success': { method: 'password' };
  'social-login': { provider: 'google' };
  logout: Record<string, never>;
  'consent-granted': Record<string, never>;
  'consent-revoked': Record<string, never>;
  'open-cookie-settings': Record<string, never>;
  'cookie-consent-changed': { analytics: boolean; marketing: boolean };
  'watch-tutorial': Record<string, never>;
  'tour-skipped': { step: number };
  'tokens-changed': Record<string, never>;
  /** The canvas panels' Vibe Code buttons: open the landing-page prompt modal for this session. */
  'open-vibe-coding': { sessionId: string | null; canvasText: string; variant: 'modal' | 'mobile' };
  /** The Vibe Coding modal's results: suggestions prepared, a first prompt generated, the brief saved. */
  'prerequisites-generated': { sessionId: string };
  'prompt-generated': { sessionId: string };
  saved: { sessionId: string };
};

const target = new EventTarget();

export function emit<K extends keyof AppEvents>(name: K, detail: AppEvents[K]): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes; returns the unsubscribe function (fits useEffect). */
export function on<K extends keyof AppEvents>(name: K, handler: (detail: AppEvents[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AppEvents[K]>).detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}

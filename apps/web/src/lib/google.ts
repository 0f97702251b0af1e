/** Google Identity Services in the browser: the popup that hands us a Google access token. */
const GIS_SRC = 'https://accounts.google.com/gsi/client';
/** The script is considered ready 100 ms after it loads. */
const READY_DELAY_MS = 100;

type TokenResponse = { access_token?: string; error?: string };
type TokenClient = { requestAccessToken(): void };
type GoogleOAuth = {
  initTokenClient(config: {
    client_id: string;
    scope: string;
    callback: (response: TokenResponse) => void;
    error_callback?: (error: { type?: string; message?: string }) => void;
  }): TokenClient;
};
declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth } };
  }
}

let loading: Promise<void> | null = null;

/** Loads Google Identity Services once, on demand (preloaded when the button appears). */
export function loadGoogleScript(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => setTimeout(resolve, READY_DELAY_MS);
    script.onerror = () => {
      loading = null;
      reject(new Error('Failed to load Google Identity Services'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export class PopupError extends Error {
  constructor(readonly kind: 'popup_closed' | 'popup_failed_to_open' | 'other', message: string) {
    super(message);
  }
}

/** Opens Google's popup for scopes email, profile, openid and resolves to its access token. */
export async function requestGoogleAccessToken(clientId: string): Promise<string> {
  await loadGoogleScript();
  const oauth2 = window.google?.accounts?.oauth2;
  if (!oauth2) throw new Error('Google Identity Services not properly loaded');
  return new Promise<string>((resolve, reject) => {
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: 'email profile openid',
      callback: (response) => {
        if (response.access_token) resolve(response.access_token);
        else reject(new Error('No access token received from Google'));
      },
      error_callback: (error) => {
        const kind = error.type === 'popup_closed' || error.type === 'popup_failed_to_open' ? error.type : 'other';
        reject(new PopupError(kind, error.message ?? 'Authentication failed'));
      },
    });
    client.requestAccessToken();
  });
}

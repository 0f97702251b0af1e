import { useEffect, useState } from 'react';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { emit } from '../../lib/events.ts';
import { loadGoogleScript, PopupError, requestGoogleAccessToken } from '../../lib/google.ts';
import { signInWithGoogleToken } from './google.ts';

/** The busy state resets 1 s after the attempt ends. */
const BUSY_RESET_MS = 1000;

export function GoogleButton({ clientId }: { clientId: string }) {
  const { signIn } = useAuth();
  const [busy, setBusy] = useState(false);

  // Preloaded when the button appears; a failure is told only to someone who presses it.
  useEffect(() => {
    loadGoogleScript().catch((err: unknown) => console.warn('Google Identity Services did not preload', err));
  }, []);

  async function start() {
    setBusy(true);
    try {
      await loadGoogleScript();
    } catch {
      alert('Failed to initialize Google authentication. Please try again or use a different browser.');
      setTimeout(() => setBusy(false), BUSY_RESET_MS);
      return;
    }
    try {
      const googleToken = await requestGoogleAccessToken(clientId);
      const answer = await signInWithGoogleToken(googleToken);
      signIn(answer.access_token, answer.user);
      emit('social-login', { provider: 'google' });
    } catch (err) {
      if (err instanceof PopupError && err.kind === 'popup_closed') {
        // Closing the popup is the user's choice: nothing to say.
      } else if (err instanceof PopupError && err.kind === 'popup_failed_to_open') {
        alert('Please allow popups for this site to use Google authentication');
      } else if (err instanceof Error) {
        alert(`Authentication failed: ${err.message || 'Unknown error'}`);
      } else {
        alert('Google authentication failed. Please try again.');
      }
    } finally {
      setTimeout(() => setBusy(false), BUSY_RESET_MS);
    }
  }

  return (
    <button type="button" className="button button--google button--block" disabled={busy} onClick={() => void start()}>
      {busy ? (
        <>
          <Spinner /> Connecting...
        </>
      ) : (
        <>
          <GoogleMark /> Sign in with Google
        </>
      )}
    </button>
  );
}

const GoogleMark = () => (
  <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true">
    <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
    <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.6 5.9c4.4-4.1 7-10.1 7-17.6z" />
    <path fill="#FBBC05" d="M10.6 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.9-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.7 10.8l7.9-6.1z" />
    <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.6-5.9c-2.1 1.4-4.9 2.3-8.3 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
  </svg>
);

import { useEffect } from 'react';
import { Toast, useToast } from '../../components/ui/Toast.tsx';
import { sessionKeys } from '../../lib/storage.ts';

/** Whether the page kept for after sign-in (by the protected route's redirect) is the Agents screen. */
const sentFromAgents = () => /^\/platform\/agents(?:[?#]|$)/.test(sessionStorage.getItem(sessionKeys.redirectAfterLogin) ?? '');

/**
 * On the sign-in screen: a visitor without a session who opened the Agents screen was sent here,
 * and the Agents screen's toast says why. Small on purpose: /login loads it, not the Agents screen.
 */
export function AgentsSignInNotice() {
  const { toast, show, dismiss } = useToast();
  useEffect(() => {
    if (sentFromAgents()) show('error', 'Please log in to access this page');
  }, [show]);
  return <Toast toast={toast} onDismiss={dismiss} />;
}

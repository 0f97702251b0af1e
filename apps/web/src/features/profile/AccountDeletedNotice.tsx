import { useEffect } from 'react';
import { Toast, useToast } from '../../components/ui/Toast.tsx';
import { takeAccountDeleted } from './account-deleted.ts';

/**
 * On the sign-in screen a deletion of the account lands on: says the account is gone, once. Small
 * on purpose: /login loads it, not the profile screen
 * (docs/decisions/2026-12-05-the-sign-in-screen-says-the-account-is-deleted.md).
 */
export function AccountDeletedNotice() {
  const { toast, show, dismiss } = useToast();
  useEffect(() => {
    if (takeAccountDeleted()) show('success', 'Your account has been deleted.');
  }, [show]);
  return <Toast toast={toast} onDismiss={dismiss} />;
}

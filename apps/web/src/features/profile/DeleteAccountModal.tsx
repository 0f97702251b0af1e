import { ACCOUNT_DELETION_ITEMS, ACCOUNT_DELETION_KEPT, type DeleteAccountRequest, type User } from '@ideapilot/contract';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { PasswordInput } from '../../components/ui/PasswordInput.tsx';
import { call } from '../../lib/api.ts';
import { useAuth, usePublicConfig } from '../../lib/auth.tsx';
import { requestGoogleAccessToken } from '../../lib/google.ts';
import { usePendingCall } from '../../lib/use-pending-call.ts';
import { DialogActions } from '../../components/ui/DialogActions.tsx';
import { rememberAccountDeleted } from './account-deleted.ts';

/**
 * Says exactly what goes, then asks for the password again, or, for an account without one, a
 * fresh Google sign-in. Success signs this browser out, to a sign-in screen that says the account
 * is deleted; the server has signed out the others.
 */
export function DeleteAccountModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { signOut } = useAuth();
  const config = usePublicConfig();
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = usePendingCall('Could not delete your account. Please try again.');
  const withGoogle = !user.has_password;

  const remove = (body: DeleteAccountRequest) =>
    run(async () => {
      await call('deleteAccount', { body });
      rememberAccountDeleted();
      await signOut();
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (withGoogle) {
      const clientId = config.data?.google_client_id;
      if (!clientId) return setError('Google sign-in is not available right now.');
      try {
        return await remove({ google_access_token: await requestGoogleAccessToken(clientId) });
      } catch (err) {
        return setError(err instanceof Error ? err.message : 'Google sign-in failed');
      }
    }
    if (!password) return setError('Please enter your password');
    await remove({ password });
  }

  return (
    <Modal labelledBy="delete-account-title" onClose={busy ? undefined : onClose} className="password-modal">
      <h2 id="delete-account-title" className="password-modal-title">
        Delete my account
      </h2>
      <form className="profile-form" onSubmit={submit} noValidate>
        <p className="delete-account-lead">This deletes, at once and for good:</p>
        <ul className="delete-account-list">
          {ACCOUNT_DELETION_ITEMS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="profile-hint">{ACCOUNT_DELETION_KEPT} Export your data first if you want a copy.</p>
        {withGoogle ? (
          <p className="profile-hint">To confirm, sign in with Google again.</p>
        ) : (
          <div className="profile-field">
            <label htmlFor="delete-account-password">Password</label>
            <PasswordInput
              id="delete-account-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(null);
              }}
            />
          </div>
        )}
        <DialogActions
          className="password-modal-actions"
          onCancel={onClose}
          busy={busy}
          confirm={{ label: withGoogle ? 'Confirm with Google and delete' : 'Delete my account', busyLabel: 'Deleting...', danger: true }}
          error={{ text: error, className: 'profile-notice profile-notice--error' }}
        />
      </form>
    </Modal>
  );
}

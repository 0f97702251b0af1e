import { endpoints, MIN_PASSWORD_LENGTH, PasswordTooShort } from '@ideapilot/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { PasswordInput } from '../../components/ui/PasswordInput.tsx';
import { ApiError, call } from '../../lib/api.ts';

/** Spec §9: after success the modal closes by itself after this long. */
const CLOSE_AFTER_SUCCESS_MS = 1500;

type Phase = 'open' | 'submitting' | 'success';

/** Spec §5 order: confirmation matches, then length, then the current password is present. */
function validate(current: string, next: string, confirm: string): string | null {
  if (next !== confirm) return 'New passwords do not match';
  if (next.length < MIN_PASSWORD_LENGTH) return PasswordTooShort.long;
  if (!current) return 'Please enter your current password';
  return null;
}

export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [phase, setPhase] = useState<Phase>('open');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase, onClose]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validate(current, next, confirm);
    if (problem) return setError(problem);
    setPhase('submitting');
    setError(null);
    try {
      await call(endpoints.changePassword, { body: { current_password: current, new_password: next } });
      setPhase('success');
    } catch (err) {
      setError(
        err instanceof ApiError && err.status > 0 ? (err.detail ?? 'Failed to change password') : 'An error occurred while changing password',
      );
      setPhase('open');
    }
  }

  const edit = (set: (value: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    setError(null);
  };

  return (
    <Modal labelledBy="change-password-title" onClose={phase === 'submitting' ? undefined : onClose} className="password-modal">
      <h2 id="change-password-title" className="password-modal-title">
        Change Password
      </h2>
      {phase === 'success' ? (
        <p className="profile-notice profile-notice--success" role="status">
          Password changed successfully
        </p>
      ) : (
        <form className="profile-form" onSubmit={submit} noValidate>
          <div className="profile-field">
            <label htmlFor="current-password">Current password</label>
            <PasswordInput id="current-password" autoComplete="current-password" value={current} onChange={edit(setCurrent)} />
          </div>
          <div className="profile-field">
            <label htmlFor="new-password">New password</label>
            <PasswordInput id="new-password" autoComplete="new-password" value={next} onChange={edit(setNext)} />
          </div>
          <div className="profile-field">
            <label htmlFor="confirm-new-password">Confirm new password</label>
            <PasswordInput id="confirm-new-password" autoComplete="new-password" value={confirm} onChange={edit(setConfirm)} />
          </div>
          {error && (
            <p className="profile-notice profile-notice--error" role="alert">
              {error}
            </p>
          )}
          <div className="password-modal-actions">
            <button type="button" className="button" onClick={onClose} disabled={phase === 'submitting'}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={phase === 'submitting'}>
              {phase === 'submitting' ? 'Changing...' : 'Change Password'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

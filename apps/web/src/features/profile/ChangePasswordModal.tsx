import { ChangePasswordFormSchema } from '@ideapilot/contract';
import { useEffect } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { PasswordInput } from '../../components/ui/PasswordInput.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { firstError, useSchemaForm } from '../../lib/forms.ts';
import { DialogActions } from '../../components/ui/DialogActions.tsx';

/** After success the modal closes by itself after this long. */
const CLOSE_AFTER_SUCCESS_MS = 1500;

export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { register, submitWith, clearErrors, formState } = useSchemaForm(ChangePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const { errors, isSubmitting, isSubmitSuccessful } = formState;
  const phase = isSubmitting ? 'submitting' : isSubmitSuccessful ? 'success' : 'open';
  const error = firstError(errors);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase, onClose]);

  // A failed call must leave the form open: the error it sets marks the submission unsuccessful.
  const submit = submitWith(
    ({ currentPassword, newPassword }) => call('changePassword', { body: { current_password: currentPassword, new_password: newPassword } }),
    (err) => (err instanceof ApiError && err.status > 0 ? (err.detail ?? 'Failed to change password') : 'An error occurred while changing password'),
  );
  // The one error shows above the buttons; the field it is about is marked and points at it.
  const field = (name: 'currentPassword' | 'newPassword' | 'confirmPassword') => ({
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? 'change-password-error' : undefined,
    ...register(name, { onChange: () => clearErrors() }),
  });

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
            <PasswordInput id="current-password" autoComplete="current-password" {...field('currentPassword')} />
          </div>
          <div className="profile-field">
            <label htmlFor="new-password">New password</label>
            <PasswordInput id="new-password" autoComplete="new-password" {...field('newPassword')} />
          </div>
          <div className="profile-field">
            <label htmlFor="confirm-new-password">Confirm new password</label>
            <PasswordInput id="confirm-new-password" autoComplete="new-password" {...field('confirmPassword')} />
          </div>
          {error && (
            <p id="change-password-error" className="profile-notice profile-notice--error" role="alert">
              {error}
            </p>
          )}
          <DialogActions className="password-modal-actions" onCancel={onClose} busy={phase === 'submitting'} confirm={{ label: 'Change Password', busyLabel: 'Changing...' }} />
        </form>
      )}
    </Modal>
  );
}

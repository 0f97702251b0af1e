import { MIN_PASSWORD_LENGTH, type User } from '@ideapilot/contract';
import { useCallback, useState } from 'react';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';

/** Accounts with a social id or without a stored password cannot change passwords. */
const isSocialAccount = (user: User) => !!(user.google_id || user.facebook_id || user.apple_id) || !user.has_password;

export function SecuritySection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <section className="card" aria-labelledby="profile-security">
      <h2 id="profile-security">Security</h2>
      <div className="profile-security-row spread-row">
        <div>
          <p className="profile-security-label">Password</p>
          <p className="profile-hint">
            {isSocialAccount(user)
              ? 'You sign in with a social account, so there is no IdeaPilot password to change.'
              : `Use at least ${MIN_PASSWORD_LENGTH} characters; a longer password with mixed characters is stronger.`}
          </p>
        </div>
        {isSocialAccount(user) ? (
          <span className="profile-badge">Social Login</span>
        ) : (
          <button type="button" className="button" onClick={() => setOpen(true)}>
            Change Password
          </button>
        )}
      </div>
      {open && <ChangePasswordModal onClose={close} />}
    </section>
  );
}

import { endpoints, ERRORS, MIN_PASSWORD_LENGTH, PasswordTooShort } from '@ideapilot/contract';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PasswordInput } from '../../components/ui/PasswordInput.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { AuthLayout, FormError } from './AuthLayout.tsx';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : ERRORS.reset_token_invalid.detail);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setError(PasswordTooShort.short);
    if (password !== confirm) return setError('Passwords do not match');
    setBusy(true);
    try {
      await call(endpoints.resetPassword, { body: { token, new_password: password } });
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiError && err.detail ? err.detail : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <AuthLayout title="Password reset">
        <div className="auth-message" role="status">
          <p>Your password has been reset. You can now sign in.</p>
        </div>
        <Link to="/login" className="button button--primary button--block">
          Sign in
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password">
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormError message={error} />
        <label htmlFor="password">New password</label>
        <PasswordInput id="password" autoComplete="new-password" value={password} onChange={(e) => { setPassword(e.target.value); setError(null); }} />
        <label htmlFor="confirmPassword">Confirm new password</label>
        <PasswordInput id="confirmPassword" autoComplete="new-password" value={confirm} onChange={(e) => { setConfirm(e.target.value); setError(null); }} />
        <button type="submit" className="button button--primary button--block" disabled={busy || !token}>
          {busy ? 'Resetting...' : 'Reset password'}
        </button>
      </form>
      <p className="auth-footer-link">
        <Link to="/forgot-password">Request a new link</Link>
      </p>
    </AuthLayout>
  );
}

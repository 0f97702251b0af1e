import { isValidEmail } from '@ideapilot/contract';
import { useState, type FormEvent } from 'react';
import { ApiError, call } from '../../lib/api.ts';
import { AuthLayout, FooterLink, FormError, SubmitButton } from './AuthLayout.tsx';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!isValidEmail(email.trim())) {
      setError('Please enter a valid email address');
      return;
    }
    setBusy(true);
    try {
      const answer = await call('forgotPassword', { body: { email: email.trim() } });
      setSent(answer.message);
    } catch (err) {
      setError(err instanceof ApiError && err.detail ? err.detail : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your e-mail and we will send you a link to choose a new one.">
      {sent ? (
        <div className="auth-message" role="status">
          <p>{sent}</p>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <FormError message={error} />
          <label htmlFor="email">Email address</label>
          <input id="email" type="email" autoComplete="email" required value={email} onChange={(e) => { setEmail(e.target.value); setError(null); }} />
          <SubmitButton busy={busy} disabled={busy || !email.trim()} label="Send reset link" busyLabel="Sending..." />
        </form>
      )}
      <FooterLink to="/login">Back to sign in</FooterLink>
    </AuthLayout>
  );
}

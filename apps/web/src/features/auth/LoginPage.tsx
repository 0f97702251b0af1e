import { endpoints } from '@ideapilot/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PasswordInput } from '../../components/ui/PasswordInput.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { emit } from '../../lib/events.ts';
import { AuthLayout, FormError } from './AuthLayout.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';

export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 0) return 'Connection error with server. Please check your internet connection.';
  if (err instanceof ApiError && err.detail) return err.detail;
  return 'Login error. Please try again.';
}

export function LoginPage() {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await call(endpoints.signIn, { body: { username: email.trim(), password, remember_me: rememberMe ? 'true' : 'false' } });
      signIn(answer.access_token);
      emit('login-success', { method: 'password' });
    } catch (err) {
      setError(loginErrorMessage(err));
      setBusy(false);
    }
  }

  const edit = (set: (v: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  return (
    <AuthLayout
      title="Sign in to your account"
      subtitle={
        <>
          Or <Link to="/register">create a new account</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate={false}>
        <FormError message={error} />
        <label htmlFor="email">Email address</label>
        <input id="email" name="email" type="email" autoComplete="email" required value={email} onChange={(e) => edit(setEmail)(e.target.value)} />
        <label htmlFor="password">Password</label>
        <PasswordInput id="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => edit(setPassword)(e.target.value)} />
        <div className="auth-row">
          <label className="checkbox">
            <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
            Remember me
          </label>
          <Link to="/forgot-password">Forgot your password?</Link>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      <SocialSignIn />
    </AuthLayout>
  );
}

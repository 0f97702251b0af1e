import { endpoints, LoginFormSchema } from '@ideapilot/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PasswordInput } from '../../components/ui/PasswordInput.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { emit } from '../../lib/events.ts';
import { AuthLayout, FormError, SubmitButton } from './AuthLayout.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';

export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 0) return 'Connection error with server. Please check your internet connection.';
  if (err instanceof ApiError && err.detail) return err.detail;
  return 'Login error. Please try again.';
}

/**
 * The first screen of most visits, so it is kept out of react-hook-form (about 13 KB gzip of the
 * first download): one form, checked by the contract's schema on submit like the others.
 */
export function LoginPage() {
  const { signIn } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  // Signed in, the page is left at once: the button stays busy until then.
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields = event.currentTarget.elements;
    const value = (name: string) => (fields.namedItem(name) as HTMLInputElement).value;
    const form = LoginFormSchema.safeParse({
      email: value('email'),
      password: value('password'),
      rememberMe: (fields.namedItem('rememberMe') as HTMLInputElement).checked,
    });
    if (!form.success) {
      (fields.namedItem(String(form.error.issues[0]?.path[0])) as HTMLInputElement | null)?.focus();
      return;
    }
    const { email, password, rememberMe } = form.data;
    setBusy(true);
    try {
      const answer = await call(endpoints.signIn, { body: { username: email.trim(), password, remember_me: rememberMe ? 'true' : 'false' } });
      signIn(answer.access_token);
      emit('login-success', { method: 'password' });
    } catch (err) {
      setServerError(loginErrorMessage(err));
      setBusy(false);
    }
  };
  const clearServerError = () => setServerError(null);

  return (
    <AuthLayout
      title="Sign in to your account"
      subtitle={
        <>
          Or <Link to="/register">create a new account</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate={false}>
        <FormError message={serverError} />
        <label htmlFor="email">Email address</label>
        <input id="email" name="email" type="email" autoComplete="email" required onChange={clearServerError} />
        <label htmlFor="password">Password</label>
        <PasswordInput id="password" name="password" autoComplete="current-password" required onChange={clearServerError} />
        <div className="auth-row">
          <label className="checkbox">
            <input type="checkbox" name="rememberMe" />
            Remember me
          </label>
          <Link to="/forgot-password">Forgot your password?</Link>
        </div>
        <SubmitButton busy={busy} label="Sign in" busyLabel="Signing in..." />
      </form>
      <SocialSignIn />
    </AuthLayout>
  );
}

import { Link } from 'wouter';
import { PasswordInput } from '../../components/ui/PasswordInput.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useFormOnDemand } from '../../lib/form-on-demand.ts';
import { detailOr } from '../../lib/form-rules.ts';
import { emit } from '../../lib/events.ts';
import { AuthLayout, FormError, SubmitButton } from './AuthLayout.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';

export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 0) return 'Connection error with server. Please check your internet connection.';
  return detailOr('Login error. Please try again.')(err);
}

/** The first screen of most visits: its form's library loads when it is first focused, its schema when it is first checked. */
const loadLoginFormSchema = async () => (await import('@ideapilot/contract/forms')).LoginFormSchema;

export function LoginPage() {
  const { signIn } = useAuth();
  const { formProps, register, submitWith, clearErrors, formState } = useFormOnDemand(loadLoginFormSchema, { email: '', password: '', rememberMe: false });
  const { errors, isSubmitting, isSubmitSuccessful } = formState;

  const submit = submitWith(async ({ email, password, rememberMe }) => {
    const answer = await call('signIn', { body: { username: email.trim(), password, remember_me: rememberMe ? 'true' : 'false' } });
    signIn(answer.access_token);
    emit('login-success', { method: 'password' });
  }, loginErrorMessage);
  const field = (name: 'email' | 'password') => register(name, { onChange: () => clearErrors('root.server') });
  // Signed in, the page is left at once: the button stays busy until then.
  const busy = isSubmitting || isSubmitSuccessful;

  return (
    <AuthLayout
      title="Sign in to your account"
      subtitle={
        <>
          Or <Link to="/register">create a new account</Link>
        </>
      }
    >
      <form className="auth-form" {...formProps} onSubmit={submit} noValidate={false}>
        <FormError message={errors.root?.server?.message ?? null} />
        <label htmlFor="email">Email address</label>
        <input id="email" type="email" autoComplete="email" required {...field('email')} />
        <label htmlFor="password">Password</label>
        <PasswordInput id="password" autoComplete="current-password" required {...field('password')} />
        <div className="auth-row">
          <label className="checkbox">
            <input type="checkbox" {...register('rememberMe')} />
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

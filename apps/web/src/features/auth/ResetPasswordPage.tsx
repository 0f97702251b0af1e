import { ERRORS, ResetPasswordFormSchema } from '@ideapilot/contract';
import { useState } from 'react';
import { Link } from 'wouter';
import { PasswordInput } from '../../components/ui/PasswordInput.tsx';
import { call } from '../../lib/api.ts';
import { detailOr } from '../../lib/form-rules.ts';
import { firstError, useSchemaForm } from '../../lib/forms.ts';
import { useShownSearchParams } from '../../lib/location.tsx';
import { AuthLayout, FooterLink, FormError, SubmitButton } from './AuthLayout.tsx';

export function ResetPasswordPage() {
  const params = useShownSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const { register, submitWith, clearErrors, formState } = useSchemaForm(ResetPasswordFormSchema, { password: '', confirmPassword: '' });
  const { errors, isSubmitting } = formState;

  const submit = submitWith(async ({ password }) => {
    await call('resetPassword', { body: { token, new_password: password } });
    setDone(true);
  }, detailOr('Something went wrong. Please try again.'));
  // The one error shows above the form; the field it is about is marked and points at it.
  const field = (name: 'password' | 'confirmPassword') => ({
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? 'reset-error' : undefined,
    ...register(name, { onChange: () => clearErrors() }),
  });
  const error = token ? firstError(errors) : ERRORS.reset_token_invalid.detail;

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
        <FormError id="reset-error" message={error} />
        <label htmlFor="password">New password</label>
        <PasswordInput id="password" autoComplete="new-password" {...field('password')} />
        <label htmlFor="confirmPassword">Confirm new password</label>
        <PasswordInput id="confirmPassword" autoComplete="new-password" {...field('confirmPassword')} />
        <SubmitButton busy={isSubmitting} disabled={isSubmitting || !token} label="Reset password" busyLabel="Resetting..." />
      </form>
      <FooterLink to="/forgot-password">Request a new link</FooterLink>
    </AuthLayout>
  );
}

import { ForgotPasswordFormSchema } from '@ideapilot/contract';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { detailOr } from '../../lib/form-rules.ts';
import { firstError, useSchemaForm } from '../../lib/forms.ts';
import { AuthLayout, FooterLink, FormError, SubmitButton } from './AuthLayout.tsx';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const { register, submitWith, clearErrors, formState, watch } = useSchemaForm(ForgotPasswordFormSchema, { email: '' });
  const { errors, isSubmitting } = formState;

  const submit = submitWith(async ({ email }) => {
    const answer = await call('forgotPassword', { body: { email: email.trim() } });
    setSent(answer.message);
  }, detailOr('Something went wrong. Please try again.'));

  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your e-mail and we will send you a link to choose a new one.">
      {sent ? (
        <div className="auth-message" role="status">
          <p>{sent}</p>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <FormError message={firstError(errors)} />
          <label htmlFor="email">Email address</label>
          <input id="email" type="email" autoComplete="email" required {...register('email', { onChange: () => clearErrors() })} />
          <SubmitButton busy={isSubmitting} disabled={isSubmitting || !watch('email').trim()} label="Send reset link" busyLabel="Sending..." />
        </form>
      )}
      <FooterLink to="/login">Back to sign in</FooterLink>
    </AuthLayout>
  );
}

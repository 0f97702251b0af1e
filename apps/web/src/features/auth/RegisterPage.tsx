import { endpoints, invalidEmailMessage, MAX_PERSON_NAME, passwordStrength, registrationError, type RegistrationForm } from '@ideapilot/contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PasswordInput } from '../../components/ui/PasswordInput.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { AuthLayout, FieldError, FormError } from './AuthLayout.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';

type Field = keyof RegistrationForm;
const empty: RegistrationForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** Spec §8: what the registration screen says for each server answer. */
function serverError(err: unknown, email: string): { field?: Field; message: string } {
  if (err instanceof ApiError) {
    if (err.code === 'invalid_email') return { field: 'email', message: invalidEmailMessage(email) };
    if (err.code === 'email_taken') return { field: 'email', message: 'A user with this email already exists' };
    if (err.code === 'validation_failed') return { message: 'Please check the entered data' };
    if (err.detail) return { message: err.detail };
  }
  return { message: 'Registration error. Please try again.' };
}

export function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = registrationError(form);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    setBusy(true);
    try {
      await call(endpoints.register, {
        body: { first_name: form.firstName.trim(), last_name: form.lastName.trim(), email: form.email.trim(), password: form.password },
      });
      navigate('/registration-success');
    } catch (err) {
      const { field, message } = serverError(err, form.email.trim());
      if (field) setErrors({ [field]: message });
      else setFormError(message);
    } finally {
      setBusy(false);
    }
  }

  const strength = passwordStrength(form.password);
  const canSubmit = registrationError(form) === null && !busy;
  const describe = (field: Field) => (errors[field] ? `${field}-error` : undefined);

  return (
    <AuthLayout
      title="Create an account"
      subtitle={
        <>
          Or <Link to="/login">sign in to existing account</Link>
        </>
      }
    >
      {/* Enter still checks the form while the button is disabled, so the person learns what is missing. */}
      <form
        className="auth-form"
        onSubmit={submit}
        noValidate
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.target instanceof HTMLInputElement && !canSubmit) void submit(e);
        }}
      >
        <FormError message={formError} />
        <div className="auth-names">
          <div>
            <label htmlFor="firstName">First name</label>
            <input id="firstName" name="firstName" autoComplete="given-name" maxLength={MAX_PERSON_NAME} value={form.firstName} aria-invalid={!!errors.firstName} aria-describedby={describe('firstName')} onChange={(e) => set('firstName')(e.target.value)} />
            <FieldError id="firstName-error" message={errors.firstName} />
          </div>
          <div>
            <label htmlFor="lastName">Last name</label>
            <input id="lastName" name="lastName" autoComplete="family-name" maxLength={MAX_PERSON_NAME} value={form.lastName} aria-invalid={!!errors.lastName} aria-describedby={describe('lastName')} onChange={(e) => set('lastName')(e.target.value)} />
            <FieldError id="lastName-error" message={errors.lastName} />
          </div>
        </div>
        <label htmlFor="email">Email address</label>
        <input id="email" name="email" type="email" autoComplete="email" value={form.email} aria-invalid={!!errors.email} aria-describedby={describe('email')} onChange={(e) => set('email')(e.target.value)} />
        <FieldError id="email-error" message={errors.email} />
        <label htmlFor="password">Password</label>
        <PasswordInput id="password" name="password" autoComplete="new-password" value={form.password} aria-invalid={!!errors.password} aria-describedby={describe('password')} onChange={(e) => set('password')(e.target.value)} />
        <FieldError id="password-error" message={errors.password} />
        {form.password && (
          <div className="strength" data-score={strength.score}>
            <div className="strength-bars" aria-hidden="true">
              {[1, 2, 3, 4].map((bar) => (
                <span key={bar} className={bar <= Math.max(strength.score, 1) ? `strength-bar is-on is-${strength.color}` : 'strength-bar'} />
              ))}
            </div>
            <span className={`strength-label is-${strength.color}`}>{strength.label}</span>
          </div>
        )}
        <label htmlFor="confirmPassword">Confirm password</label>
        <PasswordInput id="confirmPassword" name="confirmPassword" autoComplete="new-password" value={form.confirmPassword} aria-invalid={!!errors.confirmPassword} aria-describedby={describe('confirmPassword')} onChange={(e) => set('confirmPassword')(e.target.value)} />
        <FieldError id="confirmPassword-error" message={errors.confirmPassword} />
        {form.confirmPassword && !errors.confirmPassword && (
          <p className={form.confirmPassword === form.password ? 'match is-ok' : 'match is-bad'}>
            {form.confirmPassword === form.password ? 'Passwords match' : 'Passwords do not match'}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={!canSubmit}>
          {busy ? 'Registering...' : 'Register'}
        </button>
      </form>
      <SocialSignIn />
    </AuthLayout>
  );
}

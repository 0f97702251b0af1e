import {
  INVALID_EMAIL_MESSAGE,
  MAX_PERSON_NAME,
  passwordStrength,
  registrationError,
  trimName,
  type RegistrationForm,
} from '@ideapilot/contract';
import { Link, useLocation } from 'wouter';
import { PasswordInput } from '../../components/ui/PasswordInput.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/forms.ts';
import { AuthLayout, FieldError, FormError, SubmitButton } from './AuthLayout.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';

type Field = keyof RegistrationForm;
// A screen a visit can start on: its schema loads when the form is first checked.
const loadRegistrationFormSchema = async () => (await import('@ideapilot/contract/forms')).RegistrationFormSchema;

const empty: RegistrationForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** What the registration screen says for each server answer. */
function serverError(err: unknown): { field?: Field; message: string } {
  if (err instanceof ApiError) {
    if (err.code === 'invalid_email') return { field: 'email', message: INVALID_EMAIL_MESSAGE };
    if (err.code === 'email_taken') return { field: 'email', message: 'A user with this email already exists' };
    if (err.code === 'validation_failed') return { message: 'Please check the entered data' };
    if (err.detail) return { message: err.detail };
  }
  return { message: 'Registration error. Please try again.' };
}

export function RegisterPage() {
  const [, navigate] = useLocation();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(loadRegistrationFormSchema, empty);
  const form = watch();

  // Every submit starts from a clean slate: the schema's verdict, then the server's.
  const submit = handleSubmit(async (values) => {
    try {
      await call('register', {
        body: { first_name: trimName(values.firstName), last_name: trimName(values.lastName), email: values.email.trim(), password: values.password },
      });
      navigate('/registration-success');
    } catch (err) {
      const { field, message } = serverError(err);
      setError(field ?? 'root.server', { message });
    }
  });

  /** Editing a field clears its error and the form's. */
  const field = (name: Field) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        clearErrors('root.server');
      },
    });

  const strength = passwordStrength(form.password);
  const canSubmit = registrationError(form) === null && !isSubmitting;
  const describe = (name: Field) => (errors[name] ? `${name}-error` : undefined);
  // While the confirmation is typed, the line under it says whether it matches; that line describes it.
  const showMatch = !!form.confirmPassword && !errors.confirmPassword;
  const mismatch = showMatch && form.confirmPassword !== form.password;

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
        <FormError message={errors.root?.server?.message ?? null} />
        <div className="auth-names">
          <div>
            <label htmlFor="firstName">First name</label>
            <input id="firstName" autoComplete="given-name" maxLength={MAX_PERSON_NAME} aria-invalid={!!errors.firstName} aria-describedby={describe('firstName')} {...field('firstName')} />
            <FieldError id="firstName-error" message={errors.firstName?.message} />
          </div>
          <div>
            <label htmlFor="lastName">Last name</label>
            <input id="lastName" autoComplete="family-name" maxLength={MAX_PERSON_NAME} aria-invalid={!!errors.lastName} aria-describedby={describe('lastName')} {...field('lastName')} />
            <FieldError id="lastName-error" message={errors.lastName?.message} />
          </div>
        </div>
        <label htmlFor="email">Email address</label>
        <input id="email" type="email" autoComplete="email" aria-invalid={!!errors.email} aria-describedby={describe('email')} {...field('email')} />
        <FieldError id="email-error" message={errors.email?.message} />
        <label htmlFor="password">Password</label>
        <PasswordInput id="password" autoComplete="new-password" aria-invalid={!!errors.password} aria-describedby={describe('password')} {...field('password')} />
        <FieldError id="password-error" message={errors.password?.message} />
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
        <PasswordInput
          id="confirmPassword"
          autoComplete="new-password"
          aria-invalid={!!errors.confirmPassword || mismatch}
          aria-describedby={showMatch ? 'confirmPassword-match' : describe('confirmPassword')}
          {...field('confirmPassword')}
        />
        <FieldError id="confirmPassword-error" message={errors.confirmPassword?.message} />
        {showMatch && (
          <p id="confirmPassword-match" className={mismatch ? 'match is-bad' : 'match is-ok'}>
            {mismatch ? 'Passwords do not match' : 'Passwords match'}
          </p>
        )}
        <SubmitButton busy={isSubmitting} disabled={!canSubmit} label="Register" busyLabel="Registering..." />
      </form>
      <SocialSignIn />
    </AuthLayout>
  );
}

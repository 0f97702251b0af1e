import { z } from 'zod';
import { MAX_PERSON_NAME, MIN_PASSWORD_LENGTH } from './constants.ts';
import { PasswordTooShort } from './errors.ts';
import { registrationError, type RegistrationForm } from './rules.ts';
import { text } from './values.ts';

type Problem<T> = { field: keyof T & string; message: string } | null;

/**
 * The screens check their rules in a fixed order and show the first that fails, so each form
 * schema reports exactly one issue: the first failing rule, on its field.
 */
function firstFailing<T extends Record<string, unknown>>(shape: z.ZodType<T, T>, check: (value: T) => Problem<T>): z.ZodType<T, T> {
  return shape.superRefine((value, ctx) => {
    const problem = check(value);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}

export const RegistrationFormSchema = firstFailing<RegistrationForm>(
  z.object({ firstName: text(), lastName: text(), email: text(), password: text(), confirmPassword: text() }),
  registrationError,
);

/** Sign-in: the browser checks that both fields are filled and the e-mail looks like one. */
export const LoginFormSchema = z.object({ email: text().trim().min(1), password: text().min(1), rememberMe: z.boolean() });
export type LoginForm = z.infer<typeof LoginFormSchema>;

export type ResetPasswordForm = { password: string; confirmPassword: string };
export const ResetPasswordFormSchema = firstFailing<ResetPasswordForm>(z.object({ password: text(), confirmPassword: text() }), (f) => {
  if (f.password.length < MIN_PASSWORD_LENGTH) return { field: 'password', message: PasswordTooShort.short };
  if (f.password !== f.confirmPassword) return { field: 'confirmPassword', message: 'Passwords do not match' };
  return null;
});

export type ChangePasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };
/** Checked as the profile screen orders it: confirmation matches, then length, then the current password. */
export const ChangePasswordFormSchema = firstFailing<ChangePasswordForm>(
  z.object({ currentPassword: text(), newPassword: text(), confirmPassword: text() }),
  (f) => {
    if (f.newPassword !== f.confirmPassword) return { field: 'confirmPassword', message: 'New passwords do not match' };
    if (f.newPassword.length < MIN_PASSWORD_LENGTH) return { field: 'newPassword', message: PasswordTooShort.long };
    if (!f.currentPassword) return { field: 'currentPassword', message: 'Please enter your current password' };
    return null;
  },
);

export type ProfileForm = { firstName: string; lastName: string };
export const ProfileFormSchema = firstFailing<ProfileForm>(z.object({ firstName: text().max(MAX_PERSON_NAME), lastName: text().max(MAX_PERSON_NAME) }), (f) => {
  if (!f.firstName.trim()) return { field: 'firstName', message: 'Please enter first name' };
  if (!f.lastName.trim()) return { field: 'lastName', message: 'Please enter last name' };
  return null;
});

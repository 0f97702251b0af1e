import * as z from 'zod/mini';
import { AGENT_PROVIDERS, AGENT_ROLES, MAX_PERSON_NAME, MIN_PASSWORD_LENGTH, type AgentProvider, type AgentRole } from './constants.ts';
import { PasswordTooShort } from './errors.ts';
import { isBlankName, isValidEmail, registrationError, type RegistrationForm } from './rules.ts';
import { text } from './values.ts';

type Problem<T> = { field: keyof T & string; message: string } | null;

/**
 * The screens check their rules in a fixed order and show the first that fails, so each form
 * schema reports exactly one issue: the first failing rule, on its field.
 */
function firstFailing<T extends Record<string, unknown>>(shape: z.ZodMiniType<T, T>, check: (value: T) => Problem<T>): z.ZodMiniType<T, T> {
  return shape.check(
    z.superRefine((value, ctx) => {
      const problem = check(value);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }),
  );
}

export const RegistrationFormSchema = firstFailing<RegistrationForm>(
  z.object({ firstName: text(), lastName: text(), email: text(), password: text(), confirmPassword: text() }),
  registrationError,
);

/** Sign-in: the browser checks that both fields are filled and the e-mail looks like one. */
export const LoginFormSchema = z.object({ email: text().check(z.trim(), z.minLength(1)), password: text().check(z.minLength(1)), rememberMe: z.boolean() });
export type LoginForm = z.infer<typeof LoginFormSchema>;

export type ForgotPasswordForm = { email: string };
export const ForgotPasswordFormSchema = firstFailing<ForgotPasswordForm>(z.object({ email: text() }), (f) =>
  isValidEmail(f.email.trim()) ? null : { field: 'email', message: 'Please enter a valid email address' },
);

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
const profileName = () => text().check(z.maxLength(MAX_PERSON_NAME));
export const ProfileFormSchema = firstFailing<ProfileForm>(z.object({ firstName: profileName(), lastName: profileName() }), (f) => {
  if (isBlankName(f.firstName)) return { field: 'firstName', message: 'Please enter first name' };
  if (isBlankName(f.lastName)) return { field: 'lastName', message: 'Please enter last name' };
  return null;
});

export type AgentForm = {
  name: string;
  role: AgentRole;
  provider: AgentProvider;
  model: string;
  api_key: string;
  params: string;
  prompt: string;
  outputFormatId: string;
  is_active: boolean;
  /** Whole number 0–1000 as typed; among a role's active agents the lowest serves first. */
  priority: string;
};

export const INVALID_PARAMS_JSON = 'Invalid JSON in parameters field';
export const INVALID_PRIORITY = 'Priority must be a whole number from 0 to 1000';

/** The priority field as a number, or null when it is not a whole number from 0 to 1000. */
export function parsePriorityText(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n <= 1000 ? n : null;
}

/** The parameters text of the agent form as an object: `{}` when blank, null when not a JSON object. */
export function parseParamsText(value: string): Record<string, unknown> | null {
  if (!value.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The Agents screen's create/edit form; on edit a blank API key keeps the stored one. */
export function agentFormSchema(mode: 'create' | 'edit') {
  return firstFailing<AgentForm>(
    z.object({
      name: text().check(z.maxLength(200)),
      role: z.enum(AGENT_ROLES),
      provider: z.enum(AGENT_PROVIDERS),
      model: text().check(z.maxLength(200)),
      api_key: text().check(z.maxLength(4096)),
      params: text().check(z.maxLength(20_000)),
      prompt: text().check(z.maxLength(50_000)),
      outputFormatId: text(),
      is_active: z.boolean(),
      priority: text().check(z.maxLength(10)),
    }),
    (f) => {
      if (!f.name.trim()) return { field: 'name', message: 'Name is required' };
      if (!f.model.trim()) return { field: 'model', message: 'Model is required' };
      if (mode === 'create' && !f.api_key.trim()) return { field: 'api_key', message: 'API key is required' };
      if (parseParamsText(f.params) === null) return { field: 'params', message: INVALID_PARAMS_JSON };
      if (parsePriorityText(f.priority) === null) return { field: 'priority', message: INVALID_PRIORITY };
      return null;
    },
  );
}

import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { MAX_EMAIL_LENGTH } from './rules.ts';
import { personName, User } from './users.ts';
import { JsonObject, MessageResponse, text } from './values.ts';

/**
 * An address as typed. Its length counts once normalised (`normalizeEmail` can lengthen or shorten
 * it), so the service checks MAX_EMAIL_LENGTH; this bound only caps what is read.
 */
const typedEmail = () => text().check(z.trim(), z.minLength(1), z.maxLength(2 * MAX_EMAIL_LENGTH));

/** The e-mail format itself is checked by the service so it can answer 400 'Invalid email format'. */
export const RegisterRequest = z.object({
  email: typedEmail(),
  password: text().check(z.minLength(1), z.maxLength(256)),
  first_name: personName,
  last_name: personName,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** The new account's id and e-mail, and a sentence saying what to do next. */
export const RegisterResponse = z.extend(z.pick(User, { id: true, email: true }), MessageResponse.shape);
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** Form-encoded (OAuth2 password grant style). `remember_me` is our addition: 'true' gives a 30-day cookie. */
export const TokenRequest = z.object({
  username: typedEmail(),
  password: text().check(z.minLength(1), z.maxLength(256)),
  remember_me: z.optional(z.enum(['true', 'false'])),
});
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const GoogleLoginRequest = z.object({
  token: text().check(z.minLength(1), z.maxLength(4096)),
  token_type: z.literal('access_token'),
  user_info: z.optional(JsonObject),
});
export type GoogleLoginRequest = z.infer<typeof GoogleLoginRequest>;

export const GoogleLoginResponse = z.extend(TokenResponse, { user: User });
export type GoogleLoginResponse = z.infer<typeof GoogleLoginResponse>;

export const ForgotPasswordRequest = z.object({ email: typedEmail() });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z.object({
  token: text().check(z.minLength(1), z.maxLength(512)),
  new_password: text().check(z.maxLength(256)),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const VerifyEmailRequest = z.object({ token: text().check(z.minLength(1), z.maxLength(512)) });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

const post = { method: 'POST', access: 'public' } as const;

/** Sign-up, sign-in and the e-mailed links. The refresh token travels in an httpOnly cookie. */
export const authEndpoints = {
  register: endpoint({
    ...post,
    path: '/api/auth/register',
    summary: 'Create an account and send the verification e-mail',
    body: RegisterRequest,
    status: 201,
    response: RegisterResponse,
    errors: ['invalid_email', 'email_taken', 'password_too_short', 'cross_site_request', 'rate_limited'],
  }),
  signIn: endpoint({
    ...post,
    path: '/api/auth/token',
    summary: 'Sign in with e-mail and password; sets the refresh cookie',
    body: TokenRequest,
    encoding: 'form',
    status: 200,
    response: TokenResponse,
    errors: ['invalid_credentials', 'cross_site_request', 'rate_limited'],
  }),
  refresh: endpoint({
    ...post,
    path: '/api/auth/refresh',
    summary: 'A new access token for the refresh cookie, which is rotated',
    status: 200,
    response: TokenResponse,
    errors: ['refresh_invalid', 'cross_site_request'],
  }),
  signOut: endpoint({ ...post, path: '/api/auth/logout', summary: "End the refresh cookie's sign-in", status: 204, errors: ['cross_site_request'] }),
  signInWithGoogle: endpoint({
    ...post,
    path: '/api/auth/login/google',
    summary: 'Sign in (or sign up) with a Google access token',
    body: GoogleLoginRequest,
    status: 200,
    response: GoogleLoginResponse,
    errors: ['google_disabled', 'google_auth_failed', 'google_unreachable', 'email_taken', 'cross_site_request', 'rate_limited'],
  }),
  forgotPassword: endpoint({
    ...post,
    path: '/api/auth/forgot-password',
    summary: 'E-mail a reset link (an account without a password is told how it signs in); answers the same whether or not the account exists',
    body: ForgotPasswordRequest,
    status: 200,
    response: MessageResponse,
    errors: ['rate_limited'],
  }),
  resetPassword: endpoint({
    ...post,
    path: '/api/auth/reset-password',
    summary: 'Set a new password with a reset link (not for an account without one)',
    body: ResetPasswordRequest,
    status: 200,
    response: MessageResponse,
    errors: ['password_too_short', 'reset_token_invalid', 'social_account', 'rate_limited'],
  }),
  verifyEmail: endpoint({
    ...post,
    path: '/api/auth/verify-email',
    summary: 'Confirm the e-mail address with its link',
    body: VerifyEmailRequest,
    status: 200,
    response: MessageResponse,
    errors: ['verify_token_invalid'],
  }),
};

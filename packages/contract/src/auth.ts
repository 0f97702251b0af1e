import { z } from 'zod';
import { MAX_PERSON_NAME } from './constants.ts';

const name = z.string().trim().min(1).max(MAX_PERSON_NAME);

/** The e-mail format itself is checked by the service so it can answer 400 'Invalid email format'. */
export const RegisterRequest = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  first_name: name,
  last_name: name,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const RegisterResponse = z.object({
  id: z.string(),
  email: z.string(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** Form-encoded (OAuth2 password grant style). `remember_me` is our addition: 'true' gives a 30-day cookie. */
export const TokenRequest = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  remember_me: z.enum(['true', 'false']).optional(),
});
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const GoogleLoginRequest = z.object({
  token: z.string().min(1).max(4096),
  token_type: z.literal('access_token'),
  user_info: z.record(z.string(), z.unknown()).optional(),
});
export type GoogleLoginRequest = z.infer<typeof GoogleLoginRequest>;

export const ForgotPasswordRequest = z.object({ email: z.string().trim().min(1).max(254) });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z.object({
  token: z.string().min(1).max(512),
  new_password: z.string().max(256),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const VerifyEmailRequest = z.object({ token: z.string().min(1).max(512) });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

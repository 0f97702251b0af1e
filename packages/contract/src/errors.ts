import { z } from 'zod';

/** Every error answer: a human sentence (`detail`, what the spec's client reads) and a stable code. */
export const ErrorBody = z.object({
  detail: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Exact server details the web client matches on (spec accounts §8). */
export const ErrorDetail = {
  emailTaken: 'Email already registered',
  invalidEmail: 'Invalid email format',
  badCredentials: 'Incorrect email or password',
  notAuthenticated: 'Not authenticated',
  adminRequired: 'Admin access required',
  outOfTokens: 'No tokens remaining',
  messageTooLong: 'Message is too long. Please limit to 100 words.',
} as const;

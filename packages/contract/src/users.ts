import * as z from 'zod/mini';
import { MAX_PERSON_NAME } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { hasControlCharacters, onOneLine, trimName } from './rules.ts';
import { MessageResponse, text } from './values.ts';

export const User = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  google_id: z.nullable(z.string()),
  facebook_id: z.nullable(z.string()),
  apple_id: z.nullable(z.string()),
  has_password: z.boolean(),
  email_verified: z.boolean(),
  has_consent: z.boolean(),
  is_admin: z.boolean(),
  viewed_tutorial: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof User>;

/**
 * A name goes into the text of the e-mails the account is sent: one line of printable characters.
 * What shows nothing at its ends goes (`trimName`), so a name with no visible character is refused
 * as an empty one is.
 */
export const personName = text().check(
  z.overwrite(trimName),
  z.minLength(1),
  z.maxLength(MAX_PERSON_NAME),
  z.refine((value) => !hasControlCharacters(value), 'must not contain line breaks or control characters'),
);

/**
 * A name that comes from elsewhere (a Google profile) made to pass `personName`: each run of line
 * breaks, control characters and other spaces becomes one space, half characters (unpaired
 * surrogates) go, what shows nothing at the ends goes, and it is cut to MAX_PERSON_NAME, never
 * inside a character. '' when no visible character is left: the caller chooses what stands in for it.
 */
export function cleanPersonName(name: string): string {
  const printable = trimName(onOneLine(name.replace(/\p{Cs}/gu, '')).replace(/\s+/gu, ' '));
  return trimName(printable.slice(0, MAX_PERSON_NAME).replace(/\p{Cs}$/u, ''));
}

/** Only these are writable; anything else (e-mail included) is ignored. */
export const UpdateUserRequest = z.object({
  first_name: z.optional(personName),
  last_name: z.optional(personName),
  has_consent: z.optional(z.boolean()),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

export const ChangePasswordRequest = z.object({
  current_password: text().check(z.minLength(1), z.maxLength(256)),
  new_password: text().check(z.maxLength(256)),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ViewedTutorialRequest = z.object({ viewed: z.boolean() });
export type ViewedTutorialRequest = z.infer<typeof ViewedTutorialRequest>;

/** `tokens_remaining` is null for an unlimited plan. */
export const TokenBalance = z.object({
  tokens_remaining: z.nullable(z.int()),
  tokens_used: z.int(),
});
export type TokenBalance = z.infer<typeof TokenBalance>;

const me = { access: 'user', status: 200, response: User } as const;

/** The signed-in user's own account. */
export const usersEndpoints = {
  me: endpoint({ ...me, method: 'GET', path: '/api/users/me', summary: 'The signed-in user', errors: [] }),
  updateMe: endpoint({ ...me, method: 'PUT', path: '/api/users/me', summary: 'Change names or consent', body: UpdateUserRequest, errors: [] }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/users/me/password',
    summary: 'Change the password (not for Google accounts)',
    access: 'user',
    body: ChangePasswordRequest,
    status: 200,
    response: MessageResponse,
    errors: ['social_account', 'wrong_password', 'password_too_short', 'rate_limited'],
  }),
  grantConsent: endpoint({ ...me, method: 'POST', path: '/api/users/me/consent', summary: 'Accept the policies', errors: [] }),
  revokeConsent: endpoint({ ...me, method: 'DELETE', path: '/api/users/me/consent', summary: 'Withdraw consent', errors: [] }),
  markTutorialViewed: endpoint({
    ...me,
    method: 'POST',
    path: '/api/users/me/viewed_tutorial',
    summary: 'Record that the guided tour was seen',
    body: ViewedTutorialRequest,
    errors: [],
  }),
  tokenBalance: endpoint({ method: 'GET', path: '/api/users/me/tokens', summary: 'Tokens left and used', access: 'user', status: 200, response: TokenBalance, errors: [] }),
};

import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { text } from './values.ts';

/** The export is `application/zip`, streamed; these are the paths inside it. */
export const AccountExportFiles = {
  profile: 'profile.json',
  ledger: 'token-ledger.csv',
  transactions: 'billing-transactions.csv',
  readme: 'README.md',
  sessionsDir: 'sessions',
} as const;

/** Deleting the account asks for the password again, or, without one, a fresh Google access token of the same account. */
export const DeleteAccountRequest = z.object({
  password: z.optional(text().check(z.minLength(1), z.maxLength(256))),
  google_access_token: z.optional(text().check(z.minLength(1), z.maxLength(4096))),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const accountDataEndpoints = {
  exportAccount: endpoint({
    method: 'GET',
    path: '/api/users/me/export',
    summary: "Download the account's data as a zip: profile, conversations, canvas versions, vibe briefs and prompts, token ledger",
    access: 'user',
    status: 200,
    file: 'application/zip',
    errors: ['rate_limited'],
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/users/me',
    summary: 'Delete the account and everything of it, after the password or a fresh Google sign-in',
    access: 'user',
    body: DeleteAccountRequest,
    status: 204,
    errors: ['password_required', 'wrong_password', 'google_reauth_required', 'google_disabled', 'google_auth_failed', 'google_unreachable', 'google_account_mismatch', 'payment_provider_error', 'rate_limited'],
  }),
};

/** What the Profile's confirmation lists, word for word, as deleted. */
export const ACCOUNT_DELETION_ITEMS = [
  'your profile and sign-in details',
  'every chat session, with its conversation and idea canvas versions',
  'your vibe briefs and prompts',
  'your token balance and token history',
  'your subscription, which is cancelled at once',
  'every signed-in device, which is signed out',
] as const;

/** What deletion keeps, because the law asks for it. */
export const ACCOUNT_DELETION_KEPT = 'Records of payments, which the law requires us to keep, stay without your name or e-mail.';

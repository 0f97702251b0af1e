import { z } from 'zod';

/**
 * A founder's own data: the export (a zip) and deleting the account. Deleting asks for the
 * password again, or, for an account without one, a fresh Google access token of the same account.
 */
export const ExportAccountRequest = z.object({});
export type ExportAccountRequest = z.infer<typeof ExportAccountRequest>;

/** The export is `application/zip`, streamed; these are the paths inside it. */
export const AccountExportFiles = {
  profile: 'profile.json',
  ledger: 'token-ledger.csv',
  readme: 'README.md',
  sessionsDir: 'sessions',
} as const;
export const ExportAccountResponse = z.instanceof(Uint8Array).describe('application/zip');

export const DeleteAccountRequest = z.object({
  password: z.string().min(1).max(256).optional(),
  google_access_token: z.string().min(1).max(4096).optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
/** 204: nothing of the account is left to return. */
export const DeleteAccountResponse = z.undefined();

export const AccountDataEndpoints = {
  exportAccount: { method: 'GET', path: '/api/users/me/export', request: ExportAccountRequest, response: ExportAccountResponse, status: 200 },
  deleteAccount: { method: 'DELETE', path: '/api/users/me', request: DeleteAccountRequest, response: DeleteAccountResponse, status: 204 },
} as const;

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

import { z } from 'zod';
import { MAX_PERSON_NAME } from './constants.ts';

export const User = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  google_id: z.string().nullable(),
  facebook_id: z.string().nullable(),
  apple_id: z.string().nullable(),
  has_password: z.boolean(),
  email_verified: z.boolean(),
  has_consent: z.boolean(),
  is_admin: z.boolean(),
  viewed_tutorial: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof User>;

/** Only these are writable; anything else (e-mail included) is ignored. */
export const UpdateUserRequest = z.object({
  first_name: z.string().trim().min(1).max(MAX_PERSON_NAME).optional(),
  last_name: z.string().trim().min(1).max(MAX_PERSON_NAME).optional(),
  has_consent: z.boolean().optional(),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

export const ChangePasswordRequest = z.object({
  current_password: z.string().min(1).max(256),
  new_password: z.string().max(256),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ViewedTutorialRequest = z.object({ viewed: z.boolean() });
export type ViewedTutorialRequest = z.infer<typeof ViewedTutorialRequest>;

/** `tokens_remaining` is null for an unlimited plan. */
export const TokenBalance = z.object({
  tokens_remaining: z.number().int().nullable(),
  tokens_used: z.number().int(),
});
export type TokenBalance = z.infer<typeof TokenBalance>;

export const PublicConfig = z.object({
  google_client_id: z.string().nullable(),
  support_email: z.string(),
  analytics: z.discriminatedUnion('tool', [
    z.object({ tool: z.literal('none') }),
    z.object({ tool: z.literal('plausible'), domain: z.string(), script_url: z.string() }),
    z.object({ tool: z.literal('ga4'), measurement_id: z.string() }),
  ]),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

import type { User } from '@ideapilot/contract';
import type { UserRow } from './repository.ts';

/** The user as every answer shows it: never the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    google_id: row.google_id,
    facebook_id: row.facebook_id,
    apple_id: row.apple_id,
    has_password: row.hashed_password !== null,
    email_verified: row.email_verified_at !== null,
    has_consent: row.has_consent,
    is_admin: row.is_admin,
    viewed_tutorial: row.viewed_tutorial,
    created_at: row.created_at.toISOString(),
  };
}

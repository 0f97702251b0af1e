import { normalizeEmail } from '@ideapilot/contract';
import { compiledOnce } from '../../db/compiled-once.ts';
import { executePrepared, type Executor } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';

export type { UserRow };

const columns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'hashed_password',
  'google_id',
  'facebook_id',
  'apple_id',
  'email_verified_at',
  'has_consent',
  'consent_at',
  'is_admin',
  'viewed_tutorial',
  'created_at',
  'updated_at',
  'token_version',
] as const;

export type NewUser = {
  email: string;
  firstName: string;
  lastName: string;
  hashedPassword?: string | null;
  googleId?: string | null;
  emailVerified?: boolean;
  isAdmin?: boolean;
};

const byId = compiledOnce((db: Executor, user: { id: string }) => db.selectFrom('users').select(columns).where('id', '=', user.id));

/**
 * The auth guard runs this on every authenticated request: built once, and prepared on PostgreSQL.
 * The user, unless the sign-in (`sessionId`, the access token's refresh-token family) was ended:
 * a logout ends its access tokens too, in the same one round trip. A token of no sign-in (NULL)
 * matches no family.
 */
const signedIn = compiledOnce((db: Executor, user: { id: string; sessionId: string | null }) =>
  db
    .selectFrom('users')
    .select(columns)
    .where('id', '=', user.id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('refresh_tokens').select('refresh_tokens.id').where('family_id', '=', user.sessionId).where('revoked_at', 'is not', null))),
    ),
);

export const usersRepository = {
  async findById(db: Executor, { id }: { id: string }): Promise<UserRow | undefined> {
    const rows = await executePrepared<UserRow>(db, byId(db, { id }));
    return rows[0];
  },

  async findSignedIn(db: Executor, { id, sessionId }: { id: string; sessionId: string | null }): Promise<UserRow | undefined> {
    const rows = await executePrepared<UserRow>(db, signedIn(db, { id, sessionId }));
    return rows[0];
  },

  findByEmail(db: Executor, { email }: { email: string }) {
    return db.selectFrom('users').select(columns).where('email', '=', normalizeEmail(email)).executeTakeFirst();
  },

  findByGoogleId(db: Executor, { googleId }: { googleId: string }) {
    return db.selectFrom('users').select(columns).where('google_id', '=', googleId).executeTakeFirst();
  },

  create(
    db: Executor,
    user: NewUser,
  ) {
    return db
      .insertInto('users')
      .values({
        email: normalizeEmail(user.email),
        first_name: user.firstName,
        last_name: user.lastName,
        hashed_password: user.hashedPassword ?? null,
        google_id: user.googleId ?? null,
        facebook_id: null,
        apple_id: null,
        email_verified_at: user.emailVerified ? new Date() : null,
        ...(user.isAdmin ? { is_admin: true } : {}),
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(columns)
      .executeTakeFirst();
  },

  /** A new password moves the token version on, so every access token issued before it ends. */
  setPassword(db: Executor, { id, hashedPassword }: { id: string; hashedPassword: string }) {
    return db
      .updateTable('users')
      .set((eb) => ({ hashed_password: hashedPassword, token_version: eb('token_version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst();
  },

  /**
   * Links a Google account. `takeOver`: the account's e-mail was never verified, so Google's
   * verified address now proves it: the password goes and access tokens issued before end.
   */
  linkGoogle(db: Executor, { id, googleId, takeOver }: { id: string; googleId: string; takeOver: boolean }) {
    return db
      .updateTable('users')
      .set((eb) => ({
        google_id: googleId,
        updated_at: new Date(),
        ...(takeOver ? { email_verified_at: new Date(), hashed_password: null, token_version: eb('token_version', '+', 1) } : {}),
      }))
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst();
  },

  update(
    db: Executor,
    { id, ...fields }: {
      id: string;
      first_name?: string;
      last_name?: string;
      hashed_password?: string;
      google_id?: string;
      has_consent?: boolean;
      consent_at?: Date | null;
      is_admin?: boolean;
      viewed_tutorial?: boolean;
      email_verified_at?: Date;
    },
  ) {
    return db
      .updateTable('users')
      .set({ ...fields, updated_at: new Date() })
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst();
  },
};

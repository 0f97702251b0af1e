import { createHmac, randomUUID } from 'node:crypto';
import {
  isValidEmail,
  MAX_EMAIL_LENGTH,
  MIN_PASSWORD_LENGTH,
  normalizeEmail,
  onOneLine,
  PasswordTooShort,
  type DeleteAccountRequest,
  type RegisterRequest,
  type User,
} from '@ideapilot/contract';
import type { Db } from '../../db/database.ts';
import type { AccessTokens } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { presentUser, type UsersService, type UserRow } from '../users/service.ts';
import type { GoogleVerifier } from './google.ts';
import { authRepository as repo } from './repository.ts';
import { randomToken, sha256, type Passwords } from './secrets.ts';

const DAY_MS = 86_400_000;
/** "Remember me" keeps the sign-in 30 days; otherwise the cookie lives as long as the browser session. */
const PERSISTENT_REFRESH_MS = 30 * DAY_MS;
const SESSION_REFRESH_MS = 7 * DAY_MS;
const RESET_TOKEN_MS = 60 * 60 * 1000;
const VERIFY_TOKEN_MS = 7 * DAY_MS;

export type SignIn = {
  user: User;
  accessToken: string;
  refresh: { token: string; persistent: boolean; expiresAt: Date };
};

export const invalidCredentials = () => new AppError('invalid_credentials');
const refreshRefused = () => new AppError('refresh_invalid');

function checkNewPassword(password: string, detail: string = PasswordTooShort.short) {
  if (password.length < MIN_PASSWORD_LENGTH) throw new AppError('password_too_short', detail);
}

/**
 * Names are refused with line breaks since 2026-12-05; an account made before may still hold one.
 * Only that is undone: the greeting keeps the stored name as it is otherwise
 * (docs/decisions/2026-12-05-names-with-no-visible-character-are-blank.md).
 */
const firstNameOf = (user: UserRow) => onOneLine(user.first_name);

export function authService(deps: {
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  users: UsersService;
  passwords: Passwords;
  publicUrl: string;
  google: GoogleVerifier | null;
  /** Derives each refresh token's successor, so a just-rotated token can be answered again. */
  refreshSecret: string;
  /** How long a just-rotated refresh token still gets its successor back instead of a revocation. */
  refreshGraceMs: number;
}) {
  const { db, users } = deps;

  const refreshLifetime = (persistent: boolean) => new Date(Date.now() + (persistent ? PERSISTENT_REFRESH_MS : SESSION_REFRESH_MS));
  const successorOf = (token: string) => createHmac('sha256', deps.refreshSecret).update(`refresh-successor:${token}`).digest('base64url');

  async function signedIn(user: UserRow, familyId: string, refresh: SignIn['refresh']): Promise<SignIn> {
    const accessToken = await deps.tokens.issue(user.id, { version: user.token_version, sessionId: familyId });
    return { user: presentUser(user), accessToken, refresh };
  }

  async function startSession(user: UserRow, persistent: boolean): Promise<SignIn> {
    const token = randomToken();
    const familyId = randomUUID();
    const expiresAt = refreshLifetime(persistent);
    await repo.insertRefreshToken(db, { userId: user.id, familyId, tokenHash: sha256(token), persistent, expiresAt });
    return signedIn(user, familyId, { token, persistent, expiresAt });
  }

  type Rotation = { userId: string; familyId: string; persistent: boolean; expiresAt: Date };

  /** Marks a live token rotated and stores its successor, together; null if it was not live. */
  function rotate(tokenHash: string, successor: string): Promise<Rotation | null> {
    return db.transaction().execute(async (trx) => {
      await repo.lockTokenOwner(trx, { tokenHash });
      const live = await repo.rotateRefreshToken(trx, { tokenHash });
      if (!live) return null;
      const expiresAt = refreshLifetime(live.persistent);
      await repo.insertRefreshToken(trx, { userId: live.user_id, familyId: live.family_id, tokenHash: sha256(successor), persistent: live.persistent, expiresAt });
      return { userId: live.user_id, familyId: live.family_id, persistent: live.persistent, expiresAt };
    });
  }

  /**
   * A token that is no longer live. Rotated moments ago (another tab of the same browser raced
   * this one), it gets the same successor back; otherwise it leaked, and its family is revoked.
   */
  async function replay(tokenHash: string, successor: string): Promise<Rotation | null> {
    const known = await repo.findRefreshToken(db, { tokenHash });
    if (!known) return null;
    const justRotated = !known.revoked_at && known.rotated_at !== null && Date.now() - known.rotated_at.getTime() <= deps.refreshGraceMs;
    const next = justRotated ? await repo.findLiveInFamily(db, { tokenHash: sha256(successor), familyId: known.family_id }) : undefined;
    if (!next) {
      await repo.revokeFamily(db, { familyId: known.family_id });
      return null;
    }
    return { userId: known.user_id, familyId: known.family_id, persistent: known.persistent, expiresAt: next.expires_at };
  }

  /**
   * A new password ends every access token issued before it, every sign-in but `keepFamily`, and
   * every reset link sent before it.
   */
  async function setNewPassword(userId: string, newPassword: string, keepFamily: string | null) {
    const hashedPassword = await deps.passwords.hash(newPassword);
    await db.transaction().execute(async (trx) => {
      await users.setPassword(trx, userId, hashedPassword);
      await repo.revokeAllForUser(trx, { userId, except: keepFamily });
      await repo.retireEmailTokens(trx, { userId, purpose: 'reset_password' });
    });
  }

  async function sendEmailToken(user: UserRow, purpose: 'verify_email' | 'reset_password') {
    const token = randomToken();
    const ttl = purpose === 'reset_password' ? RESET_TOKEN_MS : VERIFY_TOKEN_MS;
    const expiresAt = new Date(Date.now() + ttl);
    await repo.insertEmailToken(db, { userId: user.id, purpose, tokenHash: sha256(token), expiresAt });
    const path = purpose === 'reset_password' ? 'reset-password' : 'verify-email';
    const link = `${deps.publicUrl}/${path}?token=${encodeURIComponent(token)}`;
    const firstName = firstNameOf(user);
    const mail =
      purpose === 'reset_password'
        ? {
            subject: 'Reset your IdeaPilot password',
            text: `Hi ${firstName},\n\nSomeone asked to reset the password of your IdeaPilot account. Open this link within one hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n\n— IdeaPilot`,
          }
        : {
            subject: 'Confirm your e-mail for IdeaPilot',
            text: `Hi ${firstName},\n\nWelcome to IdeaPilot. Please confirm your e-mail address:\n\n${link}\n\n— IdeaPilot`,
          };
    await deps.mailer.send({ to: user.email, ...mail, expiresAt });
  }

  /** What a reset asked for an account without a password gets instead of a link: how it signs in (Google is the one social login). */
  async function sendSocialSignInMail(user: UserRow) {
    await deps.mailer.send({
      to: user.email,
      subject: 'How to sign in to IdeaPilot',
      text: `Hi ${firstNameOf(user)},\n\nSomeone asked to reset the password of your IdeaPilot account. Your account signs in with Google and has no password to reset: choose "Sign in with Google" on the sign-in page instead:\n\n${deps.publicUrl}/login\n\nIf it was not you, ignore this e-mail.\n\n— IdeaPilot`,
      expiresAt: new Date(Date.now() + RESET_TOKEN_MS),
    });
  }

  return {
    async register(input: RegisterRequest): Promise<UserRow> {
      const email = normalizeEmail(input.email);
      if (!isValidEmail(email) || email.length > MAX_EMAIL_LENGTH) throw new AppError('invalid_email');
      checkNewPassword(input.password);
      const hashedPassword = await deps.passwords.hash(input.password);
      const user = await users.createAccount({ email, firstName: input.first_name, lastName: input.last_name, hashedPassword });
      if (!user) throw new AppError('email_taken');
      await sendEmailToken(user, 'verify_email');
      return user;
    },

    async signIn(email: string, password: string, persistent: boolean): Promise<SignIn> {
      const user = await users.findByEmail(normalizeEmail(email));
      const ok = await deps.passwords.verify(user?.hashed_password ?? null, password);
      if (!user || !user.hashed_password || !ok) throw invalidCredentials();
      return startSession(user, persistent);
    },

    /**
     * Rotates the refresh token. A token used twice means it leaked and its whole family is
     * revoked, unless the second use comes within the grace window: then it is a race between
     * tabs, and both get the same successor.
     */
    async refresh(token: string | undefined): Promise<SignIn> {
      if (!token) throw refreshRefused();
      const tokenHash = sha256(token);
      const successor = successorOf(token);
      const rotation = (await rotate(tokenHash, successor)) ?? (await replay(tokenHash, successor));
      if (!rotation) throw refreshRefused();
      const user = await users.findById(rotation.userId);
      if (!user) throw refreshRefused();
      return signedIn(user, rotation.familyId, { token: successor, persistent: rotation.persistent, expiresAt: rotation.expiresAt });
    },

    /**
     * Takes the user's row first, as a new password does: a rotation of this family under way (it
     * holds that row FOR SHARE) ends before the revocation reads the family, so its successor is
     * revoked with the rest.
     */
    async signOut(token: string | undefined): Promise<void> {
      if (!token) return;
      const tokenHash = sha256(token);
      await db.transaction().execute(async (trx) => {
        await repo.lockTokenOwner(trx, { tokenHash, forChange: true });
        const known = await repo.findRefreshToken(trx, { tokenHash });
        if (known) await repo.revokeFamily(trx, { familyId: known.family_id });
      });
    },

    async signInWithGoogle(accessToken: string): Promise<SignIn> {
      if (!deps.google) throw new AppError('google_disabled');
      const profile = await deps.google(accessToken);
      let user = await users.findByGoogleId(profile.sub);
      if (!user) {
        const existing = await users.findByEmail(normalizeEmail(profile.email));
        if (existing?.google_id === profile.sub) {
          // A second sign-in of this Google account (a double click, two tabs) made it a moment ago.
          user = existing;
        } else if (existing) {
          // Another Google account already holds this address's account.
          if (existing.google_id) throw new AppError('email_taken');
          user = await db.transaction().execute(async (trx) => {
            const linked = await users.linkGoogle(trx, existing, profile.sub);
            if (!existing.email_verified_at) await repo.revokeAllForUser(trx, { userId: existing.id });
            return linked;
          });
        } else {
          user = await users.createAccount({
            email: normalizeEmail(profile.email),
            firstName: profile.givenName,
            lastName: profile.familyName,
            googleId: profile.sub,
            emailVerified: true,
          });
          // A second sign-in of this Google account made it between our read and our insert.
          user ??= await users.findByGoogleId(profile.sub);
          if (!user) throw new AppError('email_taken');
        }
      }
      return startSession(user, true);
    },

    /**
     * Answers the same whether or not the address has an account, and as soon: for an account the
     * work in the request is two inserts (the link, the outbox row); the mailer delivers afterwards.
     * An account without a password (a Google-only one) has none to reset: a reset would give it
     * one, a way in that is not Google's. It is sent how it signs in instead of a link
     * (docs/decisions/2026-12-05-google-names-and-social-password-resets.md).
     */
    async forgotPassword(email: string): Promise<void> {
      const user = await users.findByEmail(normalizeEmail(email));
      if (!user) return;
      if (user.hashed_password) await sendEmailToken(user, 'reset_password');
      else await sendSocialSignInMail(user);
    },

    /**
     * Single use, one hour; a reset signs the account out everywhere. A link sent before the
     * account lost its password (a Google sign-in took the unverified account over) sets none.
     */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      checkNewPassword(newPassword);
      const used = await repo.useEmailToken(db, { tokenHash: sha256(token), purpose: 'reset_password' });
      if (!used) throw new AppError('reset_token_invalid');
      if (!(await users.get(used.user_id)).hashed_password) throw new AppError('social_account');
      await setNewPassword(used.user_id, newPassword, null);
    },

    /** A password change keeps the sign-in it was made from (`sessionId`) and ends every other one. */
    async changePassword(userId: string, current: string, next: string, sessionId: string | null): Promise<void> {
      const user = await users.get(userId);
      if (user.google_id || user.facebook_id || user.apple_id || !user.hashed_password) {
        throw new AppError('social_account');
      }
      if (!(await deps.passwords.verify(user.hashed_password, current))) {
        throw new AppError('wrong_password');
      }
      checkNewPassword(next, PasswordTooShort.long);
      await setNewPassword(userId, next, sessionId);
    },

    /** The password again; an account without one proves itself with a Google token of the same account. */
    async reauthenticate(userId: string, input: Pick<DeleteAccountRequest, 'password' | 'google_access_token'>): Promise<UserRow> {
      const user = await users.get(userId);
      if (user.hashed_password) {
        if (!input.password) throw new AppError('password_required');
        if (!(await deps.passwords.verify(user.hashed_password, input.password))) throw new AppError('wrong_password', 'Password is incorrect');
        return user;
      }
      if (!input.google_access_token) throw new AppError('google_reauth_required');
      if (!deps.google) throw new AppError('google_disabled');
      const profile = await deps.google(input.google_access_token);
      if (profile.sub !== user.google_id) throw new AppError('google_account_mismatch');
      return user;
    },

    /** A password the operator sets (ADMIN_PASSWORD taking an account over, at start-up): every sign-in ends, as after a reset. */
    replacePassword: (userId: string, newPassword: string) => setNewPassword(userId, newPassword, null),

    async verifyEmail(token: string): Promise<void> {
      const used = await repo.useEmailToken(db, { tokenHash: sha256(token), purpose: 'verify_email' });
      if (!used) throw new AppError('verify_token_invalid');
      await users.markEmailVerified(used.user_id);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;

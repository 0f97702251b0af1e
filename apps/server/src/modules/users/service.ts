import { PasswordTooShort, type UpdateUserRequest } from '@ideapilot/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { checkNewPassword, type AuthService } from '../auth/service.ts';
import { verifyPassword } from '../auth/secrets.ts';
import { usersRepository as users, type UserRow } from './repository.ts';

export function usersService(db: Db, auth: Pick<AuthService, 'changePassword'>) {
  async function get(id: string): Promise<UserRow> {
    const user = await users.findById(db, { id });
    if (!user) throw new AppError('not_authenticated');
    return user;
  }

  async function setConsent(id: string, consent: boolean) {
    return (await users.update(db, { id, has_consent: consent, consent_at: consent ? new Date() : null }))!;
  }

  return {
    get,

    /** Only names and consent are writable; an e-mail or anything else in the body is ignored. */
    async update(id: string, input: UpdateUserRequest): Promise<UserRow> {
      await get(id);
      if (input.has_consent !== undefined) await setConsent(id, input.has_consent);
      return (await users.update(db, { id, first_name: input.first_name, last_name: input.last_name }))!;
    },

    /** Signs out every other device: `sessionId` is the sign-in the change is made from. */
    async changePassword(id: string, current: string, next: string, sessionId: string | null): Promise<void> {
      const user = await get(id);
      if (user.google_id || user.facebook_id || user.apple_id || !user.hashed_password) {
        throw new AppError('social_account');
      }
      if (!(await verifyPassword(user.hashed_password, current))) {
        throw new AppError('wrong_password');
      }
      checkNewPassword(next, PasswordTooShort.long);
      await auth.changePassword(id, next, sessionId);
    },

    setConsent,

    async markTutorialViewed(id: string, viewed: boolean) {
      return (await users.update(db, { id, viewed_tutorial: viewed }))!;
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;

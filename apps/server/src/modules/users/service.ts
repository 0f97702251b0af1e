import type { TokenBalance, UpdateUserRequest } from '@ideapilot/contract';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { MeteringService } from '../metering/service.ts';
import { usersRepository as users, type NewUser, type UserRow } from './repository.ts';

export { presentUser } from './present.ts';
export type { NewUser, UserRow };

/** The users table: profiles for their owners, account records for sign-in and the start-up admin. */
export function usersService(deps: { db: Db; metering: Pick<MeteringService, 'openAccount' | 'balance'> }) {
  const { db } = deps;

  /** An account deleted since the guard read it (in another tab, say) is signed out: 401, as the guard would answer. */
  function found(user: UserRow | undefined): UserRow {
    if (!user) throw new AppError('not_authenticated');
    return user;
  }

  async function get(id: string): Promise<UserRow> {
    return found(await users.findById(db, { id }));
  }

  async function setConsent(id: string, consent: boolean) {
    return found(await users.update(db, { id, has_consent: consent, consent_at: consent ? new Date() : null }));
  }

  return {
    get,
    findById: (id: string) => users.findById(db, { id }),
    /** The guard's read: the user, unless the access token's sign-in (`sessionId`) was ended. */
    findSignedIn: (id: string, sessionId: string | null) => users.findSignedIn(db, { id, sessionId }),
    findByEmail: (email: string) => users.findByEmail(db, { email }),
    findByGoogleId: (googleId: string) => users.findByGoogleId(db, { googleId }),

    /**
     * The one place an account is made: the user row and its free plan, in one transaction.
     * Undefined when the address already has an account.
     */
    createAccount(user: NewUser): Promise<UserRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const created = await users.create(trx, user);
        if (created) await deps.metering.openAccount(trx, created.id);
        return created;
      });
    },

    /**
     * Links a Google account whose verified e-mail is the account's. An account whose e-mail was
     * never verified may have been registered by someone who does not own the address: its
     * password goes and access tokens issued before end (the caller ends its sign-ins, in `trx`).
     */
    async linkGoogle(trx: Executor, user: UserRow, googleId: string): Promise<UserRow> {
      return (await users.linkGoogle(trx, { id: user.id, googleId, takeOver: !user.email_verified_at }))!;
    },

    async markEmailVerified(id: string): Promise<void> {
      await users.update(db, { id, email_verified_at: new Date() });
    },

    /** Part of the caller's transaction: a new password ends the account's other sign-ins with it. */
    async setPassword(trx: Executor, id: string, hashedPassword: string): Promise<void> {
      await users.setPassword(trx, { id, hashedPassword });
    },

    async setAdmin(id: string, isAdmin: boolean): Promise<void> {
      await users.update(db, { id, is_admin: isAdmin });
    },

    /** Only names and consent are writable; an e-mail or anything else in the body is ignored. */
    async update(id: string, input: UpdateUserRequest): Promise<UserRow> {
      await get(id);
      if (input.has_consent !== undefined) await setConsent(id, input.has_consent);
      return found(await users.update(db, { id, first_name: input.first_name, last_name: input.last_name }));
    },

    setConsent,

    async markTutorialViewed(id: string, viewed: boolean) {
      return found(await users.update(db, { id, viewed_tutorial: viewed }));
    },

    tokenBalance: (id: string): Promise<TokenBalance> => deps.metering.balance(id),
  };
}

export type UsersService = ReturnType<typeof usersService>;

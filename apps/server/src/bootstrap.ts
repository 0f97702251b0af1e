import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { passwords } from './modules/auth/secrets.ts';
import type { AuthService } from './modules/auth/service.ts';
import type { UsersService } from './modules/users/service.ts';

/**
 * ADMIN_EMAIL promotes that account; with ADMIN_PASSWORD it is created when missing. An account
 * whose address was never verified may be a stranger's, registered with the operator's address
 * first: it is promoted only with ADMIN_PASSWORD, which then becomes its password, ending every
 * sign-in it had (the operator owns the address by configuration, so it is verified).
 */
export async function ensureAdmin(
  deps: { users: UsersService; auth: Pick<AuthService, 'replacePassword'> },
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!config.ADMIN_EMAIL) return;
  const { users, auth } = deps;
  const existing = await users.findByEmail(config.ADMIN_EMAIL);
  if (existing && !existing.email_verified_at) {
    if (!config.ADMIN_PASSWORD) {
      throw new Error(
        `ADMIN_EMAIL ${existing.email} has an account whose address was never verified, so anyone may have registered it: set ADMIN_PASSWORD too, to take it over with that password`,
      );
    }
    // The password first: stopped halfway, the next start-up finds it unverified still and does it again.
    await auth.replacePassword(existing.id, config.ADMIN_PASSWORD);
    await users.markEmailVerified(existing.id);
    await users.setAdmin(existing.id, true);
    log.warn({ email: existing.email }, 'ADMIN_EMAIL took over an account whose address was never verified: its password is ADMIN_PASSWORD, its sign-ins ended');
    return;
  }
  if (existing) {
    if (!existing.is_admin) await users.setAdmin(existing.id, true);
    log.info({ email: existing.email }, 'admin ensured');
    return;
  }
  if (!config.ADMIN_PASSWORD) {
    log.warn({ email: config.ADMIN_EMAIL }, 'ADMIN_EMAIL has no account yet; set ADMIN_PASSWORD to create it');
    return;
  }
  const hashedPassword = await passwords(config.NODE_ENV).hash(config.ADMIN_PASSWORD);
  await users.createAccount({ email: config.ADMIN_EMAIL, firstName: 'Admin', lastName: 'IdeaPilot', hashedPassword, emailVerified: true, isAdmin: true });
  log.info({ email: config.ADMIN_EMAIL }, 'admin account created');
}

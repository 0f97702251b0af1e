import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { UsersService } from './modules/users/service.ts';
import { passwords } from './modules/auth/secrets.ts';

/** ADMIN_EMAIL promotes that account; with ADMIN_PASSWORD it is created when missing. */
export async function ensureAdmin(users: UsersService, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (!config.ADMIN_EMAIL) return;
  const existing = await users.findByEmail(config.ADMIN_EMAIL);
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

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { hashPassword } from './modules/auth/secrets.ts';
import { meteringService } from './modules/metering/service.ts';
import { usersRepository as users } from './modules/users/repository.ts';

/** ADMIN_EMAIL promotes that account; with ADMIN_PASSWORD it is created when missing. */
export async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (!config.ADMIN_EMAIL) return;
  const existing = await users.findByEmail(db, { email: config.ADMIN_EMAIL });
  if (existing) {
    if (!existing.is_admin) await users.update(db, { id: existing.id, is_admin: true });
    log.info({ email: existing.email }, 'admin ensured');
    return;
  }
  if (!config.ADMIN_PASSWORD) {
    log.warn({ email: config.ADMIN_EMAIL }, 'ADMIN_EMAIL has no account yet; set ADMIN_PASSWORD to create it');
    return;
  }
  const hashedPassword = await hashPassword(config.ADMIN_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const created = await users.create(trx, { email: config.ADMIN_EMAIL!, firstName: 'Admin', lastName: 'IdeaPilot', hashedPassword, emailVerified: true });
    if (!created) return;
    await users.update(trx, { id: created.id, is_admin: true });
    await meteringService(db).openAccount(trx, created.id);
  });
  log.info({ email: config.ADMIN_EMAIL }, 'admin account created');
}

/** `npm run admin -- grant|revoke EMAIL`: gives or takes the admin role. */
import { loadConfig } from '../config.ts';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { initializeEmbeddedDatabase } from '../db/pglite-init.ts';
import { meteringService } from '../modules/metering/service.ts';
import { usersService } from '../modules/users/service.ts';
import { exitIfEmbeddedDatabaseInUse } from './embedded-in-use.ts';

const [action, email] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !email) {
  console.error('usage: npm run admin -- grant|revoke EMAIL');
  process.exit(2);
}
const config = loadConfig();
exitIfEmbeddedDatabaseInUse(config);
if (!config.DATABASE_URL) await initializeEmbeddedDatabase(config.DATA_DIR);
const db = createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateToLatest(db);
const users = usersService({ db, metering: meteringService(db, console) });
const user = await users.findByEmail(email);
if (!user) {
  console.error(`No account with e-mail ${email}`);
  await db.destroy();
  process.exit(1);
}
await users.setAdmin(user.id, action === 'grant');
console.log(`${user.email} is ${action === 'grant' ? 'now an admin' : 'no longer an admin'}`);
await db.destroy();

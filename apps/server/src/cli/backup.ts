/** `npm run backup -- FILE` / `npm run restore -- FILE`: the embedded (PGlite) database to and from one file. */
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { EmbeddedDatabaseInUse } from '../db/embedded-lock.ts';
import { backupPglite, BackupError, restorePglite } from '../db/pglite-backup.ts';

const [action, file] = process.argv.slice(2);
if ((action !== 'backup' && action !== 'restore') || !file) {
  console.error(`usage: npm run ${action === 'restore' ? 'restore' : 'backup'} -- FILE`);
  process.exit(2);
}
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore (README, "Backups").');
  process.exit(2);
}
const path = resolve(file);
try {
  if (action === 'backup') {
    await backupPglite(config.DATA_DIR, path);
    console.log(`Backed up the embedded database in ${config.DATA_DIR} to ${path}`);
  } else {
    const previous = await restorePglite(config.DATA_DIR, path);
    console.log(`Restored ${path} into ${config.DATA_DIR}${previous ? `; the previous database is kept in ${previous}` : ''}`);
  }
} catch (err) {
  if (!(err instanceof BackupError || err instanceof EmbeddedDatabaseInUse)) throw err;
  console.error(err.message);
  process.exit(1);
}

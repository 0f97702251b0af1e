/**
 * `npm run migrate`: brings the database (`DATABASE_URL`, else PGlite under `DATA_DIR`) to the latest
 * migration and exits, as the server does at start-up: for a release step that migrates before new
 * servers start, and for the browser tests, which migrate one data directory and copy it to each server.
 */
import { loadConfig } from '../config.ts';
import { createDatabase, migrateWhenReady } from '../db/database.ts';
import { initializeEmbeddedDatabase } from '../db/pglite-init.ts';
import { exitIfEmbeddedDatabaseInUse } from './embedded-in-use.ts';

const config = loadConfig();
exitIfEmbeddedDatabaseInUse(config);
if (!config.DATABASE_URL) await initializeEmbeddedDatabase(config.DATA_DIR);
const db = createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS });
await migrateWhenReady(db);
await db.destroy();
console.log(`The database ${config.DATABASE_URL ? 'at DATABASE_URL' : `in ${config.DATA_DIR}`} is migrated to the latest version.`);

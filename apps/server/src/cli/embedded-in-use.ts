import type { Config } from '../config.ts';
import { ensureNotInUse } from '../db/embedded-lock.ts';

/**
 * Ends a CLI, saying why, before it opens the embedded database while a server has it open: PGlite
 * is one process's database (see embedded-lock.ts). PostgreSQL takes any number of clients.
 */
export function exitIfEmbeddedDatabaseInUse(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): void {
  if (config.DATABASE_URL) return;
  try {
    ensureNotInUse(config.DATA_DIR);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}

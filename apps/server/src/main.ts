import { loadConfig } from './config.ts';
import { ensureWritableDataDir } from './db/embedded-lock.ts';
import { initializeEmbeddedDatabase } from './db/pglite-init.ts';

try {
  const config = loadConfig();
  if (!config.DATABASE_URL) ensureWritableDataDir(config.DATA_DIR);
  // A first start makes the embedded database: a copy of the one the build made, or, run from source,
  // an initdb in a child process, which takes seconds. The rest of the server's modules load meanwhile.
  const [{ serve }] = await Promise.all([import('./serve.ts'), config.DATABASE_URL ? undefined : initializeEmbeddedDatabase(config.DATA_DIR)]);
  await serve(config);
} catch (err) {
  // A bad setting or a start-up that failed (no database, a port taken): one line an operator can
  // act on, not a stack trace.
  console.error(`ideapilot: ${String(err instanceof Error ? err.message : err).replace(/\s*\n\s*/g, ' ')}`);
  process.exit(1);
}

import { loadConfig } from './config.ts';
import { initializeEmbeddedDatabase } from './db/pglite-init.ts';

const config = loadConfig();
// A first start creates the embedded database in a child process, which takes seconds: the rest of
// the server's modules load meanwhile, on the other core.
const [{ serve }] = await Promise.all([import('./serve.ts'), config.DATABASE_URL ? undefined : initializeEmbeddedDatabase(config.DATA_DIR)]);
await serve(config);

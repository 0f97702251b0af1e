import { loadConfig } from './config.ts';
import { initializeEmbeddedDatabase } from './db/pglite-init.ts';

const config = loadConfig();
// A first start makes the embedded database: a copy of the one the build made, or, run from source,
// an initdb in a child process, which takes seconds. The rest of the server's modules load meanwhile.
const [{ serve }] = await Promise.all([import('./serve.ts'), config.DATABASE_URL ? undefined : initializeEmbeddedDatabase(config.DATA_DIR)]);
await serve(config);

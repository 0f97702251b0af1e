/**
 * Makes the new, empty embedded database that a first start of the compiled server copies, in the
 * directory given as the first argument (`scripts/build-server.mjs`; see `initializeEmbeddedDatabase`).
 */
import { createEmbeddedDatabase } from '../db/pglite-init.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: pglite-template <directory>');
await createEmbeddedDatabase(dir);

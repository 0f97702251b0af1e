// Compiles the server and its CLIs to plain JavaScript in apps/server/dist (or the directory given as
// the first argument: the server tests run their child processes from such a build). The contract
// package is bundled in; every npm dependency stays an import of node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'apps/server/dist';
const server = JSON.parse(readFileSync('apps/server/package.json', 'utf8'));
const external = Object.keys(server.dependencies).filter((name) => !name.startsWith('@ideapilot/'));

await build({
  entryPoints: { main: 'apps/server/src/main.ts', admin: 'apps/server/src/cli/admin.ts', backup: 'apps/server/src/cli/backup.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log(`server built into ${outdir}`);

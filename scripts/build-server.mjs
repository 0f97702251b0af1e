// Compiles the server and its CLIs to plain JavaScript in apps/server/dist (or the directory given as
// the first argument: the server tests run their child processes from such a build), with the empty
// embedded database a first start copies. The contract package is bundled in; every npm dependency
// stays an import of node_modules.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bundles `entryPoints` (output name → source file) for Node into `outdir`, as production runs it. */
export async function bundleForNode(entryPoints, outdir) {
  const server = JSON.parse(readFileSync(`${root}apps/server/package.json`, 'utf8'));
  const external = Object.keys(server.dependencies).filter((name) => !name.startsWith('@ideapilot/'));
  await build({
    entryPoints: { ...entryPoints, 'word-model': `${root}apps/server/src/cli/word-model.ts` },
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
  // The offline coach's word model reads its corpus on first use from `corpus/` beside the bundle,
  // and is trained here once, into `corpus/word-model.json`, for the server to load instead.
  const corpus = `${root}apps/server/src/ai/corpus`;
  for (const file of readdirSync(corpus).filter((name) => /^(?:tuned|training-.+)\.json$/.test(name))) {
    cpSync(`${corpus}/${file}`, `${outdir}/corpus/${file}`);
  }
  execFileSync(process.execPath, [`${outdir}/word-model.js`, `${outdir}/corpus/word-model.json`], { stdio: 'inherit' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outdir = process.argv[2] ?? `${root}apps/server/dist`;
  const source = (file) => `${root}apps/server/src/${file}`;
  // The empty embedded database a first start copies (db/pglite-init.ts), made afresh by each build
  // while the server is bundled (initdb keeps a core busy for seconds).
  const template = `${outdir}/pglite-template`;
  rmSync(template, { recursive: true, force: true });
  const templateMade = promisify(execFile)(process.execPath, ['--import', 'tsx', source('cli/pglite-template.ts'), template], { cwd: root });
  await bundleForNode({ main: source('main.ts'), admin: source('cli/admin.ts'), backup: source('cli/backup.ts'), migrate: source('cli/migrate.ts') }, outdir);
  await templateMade;
  console.log(`server built into ${outdir}`);
}

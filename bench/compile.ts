/**
 * The bench runs what production runs: its processes are compiled to plain JavaScript first, the
 * way scripts/build-server.mjs compiles the server (npm dependencies stay imports of node_modules).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const outdir = `${root}node_modules/.cache/ideapilot-bench`;

export async function compileBench(entries: string[]): Promise<void> {
  const server = JSON.parse(readFileSync(`${root}apps/server/package.json`, 'utf8')) as { dependencies: Record<string, string> };
  const external = Object.keys(server.dependencies).filter((name) => !name.startsWith('@ideapilot/'));
  await build({
    entryPoints: Object.fromEntries(entries.map((name) => [name, fileURLToPath(new URL(`./${name}.ts`, import.meta.url))])),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
}

export const compiled = (name: string) => `${outdir}/${name}.js`;

/**
 * The bench runs what production runs: its processes are compiled to plain JavaScript first, by the
 * same bundling as `npm run build:server` (npm dependencies stay imports of node_modules).
 */
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '../scripts/build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const outdir = `${root}node_modules/.cache/ideapilot-bench`;

export async function compileBench(entries: string[]): Promise<void> {
  await bundleForNode(Object.fromEntries(entries.map((name) => [name, fileURLToPath(new URL(`./${name}.ts`, import.meta.url))])), outdir);
}

export const compiled = (name: string) => `${outdir}/${name}.js`;

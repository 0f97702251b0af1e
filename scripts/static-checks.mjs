// Lint and types: eslint and the five tsc projects (`node scripts/static-checks.mjs tsc`: the tsc
// projects only, as `npm run typecheck`), as many at a time as there are cores (each is one
// single-threaded process), longest first. Each one's output is printed whole when it ends.
import { availableParallelism } from 'node:os';
import { runBuffered } from './run-buffered.mjs';

// Longest first (on the two-core CI machine: server ~19 s, web ~12 s, bench ~11 s, eslint ~8 s).
const checks = [
  ['tsc', '-p', 'apps/server'],
  ['tsc', '-p', 'apps/web'],
  ['tsc', '-p', 'bench'],
  ['eslint', '.'],
  ['tsc', '-p', 'packages/contract'],
  ['tsc', '-p', 'e2e'],
];

const run = async ([command, ...args]) => {
  const { ok, output } = await runBuffered(`node_modules/.bin/${command}`, args);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${command} ${args.join(' ')}${output ? `\n${output}` : ''}`);
  return ok;
};

const only = process.argv[2];
const queue = checks.filter(([command]) => !only || command === only);
const lane = async () => {
  let ok = true;
  for (let check = queue.shift(); check; check = queue.shift()) ok = (await run(check)) && ok;
  return ok;
};
const lanes = await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, lane));
if (lanes.includes(false)) process.exit(1);

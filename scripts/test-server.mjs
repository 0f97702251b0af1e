// Runs the server suite on PGlite, then again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const run = (label, env) => {
  console.log(`\n== server tests on ${label} ==`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('PGlite', { TEST_DB: 'pglite' });
if (process.env.DATABASE_URL) run(`PostgreSQL (${new URL(process.env.DATABASE_URL).host})`, { TEST_DB: 'postgres' });
else console.log('DATABASE_URL is not set: skipping the PostgreSQL run');

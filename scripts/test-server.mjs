// Runs the server suite on PGlite, then again on PostgreSQL when DATABASE_URL is set, then — in
// CI or with PG_RESTART_TEST=1 — the test that stops and starts PostgreSQL, alone, since it takes
// the database away from every other test.
import { spawnSync } from 'node:child_process';

const RESTART_TEST = 'apps/server/src/db/restart.test.ts';

const run = (label, env, args) => {
  console.log(`\n== server tests on ${label} ==`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('PGlite', { TEST_DB: 'pglite' }, ['--exclude', RESTART_TEST]);
if (process.env.DATABASE_URL) {
  const host = new URL(process.env.DATABASE_URL).host;
  run(`PostgreSQL (${host})`, { TEST_DB: 'postgres' }, ['--exclude', RESTART_TEST]);
  if (process.env.CI || process.env.PG_RESTART_TEST) run(`PostgreSQL (${host}), restarted`, { TEST_DB: 'postgres', PG_RESTART_TEST: '1' }, [RESTART_TEST]);
  else console.log('Not in CI and PG_RESTART_TEST is not set: skipping the PostgreSQL restart test');
} else console.log('DATABASE_URL is not set: skipping the PostgreSQL run');

// Runs the server suite on PGlite, then again on PostgreSQL when DATABASE_URL is set, then — in
// CI or with PG_RESTART_TEST=1 — the test that stops and starts PostgreSQL, alone, since it takes
// the database away from every other test.
import { spawnSync } from 'node:child_process';

const RESTART_TEST = 'apps/server/src/db/restart.test.ts';
/**
 * Test files that never touch the database under test (the offline coach, pure functions, the
 * admin CLI on an embedded data directory): they answer the same on both passes, so the
 * PostgreSQL pass leaves them out. A file that starts using the database must leave this list.
 */
const SAME_ON_EVERY_DATABASE = [
  'apps/server/src/ai/**/*.test.ts',
  'apps/server/src/cli/admin.test.ts',
  'apps/server/src/config.test.ts',
  'apps/server/src/db/pglite-init.test.ts',
  'apps/server/src/db/pglite-upgrade.test.ts',
  'apps/server/src/deploy.test.ts',
  'apps/server/src/http/access-tokens.test.ts',
  'apps/server/src/keys.test.ts',
  'apps/server/src/modules/auth/secrets.test.ts',
  'apps/server/src/modules/canvas/text.test.ts',
  'apps/server/src/modules/chat/redis-stream-hub.test.ts',
  'apps/server/src/modules/vibe/offline.test.ts',
];

const run = (label, env, args) => {
  console.log(`\n== server tests on ${label} ==`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('PGlite', { TEST_DB: 'pglite' }, ['--exclude', RESTART_TEST]);
if (process.env.DATABASE_URL) {
  const host = new URL(process.env.DATABASE_URL).host;
  run(`PostgreSQL (${host})`, { TEST_DB: 'postgres' }, [RESTART_TEST, ...SAME_ON_EVERY_DATABASE].flatMap((file) => ['--exclude', file]));
  if (process.env.CI || process.env.PG_RESTART_TEST) run(`PostgreSQL (${host}), restarted`, { TEST_DB: 'postgres', PG_RESTART_TEST: '1' }, [RESTART_TEST]);
  else console.log('Not in CI and PG_RESTART_TEST is not set: skipping the PostgreSQL restart test');
} else console.log('DATABASE_URL is not set: skipping the PostgreSQL run');

/**
 * What the test run was told: TEST_DB=postgres runs the server suite on the PostgreSQL of
 * DATABASE_URL (a fresh database per test file); otherwise on in-memory PGlite.
 */
export const testEnv = {
  onPostgres: process.env.TEST_DB === 'postgres',
  databaseUrl: process.env.DATABASE_URL,
  /**
   * May a test stop and start the PostgreSQL server itself (CI, or PG_RESTART_TEST=1)? Off by
   * default: on a developer machine that server is usually shared.
   */
  mayRestartPostgres: Boolean(process.env.CI || process.env.PG_RESTART_TEST),
  /** The Redis of the multi-instance tests (they are skipped when it cannot be reached). */
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
};

/** The environment for a child process of a test: this one's, plus `extra`. */
export const childEnv = (extra: Record<string, string>) => ({ ...process.env, ...extra });

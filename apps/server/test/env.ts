/**
 * What the test run was told: TEST_DB=postgres runs the server suite on the PostgreSQL of
 * DATABASE_URL (a fresh database per test file); otherwise on in-memory PGlite.
 */
export const testEnv = {
  onPostgres: process.env.TEST_DB === 'postgres',
  databaseUrl: process.env.DATABASE_URL,
};

/** The environment for a child process of a test: this one's, plus `extra`. */
export const childEnv = (extra: Record<string, string>) => ({ ...process.env, ...extra });

/**
 * What the test run was told: TEST_DB=postgres runs the server suite on the PostgreSQL of
 * DATABASE_URL (a fresh database per test file); otherwise on in-memory PGlite.
 */
export const testEnv = {
  onPostgres: process.env.TEST_DB === 'postgres',
  databaseUrl: process.env.DATABASE_URL,
};

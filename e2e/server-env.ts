import { cpSync, existsSync } from 'node:fs';

/** Settings of every app server the browser tests start: PGlite, no outside services, generous rate limits. */
export const serverEnv = (port: number, dataDir: string): Record<string, string> => ({
  // Passwords hashed at argon2id's lowest cost (`modules/auth/secrets.ts`): every test signs up an account.
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // The run's one copy of the build (`playwright.config.ts`), so a rebuild during the run cannot pull files away.
  WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
  LOG_LEVEL: 'warn',
  COACH_DELAY_MS: '2',
  RATE_LIMIT_AUTH_PER_MINUTE: '10000',
  RATE_LIMIT_CHAT_PER_MINUTE: '10000',
  DATABASE_URL: '',
  REDIS_URL: '',
});

/**
 * A test server's data directory, filled with the run's migrated database (`playwright.config.ts`)
 * unless it already has one; returns the directory.
 */
export function serverDataDir(dataDir: string): string {
  const migrated = process.env.E2E_MIGRATED_DATA;
  if (migrated && !existsSync(dataDir)) cpSync(migrated, dataDir, { recursive: true });
  return dataDir;
}

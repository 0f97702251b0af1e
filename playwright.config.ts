import { defineConfig, devices } from '@playwright/test';

/** Browser tests drive the built app served by the real server on PGlite, in Debian's Chromium. */
const PORT = 4173;
/** A second server whose access tokens live 3 s, for the transparent-refresh test. */
export const SHORT_TOKEN_PORT = 4174;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
};

const server = (port: number, extra: Record<string, string> = {}) => ({
  command: 'node --import tsx apps/server/src/main.ts',
  port,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `e2e/.artifacts/data-${port}-${Date.now()}`,
    LOG_LEVEL: 'warn',
    COACH_DELAY_MS: '2',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    DATABASE_URL: '',
    REDIS_URL: '',
    ...extra,
  },
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/.artifacts/results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
  ],
  webServer: [server(PORT), server(SHORT_TOKEN_PORT, { ACCESS_TOKEN_TTL_SECONDS: '3' })],
});

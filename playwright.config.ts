import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive the built app served by the real server on PGlite, in Debian's Chromium.
 * Ports come from the run's process id (workers inherit them), so runs side by side don't collide.
 */
process.env.E2E_PORT ??= String(20000 + (process.pid % 20000) * 2);
const PORT = Number(process.env.E2E_PORT);
/** A second server whose access tokens live 3 s, for the transparent-refresh test. */
export const SHORT_TOKEN_PORT = PORT + 1;
const artifacts = `e2e/.artifacts/run-${PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
};

// Each server serves its own copy of the build, so a rebuild during the run cannot pull files away.
const server = (port: number, extra: Record<string, string> = {}) => ({
  command: `rm -rf ${artifacts}/web-${port} ${artifacts}/data-${port} && mkdir -p ${artifacts} && cp -r apps/web/dist ${artifacts}/web-${port} && node --import tsx apps/server/src/main.ts`,
  port,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `${artifacts}/data-${port}`,
    WEB_DIST_DIR: `${artifacts}/web-${port}`,
    LOG_LEVEL: 'warn',
    COACH_DELAY_MS: '2',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    RATE_LIMIT_CHAT_PER_MINUTE: '10000',
    DATABASE_URL: '',
    REDIS_URL: '',
    ...extra,
  },
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: `${artifacts}/results`,
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
    // `*-desktop.spec.ts` and `*-mobile.spec.ts` are about one layout; every other spec runs on both.
    {
      name: 'desktop',
      testIgnore: /-mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      testIgnore: /-desktop\.spec\.ts$/,
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
  ],
  webServer: [server(PORT), server(SHORT_TOKEN_PORT, { ACCESS_TOKEN_TTL_SECONDS: '3' })],
});

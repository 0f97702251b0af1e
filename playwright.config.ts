import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { serverDataDir, serverEnv } from './e2e/server-env.ts';

/**
 * Browser tests drive the built app served by the real server on PGlite, in Debian's Chromium.
 * Ports come from the run's process id (workers inherit them), so runs side by side don't collide.
 * They stay below the ports the kernel hands to outgoing connections: one of those held a port the
 * run had picked, and its server could not start (EADDRINUSE, in CI).
 */
const FIRST_PORT = 20000;
const FIRST_OUTGOING_PORT = Number(existsSync('/proc/sys/net/ipv4/ip_local_port_range') ? readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0] : 32768);
process.env.E2E_PORT ??= String(FIRST_PORT + (process.pid % Math.floor((FIRST_OUTGOING_PORT - FIRST_PORT) / 4)) * 4);
const PORT = Number(process.env.E2E_PORT);
/**
 * A second server whose access tokens live SHORT_TOKEN_SECONDS, for the transparent-refresh test.
 * With 3 s (2 to 3, as `exp` is in whole seconds) a loaded machine let a token run out between a
 * refresh and its retry, and the test landed on /login
 * (docs/decisions/2026-12-05-a-refresh-without-an-answer-keeps-the-session.md).
 */
export const SHORT_TOKEN_PORT = PORT + 1;
export const SHORT_TOKEN_SECONDS = 8;
/**
 * A server for the Agents admin specs: it has an admin account and may call models on
 * loopback (the local fake model server), and the agents those specs activate answer no other spec's chat.
 */
export const AGENTS_PORT = PORT + 2;
export const AGENTS_ADMIN = { email: 'agents-admin@example.com', password: 'Adm1n!pass' };
/**
 * A server whose offline coach writes slowly (200 ms a word: a first reply takes about 10 s), so a
 * test can reload or stop in the middle of a reply even on a busy machine.
 */
export const SLOW_COACH_PORT = PORT + 3;
const artifacts = `e2e/.artifacts/run-${PORT}`;

// Debian's headless shell (Chromium's old headless mode, Playwright's own default) needs about a
// third less CPU per test than the full browser; the full one serves where the shell is missing.
// See docs/decisions/2026-11-26-browser-test-speed.md.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
};

// One copy of the build for the whole run, served by every test server: a rebuild during the run
// cannot pull files away. One migrated database too, copied into each server's data directory, so
// no server creates and migrates its own. Workers load this file too and inherit E2E_WEB_DIST, so
// both are made once.
if (!process.env.E2E_WEB_DIST) {
  process.env.E2E_WEB_DIST = `${artifacts}/web`;
  process.env.E2E_MIGRATED_DATA = `${artifacts}/migrated`;
  rmSync(artifacts, { recursive: true, force: true });
  cpSync('apps/web/dist', process.env.E2E_WEB_DIST, { recursive: true });
  execFileSync(process.execPath, ['apps/server/dist/migrate.js'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_MIGRATED_DATA, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const server = (port: number, extra: Record<string, string> = {}) => ({
  // The compiled server, as `npm start` runs it (`npm run test:e2e` builds it first).
  command: 'node --enable-source-maps apps/server/dist/main.js',
  port,
  reuseExistingServer: false,
  // Start-up only; a loaded two-core machine can take a minute to boot two servers and Chromium.
  timeout: 180_000,
  env: { ...serverEnv(port, serverDataDir(`${artifacts}/data-${port}`)), ...extra },
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: `${artifacts}/results`,
  fullyParallel: true,
  // Three on two cores: with two, a fifth of the cores sat idle while tests waited on their servers
  // and browsers; a fourth added nothing (docs/decisions/2026-11-26-browser-test-speed.md).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // A timeout catches a hang, not slowness: the two-core machines the suite runs on differ up to
  // 2.5× in speed, and the longest walks through the app took 60 s on the slowest.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    // A failed test keeps its trace: the actions with their call logs, the network and the console.
    // Without screenshots and DOM snapshots: recording those took about a quarter of the suite's
    // CPU (the error context already holds the page's accessibility tree at the failure).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
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
  webServer: [
    server(PORT),
    server(SHORT_TOKEN_PORT, { ACCESS_TOKEN_TTL_SECONDS: String(SHORT_TOKEN_SECONDS) }),
    server(AGENTS_PORT, { ALLOW_PRIVATE_MODEL_URLS: 'true', ADMIN_EMAIL: AGENTS_ADMIN.email, ADMIN_PASSWORD: AGENTS_ADMIN.password }),
    server(SLOW_COACH_PORT, { COACH_DELAY_MS: '200' }),
  ],
});

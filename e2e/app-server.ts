import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { test } from '@playwright/test';
import { serverDataDir, serverEnv } from './server-env.ts';

/** Start-up bound of one more server; a loaded two-core machine can take a minute or more. */
const STARTUP_MS = 180_000;

/**
 * One more app server for the tests that need other settings (analytics, Google sign-in): its own
 * port and PGlite data. Call it from a `beforeAll`, whose time limit it raises to cover the start-up.
 */
export async function startAppServer(settings: Record<string, string>, options: { port?: number } = {}) {
  test.setTimeout(STARTUP_MS + 30_000);
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = serverDataDir(resolve(`e2e/.artifacts/extra-${port}-${Date.now()}`));
  const child = spawn('node', ['--enable-source-maps', 'apps/server/dist/main.js'], {
    env: { ...process.env, ...serverEnv(port, dataDir), ...settings },
    stdio: 'inherit',
  });
  await waitForServer(`${baseURL}/api/config`);
  return { port, baseURL, stop: () => child.kill() };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string) {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${STARTUP_MS / 1000} s`);
}

import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/**
 * One more app server for the tests that need other settings (analytics, Google sign-in): its own
 * port, PGlite data and copy of the build, so a rebuild during the run cannot pull files away.
 */
export async function startAppServer(settings: Record<string, string>, options: { port?: number } = {}) {
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const dir = resolve(`e2e/.artifacts/extra-${port}-${Date.now()}`);
  cpSync('apps/web/dist', `${dir}/web`, { recursive: true });
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `${dir}/data`,
      WEB_DIST_DIR: `${dir}/web`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      RATE_LIMIT_CHAT_PER_MINUTE: '10000',
      COACH_DELAY_MS: '2',
      ...settings,
    },
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
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

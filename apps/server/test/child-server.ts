import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { childEnv } from './env.ts';
import { compiledEntry } from './server-build.ts';

export type ChildServer = {
  url: string;
  process: ChildProcess;
  /** The exit code, once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Everything the server printed so far, for failure messages. */
  output(): string;
  /** Ends the process with `signal` and waits for it to be gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * The real server, compiled, in a child process as `npm start` runs it, so a test can kill it
 * mid-request or take its database away. `env` adds to or overrides the test's environment.
 * Without a DATA_DIR of the test's, the server gets a scratch one, removed when it ends: servers
 * side by side never share their generated keys, and none writes into the checkout's `./data`.
 */
export async function startChildServer(env: Record<string, string>, options: { readyWithin?: number } = {}): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const scratchDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'ideapilot-child-'));
  const child = spawn(process.execPath, compiledEntry('main'), {
    env: childEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: join(import.meta.dirname, 'no-web-app'),
      ...(scratchDir && { DATA_DIR: scratchDir }),
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
      resolve(code);
    }),
  );

  const deadline = Date.now() + (options.readyWithin ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${output}`);
    }
    const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    process: child,
    exited,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * What a file's child servers leave behind: a scratch DATA_DIR, and the server and database the
 * file sets here. Once the file is done the server is killed, the database dropped, the folder removed.
 */
export function useChildServerScratch(name: string) {
  const scratch: { dataDir: string; server?: ChildServer; dropDatabase?: () => Promise<void> } = {
    dataDir: mkdtempSync(join(tmpdir(), `ideapilot-${name}-`)),
  };
  afterAll(async () => {
    await scratch.server?.stop('SIGKILL');
    await scratch.dropDatabase?.();
    rmSync(scratch.dataDir, { recursive: true, force: true });
  });
  return scratch;
}

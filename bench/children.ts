/** The processes a bench measures: compiled JavaScript (see compile.ts), talking over IPC (ready, memory, cpu, founders, stop). */
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** `token`, `email`, `password`: the first founder's; `tokens`: every founder's, once signed in (`signInFounders`). */
export type Child = { child: ChildProcess; port?: number; token?: string; tokens?: string[]; email?: string; password?: string };
export type Memory = { rss: number; heapUsed: number };

export async function startChild(file: string, env: Record<string, string>): Promise<Child> {
  const child = fork(file, [], {
    execArgv: ['--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    child.on('message', (msg: { type: string } & Omit<Child, 'child'>) => {
      if (msg.type === 'ready') resolve({ child, port: msg.port, token: msg.token, email: msg.email, password: msg.password });
    });
  });
}

/** Asks the child for something over IPC and waits for its answer, a message of the same type; fails if the child exits first. */
function ask<T>(server: Child, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => {
      server.child.off('message', onMessage);
      reject(new Error(`the bench server exited (${code}) before it answered "${type}"`));
    };
    const onMessage = (msg: { type: string } & T) => {
      if (msg.type !== type) return;
      server.child.off('message', onMessage);
      server.child.off('exit', onExit);
      resolve(msg);
    };
    server.child.on('message', onMessage);
    server.child.once('exit', onExit);
    server.child.send({ type });
  });
}

export const memoryOf = async (server: Child): Promise<Memory> => {
  const { rss, heapUsed } = await ask<Memory>(server, 'memory');
  return { rss, heapUsed };
};

/** The CPU time a child has used so far, user and system, in microseconds. */
export const cpuOf = async (server: Child): Promise<number> => (await ask<{ micros: number }>(server, 'cpu')).micros;

/** Signs in the bench server's other founders, one a client (see turns.ts), into `server.tokens`, the first founder's first. */
export async function signInFounders(server: Child): Promise<void> {
  server.tokens = (await ask<{ tokens: string[] }>(server, 'founders')).tokens;
}

export async function stopChild(server: Child) {
  server.child.removeAllListeners('exit');
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send({ type: 'stop' });
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
  if (server.child.exitCode === null) server.child.kill();
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The CPU time every PostgreSQL process of this machine has used so far, in microseconds (from
 * `/proc`); undefined when the database at `url` is not on this machine or there is no `/proc`.
 */
export function postgresCpuOf(url: string): number | undefined {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname) || process.platform !== 'linux') return undefined;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      // utime and stime, fields 14 and 15 of stat: the 12th and 13th after the command name's ")".
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while it was being read.
    }
  }
  return (ticks * 1_000_000) / CLOCK_TICKS_PER_SECOND;
}

/** The processes a bench measures: compiled JavaScript (see compile.ts), talking over IPC (ready, memory, cpu, stop). */
import { fork, type ChildProcess } from 'node:child_process';

export type Child = { child: ChildProcess; port?: number; token?: string; email?: string; password?: string };
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

export function memoryOf(server: Child): Promise<Memory> {
  return new Promise((resolve) => {
    const onMessage = (msg: { type: string } & Memory) => {
      if (msg.type !== 'memory') return;
      server.child.off('message', onMessage);
      resolve({ rss: msg.rss, heapUsed: msg.heapUsed });
    };
    server.child.on('message', onMessage);
    server.child.send({ type: 'memory' });
  });
}

/** The CPU time a child has used so far, user and system, in microseconds. */
export function cpuOf(server: Child): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (msg: { type: string; micros: number }) => {
      if (msg.type !== 'cpu') return;
      server.child.off('message', onMessage);
      resolve(msg.micros);
    };
    server.child.on('message', onMessage);
    server.child.send({ type: 'cpu' });
  });
}

export async function stopChild(server: Child) {
  server.child.removeAllListeners('exit');
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send({ type: 'stop' });
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
  if (server.child.exitCode === null) server.child.kill();
}

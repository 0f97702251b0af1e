import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadKeys } from './keys.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  children.splice(0).forEach((child) => child.kill('SIGKILL'));
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/**
 * A process that loads the keys of `dataDir` at the instant it is sent (all of them at once: a
 * race needs them side by side), and prints its JWT secret.
 */
async function instance(dataDir: string) {
  const script = `
    const { loadKeys } = await import(${JSON.stringify(join(import.meta.dirname, 'keys.ts'))});
    process.stdin.once('data', (at) => {
      while (Date.now() < Number(at));
      console.log(loadKeys({ DATA_DIR: ${JSON.stringify(dataDir)} }).jwtSecret);
    });
    console.log('ready');`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; printed: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, printed: `${stdout.replace(/^ready\n/, '').trim()}${stderr}` })),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.startsWith('ready\n')) resolve();
    });
    child.once('exit', () => reject(new Error(`the instance ended before it was ready:\n${stdout}${stderr}`)));
  });
  return { goAt: (at: number) => child.stdin.end(String(at)), exited };
}

describe('keys kept in DATA_DIR', () => {
  it('are the same for instances started together on a fresh data directory, and none fails', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ideapilot-keys-'));
    dirs.push(dataDir);
    const instances = await Promise.all(Array.from({ length: 4 }, () => instance(dataDir)));
    const at = Date.now() + 100;
    instances.forEach((i) => i.goAt(at));
    const results = await Promise.all(instances.map((i) => i.exited));
    expect(results.map((r) => r.code), results.map((r) => r.printed).join('\n')).toEqual([0, 0, 0, 0]);
    expect(new Set(results.map((r) => r.printed)).size).toBe(1);
    expect(readdirSync(dataDir)).toEqual(['secrets.json']);
  });

  it('stop the server with a message naming the file when the file cannot be read', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ideapilot-keys-'));
    dirs.push(dataDir);
    writeFileSync(join(dataDir, 'secrets.json'), '');
    expect(() => loadKeys({ DATA_DIR: dataDir, JWT_SECRET: undefined, ENCRYPTION_KEY: undefined })).toThrow(
      `${join(dataDir, 'secrets.json')} cannot be read (Unexpected end of JSON input); delete it to generate new keys, or set JWT_SECRET and ENCRYPTION_KEY`,
    );
  });

  it('stop the server, naming the file, when its keys break the rules JWT_SECRET and ENCRYPTION_KEY follow', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ideapilot-keys-'));
    dirs.push(dataDir);
    const file = join(dataDir, 'secrets.json');
    const load = (text: string) => {
      writeFileSync(file, text);
      return () => loadKeys({ DATA_DIR: dataDir, JWT_SECRET: undefined, ENCRYPTION_KEY: undefined });
    };
    expect(load(JSON.stringify({ jwt_secret: 'short', encryption_key: 'not-hex' }))).toThrow(
      `${file} cannot be read (jwt_secret: must be at least 32 characters; encryption_key: must be 64 hex characters (32 bytes)); delete it to generate new keys, or set JWT_SECRET and ENCRYPTION_KEY`,
    );
    // JSON, but no object: no keys to read either.
    expect(load('null')).toThrow(`${file} cannot be read (`);
  });
});

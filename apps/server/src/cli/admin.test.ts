import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migratedDataDir } from '../../test/database.ts';
import { childEnv } from '../../test/env.ts';
import { compiledEntry } from '../../test/server-build.ts';
import { createDatabase } from '../db/database.ts';
import { usersRepository } from '../modules/users/repository.ts';

// The CLI opens the embedded database of a DATA_DIR, as `npm run admin` does on a local install.
const dataDir = mkdtempSync(join(tmpdir(), 'ideapilot-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  return spawnSync(process.execPath, [...compiledEntry('admin'), ...args], {
    env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }),
    encoding: 'utf8',
  });
}

async function isAdmin(email: string) {
  const db = createDatabase({ dataDir });
  try {
    return (await usersRepository.findByEmail(db, { email }))?.is_admin;
  } finally {
    await db.destroy();
  }
}

it('grants and revokes the admin role by e-mail', async () => {
  await migratedDataDir(dataDir);
  const db = createDatabase({ dataDir });
  await usersRepository.create(db, { email: 'boss@example.com', firstName: 'B', lastName: 'O', hashedPassword: null });
  await db.destroy();

  const granted = admin('grant', 'Boss@Example.com');
  expect(granted.status, granted.stderr).toBe(0);
  expect(granted.stdout).toMatch(/now an admin/);
  expect(await isAdmin('boss@example.com')).toBe(true);

  const revoked = admin('revoke', 'boss@example.com');
  expect(revoked.status, revoked.stderr).toBe(0);
  expect(await isAdmin('boss@example.com')).toBe(false);
}, 180_000);

it('fails with a message for an unknown account or a wrong call', () => {
  const unknown = admin('grant', 'nobody@example.com');
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toMatch(/No account with e-mail nobody@example.com/);
  const usage = admin('promote');
  expect(usage.status).toBe(2);
  expect(usage.stderr).toMatch(/usage/);
}, 120_000);

it('refuses, changing nothing, while a server has the embedded database open', async () => {
  const server = createDatabase({ dataDir });
  try {
    await usersRepository.create(server, { email: 'busy@example.com', firstName: 'B', lastName: 'U', hashedPassword: null });
    const granted = admin('grant', 'busy@example.com');
    expect(granted.status).toBe(1);
    expect(granted.stderr).toMatch(/is in use by process \d+: stop the server first/);
  } finally {
    await server.destroy();
  }
  expect(await isAdmin('busy@example.com')).toBe(false);
}, 120_000);

it('runs on the database of a server that crashed: PGlite left its postmaster.pid, the lock a process that is gone', async () => {
  writeFileSync(join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
  const gone = spawnSync(process.execPath, ['-e', '']).pid;
  writeFileSync(join(dataDir, 'pglite.pid'), `${gone}\n`);
  const granted = admin('grant', 'busy@example.com');
  expect(granted.status, granted.stderr).toBe(0);
  expect(await isAdmin('busy@example.com')).toBe(true);
}, 120_000);

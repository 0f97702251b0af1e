import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, expect, inject, it } from 'vitest';
import { initializeEmbeddedDatabase } from './pglite-init.ts';

// The build's empty database, which a first start copies (the server's global setup builds it once per run).
const template = () => join(inject('serverBuildDir'), 'pglite-template');
const filesOf = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

const made: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ideapilot-first-start-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it("two first starts at once on one new data directory both succeed and leave one whole copy of the build's database", async () => {
  const dataDir = newDataDir();
  await Promise.all([initializeEmbeddedDatabase(dataDir, template()), initializeEmbeddedDatabase(dataDir, template())]);
  expect(readdirSync(dataDir)).toEqual(['pglite']);
  expect(filesOf(join(dataDir, 'pglite'))).toEqual(filesOf(template()));
});

it('copies the files of a template reached through a symbolic link, never the link itself', async () => {
  const dataDir = newDataDir();
  const link = join(newDataDir(), 'template');
  symlinkSync(relative(join(link, '..'), template()), link);
  await initializeEmbeddedDatabase(dataDir, link);
  expect(lstatSync(join(dataDir, 'pglite')).isDirectory()).toBe(true);
  expect(filesOf(join(dataDir, 'pglite'))).toEqual(filesOf(template()));
});

it("removes the copy a stopped first start left once it is ten minutes old, never a younger one, another start's", async () => {
  const dataDir = newDataDir();
  const stopped = join(dataDir, 'pglite.copying-stopped');
  const running = join(dataDir, 'pglite.copying-running');
  mkdirSync(stopped);
  mkdirSync(running);
  const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
  utimesSync(stopped, elevenMinutesAgo, elevenMinutesAgo);
  await initializeEmbeddedDatabase(dataDir, template());
  expect(readdirSync(dataDir).sort()).toEqual(['pglite', 'pglite.copying-running']);
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..');

it('sizes boxes by the viewport a phone shows (dvh), never by the one under its collapsing address bar (vh)', () => {
  const stylesheets = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
  expect(stylesheets.length).toBeGreaterThan(5);
  const byLargeViewport = stylesheets.flatMap((file) =>
    readFileSync(join(SOURCE, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (/\d(?:\.\d+)?vh\b/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(byLargeViewport).toEqual([]);
});

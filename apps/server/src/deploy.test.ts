import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from './config.ts';

// Containers cannot run on the test machines; these checks keep the deployment files honest.
const root = join(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

const readme = read('README.md');
/** The `| \`NAME\` |` rows of the README's configuration table. */
const readmeVariables = new Set([...readme.matchAll(/^\| `([A-Z0-9_]+)`(?: \/ `([A-Z0-9_]+)`)? \|/gm)].flatMap((m) => [m[1]!, m[2]].filter(Boolean) as string[]));
const section = (title: string) => readme.split(/^## /m).find((s) => s.startsWith(`${title}\n`)) ?? '';

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as { services: Record<string, { environment?: Record<string, string>; build?: unknown; image?: string }> };

  it('runs two app instances, PostgreSQL and Redis behind a reverse proxy', () => {
    const { services } = compose;
    expect(Object.values(services).filter((s) => s.build)).toHaveLength(2);
    expect(services.db?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.proxy?.image).toMatch(/^caddy:/);
    expect(read('deploy/Caddyfile')).toMatch(/reverse_proxy app1:3000 app2:3000/);
  });

  it('sets only variables the server reads, each one in the README', () => {
    const apps = Object.values(compose.services).filter((s) => s.build);
    const variables = new Set(apps.flatMap((s) => Object.keys(s.environment ?? {})));
    expect(variables.size).toBeGreaterThan(5);
    for (const name of variables) {
      expect(CONFIG_VARIABLES, name).toContain(name);
      expect(readmeVariables, `${name} in the README's configuration table`).toContain(name);
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];

  it("starts the image with the README's production command", () => {
    const command = cmd.join(' ');
    expect(section('Deploying')).toContain(`\`${command}\``);
    expect(JSON.parse(read('package.json')).scripts['start:prod']).toBe(command);
  });

  it('builds in one stage and runs production dependencies as a user without privileges, with a readiness check', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health\/ready/m);
  });

  it('documents every setting the server reads', () => {
    const internal = ['WEB_DIST_DIR', 'GOOGLE_USERINFO_URL', 'GOOGLE_TOKENINFO_URL'];
    for (const name of CONFIG_VARIABLES.filter((n) => !internal.includes(n))) expect(readmeVariables, name).toContain(name);
  });
});

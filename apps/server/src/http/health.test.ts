import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

// A Redis that never answers: nothing listens on port 1.
const away = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
away.on('error', () => {});
// The stream hub's copies of it (its subscriber) fail as quietly.
const duplicate = away.duplicate.bind(away);
away.duplicate = (override) => duplicate(override).on('error', () => {});
afterAll(() => away.disconnect());
const t = useTestApp({ deps: { redis: away } });

it('is not ready while its Redis cannot be reached, though the database can', async () => {
  const ready = await t.app.inject({ url: '/api/health/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.headers['retry-after']).toBeDefined();
  expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
});

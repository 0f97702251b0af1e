import type { ChatStreamEvent } from '@ideapilot/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testEnv } from '../../../test/env.ts';
import { connectTestRedis } from '../../../test/redis.ts';
import { redisStreamHub } from './redis-stream-hub.ts';
import { StopReason } from './stream-hub.ts';

const redis = await connectTestRedis();
if (!redis) console.warn(`Redis stream hub tests skipped: no Redis at ${testEnv.redisUrl}`);
const log = { error() {}, warn() {}, info() {} } as unknown as FastifyBaseLogger;
const instances: { hub: ReturnType<typeof redisStreamHub>; connection: Redis }[] = [];
afterAll(async () => {
  for (const { hub, connection } of instances) {
    await hub.close();
    connection.disconnect();
  }
  redis?.disconnect();
});

/** An instance's hub on a connection of its own. */
const instance = () => {
  const connection = redis!.duplicate();
  const hub = redisStreamHub({ redis: connection, retentionMs: 60_000, log });
  instances.push({ hub, connection });
  return hub;
};
const chunk = (content: string): ChatStreamEvent => ({ type: 'chunk', content });
const stage: ChatStreamEvent = { type: 'stage', content: 'Updating your idea canvas' };
const eventsKey = (key: string) => `ideapilot:stream:${key}`;

/** An instance opens `key`, sends a stage and half a text, and dies without ending the stream. */
async function crashMidway(key: string) {
  const writer = (await instance().open(key, 'user-1'))!;
  writer.send(stage);
  writer.send(chunk('half a canvas from the crashed build'));
  await vi.waitUntil(async () => (await redis!.xlen(eventsKey(key))) === 2, { timeout: 2000, interval: 10 });
}

describe.skipIf(!redis)('the Redis stream hub after a writer died without ending its stream (skipped without Redis at REDIS_URL)', () => {
  it("expires the dead writer's events as it does its meta", async () => {
    const key = `canvas:${randomUUID()}`;
    await crashMidway(key);
    expect(await redis!.ttl(`${eventsKey(key)}:meta`)).toBeGreaterThan(0);
    expect(await redis!.ttl(eventsKey(key))).toBeGreaterThan(0);
  });

  it("a stream opened under the key once the dead writer's meta has expired is read as itself", async () => {
    const key = `canvas:${randomUUID()}`;
    await crashMidway(key);
    // What an hour (the running TTL) does to the meta.
    await redis!.del(`${eventsKey(key)}:meta`);

    const hub = instance();
    const writer = (await hub.open(key, 'user-1'))!;
    const fresh: ChatStreamEvent[] = [stage, chunk('fresh canvas'), { type: 'complete', turn_id: 't' }];
    fresh.forEach((event) => writer.send(event));
    await writer.end();
    const seen: ChatStreamEvent[] = [];
    for await (const { event } of hub.follow(key, 0, AbortSignal.timeout(3000))) seen.push(event);
    expect(seen).toEqual(fresh);
  });
});

describe.skipIf(!redis)('a run that keeps no stream, through the Redis hub (skipped without Redis at REDIS_URL)', () => {
  it('is stopped from another instance by stopRun, until it is released; on its own instance at once', async () => {
    const [a, b] = [instance(), instance()];
    // A stream opens once the hub listens on the Stop channel (as it long does when a request comes).
    await a.open(randomUUID(), 'user-1');
    const [running, released, here] = [randomUUID(), randomUUID(), randomUUID()];
    const run = a.stoppable(running);
    const gone = a.stoppable(released);
    gone.release();
    await b.stopRun(released);
    await b.stopRun(running);
    await vi.waitUntil(() => run.signal.aborted, { timeout: 2000, interval: 10 });
    expect(run.signal.reason).toBe(StopReason.stopped);
    expect(gone.signal.aborted).toBe(false);
    // Stopped on its own instance before the message comes round.
    const local = a.stoppable(here);
    const stopping = a.stopRun(here);
    expect(local.signal.aborted).toBe(true);
    await stopping;
    // A stoppable run is no stream: Stop (the button's) finds none.
    expect(await b.stop(running)).toBe(false);
  });

  it('a stop from another instance that comes before its stream opens stops the stream when it opens', async () => {
    const [a, b] = [instance(), instance()];
    await a.open(randomUUID(), 'user-1');
    // A turn charged just before a deletion on another instance, which stops it before it opens its stream.
    const [turn, marker] = [randomUUID(), randomUUID()];
    await b.stopRun(turn);
    // Stops reach an instance in the order they were sent: once a later one has come, the turn's has.
    const later = a.stoppable(marker);
    await b.stopRun(marker);
    await vi.waitUntil(() => later.signal.aborted, { timeout: 2000, interval: 10 });
    const writer = (await a.open(turn, 'user-1'))!;
    expect(writer.signal.reason).toBe(StopReason.stopped);
    await writer.end();
  });
});

import type { ChatStreamEvent } from '@ideapilot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { earlyStops, StopReason, stoppableRun, type StreamHub } from './stream-hub.ts';

const PREFIX = 'ideapilot:stream:';
const STOP_CHANNEL = 'ideapilot:stream-stop';
/** A stream whose writer died without ending it (a crashed instance) is dropped after this long. */
const RUNNING_TTL_SECONDS = 3600;
/** Bounded retention: a stream keeps at most about this many events. */
const MAX_EVENTS = 20_000;
const BLOCK_MS = 5000;

const streamKey = (key: string) => `${PREFIX}${key}`;
const metaKey = (key: string) => `${PREFIX}${key}:meta`;
/** Event `i` is entry `0-(i+1)`: ids that count from the start, so they are the SSE ids as well. */
const entryId = (index: number) => `0-${index + 1}`;
const indexOf = (id: string) => Number(id.split('-')[1]) - 1;

/**
 * The hub across instances: events go to a Redis Stream per key, so a client re-attaching to
 * another instance reads the same events; Stop travels on a pub/sub channel to the instance that
 * writes the stream (or runs the stoppable run). Streams expire `retentionMs` after they end.
 */
export function redisStreamHub({ redis, retentionMs, log }: { redis: Redis; retentionMs: number; log: FastifyBaseLogger }): StreamHub & { size: number } {
  const writers = new Map<string, AbortController>();
  const runs = new Map<string, AbortController>();
  const early = earlyStops();
  const followers = new Set<Redis>();
  const subscriber = redis.duplicate();
  const subscribed = subscriber.subscribe(STOP_CHANNEL).catch((err: unknown) => log.error({ err }, 'stream hub: cannot subscribe to Stop'));
  /** Stops what runs under `key` here; a key that runs nothing here yet is stopped when it opens (`EARLY_STOP_MS`). */
  const stopHere = (key: string) => {
    const running = writers.get(key) ?? runs.get(key);
    if (running) running.abort(StopReason.stopped);
    else early.remember(key);
  };
  subscriber.on('message', (_channel: string, key: string) => stopHere(key));
  const retentionSeconds = Math.max(1, Math.ceil(retentionMs / 1000));

  return {
    get size() {
      return writers.size;
    },
    async open(key, owner) {
      await subscribed;
      if (!(await redis.hsetnx(metaKey(key), 'owner', owner))) {
        if ((await redis.hget(metaKey(key), 'ended')) !== '1') return undefined;
        await redis.del(streamKey(key), metaKey(key));
        if (!(await redis.hsetnx(metaKey(key), 'owner', owner))) return undefined;
      }
      // Events whose meta is gone are a dead writer's (its meta expired): ours must not follow them.
      await redis.multi().del(streamKey(key)).expire(metaKey(key), RUNNING_TTL_SECONDS).exec();
      const controller = new AbortController();
      writers.set(key, controller);
      early.apply(key, controller);
      let next = 0;
      let ended = false;
      // One connection, commands in order: every event is stored before the end marker.
      const write = (index: number, field: string, value: string) => {
        const added = redis.xadd(streamKey(key), 'MAXLEN', '~', MAX_EVENTS, entryId(index), field, value).catch((err: unknown) => log.error({ err, key }, 'stream hub: event lost'));
        // The first event makes the key. It expires like the meta, so a writer that dies never keeps it.
        if (index === 0) void redis.expire(streamKey(key), RUNNING_TTL_SECONDS).catch((err: unknown) => log.error({ err, key }, 'stream hub: cannot expire'));
        return added;
      };
      return {
        signal: controller.signal,
        send(event: ChatStreamEvent) {
          if (!ended) void write(next++, 'e', JSON.stringify(event));
        },
        async end() {
          if (ended) return;
          ended = true;
          writers.delete(key);
          await write(next, 'end', '1');
          await redis
            .multi()
            .hset(metaKey(key), 'ended', '1')
            .expire(metaKey(key), retentionSeconds)
            .expire(streamKey(key), retentionSeconds)
            .exec();
        },
      };
    },
    async owner(key) {
      return (await redis.hget(metaKey(key), 'owner')) ?? undefined;
    },
    async *follow(key, from, signal) {
      if (!(await redis.exists(metaKey(key)))) return;
      // A blocking read holds its connection: each follower reads on its own, closed on abort.
      const reader = redis.duplicate();
      followers.add(reader);
      const close = () => reader.disconnect();
      signal.addEventListener('abort', close, { once: true });
      try {
        let after = from === 0 ? '0-0' : entryId(from - 1);
        while (!signal.aborted) {
          const answer = await reader.xread('BLOCK', BLOCK_MS, 'STREAMS', streamKey(key), after).catch(() => null);
          if (signal.aborted) return;
          if (!answer) {
            if (!(await redis.exists(metaKey(key)))) return;
            continue;
          }
          for (const [, entries] of answer) {
            for (const [id, fields] of entries) {
              after = id;
              if (fields[0] === 'end') return;
              yield { id: indexOf(id), event: JSON.parse(fields[1] ?? 'null') as ChatStreamEvent };
            }
          }
        }
      } finally {
        signal.removeEventListener('abort', close);
        followers.delete(reader);
        reader.disconnect();
      }
    },
    async stop(key) {
      const meta = await redis.hmget(metaKey(key), 'owner', 'ended');
      if (!meta[0] || meta[1] === '1') return false;
      await redis.publish(STOP_CHANNEL, key);
      return true;
    },
    stoppable(key) {
      return stoppableRun(runs, key, early);
    },
    async stopRun(key) {
      stopHere(key);
      await redis.publish(STOP_CHANNEL, key);
    },
    async close() {
      for (const reader of followers) reader.disconnect();
      subscriber.disconnect();
      early.clear();
    },
  };
}

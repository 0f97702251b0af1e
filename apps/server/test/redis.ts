import { Redis } from 'ioredis';
import { testEnv } from './env.ts';

/** A connection to the tests' Redis (`REDIS_URL`), or null when none answers: the caller skips. */
export async function connectTestRedis(): Promise<Redis | null> {
  const redis = new Redis(testEnv.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

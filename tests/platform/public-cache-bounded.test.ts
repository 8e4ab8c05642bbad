import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicCache } from '../../modules/platform/cache/index.ts';
import { Redis } from '../../modules/platform/queues/index.ts';
import { testConfig, testLogger } from '../support/harness.ts';

/** A cache whose keys anyone can make up (search queries) keeps only the most recently used. */
describe('PublicCache with maxEntries', () => {
  const config = testConfig();
  let redis: Redis;
  let cache: PublicCache;
  const builds: string[] = [];
  const read = async (key: string) =>
    JSON.parse(
      (
        await cache.read(key, async () => {
          builds.push(key);
          return { key };
        })
      ).body,
    ) as { key: string };

  beforeAll(() => {
    redis = new Redis(config.redisUrl);
    cache = new PublicCache({
      redis,
      redisUrl: config.redisUrl,
      prefix: config.redisPrefix,
      namespace: 'bounded-test',
      log: testLogger('cache'),
      maxEntries: 2,
    });
  });
  afterAll(() => {
    cache.close();
    redis.disconnect();
  });

  it('builds each key once while it is kept, and again after newer keys pushed it out', async () => {
    expect(await read('a')).toEqual({ key: 'a' });
    await read('b');
    await read('a');
    expect(builds).toEqual(['a', 'b']);
    // 'c' pushes out the least recently used, 'b'; 'a' stays.
    await read('c');
    await read('a');
    expect(builds).toEqual(['a', 'b', 'c']);
    await read('b');
    expect(builds).toEqual(['a', 'b', 'c', 'b']);
    // A change drops everything.
    await cache.invalidate();
    await read('b');
    expect(builds).toEqual(['a', 'b', 'c', 'b', 'b']);
  });
});

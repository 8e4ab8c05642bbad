import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PublicCache } from '../../modules/platform/cache/index.ts';
import { Redis } from '../../modules/platform/queues/index.ts';
import { testConfig, testLogger } from '../support/harness.ts';

/**
 * The public caches' versions are read in one MGET per round for every namespace of a process
 * (VersionReader): what a server-rendered page reads before each answer (issue 19).
 */
/** A port nothing listens on: Redis is down there. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });

describe('PublicCache versions, read together', () => {
  const config = testConfig();
  // Two API instances: each its own Redis connection and caches.
  let here: Redis;
  let there: Redis;
  const caches = (redis: Redis, run: string) =>
    ['content', 'blog', 'comments'].map(
      (namespace) =>
        new PublicCache({
          redis,
          redisUrl: config.redisUrl,
          prefix: config.redisPrefix,
          namespace: `versions-${run}-${namespace}`,
          log: testLogger('cache'),
        }),
    );
  let made: PublicCache[] = [];
  const make = (redis: Redis, run: string) => {
    const list = caches(redis, run);
    made.push(...list);
    return list;
  };

  beforeAll(() => {
    here = new Redis(config.redisUrl);
    there = new Redis(config.redisUrl);
  });
  afterAll(() => {
    for (const cache of made) cache.close();
    made = [];
    here.disconnect();
    there.disconnect();
  });

  it("reads every namespace's version in one MGET, making the missing ones once", async () => {
    const mget = vi.spyOn(here, 'mget');
    const get = vi.spyOn(here, 'get');
    const local = make(here, `one-${Date.now()}`);
    const first = await Promise.all(local.map((cache) => cache.version()));
    expect(first.every((version) => typeof version === 'number' && version > 0)).toBe(true);
    expect(mget).toHaveBeenCalledTimes(1);
    expect(mget.mock.calls[0]?.[0]).toEqual(local.map((cache) => cache.versionKey));
    expect(get).toHaveBeenCalledTimes(0);
    // Made once: the next round reads the same versions.
    expect(await Promise.all(local.map((cache) => cache.version()))).toEqual(first);
    expect(mget).toHaveBeenCalledTimes(2);
    mget.mockRestore();
    get.mockRestore();
  });

  it('a change on another instance is seen by the very next read here', async () => {
    const run = `two-${Date.now()}`;
    const local = make(here, run);
    const remote = make(there, run);
    const before = await Promise.all(local.map((cache) => cache.version()));
    await remote[1]?.invalidate();
    const after = await Promise.all(local.map((cache) => cache.version()));
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]).toBeGreaterThan(before[1] ?? Number.POSITIVE_INFINITY);
    expect(after[1]).toBe(Number(await there.get(remote[1]?.versionKey ?? '')));
  });

  it('while Redis cannot answer, every version is unknown (no cached answer trusted)', async () => {
    const down = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    const local = make(down, `down-${Date.now()}`);
    expect(await Promise.all(local.map((cache) => cache.version()))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    let builds = 0;
    const read = () => local[0]?.read('k', async () => ++builds);
    expect((await read())?.body).toBe('1');
    expect((await read())?.body).toBe('2');
    down.disconnect();
  });
});

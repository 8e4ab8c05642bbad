import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_RETRY, defineJob, Redis } from '../../modules/platform/queues/index.ts';
import { eventually, startTestWorker, testConfig } from '../support/harness.ts';

type Worker = Awaited<ReturnType<typeof startTestWorker>>;

/** The same job in two checkouts; each records which checkout's worker ran it. */
function markJob(checkout: string, ranBy: string[]) {
  return defineJob({
    queue: { name: 'prefix-check', concurrency: 2 },
    name: 'mark',
    schema: z.object({ n: z.number() }),
    retry: DEFAULT_RETRY,
    async handle() {
      ranBy.push(checkout);
    },
  });
}

// Two `npm start` in two checkouts share one Redis; nobody set REDIS_PREFIX.
describe('two checkouts on one machine', () => {
  const ranBy: string[] = [];
  const dirs: string[] = [];
  const workers: Worker[] = [];
  const jobs = { a: markJob('a', ranBy), b: markJob('b', ranBy) };

  beforeAll(async () => {
    for (const checkout of ['a', 'b'] as const) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `checkout-${checkout}-`));
      dirs.push(dataDir);
      // An empty REDIS_PREFIX is unset: the default applies.
      workers.push(
        await startTestWorker({
          overrides: { REDIS_PREFIX: '', DATA_DIR: dataDir },
          extraJobs: [jobs[checkout]],
        }),
      );
    }
  });

  afterAll(async () => {
    const prefixes = dirs.map((dir) => testConfig({ REDIS_PREFIX: '', DATA_DIR: dir }).redisPrefix);
    for (const worker of workers) await worker.stop();
    // The default prefixes are not this run's throwaway one: leave nothing of them in Redis.
    const redis = new Redis(testConfig().redisUrl);
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('get different default prefixes, so neither worker takes the other one’s jobs', async () => {
    const [a, b] = dirs.map((dir) => testConfig({ REDIS_PREFIX: '', DATA_DIR: dir }).redisPrefix);
    expect(a).toMatch(/^site-[0-9a-f]{8}$/);
    expect(b).toMatch(/^site-[0-9a-f]{8}$/);
    expect(a).not.toBe(b);

    const [first, second] = workers as [Worker, Worker];
    for (let n = 0; n < 10; n += 1) await first.enqueue(jobs.a, { n });
    for (let n = 0; n < 3; n += 1) await second.enqueue(jobs.b, { n });
    await eventually(async () => (ranBy.length === 13 ? true : undefined), 30_000, '13 jobs run');
    expect(ranBy.filter((checkout) => checkout === 'a')).toHaveLength(10);
    expect(ranBy.filter((checkout) => checkout === 'b')).toHaveLength(3);
  });
});

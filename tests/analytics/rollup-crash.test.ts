import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, eventually, startTestApi, type TestApi } from '../support/harness.ts';

const TOTAL = 3_000;

function spawnWorker(api: TestApi): ChildProcess {
  return spawn(process.execPath, ['worker/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: api.config.databaseUrl,
      REDIS_URL: api.config.redisUrl,
      REDIS_PREFIX: api.config.redisPrefix,
      ANALYTICS_ROLLUP_EVERY_MS: '200',
      ANALYTICS_ROLLUP_BATCH: '10',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('rollup across a worker crash', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it('neither loses nor double-counts views when the worker is killed mid-way', {
    timeout: 300_000,
  }, async () => {
    for (let i = 0; i < TOTAL; i += 100) {
      await Promise.all(
        [...Array(100)].map((_, j) =>
          api.request('/api/analytics/track', {
            method: 'POST',
            json: { page_path: `/product/${(i + j) % 5}` },
            // One view per visitor: repeat views of a page within a minute count once.
            headers: { 'user-agent': `${BROWSER_UA} v${i + j}` },
          }),
        ),
      );
    }
    const counted = async () => (await api.modules.analytics.service.stats()).totalViews;

    const first = spawnWorker(api);
    const atKill = await eventually(
      async () => {
        const n = await counted();
        return n > 0 ? n : undefined;
      },
      // A worker process starting on a loaded machine.
      60_000,
      'the first worker to start counting',
    );
    first.kill('SIGKILL');
    await exited(first);
    const afterKill = await counted();
    expect(atKill).toBeLessThan(TOTAL);
    expect(afterKill).toBeLessThan(TOTAL);

    const second = spawnWorker(api);
    try {
      // Three hundred batches of ten, each its own transaction: on a loaded machine (two cores, several
      // test files at once) draining them takes longer than an ordinary wait.
      await eventually(
        async () => ((await counted()) === TOTAL ? true : undefined),
        120_000,
        `${TOTAL} counted views`,
      );
    } finally {
      second.kill('SIGTERM');
      await exited(second);
    }
    expect(await api.modules.analytics.service.rollup(100)).toBe(0);
    const stats = await api.modules.analytics.service.stats();
    expect(stats.totalViews).toBe(TOTAL);
    expect(stats.uniqueVisitors).toBe(TOTAL);
    expect(stats.pageStats.map((p) => p.views)).toEqual([600, 600, 600, 600, 600]);
  });
});

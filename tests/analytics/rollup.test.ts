import { describe, expect, it } from 'vitest';
import { BROWSER_UA, eventually, setUpTestApi, startTestWorker } from '../support/harness.ts';

const agent = (n: number) => `${BROWSER_UA} visitor-${n}`;

describe('page-view rollup', () => {
  // The rollup's totals count every view: each test counts from zero in a world of its own.
  const api = setUpTestApi({}, { world: 'test' });

  async function trackMany(paths: string[], agents: (i: number) => string) {
    for (let i = 0; i < paths.length; i += 50) {
      await Promise.all(
        paths.slice(i, i + 50).map((path, j) =>
          api.request('/api/analytics/track', {
            method: 'POST',
            json: { page_path: path },
            headers: { 'user-agent': agents(i + j) },
          }),
        ),
      );
    }
  }

  it('counts N tracked views as exactly N views, per path and per day, with unique visitors', async () => {
    // 100 visitors each view three pages (a visitor's repeat views of a page within a minute count once).
    const paths = [...Array(300)].map(
      (_, i) => ['/', '/blog/a', '/product/p1'][Math.floor(i / 100)] as string,
    );
    await trackMany(paths, (i) => agent(i % 100));
    const worker = await startTestWorker({
      overrides: { ...api.world, ANALYTICS_ROLLUP_EVERY_MS: '200', ANALYTICS_ROLLUP_BATCH: '64' },
    });
    try {
      const stats = await eventually(
        async () => {
          const current = await api.modules.analytics.service.stats();
          return current.totalViews === 300 ? current : undefined;
        },
        30_000,
        '300 counted views',
      );
      expect(stats.uniqueVisitors).toBe(100);
      expect(stats.pageStats).toEqual([
        { page_path: '/', views: 100 },
        { page_path: '/blog/a', views: 100 },
        { page_path: '/product/p1', views: 100 },
      ]);
      expect(stats.recentViews).toHaveLength(20);
      expect(stats.daily.at(-1)).toMatchObject({ views: 300, visitors: 100 });
      expect(stats.daily).toHaveLength(30);
      expect(await api.modules.analytics.service.backlog()).toBeLessThanOrEqual(1);
    } finally {
      await worker.stop();
    }
  });

  it('does not count a batch twice when the rollup runs again or concurrently', async () => {
    await trackMany(
      [...Array(120)].map(() => '/blog/twice'),
      (i) => agent(i),
    );
    const service = api.modules.analytics.service;
    // Four rollups at once, again and again until the stream is drained. How many views each
    // takes depends on how the views were batched into stream entries (on a loaded machine, into
    // more and smaller entries), so only the total is fixed: every view counted exactly once.
    let total = 0;
    for (let round = 1; ; round += 1) {
      const results = await Promise.all([
        service.rollup(50),
        service.rollup(50),
        service.rollup(50),
        service.rollup(50),
      ]);
      total += results.reduce((a, b) => a + b, 0);
      if (results.every((counted) => counted === 0)) break;
      expect(round).toBeLessThanOrEqual(120);
    }
    expect(total).toBe(120);
    expect(await service.rollup(50)).toBe(0);
    const stats = await service.stats();
    expect(stats.totalViews).toBe(120);
    expect(stats.uniqueVisitors).toBe(120);
  });
});

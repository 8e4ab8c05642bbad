import { describe, expect, it } from 'vitest';
import { BROWSER_UA, setUpTestApi } from '../support/harness.ts';

describe('POST /api/analytics/track', () => {
  // The view stream and the daily counts hold every view: each test counts from zero in a world of its own.
  const api = setUpTestApi({}, { world: 'test' });

  const track = (body: unknown, userAgent = BROWSER_UA) =>
    api.request('/api/analytics/track', { method: 'POST', json: body, headers: { 'user-agent': userAgent } });

  it('accepts a valid path and queues it in Redis without touching Postgres', async () => {
    const res = await track({ page_path: '/blog/hello-world' });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ success: true });
    expect(await api.modules.analytics.service.backlog()).toBe(1);
    const [row] = await api.orm.em
      .fork()
      .execute<{ n: string }[]>('select count(*) as n from page_view_daily');
    expect(Number(row?.n)).toBe(0);
  });

  it.each([
    [{}, 'page_path is required and must be a string'],
    [{ page_path: 42 }, 'page_path is required and must be a string'],
    [{ page_path: 'blog' }, 'page_path must start with /'],
    [{ page_path: `/${'x'.repeat(512)}` }, 'page_path must be at most 512 characters'],
    [{ page_path: '/a\u0000b' }, 'Text must not contain NUL characters'],
    [{ page_path: '/a\nb' }, 'page_path must not contain control characters'],
  ])('refuses %j with a 400 saying why', async (body, message) => {
    const res = await track(body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: 'validation_failed', error: message });
    expect(await api.modules.analytics.service.backlog()).toBe(0);
  });

  it('answers bad bodies with 4xx, never 500', async () => {
    const send = (body: string, contentType = 'application/json') =>
      api.request('/api/analytics/track', {
        method: 'POST',
        body,
        headers: { 'content-type': contentType, 'user-agent': BROWSER_UA },
      });
    const malformed = await send('{"page_path": ');
    expect([malformed.status, malformed.json.error]).toEqual([
      400,
      'Malformed request body: expected valid JSON',
    ]);
    const huge = await send(JSON.stringify({ page_path: `/${'a'.repeat(5000)}` }));
    expect([huge.status, huge.json.error]).toEqual([413, 'Request body is too large']);
    const plain = await send('page_path=/x', 'text/plain');
    expect(plain.status).toBe(415);
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await api.modules.analytics.service.backlog()).toBe(0);
  });

  it('stores the views of one burst as one stream entry, and counts every one of them', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => track({ page_path: `/blog/burst-${i}` })),
    );
    expect(results.every((res) => res.status === 202)).toBe(true);
    expect(await api.modules.analytics.service.backlog()).toBeLessThan(40);
    let counted = 0;
    while (counted < 40) {
      const batch = await api.modules.analytics.service.rollup(1);
      if (batch === 0) break;
      counted += batch;
    }
    expect(counted).toBe(40);
  });

  /** Counts what is queued, as the worker would, and answers the dashboard's pages. */
  async function countedPages() {
    while ((await api.modules.analytics.service.rollup(500)) > 0) {}
    return (await api.modules.analytics.service.stats()).pageStats;
  }

  it('counts only the routes the site has; anything else is acknowledged and dropped', async () => {
    const routes = [
      '/',
      '/search',
      '/checkout',
      '/payment/callback',
      '/payment-success',
      '/receipt-preview',
      '/blog/hello-world',
      '/blog/category/engineering',
      '/blog/tag/typescript',
      '/product/0b5e7c1e-3f0a-4c1d-9d7e-2a6f1b2c3d4e',
    ];
    const others = [
      '/probe-flood-1',
      '/wp-login.php',
      '/blog',
      '/blog/a/b',
      '/blog/category/a/b',
      '/product',
      '/search/x',
      '/admin',
      '/admin/dashboard',
      '/admin/users',
      '/verify-subscription/secret-token',
      '//',
      '/%2e%2e/etc',
    ];
    for (const page_path of [...routes, ...others]) {
      const res = await track({ page_path });
      expect([page_path, res.status, res.json]).toEqual([page_path, 202, { success: true }]);
    }
    const pages = await countedPages();
    expect(pages.map((page) => page.page_path).sort()).toEqual([...routes].sort());
    expect(pages.every((page) => page.views === 1)).toBe(true);
  });

  it('counts one view per visitor per path per minute, however often it is reported', async () => {
    // Windows are clock minutes: start well inside one, so the flood cannot straddle two.
    const leftInMinute = 60_000 - (Date.now() % 60_000);
    if (leftInMinute < 10_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 50));
    const flood = await Promise.all(Array.from({ length: 300 }, () => track({ page_path: '/blog/flooded' })));
    expect(flood.every((res) => res.status === 202)).toBe(true);
    await track({ page_path: '/blog/flooded/' });
    await track({ page_path: '/blog/other' });
    await track({ page_path: '/blog/flooded' }, `${BROWSER_UA} another-visitor`);
    expect(await countedPages()).toEqual([
      { page_path: '/blog/flooded', views: 2 },
      { page_path: '/blog/other', views: 1 },
    ]);
  });

  it('accepts a path of exactly 512 characters', async () => {
    const res = await track({ page_path: `/blog/${'x'.repeat(506)}` });
    expect(res.status).toBe(202);
  });

  it.each([
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'curl/8.5.0',
    '',
  ])('acknowledges but does not count the bot %j', async (userAgent) => {
    const res = await track({ page_path: '/' }, userAgent);
    expect(res.status).toBe(202);
    expect(await api.modules.analytics.service.backlog()).toBe(0);
  });
});

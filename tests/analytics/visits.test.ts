import { describe, expect, it } from 'vitest';
import { bearer, createAccount } from '../support/accounts.ts';
import { BROWSER_UA, setUpTestApi } from '../support/harness.ts';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
/** Addresses the shipped IP-to-country database places in Kenya and in the United States. */
const KENYAN_IP = '41.90.64.1';
const US_IP = '8.8.8.8';

/**
 * Views in, visits out: the track endpoint as browsers call it (behind a proxy that names the
 * client), the rollup, and the stats a dashboard reads, by source, campaign, device, country,
 * entry and exit, with and without a filter.
 */
describe('visits', () => {
  // Counts from zero: a world (database rows and Redis prefix) of its own for each test.
  const api = setUpTestApi({ TRUST_PROXY: 'true' }, { world: 'test' });

  const track = (ip: string, userAgent: string, json: Record<string, string>) =>
    api.request('/api/analytics/track', {
      method: 'POST',
      json,
      headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
    });

  async function rollUp(): Promise<void> {
    const service = api.modules.analytics.service;
    // The beacon's answer comes once its view is in the stream; every view is there now.
    while ((await service.rollup(500)) > 0);
  }

  it('groups views into visits with their source, campaign, device, country, entry and exit', async () => {
    // A reader on a Kenyan phone follows the newsletter to a post, then opens the shop.
    const newsletter = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'november-post' };
    expect((await track(KENYAN_IP, PHONE_UA, { page_path: '/blog/a', ...newsletter })).status).toBe(202);
    expect((await track(KENYAN_IP, PHONE_UA, { page_path: '/product/p1' })).status).toBe(202);
    // A desktop reader in the US lands from Google and leaves (a bounce).
    expect(
      (await track(US_IP, BROWSER_UA, { page_path: '/', referrer: 'https://www.google.com' })).status,
    ).toBe(202);
    // Referrer spam and a crawler are answered alike and counted nowhere.
    expect(
      (await track('203.0.113.9', BROWSER_UA, { page_path: '/', referrer: 'http://semalt.com' })).status,
    ).toBe(202);
    expect(
      (await track('203.0.113.10', 'Googlebot/2.1 (+http://www.google.com/bot.html)', { page_path: '/' }))
        .status,
    ).toBe(202);
    await rollUp();

    const stats = await api.modules.analytics.service.stats();
    expect(stats).toMatchObject({ totalViews: 3, uniqueVisitors: 2, visits: 2, bounceRate: 50 });
    expect(
      stats.sources.map(({ value, channel, visits, visitors, views, bounceRate }) => ({
        value,
        channel,
        visits,
        visitors,
        views,
        bounceRate,
      })),
    ).toEqual([
      // Ties on visitors and visits go to the visit with more views.
      { value: 'newsletter', channel: 'email', visits: 1, visitors: 1, views: 2, bounceRate: 0 },
      { value: 'Google', channel: 'search', visits: 1, visitors: 1, views: 1, bounceRate: 100 },
    ]);
    expect(stats.campaigns.map((row) => [row.value, row.visits, row.views])).toEqual([
      ['november-post', 1, 2],
    ]);
    expect(stats.devices.map((row) => [row.value, row.visits])).toEqual([
      ['mobile', 1],
      ['desktop', 1],
    ]);
    expect(stats.countries.map((row) => [row.value, row.visits])).toEqual([
      ['KE', 1],
      ['US', 1],
    ]);
    expect(stats.browsers.map((row) => row.value)).toEqual(['Chrome']);
    expect(stats.os.map((row) => [row.value, row.visits])).toEqual([
      ['Android', 1],
      ['Linux', 1],
    ]);
    expect(stats.entryPages.map((row) => [row.value, row.visits, row.bounceRate])).toEqual([
      ['/blog/a', 1, 0],
      ['/', 1, 100],
    ]);
    expect(stats.exitPages.map((row) => [row.value, row.visits])).toEqual([
      ['/', 1],
      ['/product/p1', 1],
    ]);
    expect(stats.realtime.visitors).toBe(2);
    expect(stats.realtime.pages).toEqual([
      { page_path: '/', visitors: 1 },
      { page_path: '/product/p1', visitors: 1 },
    ]);
    expect(stats.daily.at(-1)).toMatchObject({ views: 3, visitors: 2, visits: 2 });
    expect(stats.filter).toBeNull();

    // Filtered by the campaign: every panel shows that visit alone.
    const campaign = await api.modules.analytics.service.stats({ campaign: 'november-post' });
    expect(campaign).toMatchObject({
      totalViews: 2,
      uniqueVisitors: 1,
      visits: 1,
      bounceRate: 0,
      filter: { dimension: 'campaign', value: 'november-post' },
    });
    expect(campaign.pageStats).toEqual([
      { page_path: '/blog/a', views: 1 },
      { page_path: '/product/p1', views: 1 },
    ]);
    expect(campaign.countries.map((row) => row.value)).toEqual(['KE']);
    expect(campaign.sources.map((row) => row.value)).toEqual(['newsletter']);
    expect(campaign.daily.at(-1)).toMatchObject({ views: 2, visitors: 1, visits: 1 });

    const fromKenya = await api.modules.analytics.service.stats({ country: 'KE' });
    expect(fromKenya.devices.map((row) => row.value)).toEqual(['mobile']);
    const entered = await api.modules.analytics.service.stats({ entry: '/' });
    expect(entered.sources.map((row) => row.value)).toEqual(['Google']);
  });

  it('answers the dashboard over HTTP, filtered, and refuses two filters or a bad one with a 400', async () => {
    const owner = await createAccount(api);
    await track(KENYAN_IP, PHONE_UA, { page_path: '/', ref: 'producthunt' });
    await rollUp();
    const answer = await api.request('/api/analytics/stats?source=producthunt', {
      headers: bearer(owner.token),
    });
    expect(answer.status).toBe(200);
    const { stats } = answer.json as {
      stats: { visits: number; sources: { value: string; channel: string }[] };
    };
    expect(stats.visits).toBe(1);
    expect(stats.sources).toMatchObject([{ value: 'producthunt', channel: 'referral' }]);

    const two = await api.request('/api/analytics/stats?source=Google&country=US', {
      headers: bearer(owner.token),
    });
    expect(two.status).toBe(400);
    expect(two.text).toContain(
      'Filter by one of source, campaign, entry, country, device, browser, os at a time',
    );
    const control = await api.request('/api/analytics/stats?entry=%2F%00x', { headers: bearer(owner.token) });
    expect(control.status).toBe(400);
  });

  it('refuses oversized campaign parameters and referrers with a 400, counting nothing', async () => {
    const long = await track(US_IP, BROWSER_UA, { page_path: '/', utm_campaign: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    const referrer = await track(US_IP, BROWSER_UA, {
      page_path: '/',
      referrer: `https://${'a'.repeat(2100)}.com`,
    });
    expect(referrer.status).toBe(400);
    await rollUp();
    expect((await api.modules.analytics.service.stats()).visits).toBe(0);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockAdminApi, renderAdmin } from '../admin-test-utils';
import { dashboardHooks } from './dashboard-test-setup';

dashboardHooks();

const SUMMARY = { counts: { skills: 0, projects: 0, posts: 0, promotions: 0, subscribers: 0 }, activity: [] };
const since = new Date(Date.now() - 3 * 3600_000).toISOString();
const problem = (fields: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  detail: 'detail',
  first_seen_at: since,
  last_seen_at: since,
  occurrences: 1,
  notified_at: since,
  ...fields,
});

function renderWith(problems: unknown[] | 'fail') {
  mockAdminApi({
    'GET /api/analytics/stats': () => json({ success: false, error: 'off' }, 503),
    'GET /api/admin/summary': () => json({ success: true, summary: SUMMARY }),
    'GET /api/admin/problems': () =>
      problems === 'fail' ? json({ success: false, error: 'down' }, 500) : json({ success: true, problems }),
  });
  return renderAdmin('/admin/dashboard');
}

const panel = async () =>
  within(await screen.findByRole('region', { name: 'Open problems' }, { timeout: 15_000 }));

describe('Dashboard: open problems', () => {
  it('lists each open problem with where to act on it', async () => {
    renderWith([
      problem({
        kind: 'job_failed',
        title: 'Job shop/resend-receipt failed all its retries',
        link: '/admin/queues/queue/shop?status=failed',
        occurrences: 4,
      }),
      problem({
        kind: 'payment_pending',
        title: 'Payment ORD-1 is still pending',
        link: '/admin/pesapal-transactions?search=ORD-1',
      }),
    ]);
    const region = await panel();
    const items = await region.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Job shop/resend-receipt failed all its retries',
      'Payment ORD-1 is still pending',
    ]);
    expect(items[0]?.textContent).toContain('First seen 3 hours ago, seen 4 times');
    const links = region
      .getAllByRole('link', { name: 'Look into it' })
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/admin/queues/queue/shop?status=failed',
      '/admin/pesapal-transactions?search=ORD-1',
    ]);
    expect(region.getByRole('link', { name: 'Job queues' }).getAttribute('href')).toBe('/admin/queues');
  });

  it('says when nothing is open', async () => {
    renderWith([]);
    expect(await (await panel()).findByText('Nothing needs your attention.')).toBeTruthy();
  });

  it('says when the list cannot be read', async () => {
    renderWith('fail');
    expect(
      await (await panel()).findByText('Problems are unavailable right now.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});

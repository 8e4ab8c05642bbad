import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, json, mockAdminApi, mockApi, renderAdmin, signIn } from '../admin-test-utils';

const STATS = {
  totalViews: 1234,
  uniqueVisitors: 321,
  pageStats: [
    { page_path: '/', views: 900 },
    { page_path: '/blog/hello', views: 334 },
  ],
  recentViews: [],
  daily: [
    { day: '2025-01-01', views: 10, visitors: 4 },
    { day: '2025-01-02', views: 12, visitors: 5 },
  ],
};

const SUMMARY = {
  counts: { skills: 2, projects: 1, posts: 0, promotions: 0, subscribers: 2 },
  subscriber_growth: { last_30_days: 3, previous_30_days: 2 },
  activity: [
    { type: 'project', id: 'p1', title: 'Portfolio', created_at: '2025-01-05T00:00:00Z' },
    { type: 'skill', id: 's1', title: 'TypeScript', created_at: '2025-01-03T00:00:00Z' },
  ],
};

function card(label: string) {
  const heading = screen.getByText(label, { selector: 'p' });
  const root = heading.closest('div.rounded-3xl');
  if (!(root instanceof HTMLElement)) throw new Error(`no card for ${label}`);
  return within(root);
}

beforeEach(() => {
  signIn();
});

describe('DashboardPage', () => {
  it('reads the counts and activity from one summary call, and visits from analytics', async () => {
    const fetch = mockAdminApi({
      'GET /api/analytics/stats': () => json({ success: true, stats: STATS }),
      'GET /api/admin/summary': () => json({ success: true, summary: SUMMARY }),
    });
    renderAdmin('/admin/dashboard');

    await waitFor(() => expect(card('Content Items').getByText('3')).toBeTruthy());
    expect(card('Subscribers').getByText('2')).toBeTruthy();
    // The real change (3 new against 2 in the 30 days before), not the spec's fixed '+15.3%'.
    expect(card('Subscribers').getByText('+50.0%')).toBeTruthy();
    expect(card('Subscribers').getByText('vs the previous 30 days')).toBeTruthy();
    expect(card('Total Visitors').getByText('321')).toBeTruthy();
    await waitFor(() => expect(card('Page Views').getByText('1,234')).toBeTruthy());

    const activity = within(screen.getByRole('region', { name: 'Real-time Activity' }));
    expect(activity.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Portfolio'),
      expect.stringContaining('TypeScript'),
    ]);
    const breakdown = within(screen.getByRole('region', { name: 'Content Breakdown' }));
    expect(breakdown.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Skills2 · 67%',
      'Projects1 · 33%',
    ]);
    const path = within(screen.getByRole('region', { name: 'Top Pages' })).getByText('/blog/hello');
    expect(path.getAttribute('title')).toBe('/blog/hello');
    expect(path.className).toContain('truncate');

    // No list is fetched any more: no 404s for lists that do not exist yet.
    const paths = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    for (const list of ['/api/skills', '/api/projects', '/api/blog', '/api/promotions', '/api/subscribers']) {
      expect(paths).not.toContain(list);
    }
  });

  it('reads a summary with every kind of activity the server sends (a product too)', async () => {
    const product = {
      type: 'product',
      id: 'x1',
      title: 'Budget planner',
      created_at: '2025-01-06T00:00:00Z',
    };
    mockAdminApi({
      'GET /api/admin/summary': () =>
        json({ success: true, summary: { ...SUMMARY, activity: [product, ...SUMMARY.activity] } }),
    });
    renderAdmin('/admin/dashboard');

    await waitFor(() => expect(card('Content Items').getByText('3')).toBeTruthy(), { timeout: 15_000 });
    expect(card('Content Items').queryByText('Counts unavailable')).toBeNull();
    const activity = within(screen.getByRole('region', { name: 'Real-time Activity' }));
    expect(activity.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Budget planner'),
      expect.stringContaining('Portfolio'),
      expect.stringContaining('TypeScript'),
    ]);
    expect(activity.getByText(/^New product added/)).toBeTruthy();
  });

  it('tolerates missing analytics and a summary that fails to load', async () => {
    mockApi({ 'GET /api/auth/profile': () => json({ success: true, user: ADMIN }) });
    renderAdmin('/admin/dashboard');

    await waitFor(() => expect(card('Content Items').getByText('0')).toBeTruthy());
    await waitFor(() => expect(card('Total Visitors').getByText('Analytics unavailable')).toBeTruthy());
    expect(card('Total Visitors').getByText('—')).toBeTruthy();
    expect(card('Subscribers').getByText('0')).toBeTruthy();
    expect(card('Subscribers').getByText('Counts unavailable')).toBeTruthy();
    expect(card('Subscribers').queryByText('+15.3%')).toBeNull();
    expect(screen.getByText('No content yet.')).toBeTruthy();
  });
});

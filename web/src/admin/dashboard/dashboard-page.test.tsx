import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, json, mockApi, renderAdmin, signIn } from '../admin-test-utils';

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

function skill(id: string, name: string, updatedAt: string) {
  return {
    id,
    name,
    category: 'Languages',
    proficiency: 80,
    started_year: 2020,
    description: null,
    status: 'active',
    order_index: 0,
    icon: null,
    experience: 5,
    updated_at: updatedAt,
  };
}

function project(id: string, title: string, updatedAt: string) {
  return {
    id,
    title,
    category: 'Web',
    description: 'A site',
    technologies: ['React'],
    link: null,
    github_link: null,
    status: 'published',
    featured: false,
    order_index: 0,
    image: null,
    views_count: 0,
    updated_at: updatedAt,
  };
}

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
  it('counts content and subscribers, treating lists that fail to load as empty', async () => {
    mockApi({
      'GET /api/auth/profile': () => json({ success: true, user: ADMIN }),
      'GET /api/analytics/stats': () => json({ success: true, stats: STATS }),
      'GET /api/skills': () =>
        json({
          success: true,
          skills: [
            skill('1', 'TypeScript', '2025-01-03T00:00:00Z'),
            skill('2', 'Go', '2025-01-01T00:00:00Z'),
          ],
        }),
      'GET /api/projects': () =>
        json({
          success: true,
          projects: [project('1', 'Portfolio', '2025-01-05T00:00:00Z')],
        }),
      // GET /api/blog and /api/promotions answer 404 (not built yet).
      'GET /api/subscribers': () =>
        json({ success: true, subscribers: [{ email: 'a@x.io' }, { email: 'b@x.io' }] }),
    });
    renderAdmin('/admin/dashboard');

    await waitFor(() => expect(card('Content Items').getByText('3')).toBeTruthy());
    expect(card('Subscribers').getByText('2')).toBeTruthy();
    expect(card('Subscribers').getByText('+15.3%')).toBeTruthy();
    expect(card('Total Visitors').getByText('321')).toBeTruthy();
    expect(card('Page Views').getByText('1,234')).toBeTruthy();

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
    expect(within(screen.getByRole('region', { name: 'Top Pages' })).getByText('/blog/hello')).toBeTruthy();
  });

  it('tolerates missing analytics and empty lists', async () => {
    mockApi({ 'GET /api/auth/profile': () => json({ success: true, user: ADMIN }) });
    renderAdmin('/admin/dashboard');

    await waitFor(() => expect(card('Content Items').getByText('0')).toBeTruthy());
    await waitFor(() => expect(card('Total Visitors').getByText('Analytics unavailable')).toBeTruthy());
    expect(card('Total Visitors').getByText('—')).toBeTruthy();
    expect(card('Subscribers').getByText('0')).toBeTruthy();
    expect(card('Subscribers').getByText('+15.3%')).toBeTruthy();
    expect(screen.getByText('No content yet.')).toBeTruthy();
  });
});

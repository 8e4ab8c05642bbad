import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, json, mockApi, renderAdmin, signIn } from '../admin-test-utils';

const COUNTS = { skills: 1, projects: 0, posts: 0, promotions: 0, subscribers: 0 };

function setup(summary: Record<string, unknown>) {
  mockApi({
    'GET /api/auth/profile': () => json({ success: true, user: ADMIN }),
    'GET /api/analytics/stats': () => json({ success: false, error: 'off' }, 503),
    'GET /api/admin/summary': () =>
      json({ success: true, summary: { counts: COUNTS, activity: [], ...summary } }),
  });
  return renderAdmin('/admin/dashboard');
}

beforeAll(async () => {
  await Promise.all([import('./dashboard-page'), import('../layout/admin-layout')]);
});

beforeEach(() => signIn());

describe('Dashboard: searched, not found', () => {
  it('lists the queries that found nothing, most searched first, with their counts', async () => {
    const recent = new Date(Date.now() - 2 * 3600_000).toISOString();
    setup({
      search: {
        not_found: [
          { query: 'kubernetes', count: 12, last_searched_at: recent },
          { query: 'golang tips', count: 1, last_searched_at: recent },
        ],
      },
    });
    const panel = within(
      await screen.findByRole('region', { name: 'Searched, not found' }, { timeout: 15_000 }),
    );
    const rows = panel.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual(['kubernetes12 searches, 2 hours ago', 'golang tips1 search, 2 hours ago']);
  });

  it('says so when every search found something', async () => {
    setup({ search: { not_found: [] } });
    const panel = within(
      await screen.findByRole('region', { name: 'Searched, not found' }, { timeout: 15_000 }),
    );
    expect(panel.getByText('Every search found something.')).toBeTruthy();
  });
});

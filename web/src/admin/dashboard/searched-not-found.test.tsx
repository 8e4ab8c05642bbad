import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardHooks, renderDashboardWith } from './dashboard-test-setup';

dashboardHooks();

describe('Dashboard: searched, not found', () => {
  it('lists the queries that found nothing, most searched first, with their counts', async () => {
    const recent = new Date(Date.now() - 2 * 3600_000).toISOString();
    renderDashboardWith({
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
    renderDashboardWith({ search: { not_found: [] } });
    const panel = within(
      await screen.findByRole('region', { name: 'Searched, not found' }, { timeout: 15_000 }),
    );
    expect(panel.getByText('Every search found something.')).toBeTruthy();
  });
});

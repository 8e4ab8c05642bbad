import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, json, mockApi, renderAdmin, signIn } from '../admin-test-utils';
import { paymentsWarning } from './payments-summary';

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

describe('paymentsWarning', () => {
  it('names stuck and reversed payments, and nothing when all is well', () => {
    expect(paymentsWarning({ revenue_minor: 0, stuck: 0, reversed: 0 })).toBe('');
    expect(paymentsWarning({ revenue_minor: 0, stuck: 1, reversed: 0 })).toBe('1 payment stuck in pending');
    expect(paymentsWarning({ revenue_minor: 0, stuck: 2, reversed: 3 })).toBe(
      '2 payments stuck in pending, 3 payments reversed',
    );
  });
});

describe('Dashboard payments', () => {
  it('shows the revenue in KES and flags stuck or reversed payments with a link to the transactions', async () => {
    setup({ payments: { revenue_minor: 4_825_000, stuck: 2, reversed: 1 } });
    expect((await screen.findByTestId('payments-revenue')).textContent).toBe('KES 48,250.00');
    const flag = screen.getByRole('link', { name: /2 payments stuck in pending, 1 payment reversed/ });
    expect(flag.getAttribute('href')).toBe('/admin/pesapal-transactions');
  });

  it('shows no flag when nothing is stuck or reversed', async () => {
    setup({ payments: { revenue_minor: 10_000, stuck: 0, reversed: 0 } });
    expect((await screen.findByTestId('payments-revenue')).textContent).toBe('KES 100.00');
    expect(screen.queryByRole('link', { name: /stuck|reversed/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'View transactions' }).getAttribute('href')).toBe(
      '/admin/pesapal-transactions',
    );
  });

  it('leaves the strip out while the server sends no payments part', async () => {
    setup({});
    // The summary has arrived once the content count shows (one skill).
    expect(await screen.findByText('1', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByTestId('payments-revenue')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardHooks, renderDashboardWith } from './dashboard-test-setup';
import { paymentsWarning } from './payments-summary';

dashboardHooks();

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
    renderDashboardWith({ payments: { revenue_minor: 4_825_000, stuck: 2, reversed: 1 } });
    expect((await screen.findByTestId('payments-revenue')).textContent).toBe('KES 48,250.00');
    const flag = screen.getByRole('link', { name: /2 payments stuck in pending, 1 payment reversed/ });
    expect(flag.getAttribute('href')).toBe('/admin/pesapal-transactions');
  });

  it('shows no flag when nothing is stuck or reversed', async () => {
    renderDashboardWith({ payments: { revenue_minor: 10_000, stuck: 0, reversed: 0 } });
    expect((await screen.findByTestId('payments-revenue')).textContent).toBe('KES 100.00');
    expect(screen.queryByRole('link', { name: /stuck|reversed/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'View transactions' }).getAttribute('href')).toBe(
      '/admin/pesapal-transactions',
    );
  });

  it('leaves the strip out while the server sends no payments part', async () => {
    renderDashboardWith({});
    // The summary has arrived once the content count shows (one skill).
    expect(await screen.findByText('1', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByTestId('payments-revenue')).toBeNull();
  });
});

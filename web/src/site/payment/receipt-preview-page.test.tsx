import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderSite } from '../site-test-utils';
import { transactionView } from './payment-test-data';
import { ReceiptPreviewPageContent } from './receipt-preview-page';

function renderPage(state: unknown) {
  mockApi({});
  const view = renderSite(<ReceiptPreviewPageContent />, { path: '/start', route: '/receipt-preview' });
  act(() => {
    view.router.navigate('/receipt-preview', { state });
  });
  return view;
}

const CUSTOMER = { name: 'Amina Otieno', email: 'amina@example.com', phone: '0712345678' };

afterEach(() => vi.restoreAllMocks());

describe('ReceiptPreviewPageContent', () => {
  it('says so without receipt data', async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { name: 'No receipt data found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('ignores state that is not a transaction', async () => {
    renderPage({ transaction: { id: 1 } });
    expect(await screen.findByRole('heading', { name: 'No receipt data found' })).toBeTruthy();
  });

  it('shows the transaction, the customer, the items and the total in KES', async () => {
    renderPage({ transaction: transactionView(), customer: CUSTOMER });
    expect(await screen.findByRole('heading', { name: 'Electronic Receipt' })).toBeTruthy();
    expect(screen.getByText('QK12ABC345')).toBeTruthy();
    expect(screen.getByText(/Mar 4, 2026/)).toBeTruthy();
    expect(screen.getAllByText('COMPLETED').length).toBeGreaterThan(0);
    for (const value of Object.values(CUSTOMER)) expect(screen.getByText(value)).toBeTruthy();
    expect(screen.getByText('MpesaKE')).toBeTruthy();
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Budget Planner')).toBeTruthy();
    expect(table.getByText('KES 1,000.00', { selector: 'td:nth-child(3)' })).toBeTruthy();
    const total = table.getByRole('rowheader', { name: 'Total Paid' }).closest('tr') as HTMLElement;
    expect(within(total).getByText('KES 1,500.00')).toBeTruthy();
  });

  it('reads the payment method as Card when the order does not say, and leaves out a missing customer', async () => {
    renderPage({ transaction: transactionView({ payment_method: null }) });
    expect(await screen.findByText('Card')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Customer' })).toBeNull();
  });

  it('prints for both Print and Download PDF', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage({ transaction: transactionView(), customer: CUSTOMER });
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(print).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});

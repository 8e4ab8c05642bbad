import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TransactionView } from '../../api/payments';
import { buildTransactionsQuery } from '../../api/payments-admin';
import { callsTo, expectTiles, json, listJson, mockAdminApi, renderAdmin, signIn } from '../admin-test-utils';

const PAID: TransactionView = {
  id: 'tx-1',
  merchant_reference: 'ORD-1700000000001',
  tracking_id: 'b945e4af-80a5-4ec1-8706-e03f8332fb04',
  order_tracking_id: 'b945e4af-80a5-4ec1-8706-e03f8332fb04',
  transaction_id: 'QK12ABC345',
  name: 'Amina Otieno',
  email: 'amina@example.com',
  phone: null,
  payment_type: 'pesapal',
  payment_method: 'MpesaKE',
  payment_method_details: { confirmation_code: 'QK12ABC345', payment_account: null },
  payment_status: 'COMPLETED',
  totalPrice: 1500,
  created_at: '2026-03-04T10:00:00.000Z',
  transaction_date: '2026-03-04T10:05:00.000Z',
  items: [{ id: 'p1', name: 'Budget Planner', quantity: 1, price: 1500, total: 1500 }],
  downloaded_files: [
    { index: 0, name: 'planner.pdf', size: 1024, type: 'application/pdf' },
    { index: 1, name: 'sheet.xlsx', size: 2048, type: null },
  ],
  download_status: { '0': true },
  timeline: [
    {
      at: '2026-03-04T10:00:00.000Z',
      source: 'checkout',
      summary: 'Order placed',
      state_before: null,
      state_after: 'PENDING',
    },
    {
      at: '2026-03-04T10:05:00.000Z',
      source: 'ipn',
      summary: 'Pesapal reported Completed',
      state_before: 'PENDING',
      state_after: 'COMPLETED',
    },
  ],
};
const COD: TransactionView = {
  ...PAID,
  id: 'tx-2',
  merchant_reference: 'ORD-1700000000002',
  tracking_id: null,
  order_tracking_id: null,
  transaction_id: 'ORD-1700000000002',
  name: 'Baraka Mwangi',
  email: null,
  payment_type: 'cod',
  payment_method: 'Cash on Delivery',
  payment_method_details: { confirmation_code: null, payment_account: null },
  payment_status: 'PENDING',
  totalPrice: 500,
  downloaded_files: [],
  download_status: {},
  timeline: [],
};
const FAILED: TransactionView = {
  ...PAID,
  id: 'tx-3',
  merchant_reference: 'ORD-3',
  payment_status: 'FAILED',
};
const REVERSED: TransactionView = {
  ...PAID,
  id: 'tx-4',
  merchant_reference: 'ORD-4',
  payment_status: 'REVERSED',
};
const STATS = {
  total_transactions: 1234,
  completed_transactions: 7,
  pending_transactions: 3,
  total_revenue: 12500.5,
};

type Handlers = Parameters<typeof mockAdminApi>[0];

function setup(list: TransactionView[] = [PAID, COD, FAILED, REVERSED], extra: Handlers = {}) {
  signIn();
  const fetch = mockAdminApi({
    'GET /api/pesapal/transactions': () => listJson('transactions', list, {}, { stats: STATS }),
    ...extra,
  });
  return { fetch, user: userEvent.setup(), ...renderAdmin('/admin/pesapal-transactions') };
}

/** The details panel a row's toggle opened (phones and wide screens each render their own). */
async function openDetails(user: ReturnType<typeof userEvent.setup>, reference: string) {
  const toggle = within(await rowOf(reference)).getByRole('button', { name: `Details of ${reference}` });
  await user.click(toggle);
  return within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement);
}

const rowOf = async (reference: string) =>
  (await screen.findByRole('cell', { name: reference })).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// The route's chunks load before the tests, so the first test does not pay for the cold import.
beforeAll(async () => {
  await Promise.all([import('./transactions-page'), import('../layout/admin-layout')]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('buildTransactionsQuery', () => {
  it('sends only the filters that are set, trimmed', () => {
    expect(buildTransactionsQuery({ status: '', start_date: '', end_date: '', search: '' })).toBe('');
    expect(
      buildTransactionsQuery({
        status: 'PENDING',
        start_date: '2026-03-01',
        end_date: '',
        search: ' amina ',
      }),
    ).toBe('?status=PENDING&start_date=2026-03-01&search=amina');
  });
});

describe('TransactionsPage', () => {
  it('shows the four totals, revenue in KES', async () => {
    setup();
    await expectTiles(
      'Transaction totals',
      {
        total_transactions: '1,234',
        completed_transactions: '7',
        pending_transactions: '3',
        total_revenue: 'KES 12,500.50',
      },
      ['Total Transactions', 'Completed', 'Pending', 'Total Revenue'],
    );
  });

  it('lists each transaction: reference, customer, amount, status, method, date, tracking tail, downloads', async () => {
    setup();
    expect(cells(await rowOf('ORD-1700000000001'))).toEqual([
      'ORD-1700000000001',
      'Amina Otienoamina@example.com',
      'KES 1,500.00',
      'COMPLETED',
      'MpesaKE',
      'Mar 4, 2026',
      '8332fb04',
      'Partially (1/2)',
      '',
    ]);
    const cod = cells(await rowOf('ORD-1700000000002'));
    expect(cod[6]).toBe('—');
    expect(cod[7]).toBe('N/A');
  });

  it('colours the status badges: completed green, pending yellow, failed red, others neutral', async () => {
    setup();
    const badge = async (reference: string, status: string) =>
      within(await rowOf(reference)).getByText(status).className;
    expect(await badge('ORD-1700000000001', 'COMPLETED')).toContain('emerald');
    expect(await badge('ORD-1700000000002', 'PENDING')).toContain('amber');
    expect(await badge('ORD-3', 'FAILED')).toContain('rose');
    expect(await badge('ORD-4', 'REVERSED')).toContain('zinc');
  });

  it('opens a row’s details: contact with N/A, code, items, files and the timeline', async () => {
    const { user } = setup();
    const row = await rowOf('ORD-1700000000001');
    const toggle = within(row).getByRole('button', { name: 'Details of ORD-1700000000001' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = within(
      document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    expect(details.getByText('amina@example.com')).toBeTruthy();
    expect(details.getByText('QK12ABC345')).toBeTruthy();
    // No phone and no payment account: the spec's fallback.
    expect(details.getAllByText('N/A')).toHaveLength(2);
    expect(details.getByText('Budget Planner × 1 — KES 1,500.00')).toBeTruthy();
    expect(details.getByText('planner.pdf')).toBeTruthy();
    const timeline = within(details.getByRole('list', { name: 'Order timeline' }));
    const entries = timeline.getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[1]?.textContent).toContain('ipn');
    expect(entries[1]?.textContent).toContain('Pesapal reported Completed');
    expect(entries[1]?.textContent).toContain('PENDING');
    expect(entries[1]?.textContent).toContain('COMPLETED');
    // Only a pending cash-on-delivery order can be settled.
    expect(details.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows phones a card per transaction that opens the same details', async () => {
    const { user } = setup([PAID]);
    await rowOf('ORD-1700000000001');
    const card = screen.getAllByText('ORD-1700000000001', { selector: 'p' })[0]?.closest('li') as HTMLElement;
    expect(within(card).getByText('KES 1,500.00')).toBeTruthy();
    expect(within(card).getByText('Mar 4, 2026 · Partially (1/2)')).toBeTruthy();
    const toggle = within(card).getByRole('button', { name: 'Details of ORD-1700000000001' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByRole('list', { name: 'Order timeline' })).toBeTruthy();
  });

  it('marks a pending cash-on-delivery order paid after confirming, then reloads the list', async () => {
    const { fetch, user } = setup(undefined, {
      'POST /api/pesapal/transactions/tx-2/mark-paid': () =>
        json({ success: true, transaction: { ...COD, payment_status: 'COMPLETED' } }),
    });
    const details = await openDetails(user, 'ORD-1700000000002');
    const before = callsTo(fetch, 'GET /api/pesapal/transactions').length;
    await user.click(details.getByRole('button', { name: 'Mark paid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark order as paid' }));
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('ORD-1700000000002 marked as paid')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/pesapal/transactions/tx-2/mark-paid')).toHaveLength(1);
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/pesapal/transactions').length).toBeGreaterThan(before),
    );
  });

  it('re-issues a downloaded file of a paid order after confirming, with a notice and a reload', async () => {
    const { fetch, user } = setup(undefined, {
      'POST /api/pesapal/transactions/tx-1/reissue-download': () =>
        json({ success: true, transaction: { ...PAID, download_status: { '0': false } } }),
    });
    const details = await openDetails(user, 'ORD-1700000000001');
    // Only a downloaded file of a completed payment offers it.
    expect(details.queryByRole('button', { name: 'Re-issue sheet.xlsx' })).toBeNull();
    const before = callsTo(fetch, 'GET /api/pesapal/transactions').length;
    await user.click(details.getByRole('button', { name: 'Re-issue planner.pdf' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Re-issue download' }));
    expect(dialog.getByText('planner.pdf')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Re-issue' }));
    expect(
      await screen.findByText('planner.pdf re-issued: the buyer can download it once more'),
    ).toBeTruthy();
    const posts = callsTo(fetch, 'POST /api/pesapal/transactions/tx-1/reissue-download');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.init.body))).toEqual({ fileIndex: 0 });
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/pesapal/transactions').length).toBeGreaterThan(before),
    );
  });

  it('offers no re-issue on a failed or reversed payment', async () => {
    const { user } = setup([REVERSED]);
    const details = await openDetails(user, 'ORD-4');
    expect(details.getByText('planner.pdf')).toBeTruthy();
    expect(details.queryByRole('button', { name: 'Re-issue planner.pdf' })).toBeNull();
  });

  it('keeps the cancel dialog open with the server’s reason when it refuses', async () => {
    const { fetch, user } = setup(undefined, {
      'POST /api/pesapal/transactions/tx-2/cancel': () =>
        json({ success: false, error: 'This order can no longer be cancelled', code: 'conflict' }, 409),
    });
    const details = await openDetails(user, 'ORD-1700000000002');
    await user.click(details.getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await dialog.findByText('This order can no longer be cancelled')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/pesapal/transactions/tx-2/cancel')).toHaveLength(1);
  });

  it('sends the filters to the server, and keeps the tiles on the unfiltered totals', async () => {
    const { fetch, user } = setup();
    await rowOf('ORD-1700000000001');
    await user.selectOptions(screen.getByLabelText('Status'), 'PENDING');
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/pesapal/transactions').at(-1)?.url.search).toBe('?status=PENDING'),
    );
    await user.type(screen.getByLabelText('Start date'), '2026-03-01');
    await user.type(screen.getByLabelText('Search transactions'), 'amina');
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/pesapal/transactions').at(-1)?.url.search).toBe(
        '?status=PENDING&start_date=2026-03-01&search=amina',
      ),
    );
    const unfiltered = callsTo(fetch, 'GET /api/pesapal/transactions').filter(({ url }) => url.search === '');
    expect(unfiltered).toHaveLength(1);
    expect(screen.getByTestId('tile-total_transactions').textContent).toBe('1,234');
  });

  it('shows the empty state with the hint for active filters', async () => {
    const { user } = setup([]);
    expect(await screen.findByText('No transactions found')).toBeTruthy();
    expect(screen.getByText('Transactions will appear here once customers make payments.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Status'), 'FAILED');
    expect(await screen.findByText('Try adjusting your filters to see more results.')).toBeTruthy();
  });

  it('says Failed to fetch transactions when the list fails, and logs the totals’ failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup([], {
      'GET /api/pesapal/transactions': () => json({ success: false, error: 'Boom' }, 500),
    });
    expect(await screen.findByText('Failed to fetch transactions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByTestId('tile-total_transactions').textContent).toBe('—');
    expect(log).toHaveBeenCalledWith('Failed to fetch transaction stats', expect.anything());
  });

  it('shows a skeleton while the first answer loads', async () => {
    setup([], { 'GET /api/pesapal/transactions': () => new Promise<Response>(() => {}) });
    expect(await screen.findByRole('status', { name: 'Loading transactions' })).toBeTruthy();
  });
});

describe('Transactions page opened from a dashboard problem', () => {
  it('searches for the reference in ?search=', async () => {
    signIn();
    const fetch = mockAdminApi({
      'GET /api/pesapal/transactions': () => listJson('transactions', [FAILED], {}, { stats: STATS }),
    });
    renderAdmin('/admin/pesapal-transactions?search=ORD-3');
    await rowOf('ORD-3');
    const searched = callsTo(fetch, 'GET /api/pesapal/transactions').map(({ url }) =>
      url.searchParams.get('search'),
    );
    // The list asks with the search; the totals (the same endpoint, no filters) without.
    expect(searched.filter((search) => search !== null)).toEqual(['ORD-3']);
    expect((screen.getAllByRole('searchbox')[0] as HTMLInputElement | undefined)?.value).toBe('ORD-3');
  });
});

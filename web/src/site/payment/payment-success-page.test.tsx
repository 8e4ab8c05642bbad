import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransactionView } from '../../api/payments';
import { mockApi, renderSite } from '../site-test-utils';
import { CURRENT_ORDER_KEY } from './payment-storage';
import { PaymentSuccessPageContent } from './payment-success-page';
import { TRACKING_ID, transactionView } from './payment-test-data';

const TRANSACTION = `/api/pesapal/transaction/${TRACKING_ID}`;
const DOWNLOAD_1 = `/api/pesapal/download/${TRACKING_ID}/1`;

function renderPage(transaction: TransactionView | null = transactionView(), path = '/payment-success') {
  const view = renderSite(<PaymentSuccessPageContent />, { path: '/start', route: '/payment-success' });
  act(() => {
    view.router.navigate(path, { state: transaction ? { transaction } : null });
  });
  return view;
}

/** Captures what the page hands to the browser as a file download. */
function captureSaves() {
  const saved: { name: string; href: string }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
}

const fileAnswer =
  (headers: Record<string, string> = {}) =>
  () =>
    new Response(new Blob(['%EPUB']), {
      status: 200,
      headers: { 'Content-Type': 'application/epub+zip', ...headers },
    });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('PaymentSuccessPageContent', () => {
  it('goes home without navigation state or a tracking id', async () => {
    mockApi({});
    const { router } = renderPage(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the order: transaction id, date, status, total, items as digital downloads', async () => {
    mockApi({});
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' }),
    ).toBeTruthy();
    expect(screen.getByText('QK12ABC345')).toBeTruthy();
    expect(screen.getByText('Mar 4, 2026', { exact: false })).toBeTruthy();
    expect(screen.getByText('COMPLETED')).toBeTruthy();
    expect(screen.getAllByText('KES 1,500.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Budget Planner')).toBeTruthy();
    expect(screen.getByText('Rent Guide')).toBeTruthy();
    expect(screen.getAllByText(/^Digital Download/)).toHaveLength(2);
    expect(screen.getByText(/works only once/)).toBeTruthy();
    expect(screen.getByText(/Contact support within 30 days/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get your downloads again' }).getAttribute('href')).toBe(
      '/order-help',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/#shop');
  });

  it('lists each file with its place, size in KB and type, and a Download button or a Downloaded mark', async () => {
    mockApi({});
    renderPage();
    const first = (await screen.findByText('planner.pdf')).closest('li') as HTMLElement;
    expect(within(first).getByText('File 1 of 2')).toBeTruthy();
    expect(within(first).getByText('200.00 KB')).toBeTruthy();
    expect(within(first).getByText('application/pdf')).toBeTruthy();
    expect(within(first).getByText('Downloaded')).toBeTruthy();
    expect(within(first).queryByRole('button')).toBeNull();
    const second = screen.getByText('guide.epub').closest('li') as HTMLElement;
    expect(within(second).getByText('File 2 of 2')).toBeTruthy();
    expect(within(second).getByText('50.00 KB')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Download guide.epub' })).toBeTruthy();
  });

  it('loads the order from ?trackingId= when there is no navigation state (beyond the spec)', async () => {
    mockApi({ [TRANSACTION]: { success: true, transaction: transactionView() } });
    renderPage(null, `/payment-success?trackingId=${TRACKING_ID}`);
    expect(await screen.findByText('planner.pdf')).toBeTruthy();
  });

  it('says so when the linked order does not exist', async () => {
    mockApi({
      '/api/pesapal/transaction/nope': () =>
        Response.json({ error: 'Transaction ID not found' }, { status: 404 }),
    });
    renderPage(null, '/payment-success?trackingId=nope');
    expect(await screen.findByText('Transaction ID not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('saves a file under the server’s name, says so, and reads the order again 1 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const saved = captureSaves();
    const used = transactionView({ download_status: { '0': true, '1': true } });
    const fetch = mockApi({
      [DOWNLOAD_1]: fileAnswer({
        'Content-Disposition': "attachment; filename*=UTF-8''Rent%20Guide%20%C3%A9d.epub",
      }),
      [TRANSACTION]: { success: true, transaction: used },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download guide.epub' }));
    expect(await screen.findByText('Download completed successfully!')).toBeTruthy();
    expect(saved).toEqual([{ name: 'Rent Guide éd.epub', href: 'blob:file' }]);
    const second = screen.getByText('guide.epub').closest('li') as HTMLElement;
    expect(within(second).getByText('Downloaded')).toBeTruthy();

    const transactionCalls = () =>
      fetch.mock.calls.filter(([input]) => String(input).endsWith(TRANSACTION)).length;
    expect(transactionCalls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(transactionCalls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Download completed successfully!')).toBeNull();
  });

  it('falls back to the stored name without a Content-Disposition', async () => {
    const saved = captureSaves();
    mockApi({ [DOWNLOAD_1]: fileAnswer(), [TRANSACTION]: { success: true, transaction: transactionView() } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download guide.epub' }));
    await screen.findByText('Download completed successfully!');
    expect(saved.map((file) => file.name)).toEqual(['guide.epub']);
  });

  it.each([
    [
      410,
      { success: false, error: 'This file has already been downloaded.' },
      'This file has already been downloaded.',
    ],
    [404, { success: false, error: 'Transaction ID not found' }, 'Transaction ID not found'],
    [403, { success: false, error: 'Payment not completed' }, 'Download failed with status: 403'],
  ])('answers a %i with its banner', async (status, body, text) => {
    captureSaves();
    mockApi({ [DOWNLOAD_1]: () => Response.json(body, { status }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download guide.epub' }));
    expect(await screen.findByText(text)).toBeTruthy();
    if (status === 410) expect(screen.getByText('Already Downloaded')).toBeTruthy();
  });

  it('downloads once for a double click', async () => {
    captureSaves();
    const fetch = mockApi({ [DOWNLOAD_1]: fileAnswer() });
    renderPage();
    const button = await screen.findByRole('button', { name: 'Download guide.epub' });
    // Both presses land before the page re-renders with the button disabled.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Download completed successfully!')).toBeTruthy();
    expect(fetch.mock.calls.filter(([input]) => String(input).endsWith(DOWNLOAD_1))).toHaveLength(1);
  });

  it('refuses a JSON answer in place of the file', async () => {
    const saved = captureSaves();
    mockApi({ [DOWNLOAD_1]: { success: true } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download guide.epub' }));
    expect(await screen.findByText('Server returned JSON instead of file')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('reports a broken connection, and keeps an error banner 5 s, not 3', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({});
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Network down'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download guide.epub' }));
    expect(await screen.findByText('Download failed: Network down')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(screen.getByText('Download failed: Network down')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(screen.queryByText('Download failed: Network down')).toBeNull();
  });

  it('resumes a download whose connection broke, from the bytes it had, and saves the whole file', async () => {
    captureSaves();
    const blobs: Blob[] = [];
    vi.mocked(URL.createObjectURL).mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:file';
    });
    let pulls = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1) controller.enqueue(new TextEncoder().encode('%EP'));
        else controller.error(new TypeError('network error'));
      },
    });
    const answers = [
      new Response(broken, {
        status: 200,
        headers: { 'Content-Type': 'application/epub+zip', 'Content-Length': '5' },
      }),
      new Response('UB', {
        status: 206,
        headers: { 'Content-Type': 'application/epub+zip', 'Content-Range': 'bytes 3-4/5' },
      }),
    ];
    const fetch = mockApi({ [DOWNLOAD_1]: () => answers.shift() as Response });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download guide.epub' }));
    expect(await screen.findByText('Download completed successfully!')).toBeTruthy();
    const calls = fetch.mock.calls.filter(([input]) => String(input).endsWith(DOWNLOAD_1));
    expect(calls.map(([, init]) => new Headers(init?.headers).get('Range'))).toEqual([null, 'bytes=3-']);
    expect(await blobs[0]?.text()).toBe('%EPUB');
  });

  it('keeps the files closed for an order that is not paid yet', async () => {
    mockApi({});
    renderPage(transactionView({ payment_status: 'PENDING' }));
    expect(await screen.findByText('Your downloads open as soon as the payment is completed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Download / })).toBeNull();
  });

  it('opens the receipt with the transaction and the buyer this browser recorded', async () => {
    localStorage.setItem(
      CURRENT_ORDER_KEY,
      JSON.stringify({
        orderId: 'ORD-1700000000000',
        customer: { firstName: 'Amina', lastName: 'Otieno', email: 'amina@example.com', phone: '0712345678' },
      }),
    );
    mockApi({});
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'View Receipt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/receipt-preview'));
    expect(router.state.location.state).toEqual({
      transaction: transactionView(),
      customer: { name: 'Amina Otieno', email: 'amina@example.com', phone: '0712345678' },
    });
  });
});

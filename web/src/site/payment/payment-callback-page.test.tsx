import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '../cart/cart-key';
import { mockApi, renderSite } from '../site-test-utils';
import { PaymentCallbackPageContent } from './payment-callback-page';
import { CURRENT_ORDER_KEY, PENDING_ORDER_KEY } from './payment-storage';
import { completedStatus, TRACKING_ID, transactionView } from './payment-test-data';

const STATUS = `/api/pesapal/transaction-status/${TRACKING_ID}`;
const CONFIRM = '/api/pesapal/confirm-payment';
const TRANSACTION = `/api/pesapal/transaction/${TRACKING_ID}`;
const CALLBACK = `/payment/callback?OrderTrackingId=${TRACKING_ID}&OrderMerchantReference=ORD-1700000000000&OrderNotificationType=CALLBACKURL`;
const PENDING_ORDER = { orderId: 'ORD-1700000000000', trackingId: TRACKING_ID, items: [], totalAmount: 1500 };
/** The server's answer to a confirmation: the transaction as it now stands. */
const CONFIRMED = { success: true, transaction: transactionView() };

function renderPage(path = CALLBACK) {
  return renderSite(
    <StrictMode>
      <PaymentCallbackPageContent />
    </StrictMode>,
    { path, route: '/payment/callback' },
  );
}

const callsTo = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);

beforeEach(() => {
  localStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(PENDING_ORDER));
  localStorage.setItem(CURRENT_ORDER_KEY, JSON.stringify({ orderId: 'ORD-1700000000000' }));
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: [{ id: 'p1', quantity: 1 }] }));
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** A return without a payment: order help offered, the cart kept, the pending order dropped, nothing confirmed. */
function expectUnpaidReturn(fetch: ReturnType<typeof mockApi>) {
  expect(screen.getByRole('link', { name: 'Get your downloads again' }).getAttribute('href')).toBe(
    '/order-help',
  );
  expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
  expect(localStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  expect(callsTo(fetch, CONFIRM)).toHaveLength(0);
}

describe('PaymentCallbackPageContent', () => {
  it('says it is verifying while the status is checked', async () => {
    mockApi({ [STATUS]: () => new Promise<Response>(() => {}) as unknown as Response });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Verifying Payment' })).toBeTruthy();
  });

  it('shows a completed payment, checks once, confirms it, empties the cart and drops the pending order', async () => {
    const fetch = mockApi({ [STATUS]: completedStatus(), [CONFIRM]: CONFIRMED });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('ORD-1700000000000')).toBeTruthy();
    expect(screen.getByText(TRACKING_ID.slice(-12))).toBeTruthy();
    expect(screen.getByText('MpesaKE')).toBeTruthy();
    expect(screen.getByText('QK12ABC345')).toBeTruthy();
    expect(screen.getByText('KES 1,500.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/#shop');
    expect(callsTo(fetch, STATUS)).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetch, CONFIRM)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetch, CONFIRM)[0]?.[1]?.body));
    expect(body).toEqual({
      trackingId: TRACKING_ID,
      paymentStatus: 'Completed',
      orderData: PENDING_ORDER,
      fullOrderData: { orderId: 'ORD-1700000000000' },
    });
    // The provider keeps the emptied cart: no items left, in memory or in storage.
    await waitFor(() =>
      // An emptied cart is no stored cart.
      expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull(),
    );
    expect(localStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it('counts status code 1 as success whatever the description', async () => {
    mockApi({ [STATUS]: completedStatus({ payment_status_description: 'Something' }), [CONFIRM]: CONFIRMED });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
  });

  it('only logs a failed confirmation', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      [STATUS]: completedStatus(),
      [CONFIRM]: () => Response.json({ error: 'nope' }, { status: 500 }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Payment confirmation failed', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('only logs a confirmation whose answer makes no sense', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = mockApi({ [STATUS]: completedStatus(), [CONFIRM]: { success: true, transaction: 'paid' } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        'Payment confirmation failed',
        expect.objectContaining({ code: 'unexpected_answer' }),
      ),
    );
    expect(callsTo(fetch, CONFIRM)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('confirms a payment found completed on checking again, once', async () => {
    let calls = 0;
    const fetch = mockApi({
      [STATUS]: () =>
        Response.json(
          ++calls === 1
            ? completedStatus({ payment_status_description: 'Pending', status_code: 0 })
            : completedStatus(),
        ),
      [CONFIRM]: CONFIRMED,
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetch, CONFIRM)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetch, CONFIRM)[0]?.[1]?.body)).trackingId).toBe(TRACKING_ID);
  });

  it('opens the downloads with the transaction as navigation state', async () => {
    const fetch = mockApi({
      [STATUS]: completedStatus(),
      [CONFIRM]: CONFIRMED,
      [TRANSACTION]: { success: true, transaction: transactionView() },
    });
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'View Downloads' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
    expect(router.state.location.state).toEqual({ transaction: transactionView() });
    expect(callsTo(fetch, TRANSACTION)).toHaveLength(1);
  });

  it('opened cold from a receipt email (no pending order): shows the order, opens its downloads, keeps the cart', async () => {
    localStorage.removeItem(PENDING_ORDER_KEY);
    localStorage.removeItem(CURRENT_ORDER_KEY);
    const fetch = mockApi({
      [STATUS]: completedStatus(),
      [CONFIRM]: CONFIRMED,
      [TRANSACTION]: { success: true, transaction: transactionView() },
    });
    const { router } = renderPage(`/payment/callback?OrderTrackingId=${TRACKING_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('ORD-1700000000000')).toBeTruthy();
    // A cart filled since belongs to a new purchase: the old order's link leaves it be.
    await waitFor(() => expect(callsTo(fetch, CONFIRM)).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toMatchObject({
      items: [{ id: 'p1', quantity: 1 }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'View Downloads' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
    expect(router.state.location.state).toEqual({ transaction: transactionView() });
    // Nothing on the way downloads a file.
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/pesapal/download/'))).toBe(false);
  });

  it.each([
    ['pending', completedStatus({ payment_status_description: 'Pending', status_code: 0 })],
    ['processing', completedStatus({ payment_status_description: 'Processing payment', status_code: 0 })],
    ['a failed lookup', { success: false, payment_status_description: 'Pending', status_code: 0 }],
  ])('shows Payment Pending for %s, keeps the cart and offers to check again', async (_, answer) => {
    let calls = 0;
    const fetch = mockApi({
      [STATUS]: () => Response.json(++calls === 1 ? answer : completedStatus()),
      [CONFIRM]: CONFIRMED,
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Pending' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expectUnpaidReturn(fetch);

    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(callsTo(fetch, STATUS)).toHaveLength(2);
  });

  it('lets the buyer cancel a pending order after asking once, then shows it cancelled', async () => {
    let cancelled = false;
    const pending = completedStatus({
      payment_status_description: 'Pending',
      payment_status: 'PENDING',
      status_code: 0,
    });
    const closed = completedStatus({
      payment_status_description: 'Failed',
      payment_status: 'CANCELLED',
      status_code: 0,
    });
    const fetch = mockApi({
      [STATUS]: () => Response.json(cancelled ? closed : pending),
      [`${TRANSACTION}/cancel`]: () => {
        cancelled = true;
        return Response.json({
          success: true,
          transaction: transactionView({ payment_status: 'CANCELLED' }),
        });
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Pending' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep waiting' }));
    expect(callsTo(fetch, `${TRANSACTION}/cancel`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByRole('heading', { name: 'Order Cancelled' })).toBeTruthy();
    expect(
      screen.getByText('This order was cancelled, so it can no longer be paid. Nothing was charged for it.'),
    ).toBeTruthy();
    expect(callsTo(fetch, `${TRANSACTION}/cancel`)).toHaveLength(1);
  });

  it('shows the server’s reason when the order can no longer be cancelled', async () => {
    mockApi({
      [STATUS]: completedStatus({ payment_status_description: 'Pending', status_code: 0 }),
      [`${TRANSACTION}/cancel`]: () =>
        Response.json(
          { success: false, error: 'This order can no longer be cancelled', code: 'not_cancellable' },
          { status: 409 },
        ),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel this order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('This order can no longer be cancelled')).toBeTruthy();
  });

  it('says so when the order was refunded', async () => {
    mockApi({
      [STATUS]: completedStatus({
        payment_status_description: 'Refunded',
        payment_status: 'REFUNDED',
        status_code: 0,
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order Refunded' })).toBeTruthy();
    expect(screen.getByText('This order was refunded, and its downloads are closed.')).toBeTruthy();
  });

  it('shows Payment Pending when the status call itself fails', async () => {
    mockApi({ [STATUS]: () => Response.json({ error: 'down' }, { status: 503 }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Pending' })).toBeTruthy();
  });

  it.each(['Failed', 'Reversed'])('shows Payment Failed for %s with the ways back', async (description) => {
    const fetch = mockApi({
      [STATUS]: completedStatus({ payment_status_description: description, status_code: 2 }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Your payment could not be processed. Please try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/#shop');
    expectUnpaidReturn(fetch);
  });

  it('calls a return without a tracking id an invalid response and asks nothing', async () => {
    const fetch = mockApi({});
    renderPage('/payment/callback?OrderMerchantReference=ORD-1');
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Invalid payment response. Please contact support.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
  });

  it('shows the generic failure for an answer that makes no sense', async () => {
    mockApi({ [STATUS]: () => new Response('<html>', { status: 200 }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Your payment could not be processed. Please try again.')).toBeTruthy();
  });
});

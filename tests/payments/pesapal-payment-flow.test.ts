// A payment's life on the simulator, read back through the real client: GetTransactionStatus
// for each outcome, the hosted page's redirect to the callback, and the IPN with its switches.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PesapalClient } from '../../modules/payments/index.ts';
import { orderRequest, startIpnListener, startTestPesapal, type TestPesapal } from '../support/pesapal.ts';

let pesapal: TestPesapal;
let listener: Awaited<ReturnType<typeof startIpnListener>>;
let client: PesapalClient;

beforeAll(async () => {
  pesapal = await startTestPesapal();
  listener = await startIpnListener();
  client = pesapal.client();
});
afterEach(() => {
  pesapal.simulator.control.setSwitches({ dropIpns: false, ipnDuplicates: 0, ipnRetries: 2 });
  listener.received.length = 0;
});
afterAll(async () => {
  await pesapal.close();
  await listener.close();
});

async function newOrder(method: 'GET' | 'POST' = 'GET') {
  const request = orderRequest(await client.ensureIpn(listener.url, method));
  const answer = await client.submitOrder(request);
  return { request, trackingId: answer.order_tracking_id, redirectUrl: answer.redirect_url };
}

/** Presses a button of the hosted page, as a browser would, without following the redirect. */
function choose(trackingId: string, choice: string) {
  return fetch(`${pesapal.simulator.url}/pesapaliframe/PesapalIframe3/Choose`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ OrderTrackingId: trackingId, choice }),
    redirect: 'manual',
  });
}

describe('GetTransactionStatus', () => {
  it('pending: status 0 with "Pending Payment"', async () => {
    const { request, trackingId } = await newOrder();
    const status = await client.transactionStatus(trackingId);
    expect(status.status_code).toBe(0);
    expect(status.payment_status_description).toBe('INVALID');
    expect(status.error).toEqual({
      type: 'api_error',
      code: 'payment_details_not_found',
      message: 'Pending Payment',
    });
    expect(status.merchant_reference).toBe(request.id);
    expect(status.confirmation_code).toBe('');
  });

  it('completed with M-Pesa and with a card', async () => {
    const mpesa = await newOrder();
    pesapal.simulator.control.choose(mpesa.trackingId, 'mpesa');
    const paid = await client.transactionStatus(mpesa.trackingId);
    expect(paid).toMatchObject({
      status_code: 1,
      payment_status_description: 'COMPLETED',
      payment_method: 'MpesaKE',
      amount: 1250.5,
      currency: 'KES',
      merchant_reference: mpesa.request.id,
      payment_account: '2547xxx73984',
      error: null,
    });
    expect(paid.confirmation_code).toMatch(/^S[A-Z0-9]{9}$/);
    expect(paid.created_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d\d$/);

    const card = await newOrder();
    pesapal.simulator.control.choose(card.trackingId, 'card');
    const byCard = await client.transactionStatus(card.trackingId);
    expect(byCard).toMatchObject({ status_code: 1, payment_method: 'Visa', payment_account: '476173**0010' });
    expect(byCard.confirmation_code).toMatch(/^\d{10}$/);
  });

  it('failed, then reversed after completion', async () => {
    const failed = await newOrder();
    pesapal.simulator.control.choose(failed.trackingId, 'failed');
    expect(await client.transactionStatus(failed.trackingId)).toMatchObject({
      status_code: 2,
      payment_status_description: 'FAILED',
      payment_status_code: 'request_terminated_by_user',
    });
    // A failed order cannot be paid any more.
    expect(pesapal.simulator.control.choose(failed.trackingId, 'mpesa').changed).toBe(false);

    const reversed = await newOrder();
    pesapal.simulator.control.choose(reversed.trackingId, 'mpesa');
    const response = await fetch(`${pesapal.simulator.url}/__sim/orders/${reversed.trackingId}/outcome`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'reversed' }),
    });
    expect(await response.json()).toEqual({ found: true, changed: true });
    expect(await client.transactionStatus(reversed.trackingId)).toMatchObject({
      status_code: 3,
      payment_status_description: 'REVERSED',
    });
  });

  it('reads the tracking id parameter in any case; an unknown id is status 0', async () => {
    const { trackingId } = await newOrder();
    pesapal.simulator.control.choose(trackingId, 'card');
    const response = await fetch(
      `${pesapal.simulator.apiUrl}/api/Transactions/GetTransactionStatus?OrderTrackingId=${trackingId}`,
      { headers: { Authorization: `Bearer ${await client.token()}` } },
    );
    expect(await response.json()).toMatchObject({
      status_code: 1,
      order_tracking_id: trackingId,
      status: '200',
    });
    const unknown = await client.transactionStatus('00000000-0000-0000-0000-000000000000');
    expect([unknown.status_code, unknown.merchant_reference, unknown.error?.code]).toEqual([
      0,
      '',
      'payment_details_not_found',
    ]);
  });
});

/** The hosted page's answer sends the buyer back to the order's callback URL, naming the order. */
function expectBackToCallback(
  response: Response,
  request: { id: string; callback_url: string },
  trackingId: string,
): void {
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(request.callback_url);
  expect(Object.fromEntries(location.searchParams)).toEqual({
    OrderTrackingId: trackingId,
    OrderMerchantReference: request.id,
    OrderNotificationType: 'CALLBACKURL',
  });
}

describe('hosted page, callback and IPN', () => {
  it('shows the choices and redirects to the callback, then sends a GET IPN', async () => {
    const { request, trackingId, redirectUrl } = await newOrder('GET');
    const page = await (await fetch(redirectUrl)).text();
    for (const label of ['Pay with M-Pesa', 'Pay with Card', 'Fail payment', 'Leave pending']) {
      expect(page).toContain(`>${label}</button>`);
    }
    const response = await choose(trackingId, 'mpesa');
    expectBackToCallback(response, request, trackingId);
    await pesapal.simulator.control.idle();
    expect(listener.received).toEqual([
      {
        method: 'GET',
        notification: {
          OrderTrackingId: trackingId,
          OrderMerchantReference: request.id,
          OrderNotificationType: 'IPNCHANGE',
        },
      },
    ]);
  });

  it('cancels from the hosted page: back to the callback, the order FAILED (status 2) by the customer', async () => {
    const { request, trackingId, redirectUrl } = await newOrder('GET');
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain('>Cancel payment</button>');
    const response = await choose(trackingId, 'cancelled');
    expectBackToCallback(response, request, trackingId);
    const status = await client.transactionStatus(trackingId);
    expect([
      status.status_code,
      status.payment_status_description,
      status.payment_status_code,
      status.description,
      status.confirmation_code,
    ]).toEqual([2, 'FAILED', 'request_terminated_by_user', 'The customer cancelled the payment', '']);
    await pesapal.simulator.control.idle();
    expect(listener.received.map((ipn) => ipn.notification.OrderTrackingId)).toEqual([trackingId]);
    // A cancelled order can no longer be paid.
    expect(await (await fetch(redirectUrl)).text()).toContain(
      'This order is failed; it can no longer be paid.',
    );
    expect((await choose(trackingId, 'mpesa')).status).toBe(302);
    expect((await client.transactionStatus(trackingId)).status_code).toBe(2);
  });

  it('sends a POST IPN to a POST registration; leaving it pending sends none', async () => {
    const paid = await newOrder('POST');
    await choose(paid.trackingId, 'card');
    const left = await newOrder('POST');
    expect((await choose(left.trackingId, 'pending')).status).toBe(302);
    await pesapal.simulator.control.idle();
    expect(listener.received.map((ipn) => [ipn.method, ipn.notification.OrderTrackingId])).toEqual([
      ['POST', paid.trackingId],
    ]);
  });

  it('duplicates and drops IPNs on request', async () => {
    await fetch(`${pesapal.simulator.url}/__sim/switches`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ipnDuplicates: 4 }),
    });
    const twice = await newOrder();
    pesapal.simulator.control.choose(twice.trackingId, 'mpesa');
    await pesapal.simulator.control.idle();
    expect(
      listener.received.filter((ipn) => ipn.notification.OrderTrackingId === twice.trackingId),
    ).toHaveLength(5);

    pesapal.simulator.control.setSwitches({ ipnDuplicates: 0, dropIpns: true });
    const lost = await newOrder();
    pesapal.simulator.control.choose(lost.trackingId, 'mpesa');
    await pesapal.simulator.control.idle();
    expect(listener.received.some((ipn) => ipn.notification.OrderTrackingId === lost.trackingId)).toBe(false);
    const deliveries = pesapal.simulator.control
      .deliveries()
      .filter((entry) => entry.trackingId === lost.trackingId);
    expect(deliveries.map((entry) => entry.outcome)).toEqual(['dropped']);
  });

  it('delays an IPN and still delivers it; the admin page reverses a payment', async () => {
    pesapal.simulator.control.setSwitches({ ipnDelayMs: 50 });
    const order = await newOrder();
    await choose(order.trackingId, 'mpesa');
    await pesapal.simulator.control.idle();
    expect(listener.received.map((ipn) => ipn.notification.OrderTrackingId)).toEqual([order.trackingId]);
    pesapal.simulator.control.setSwitches({ ipnDelayMs: 0 });

    const admin = await (await fetch(`${pesapal.simulator.url}/__sim/admin`)).text();
    expect(admin).toContain(`aria-label="Reverse payment ${order.request.id}"`);
    const reversed = await fetch(`${pesapal.simulator.url}/__sim/admin/reverse`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ OrderTrackingId: order.trackingId }),
      redirect: 'manual',
    });
    expect(reversed.status).toBe(303);
    await pesapal.simulator.control.idle();
    expect((await client.transactionStatus(order.trackingId)).status_code).toBe(3);
    expect(listener.received).toHaveLength(2);
  });

  it('resends while the merchant answers status 500', async () => {
    const failing = await startIpnListener({ answerStatus: 500 });
    try {
      const order = orderRequest(await client.ensureIpn(failing.url));
      const { order_tracking_id: trackingId } = await client.submitOrder(order);
      pesapal.simulator.control.setSwitches({ ipnRetries: 2 });
      pesapal.simulator.control.choose(trackingId, 'mpesa');
      await pesapal.simulator.control.idle();
      expect(failing.received).toHaveLength(3);
      const attempts = pesapal.simulator.control
        .deliveries()
        .filter((entry) => entry.trackingId === trackingId);
      expect(attempts.map((entry) => entry.outcome)).toEqual(['refused', 'refused', 'refused']);
    } finally {
      await failing.close();
    }
  });
});

// The real Pesapal client against the local simulator over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PesapalError } from '../../modules/payments/index.ts';
import { orderRequest, startIpnListener, startTestPesapal, type TestPesapal } from '../support/pesapal.ts';

let pesapal: TestPesapal;
let listener: Awaited<ReturnType<typeof startIpnListener>>;

beforeAll(async () => {
  pesapal = await startTestPesapal();
  listener = await startIpnListener();
});
afterAll(async () => {
  await pesapal.close();
  await listener.close();
});

const callsTo = (endpoint: string) =>
  pesapal.simulator.control
    .calls()
    .filter((call) => call.path.toLowerCase().includes(endpoint.toLowerCase()));

async function rejection(promise: Promise<unknown>): Promise<PesapalError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PesapalError)) throw new Error(`expected a PesapalError, got ${String(error)}`);
  return error;
}

describe('token', () => {
  it('is cached, then renewed shortly before it expires', async () => {
    pesapal.simulator.control.clearLog();
    let now = Date.now();
    const client = pesapal.client({ clock: () => new Date(now) });
    const first = await client.token();
    expect(await client.token()).toBe(first);
    now += 260_000; // 300 s token, renewed 30 s before expiry
    expect(await client.token()).toBe(first);
    now += 15_000;
    const second = await client.token();
    expect(second).not.toBe(first);
    expect(callsTo('RequestToken')).toHaveLength(2);
  });

  it('never keeps a token longer than 5 minutes, whatever expiryDate says', async () => {
    pesapal.simulator.control.clearLog();
    pesapal.simulator.control.setTokenTtl(3_600);
    let now = Date.now();
    const client = pesapal.client({ clock: () => new Date(now) });
    const first = await client.token();
    now += 275_000;
    expect(await client.token()).not.toBe(first);
    pesapal.simulator.control.setTokenTtl(300);
  });

  it('expired mid-flow: refreshes once and the call succeeds', async () => {
    const client = pesapal.client();
    await client.registerIpn(listener.url, 'GET');
    pesapal.simulator.control.clearLog();
    pesapal.simulator.control.expireTokens();
    const list = await client.listIpns();
    expect(list.some((entry) => entry.url === listener.url)).toBe(true);
    expect(callsTo('GetIpnList').map((call) => call.status)).toEqual([401, 200]);
    expect(callsTo('RequestToken')).toHaveLength(1);
  });

  it('concurrent callers share one token request', async () => {
    pesapal.simulator.control.clearLog();
    const client = pesapal.client();
    const tokens = await Promise.all(Array.from({ length: 5 }, () => client.token()));
    expect(new Set(tokens).size).toBe(1);
    expect(callsTo('RequestToken')).toHaveLength(1);
  });

  it('wrong credentials give a typed auth error', async () => {
    const error = await rejection(pesapal.client({ consumerSecret: 'wrong' }).token());
    expect(error.kind).toBe('auth');
    expect(error.pesapalCode).toBe('invalid_consumer_key_or_secret_provided');
    expect(error.status).toBe(502);
  });
});

describe('IPN registration', () => {
  it('registers, lists and reuses a registered URL', async () => {
    const client = pesapal.client();
    const url = `${listener.url}?reuse=${Date.now()}`;
    pesapal.simulator.control.clearLog();
    const id = await client.ensureIpn(url);
    expect(await client.ensureIpn(url)).toBe(id);
    expect(callsTo('RegisterIPN')).toHaveLength(1);
    const post = await client.ensureIpn(url, 'POST');
    expect(post).not.toBe(id);
    const listed = (await client.listIpns()).find((entry) => entry.ipn_id === id);
    expect(listed?.ipn_status_decription).toBe('Active');
    expect(listed?.ipn_notification_type_description).toBe('GET');
  });
});

describe('SubmitOrderRequest', () => {
  it('answers a tracking id and the hosted page', async () => {
    const client = pesapal.client();
    const ipnId = await client.ensureIpn(listener.url);
    const request = orderRequest(ipnId);
    const answer = await client.submitOrder(request);
    expect(answer.merchant_reference).toBe(request.id);
    expect(answer.order_tracking_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.redirect_url).toBe(
      `${pesapal.simulator.url}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${answer.order_tracking_id}`,
    );
  });

  it.each([
    ['a bad amount', { amount: -5 }, 'invalid_api_request_parameters', 'Invalid amount provided'],
    [
      'an unknown notification id',
      { notification_id: 'not-registered' },
      'invalid_api_request_parameters',
      'Invalid IPN URL ID provided.Check format and try again',
    ],
    [
      'an unsupported currency',
      { currency: 'XYZ' },
      'invalid_api_request_parameters',
      'Invalid or unsupported currency',
    ],
    [
      'a reference over 50 characters',
      { id: 'R'.repeat(51) },
      'invalid_api_request_parameters',
      'Invalid merchant reference: use 1-50 letters, digits or - _ . :',
    ],
    [
      'no email or phone',
      { billing_address: { email_address: '', phone_number: '' } },
      'invalid_api_request_parameters',
      'Please provide either an email address or a phone number',
    ],
  ])('refuses %s with Pesapal’s message', async (_label, overrides, code, message) => {
    const client = pesapal.client();
    const ipnId = await client.ensureIpn(listener.url);
    const error = await rejection(client.submitOrder(orderRequest(ipnId, overrides)));
    expect(error.kind).toBe('api');
    expect(error.pesapalCode).toBe(code);
    expect(error.pesapalMessage).toBe(message);
    expect(error.message).toBe(`Pesapal SubmitOrderRequest failed: ${message} (${code})`);
  });

  it('refuses an order without a billing address', async () => {
    const client = pesapal.client();
    const { billing_address: _dropped, ...request } = orderRequest(await client.ensureIpn(listener.url));
    const response = await fetch(`${pesapal.simulator.apiUrl}/api/Transactions/SubmitOrderRequest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await client.token()}` },
      body: JSON.stringify(request),
    });
    expect(await response.json()).toEqual({
      error: {
        error_type: 'api_error',
        code: 'missing_mandatory_billing_address',
        message: 'Please provide billing details information on your API request.',
      },
      status: '500',
    });
  });

  it('refuses a reused merchant reference', async () => {
    const client = pesapal.client();
    const request = orderRequest(await client.ensureIpn(listener.url));
    await client.submitOrder(request);
    const error = await rejection(client.submitOrder(request));
    expect(error.pesapalCode).toBe('duplicate_merchant_reference');
  });
});

describe('RefundRequest and CancelOrder', () => {
  /** A submitted order paid on the hosted page with `choice`; its tracking id and confirmation code. */
  async function paid(choice: 'mpesa' | 'card' | 'pending') {
    const client = pesapal.client();
    const answer = await client.submitOrder(
      orderRequest(await client.ensureIpn(listener.url), { amount: 1500 }),
    );
    pesapal.simulator.control.choose(answer.order_tracking_id, choice === 'pending' ? 'pending' : choice);
    await pesapal.simulator.control.idle();
    const order = pesapal.simulator.control.state.orders.get(answer.order_tracking_id);
    return { client, trackingId: answer.order_tracking_id, code: order?.confirmationCode ?? '' };
  }
  const ask = (code: string, amount: number) => ({
    confirmation_code: code,
    amount,
    username: 'Owner',
    remarks: 'Asked',
  });

  it("answers each of Pesapal's refusals as a refusal with its words, never as an error", async () => {
    const card = await paid('card');
    const mpesa = await paid('mpesa');
    const reversed = await paid('card');
    pesapal.simulator.control.choose(reversed.trackingId, 'reversed');
    await pesapal.simulator.control.idle();
    const refusals: [Promise<unknown>, string][] = [
      [
        mpesa.client.refundRequest(ask(mpesa.code, 100)),
        'Mobile money payments can only be refunded in full',
      ],
      [
        card.client.refundRequest(ask(card.code, 1500.01)),
        'The refund amount cannot be more than the amount paid',
      ],
      [card.client.refundRequest(ask('NO-SUCH-CODE', 10)), 'Invalid confirmation code provided'],
      [reversed.client.refundRequest(ask(reversed.code, 10)), 'Only completed payments can be refunded'],
      [
        card.client.refundRequest({ ...ask(card.code, 10), remarks: '' }),
        'confirmation_code, amount, username and remarks are required',
      ],
    ];
    for (const [answer, message] of refusals) expect(await answer).toEqual({ accepted: false, message });
    expect(await card.client.refundRequest(ask(card.code, 20))).toEqual({
      accepted: true,
      message: 'Refund request successfully submitted',
    });
    expect(await card.client.refundRequest(ask(card.code, 20))).toEqual({
      accepted: false,
      message: 'A refund has already been requested for this payment',
    });
    pesapal.simulator.control.setSwitches({ refundRefusal: 'Refunds are paused for this merchant' });
    try {
      expect(await mpesa.client.refundRequest(ask(mpesa.code, 1500))).toEqual({
        accepted: false,
        message: 'Refunds are paused for this merchant',
      });
    } finally {
      pesapal.simulator.control.setSwitches({ refundRefusal: null });
    }
  });

  it('cancels a pending order once, and refuses a paid one or a second cancel', async () => {
    const open = await paid('pending');
    expect(await open.client.cancelOrder(open.trackingId)).toEqual({
      accepted: true,
      message: 'Order successfully cancelled.',
    });
    expect(await open.client.cancelOrder(open.trackingId)).toEqual({
      accepted: false,
      message: 'This order has already been cancelled',
    });
    const card = await paid('card');
    expect(await card.client.cancelOrder(card.trackingId)).toEqual({
      accepted: false,
      message: 'This order has already been processed and cannot be cancelled',
    });
  });
});

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

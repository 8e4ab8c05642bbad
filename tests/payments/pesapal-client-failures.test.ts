// Answers Pesapal should never give, from a tiny fake server: the client must turn each into a
// typed PesapalError instead of crashing or believing it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PesapalClient, PesapalError, type PesapalErrorKind } from '../../modules/payments/index.ts';
import { testLogger } from '../support/harness.ts';
import { orderRequest } from '../support/pesapal.ts';

type Reply = { status: number; body: string } | 'hang';
let reply: Reply = { status: 200, body: '{}' };
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.endsWith('/api/Auth/RequestToken')) {
      const expiryDate = new Date(Date.now() + 300_000).toISOString();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ token: 'fake.token.value', expiryDate, error: null, status: '200' }));
      return;
    }
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pesapalv3`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = (overrides: { baseUrl?: string; timeoutMs?: number } = {}) =>
  new PesapalClient({
    baseUrl,
    consumerKey: 'key',
    consumerSecret: 'secret',
    log: testLogger('pesapal'),
    ...overrides,
  });

async function failure(promise: Promise<unknown>, kind: PesapalErrorKind): Promise<PesapalError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PesapalError);
  if (!(error instanceof PesapalError)) throw new Error('unreachable');
  expect(error.kind).toBe(kind);
  expect(error.code).toBe(`pesapal_${kind}`);
  return error;
}

describe('Pesapal client failures', () => {
  it('an answer of the wrong shape is malformed', async () => {
    reply = { status: 200, body: JSON.stringify({ order_tracking_id: 42, status: '200' }) };
    const error = await failure(client().submitOrder(orderRequest('ipn')), 'malformed');
    expect(error.message).toBe(
      'Pesapal SubmitOrderRequest failed: unexpected answer (order_tracking_id: Invalid input: expected string, received number)',
    );
  });

  it('an unknown status code is malformed, not a payment state', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({
        amount: 10,
        status_code: 7,
        payment_status_description: 'MAYBE',
        status: '200',
      }),
    };
    await failure(client().transactionStatus('abc'), 'malformed');
  });

  it('a body that is not JSON is malformed', async () => {
    reply = { status: 200, body: '<html>Cloudflare says hi</html>' };
    const error = await failure(client().listIpns(), 'malformed');
    expect(error.message).toBe('Pesapal GetIpnList failed: the answer is not JSON');
  });

  it('a non-2xx answer without an error object is an HTTP failure', async () => {
    reply = { status: 502, body: '<html>Bad gateway</html>' };
    const error = await failure(client().listIpns(), 'http');
    expect(error.httpStatus).toBe(502);
  });

  it('an error object on a non-2xx answer keeps Pesapal’s code and message', async () => {
    reply = {
      status: 500,
      body: JSON.stringify({
        error: { type: 'api_error', code: 'server_down', message: 'Try later' },
        status: '500',
      }),
    };
    const error = await failure(client().listIpns(), 'api');
    expect([error.pesapalCode, error.pesapalMessage, error.httpStatus]).toEqual([
      'server_down',
      'Try later',
      500,
    ]);
  });

  it('no answer in time is a timeout', async () => {
    reply = 'hang';
    // How the client treats a Pesapal slower than its limit, not a wait of the test: wait-limit-ok
    await failure(client({ timeoutMs: 200 }).listIpns(), 'timeout');
  });

  it('nobody listening is a network failure', async () => {
    const error = await failure(client({ baseUrl: 'http://127.0.0.1:9/pesapalv3' }).token(), 'network');
    expect(error.message).toMatch(/^Pesapal RequestToken failed: could not reach Pesapal \(/);
  });
});

// Pesapal for integration tests: the local simulator on a free port, a client pointed at it,
// a valid SubmitOrderRequest, and a tiny IPN listener that records what Pesapal sends.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SIMULATOR_CONSUMER_KEY,
  SIMULATOR_CONSUMER_SECRET,
  startPesapalSimulator,
} from '../../infra/services/pesapal-simulator.ts';
import {
  ipnAcknowledgement,
  PesapalClient,
  type PesapalClientOptions,
  type PesapalNotification,
  pesapalNotificationSchema,
  type SubmitOrderRequest,
} from '../../modules/payments/index.ts';
import { testLogger } from './harness.ts';

export type TestPesapal = Awaited<ReturnType<typeof startTestPesapal>>;

/** The simulator on a free port and a factory of clients using its demo keys. */
export async function startTestPesapal(options: { tokenTtlSeconds?: number } = {}) {
  const simulator = await startPesapalSimulator({ tokenTtlSeconds: options.tokenTtlSeconds });
  const client = (overrides: Partial<PesapalClientOptions> = {}) =>
    new PesapalClient({
      baseUrl: simulator.apiUrl,
      consumerKey: SIMULATOR_CONSUMER_KEY,
      consumerSecret: SIMULATOR_CONSUMER_SECRET,
      log: testLogger('pesapal'),
      ...overrides,
    });
  return { simulator, client, close: () => simulator.close() };
}

/** A SubmitOrderRequest Pesapal accepts, with a fresh merchant reference. */
export function orderRequest(
  notificationId: string,
  overrides: Partial<SubmitOrderRequest> = {},
): SubmitOrderRequest {
  return {
    id: `T-${randomUUID().slice(0, 18)}`,
    currency: 'KES',
    amount: 1250.5,
    description: 'Two e-books',
    callback_url: 'http://127.0.0.1:9/payment/callback',
    notification_id: notificationId,
    billing_address: { email_address: 'amina@example.test', phone_number: '0712373984', first_name: 'Amina' },
    ...overrides,
  };
}

export type ReceivedIpn = { method: string; notification: PesapalNotification };

/**
 * Records IPNs (GET query or POST JSON, any key case) and answers Pesapal's acknowledgement;
 * `answerStatus` 500 plays a merchant that failed to process it.
 */
export async function startIpnListener(options: { answerStatus?: 200 | 500 } = {}) {
  const received: ReceivedIpn[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://listener');
    const input =
      req.method === 'POST' ? JSON.parse(await bodyOf(req)) : Object.fromEntries(url.searchParams);
    const parsed = pesapalNotificationSchema.safeParse(input);
    if (!parsed.success) {
      res.writeHead(400).end();
      return;
    }
    received.push({ method: req.method ?? '', notification: parsed.data });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(ipnAcknowledgement(parsed.data, options.answerStatus ?? 200)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/pesapal/ipn`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// The whole payment path for integration tests: the Pesapal simulator, an SMTP listener, the real
// API on a port chosen first (so PUBLIC_URL and the IPN URL the simulator calls are right), the
// real worker, an admin, and helpers for a checkout.
import { createServer } from 'node:net';
import { SIMULATOR_CONSUMER_KEY, SIMULATOR_CONSUMER_SECRET } from '../../infra/services/pesapal-simulator.ts';
import { createApi } from '../../modules/main.ts';
import { listen } from '../../modules/platform/http/index.ts';
import { bearer, createAccount } from './accounts.ts';
import { checkoutBody } from './checkout-body.ts';
import {
  eventually,
  type JsonInit,
  requestOf,
  setUpRunning,
  startTestWorker,
  type TestApi,
  testConfig,
  testLogger,
  type WorldScope,
  worldOf,
} from './harness.ts';
import { startTestPesapal } from './pesapal.ts';
import { createProduct, pdfBytes, type ShopItem } from './shop.ts';
import { startSmtpListener } from './smtp.ts';

export type { Answer } from './harness.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type PaymentsStack = Awaited<ReturnType<typeof startPaymentsStack>>;

/** Simulator + SMTP + API + worker wired together; `stop()` ends them all. */
export async function startPaymentsStack(
  options: { tokenTtlSeconds?: number; worker?: boolean; overrides?: Record<string, string> } = {},
) {
  const pesapal = await startTestPesapal({ tokenTtlSeconds: options.tokenTtlSeconds });
  const smtp = await startSmtpListener();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const overrides = {
    PUBLIC_URL: baseUrl,
    PESAPAL_ENV: 'simulator',
    PESAPAL_BASE_URL: pesapal.simulator.apiUrl,
    PESAPAL_CONSUMER_KEY: SIMULATOR_CONSUMER_KEY,
    PESAPAL_CONSUMER_SECRET: SIMULATOR_CONSUMER_SECRET,
    SMTP_URL: smtp.smtpUrl,
    MAIL_OWNER: 'owner@example.test',
    PAYMENTS_RATE_LIMIT_POINTS: '100000',
    // Tests run the poll themselves, at the time they choose.
    PAYMENTS_POLL_EVERY_MS: '3600000',
    ...options.overrides,
  };
  const config = testConfig(overrides);
  const api = await createApi(config, testLogger('api'));
  const server = await listen(api.app, port, '127.0.0.1');
  const worker = options.worker === false ? undefined : await startTestWorker({ overrides });
  const request = requestOf(baseUrl);
  const testApi: TestApi = {
    ...api,
    config,
    world: worldOf(config),
    baseUrl,
    request,
    stop: async () => undefined,
  };
  const admin = await createAccount(testApi, { role: 'admin' });
  return {
    api: testApi,
    pesapal,
    simulator: pesapal.simulator,
    smtp,
    worker,
    baseUrl,
    request,
    /** A GET as the admin, the raw answer (a CSV, a file). */
    asAdminRaw: (path: string) =>
      fetch(`${baseUrl}${path}`, { headers: { authorization: bearer(admin.token).authorization } }),
    asAdmin: (path: string, init: JsonInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', bearer(admin.token).authorization);
      return request(path, { ...init, headers });
    },
    async stop() {
      await worker?.stop();
      await server.close();
      await api.close();
      await pesapal.close();
      await smtp.stop();
    },
  };
}

/** `startPaymentsStack` with `catalogue` before the caller's tests; `worker: false` for tests that run jobs themselves. */
export function setUpPaymentsStack(options: { worker?: boolean } & WorldScope = {}): {
  stack: PaymentsStack;
  guide: ShopItem;
  notes: ShopItem;
} {
  // Filled in place by the set-up, so a file can name them at the top and use them in its tests.
  const fixture = { stack: {} as PaymentsStack, guide: {} as ShopItem, notes: {} as ShopItem };
  setUpRunning(
    async (overrides) => {
      const started = await startPaymentsStack({ worker: options.worker, overrides });
      Object.assign(fixture.stack, started);
      const { guide, notes } = await catalogue(started);
      Object.assign(fixture.guide, guide);
      Object.assign(fixture.notes, notes);
      return started;
    },
    {},
    options,
  );
  return fixture;
}

/** Puts the simulator's switches back to its defaults: each IPN sent once, at once, retried twice. */
export function resetSimulatorSwitches(stack: PaymentsStack): void {
  stack.simulator.control.setSwitches({ dropIpns: false, ipnDuplicates: 0, ipnRetries: 2, ipnDelayMs: 0 });
}

/** Two KES products with downloadable files: 1500.00 (two PDFs) and 250.50 (one PDF). */
export async function catalogue(stack: PaymentsStack) {
  const guide = await createProduct(stack, { price: '1500', name: 'Field guide' }, [
    { name: 'guide-part-1.pdf', bytes: pdfBytes('part one') },
    { name: 'guide-part-2.pdf', bytes: pdfBytes('part two') },
  ]);
  const notes = await createProduct(stack, { price: '250.50', name: 'Notes' }, [
    { name: 'notes.pdf', bytes: pdfBytes('notes') },
  ]);
  return { guide, notes };
}

export { checkoutBody };

/** Presses a button of the simulator's hosted page (redirect not followed). */
export function choose(
  stack: PaymentsStack,
  trackingId: string,
  choice: 'mpesa' | 'card' | 'failed' | 'pending',
) {
  return fetch(`${stack.simulator.url}/pesapaliframe/PesapalIframe3/Choose`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ OrderTrackingId: trackingId, choice }),
    redirect: 'manual',
  });
}

/** A checkout of `items` for `amount` (KES), paid with M-Pesa on the hosted page and fulfilled. */
export async function paidOrder(
  stack: PaymentsStack,
  items: { id: string; quantity: number }[],
  amount: number,
) {
  const body = checkoutBody(items, amount);
  const answer = await stack.request('/api/pesapal/submit-order', { method: 'POST', json: body });
  const trackingId = String(answer.json.order_tracking_id);
  await payAndFulfil(stack, trackingId);
  return { body, trackingId, reference: String(answer.json.merchant_reference) };
}

/** Pays a submitted order with M-Pesa on the hosted page and waits until it is fulfilled. */
export async function payAndFulfil(stack: PaymentsStack, trackingId: string) {
  await choose(stack, trackingId, 'mpesa');
  await stack.simulator.control.idle();
  return fulfilled(stack, trackingId);
}

/** The transaction row as the database has it. */
export async function transactionRow(stack: PaymentsStack, trackingId: string) {
  const [row] = await stack.api.orm.em.fork().execute<
    {
      id: string;
      order_id: string;
      state: string;
      confirmation_code: string | null;
      payment_method: string;
    }[]
  >(
    'select id, order_id, state, confirmation_code, payment_method from payment_transaction where order_tracking_id = ?',
    [trackingId],
  );
  return row;
}

/** Waits until the order of a tracking id is fulfilled (its status completed and grants made). */
export function fulfilled(stack: PaymentsStack, trackingId: string) {
  return eventually(
    async () => {
      const [row] = await stack.api.orm.em.fork().execute<{ status: string; grants: number }[]>(
        `select o.status, (select count(*)::int from shop_download_grant g where g.order_id = o.id) as grants
           from shop_order o join payment_transaction t on t.order_id = o.id where t.order_tracking_id = ?`,
        [trackingId],
      );
      return row?.status === 'completed' ? row : undefined;
    },
    30_000,
    'the order to be fulfilled',
  );
}

// A local Pesapal API 3.0 for development and tests: the v3 endpoints the payments client uses
// (under /pesapalv3 and /v3), the hosted payment page where the tester picks the outcome, IPN
// delivery with switches, and JSON control endpoints under /__sim for tests. Run alone with
// `node infra/services/pesapal-simulator.ts [port]`; `npm start` runs it when no keys are set.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { handleApi } from './pesapal-simulator/api.ts';
import { CHOICES, createControl, routeControl, type SimulatorControl } from './pesapal-simulator/control.ts';
import { html, parseBody, readBody, send } from './pesapal-simulator/http.ts';
import { notFoundPage, paymentPage } from './pesapal-simulator/page.ts';
import {
  type Choice,
  SIMULATOR_CONSUMER_KEY,
  SIMULATOR_CONSUMER_SECRET,
  SimulatorState,
} from './pesapal-simulator/state.ts';

export type { SimulatorControl } from './pesapal-simulator/control.ts';
export {
  type Choice,
  type IpnDelivery,
  SIMULATOR_CONSUMER_KEY,
  SIMULATOR_CONSUMER_SECRET,
  type SimCall,
  type Switches,
} from './pesapal-simulator/state.ts';

export type PesapalSimulator = {
  /** Origin of the simulator, e.g. http://127.0.0.1:4010 (the API lives under `${url}/pesapalv3`). */
  url: string;
  /** The base URL to give the client (PESAPAL_BASE_URL). */
  apiUrl: string;
  close(): Promise<void>;
  control: SimulatorControl;
};

/** Starts the simulator; `port` 0 (the default) picks a free one. */
export async function startPesapalSimulator(
  options: { port?: number; host?: string; tokenTtlSeconds?: number; log?: (line: string) => void } = {},
): Promise<PesapalSimulator> {
  const state = new SimulatorState(options.tokenTtlSeconds ?? 300);
  const control = createControl(state);
  let url = '';
  const server = createServer((req, res) => {
    route(req, res, control, url).catch((error: unknown) => {
      options.log?.(`pesapal simulator: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) send(res, 500, { error: 'simulator failure' });
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`;
  options.log?.(`pesapal simulator on ${url}`);
  return {
    url,
    apiUrl: `${url}/pesapalv3`,
    control,
    close: async () => {
      await control.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function route(req: IncomingMessage, res: ServerResponse, control: SimulatorControl, url: string) {
  const target = new URL(req.url ?? '/', url);
  const method = req.method ?? 'GET';
  const raw = await readBody(req);
  const body = parseBody(raw, req.headers['content-type']);
  const query = Object.fromEntries(target.searchParams);
  const apiPath = target.pathname.match(/^\/(?:pesapalv3|v3)(\/api\/.*)$/i)?.[1];
  if (apiPath) {
    const answer = handleApi(
      control.state,
      { method, path: apiPath, query, body, authorization: req.headers.authorization },
      url,
    ) ?? {
      status: 404,
      json: { error: { error_type: 'api_error', code: 'not_found', message: 'Not found' }, status: '404' },
    };
    control.state.calls.push({
      at: new Date().toISOString(),
      method,
      path: apiPath,
      query,
      body,
      status: answer.status,
    });
    // Recorded (and acted on) before the wait, as a slow Pesapal would: the caller may be gone by then.
    const hold = control.state.switches.refundDelayMs;
    if (hold > 0 && /^\/api\/transactions\/refundrequest$/i.test(apiPath)) await delay(hold);
    return send(res, answer.status, answer.json);
  }
  if (target.pathname.startsWith('/__sim')) return routeControl(res, control, method, target.pathname, body);
  const page = target.pathname.toLowerCase();
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (method === 'GET' && page === '/pesapaliframe/pesapaliframe3/index') {
    const order = control.state.orders.get(query.OrderTrackingId ?? '');
    return html(res, order ? 200 : 404, order ? paymentPage(order) : notFoundPage());
  }
  if (method === 'POST' && page === '/pesapaliframe/pesapaliframe3/choose') {
    const order = control.state.orders.get(String(fields.OrderTrackingId ?? ''));
    const choice = String(fields.choice ?? '') as Choice;
    if (!order || !CHOICES.has(choice) || choice === 'reversed') return html(res, 404, notFoundPage());
    control.choose(order.trackingId, choice);
    // Cancel goes to the merchant's cancellation_url when it gave one, else back to the callback,
    // which then finds the order FAILED.
    const back = choice === 'cancelled' && order.cancellationUrl ? order.cancellationUrl : order.callbackUrl;
    const callback = new URL(back);
    callback.searchParams.set('OrderTrackingId', order.trackingId);
    callback.searchParams.set('OrderMerchantReference', order.merchantReference);
    callback.searchParams.set('OrderNotificationType', 'CALLBACKURL');
    res.writeHead(302, { Location: callback.toString() }).end();
    return;
  }
  send(res, 404, { error: 'not found' });
}

if (import.meta.main) {
  const simulator = await startPesapalSimulator({ port: Number(process.argv[2] ?? 4010), log: console.log });
  console.log(
    `PESAPAL_ENV=simulator PESAPAL_BASE_URL=${simulator.apiUrl} PESAPAL_CONSUMER_KEY=${SIMULATOR_CONSUMER_KEY} PESAPAL_CONSUMER_SECRET=${SIMULATOR_CONSUMER_SECRET}`,
  );
}

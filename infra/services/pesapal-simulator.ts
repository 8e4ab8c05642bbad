// A local Pesapal API 3.0 for development and tests: the v3 endpoints the payments client uses
// (under /pesapalv3 and /v3), the hosted payment page where the tester picks the outcome, IPN
// delivery with switches, and JSON control endpoints under /__sim for tests. Run alone with
// `node infra/services/pesapal-simulator.ts [port]`; `npm start` runs it when no keys are set.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from './pesapal-simulator/api.ts';
import { sendIpn } from './pesapal-simulator/ipn.ts';
import { adminPage, notFoundPage, paymentPage } from './pesapal-simulator/page.ts';
import {
  type Choice,
  SIMULATOR_CONSUMER_KEY,
  SIMULATOR_CONSUMER_SECRET,
  SimulatorState,
  type Switches,
} from './pesapal-simulator/state.ts';
import { applyChoice } from './pesapal-simulator/status.ts';

export {
  type Choice,
  type IpnDelivery,
  SIMULATOR_CONSUMER_KEY,
  SIMULATOR_CONSUMER_SECRET,
  type SimCall,
  type Switches,
} from './pesapal-simulator/state.ts';

const MAX_BODY_BYTES = 64 * 1024;
const CHOICES = new Set<Choice>(['mpesa', 'card', 'failed', 'pending', 'reversed']);

export type PesapalSimulator = {
  /** Origin of the simulator, e.g. http://127.0.0.1:4010 (the API lives under `${url}/pesapalv3`). */
  url: string;
  /** The base URL to give the client (PESAPAL_BASE_URL). */
  apiUrl: string;
  close(): Promise<void>;
  control: SimulatorControl;
};

export type SimulatorControl = ReturnType<typeof createControl>;

function createControl(state: SimulatorState) {
  const inFlight = new Set<Promise<void>>();
  const notify = (trackingId: string) => {
    const order = state.orders.get(trackingId);
    if (!order) return;
    const delivery = sendIpn(state, order).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  };
  return {
    state,
    setSwitches(changes: Partial<Switches>): Switches {
      state.switches = { ...state.switches, ...changes };
      return state.switches;
    },
    /** Moves an order as the payment page would and sends the IPN when its status changed. */
    choose(trackingId: string, choice: Choice): { found: boolean; changed: boolean } {
      const order = state.orders.get(trackingId);
      if (!order) return { found: false, changed: false };
      const changed = applyChoice(order, choice);
      if (changed) notify(trackingId);
      return { found: true, changed };
    },
    expireTokens: () => state.expireAllTokens(),
    setTokenTtl(seconds: number) {
      state.tokenTtlSeconds = seconds;
    },
    /** Resolves once every IPN sent so far is acknowledged or given up (no timing in tests). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    calls: () => state.calls,
    deliveries: () => state.deliveries,
    clearLog() {
      state.calls = [];
      state.deliveries = [];
    },
  };
}

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
    const callback = new URL(order.callbackUrl);
    callback.searchParams.set('OrderTrackingId', order.trackingId);
    callback.searchParams.set('OrderMerchantReference', order.merchantReference);
    callback.searchParams.set('OrderNotificationType', 'CALLBACKURL');
    res.writeHead(302, { Location: callback.toString() }).end();
    return;
  }
  send(res, 404, { error: 'not found' });
}

/** JSON switches for tests, plus the small HTML admin page that reverses payments. */
function routeControl(
  res: ServerResponse,
  control: SimulatorControl,
  method: string,
  path: string,
  body: unknown,
) {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const outcome = path.match(/^\/__sim\/orders\/([^/]+)\/outcome$/);
  if (method === 'POST' && outcome) {
    const choice = String(fields.outcome ?? '') as Choice;
    if (!CHOICES.has(choice))
      return send(res, 400, { error: `outcome must be one of ${[...CHOICES].join(', ')}` });
    const result = control.choose(decodeURIComponent(outcome[1] ?? ''), choice);
    return send(res, result.found ? 200 : 404, result);
  }
  if (method === 'POST' && path === '/__sim/switches') {
    const numbers = ['ipnDelayMs', 'ipnDuplicates', 'ipnRetries'] as const;
    const changes: Partial<Switches> = {};
    if (typeof fields.dropIpns === 'boolean') changes.dropIpns = fields.dropIpns;
    for (const name of numbers) {
      const value = fields[name];
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0) changes[name] = value;
    }
    return send(res, 200, control.setSwitches(changes));
  }
  if (method === 'POST' && path === '/__sim/tokens/expire') {
    control.expireTokens();
    return send(res, 200, { expired: true });
  }
  if (method === 'GET' && path === '/__sim/calls') {
    return send(res, 200, { calls: control.calls(), deliveries: control.deliveries() });
  }
  if (method === 'DELETE' && path === '/__sim/calls') {
    control.clearLog();
    return send(res, 200, { cleared: true });
  }
  if (method === 'GET' && path === '/__sim/orders')
    return send(res, 200, { orders: [...control.state.orders.values()] });
  if (method === 'GET' && path === '/__sim/admin')
    return html(res, 200, adminPage([...control.state.orders.values()]));
  if (method === 'POST' && path === '/__sim/admin/reverse') {
    control.choose(String(fields.OrderTrackingId ?? ''), 'reversed');
    res.writeHead(303, { Location: '/__sim/admin' }).end();
    return;
  }
  send(res, 404, { error: 'unknown control' });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(raw: string, contentType: string | undefined): unknown {
  if (!raw) return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function send(res: ServerResponse, status: number, json: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(json));
}

function html(res: ServerResponse, status: number, page: string) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
}

if (import.meta.main) {
  const simulator = await startPesapalSimulator({ port: Number(process.argv[2] ?? 4010), log: console.log });
  console.log(
    `PESAPAL_ENV=simulator PESAPAL_BASE_URL=${simulator.apiUrl} PESAPAL_CONSUMER_KEY=${SIMULATOR_CONSUMER_KEY} PESAPAL_CONSUMER_SECRET=${SIMULATOR_CONSUMER_SECRET}`,
  );
}

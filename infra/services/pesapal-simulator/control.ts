// What tests and the hosted page drive: switches, outcomes, token expiry, the call log, and
// `idle()` to wait until every IPN sent so far is acknowledged or given up.
import type { ServerResponse } from 'node:http';
import { html, send } from './http.ts';
import { sendIpn } from './ipn.ts';
import { adminPage } from './page.ts';
import type { Choice, SimulatorState, Switches } from './state.ts';
import { applyChoice } from './status.ts';

export const CHOICES = new Set<Choice>(['mpesa', 'card', 'failed', 'cancelled', 'pending', 'reversed']);

export type SimulatorControl = ReturnType<typeof createControl>;

export function createControl(state: SimulatorState) {
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

/** JSON switches for tests, plus the small HTML admin page that reverses payments. */
export function routeControl(
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
    const numbers = ['ipnDelayMs', 'ipnDuplicates', 'ipnRetries', 'refundDelayMs'] as const;
    const changes: Partial<Switches> = {};
    if (typeof fields.dropIpns === 'boolean') changes.dropIpns = fields.dropIpns;
    for (const name of ['refundRefusal', 'cancelRefusal'] as const) {
      const value = fields[name];
      if (value === null || (typeof value === 'string' && value.length <= 500)) changes[name] = value || null;
    }
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

// Sends an order's IPN the way Pesapal does: GET with a query string or POST with a PascalCase
// JSON body, to the URL behind the order's notification_id, expecting the camelCase
// acknowledgement back and resending while it is missing, wrong or status 500. The switches
// drop, delay or duplicate IPNs so tests can play lost, late and repeated notifications.
import type { IpnDelivery, SimOrder, SimulatorState } from './state.ts';

const RETRY_WAIT_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends every copy of the IPN for `order`; resolves once all copies are acknowledged or given up. */
export async function sendIpn(state: SimulatorState, order: SimOrder): Promise<void> {
  const ipn = state.ipns.find((entry) => entry.ipnId === order.notificationId);
  if (!ipn) return;
  const base = { trackingId: order.trackingId, url: ipn.url, method: ipn.method };
  const { dropIpns, ipnDelayMs, ipnDuplicates, ipnRetries } = state.switches;
  if (dropIpns) {
    state.deliveries.push({ ...base, at: new Date().toISOString(), copy: 1, attempt: 0, outcome: 'dropped' });
    return;
  }
  if (ipnDelayMs > 0) await sleep(ipnDelayMs);
  const params = {
    OrderTrackingId: order.trackingId,
    OrderMerchantReference: order.merchantReference,
    OrderNotificationType: 'IPNCHANGE',
  };
  const copies = Array.from({ length: 1 + ipnDuplicates }, async (_, index) => {
    for (let attempt = 1; attempt <= 1 + ipnRetries; attempt += 1) {
      const delivery = await attemptOnce(ipn.url, ipn.method, params);
      state.deliveries.push({ ...base, ...delivery, at: new Date().toISOString(), copy: index + 1, attempt });
      if (delivery.outcome === 'acknowledged') return;
      if (attempt <= ipnRetries) await sleep(RETRY_WAIT_MS * attempt);
    }
  });
  await Promise.all(copies);
}

async function attemptOnce(
  url: string,
  method: 'GET' | 'POST',
  params: Record<string, string>,
): Promise<Pick<IpnDelivery, 'outcome' | 'httpStatus' | 'answer'>> {
  try {
    const target = new URL(url);
    if (method === 'GET')
      for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    const response = await fetch(target, {
      method,
      headers: method === 'POST' ? { 'Content-Type': 'application/json' } : {},
      body: method === 'POST' ? JSON.stringify(params) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    const answer = parseJson(text);
    return {
      outcome: acknowledges(answer, params) ? 'acknowledged' : 'refused',
      httpStatus: response.status,
      answer,
    };
  } catch {
    return { outcome: 'unreachable' };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The acknowledgement Pesapal expects: camelCase echo of the ids and a numeric status 200. */
function acknowledges(answer: unknown, params: Record<string, string>): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const ack = answer as Record<string, unknown>;
  return ack.status === 200 && ack.orderTrackingId === params.OrderTrackingId;
}

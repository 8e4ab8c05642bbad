// The IPN half of `npm run bench:shop`: paid orders through the real checkout, their outcome set
// in the simulator with its IPNs dropped, then a burst of our own IPNs (GET and POST mixed) and
// the time until the worker has fulfilled every order. Counts what happened exactly once.
import pg from 'pg';
import { checkoutBody } from '../../tests/support/checkout-body.ts';
import type { MailCatcher } from '../services/mail-catcher.ts';
import type { PesapalSimulator } from '../services/pesapal-simulator.ts';
import { fmt } from './bench-support.ts';

export type BurstOptions = {
  base: string;
  databaseUrl: string;
  simulator: PesapalSimulator;
  mail: MailCatcher;
  product: { id: string; price: number; files: number };
  orders: number;
  ipnsPerOrder: number;
  timeoutMs: number;
};

type Placed = { trackingId: string; reference: string; email: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function placeOrder(base: string, product: BurstOptions['product'], n: number): Promise<Placed> {
  const body = checkoutBody([{ id: product.id, quantity: 1 }], product.price);
  const response = await fetch(`${base}/api/pesapal/submit-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { order_tracking_id?: string; merchant_reference?: string };
  if (response.status !== 200 || !json.order_tracking_id || !json.merchant_reference)
    throw new Error(`checkout ${n} answered ${response.status} ${JSON.stringify(json)}`);
  return {
    trackingId: json.order_tracking_id,
    reference: json.merchant_reference,
    email: body.customer.email,
  };
}

/** One IPN as Pesapal sends it; true when acknowledged with HTTP 200 and `status: 200`. */
async function sendIpn(base: string, order: Placed, post: boolean): Promise<boolean> {
  const params = {
    OrderTrackingId: order.trackingId,
    OrderMerchantReference: order.reference,
    OrderNotificationType: 'IPNCHANGE',
  };
  const url = post ? `${base}/api/pesapal/ipn` : `${base}/api/pesapal/ipn?${new URLSearchParams(params)}`;
  try {
    const response = await fetch(url, {
      method: post ? 'POST' : 'GET',
      headers: post ? { 'content-type': 'application/json' } : {},
      body: post ? JSON.stringify(params) : undefined,
    });
    const answer = (await response.json()) as { status?: number; orderTrackingId?: string };
    return response.status === 200 && answer.status === 200 && answer.orderTrackingId === order.trackingId;
  } catch {
    return false;
  }
}

type Counts = { completed: number; grants: number; receiptsSent: number; receiptRows: number };

async function counts(db: pg.Client): Promise<Counts> {
  const { rows } = await db.query<Counts>(
    `select (select count(*)::int from shop_order where status = 'completed' and fulfilled_at is not null) as completed,
            (select count(*)::int from shop_download_grant) as grants,
            (select count(*)::int from email_delivery where idempotency_key like 'receipt:%' and status = 'sent') as "receiptsSent",
            (select count(*)::int from email_delivery where idempotency_key like 'receipt:%') as "receiptRows"`,
  );
  const row = rows[0];
  if (!row) throw new Error('no counts');
  return row;
}

/** Runs the burst and prints its figures; true when every order was fulfilled exactly once. */
export async function runIpnBurst(options: BurstOptions): Promise<boolean> {
  const { base, simulator, mail, product, orders, ipnsPerOrder } = options;
  const placed: Placed[] = [];
  // Ten checkouts at a time: the checkout is not what is measured.
  for (let start = 0; start < orders; start += 10) {
    const batch = Array.from({ length: Math.min(10, orders - start) }, (_, i) => start + i + 1);
    placed.push(...(await Promise.all(batch.map((n) => placeOrder(base, product, n)))));
  }
  // Paid at Pesapal, but the simulator keeps its IPNs: ours are the only ones the API sees.
  simulator.control.setSwitches({ dropIpns: true });
  for (const order of placed) {
    const moved = simulator.control.choose(order.trackingId, 'mpesa');
    if (!moved.changed) throw new Error(`the simulator did not complete ${order.trackingId}`);
  }
  const ipns = placed.flatMap((order) =>
    Array.from({ length: ipnsPerOrder }, (_, copy) => ({ order, post: copy % 2 === 1 })),
  );
  console.log(
    `IPN burst — ${fmt(orders)} paid orders (checkout through the simulator), ${fmt(ipns.length)} IPNs at once (${ipnsPerOrder} per order, GET and POST mixed)`,
  );
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    const started = performance.now();
    const acks = await Promise.all(ipns.map(({ order, post }) => sendIpn(base, order, post)));
    const ackSeconds = (performance.now() - started) / 1000;
    const acknowledged = acks.filter(Boolean).length;
    let now = await counts(db);
    const expectedGrants = orders * product.files;
    const drained = (c: Counts) =>
      c.completed === orders && c.grants === expectedGrants && c.receiptsSent === orders;
    while (!drained(now) && performance.now() - started < options.timeoutMs) {
      await sleep(50);
      now = await counts(db);
    }
    const drainSeconds = (performance.now() - started) / 1000;
    // Late copies (a second reconcile job, a relay retry) would land now: look again a moment later.
    await sleep(3_000);
    now = await counts(db);
    const perRecipient = new Map<string, number>();
    for (const message of mail.messages)
      for (const to of message.envelopeTo) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    const buyers = placed.filter((order) => perRecipient.has(order.email)).length;
    const smtpDuplicates = [...perRecipient.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    const { rows } = await db.query<{ completions: number; notifications: number; received: number }>(
      `select (select count(*)::int from payment_event where state_before = 'pending' and state_after = 'completed') as completions,
              (select count(*)::int from payment_notification) as notifications,
              (select coalesce(sum(received_count), 0)::int from payment_notification) as received`,
    );
    const store = rows[0] ?? { completions: 0, notifications: 0, received: 0 };
    const duplicates =
      smtpDuplicates +
      Math.max(0, now.receiptRows - orders) +
      Math.max(0, store.completions - orders) +
      Math.max(0, now.grants - expectedGrants);
    console.log(
      `acknowledged ${fmt(acknowledged)} of ${fmt(ipns.length)} with status 200 in ${fmt(ackSeconds, 2)} s; IPN store ${store.notifications} rows counting ${fmt(store.received)} receipts`,
    );
    console.log(
      `drained in ${fmt(drainSeconds, 2)} s: ${now.completed} orders fulfilled, ${now.grants} download grants (expected ${expectedGrants}), ${now.receiptsSent} receipts sent (email_delivery receipt:% rows ${now.receiptRows})`,
    );
    console.log(
      `exactly once: ${store.completions} pending→completed transitions, ${mail.messages.length} emails at the SMTP sink for ${buyers} of ${orders} buyers; duplicates ${duplicates}`,
    );
    return (
      acknowledged === ipns.length &&
      drained(now) &&
      store.completions === orders &&
      now.receiptRows === orders &&
      mail.messages.length === orders &&
      buyers === orders &&
      duplicates === 0
    );
  } finally {
    await db.end();
  }
}

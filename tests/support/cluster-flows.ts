// What the cluster test and `npm run bench:cluster` do to a cluster (tests/support/cluster.ts):
// an admin signed in through one API, paid orders and a burst of IPNs spread over every API, a
// newsletter campaign, and the exactly-once counts of each in Postgres and at the mail catcher.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../modules/admin/index.ts';
import { checkoutBody } from './checkout-body.ts';
import type { Cluster, ClusterApi } from './cluster.ts';
import type { JsonInit } from './request.ts';

export type ClusterAdmin = {
  email: string;
  password: string;
  token: string;
  /** A request with the admin's bearer token through `api`. */
  as(api: ClusterApi): (path: string, init?: JsonInit) => ReturnType<ClusterApi['request']>;
};

/** An admin account written to the shared database, signed in through `api`. */
export async function signInAdmin(cluster: Cluster, api: ClusterApi): Promise<ClusterAdmin> {
  const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Owner-${randomUUID()}`;
  await cluster.query(
    `insert into app_user (id, name, email, role, password_hash, is_verified, failed_login_count,
       token_version, created_at, updated_at)
     values ($1, 'Cluster Owner', $2, 'admin', $3, true, 0, 0, now(), now())`,
    [randomUUID(), email, await hashPassword(password, 10)],
  );
  const login = await api.request('/api/auth/login', { method: 'POST', json: { email, password } });
  if (login.status !== 200) throw new Error(`the admin could not sign in: ${login.status} ${login.text}`);
  const token = String(login.json.token);
  return {
    email,
    password,
    token,
    as:
      (target) =>
      (path, init = {}) => {
        const headers = new Headers(init.headers);
        headers.set('authorization', `Bearer ${token}`);
        return target.request(path, { ...init, headers });
      },
  };
}

/** Active, verified subscribers straight into the table; their addresses, lower-cased. */
export async function seedReaders(cluster: Cluster, count: number): Promise<string[]> {
  const label = randomUUID().slice(0, 6);
  const rows = await cluster.query<{ email: string }>(
    `insert into newsletter_subscriber (id, email, name, is_active, is_verified, subscription_date, verified_at,
       unsubscribe_token_hash, created_at, updated_at)
     select gen_random_uuid(), 'reader' || g || '-' || $2 || '@example.com', null, true, true, now(), now(),
       encode(sha256(('cluster-' || $2 || g)::bytea), 'hex'), now(), now() from generate_series(1, $1) g
     returning email`,
    [count, label],
  );
  return rows.map((row) => row.email);
}

export type PlacedOrder = { trackingId: string; reference: string; email: string };

/** A checkout of one product through `api`, as the web sends it. */
export async function placeOrder(
  api: ClusterApi,
  product: { id: string; price: number },
  n: number,
): Promise<PlacedOrder> {
  const json = checkoutBody([{ id: product.id, quantity: 1 }], product.price);
  const { email } = json.customer;
  const answer = await api.request('/api/pesapal/submit-order', { method: 'POST', json });
  if (answer.status !== 200) throw new Error(`checkout ${n} answered ${answer.status} ${answer.text}`);
  return {
    trackingId: String(answer.json.order_tracking_id),
    reference: String(answer.json.merchant_reference),
    email,
  };
}

/**
 * Marks every order paid at the simulator with its own IPNs dropped, then sends `perOrder` IPNs
 * per order at once, round-robin over the APIs (GET and POST mixed, as Pesapal does). Answers how
 * many were acknowledged with Pesapal's `status: 200`.
 */
export async function ipnBurst(cluster: Cluster, orders: PlacedOrder[], perOrder: number): Promise<number> {
  cluster.simulator.control.setSwitches({ dropIpns: true });
  for (const order of orders) {
    if (!cluster.simulator.control.choose(order.trackingId, 'mpesa').changed)
      throw new Error(`the simulator did not complete ${order.trackingId}`);
  }
  const sends = orders.flatMap((order, o) =>
    Array.from({ length: perOrder }, (_, copy) => {
      const api = cluster.apis[(o * perOrder + copy) % cluster.apis.length];
      return api ? sendIpn(api, order, copy % 2 === 1) : Promise.resolve(false);
    }),
  );
  return (await Promise.all(sends)).filter(Boolean).length;
}

async function sendIpn(api: ClusterApi, order: PlacedOrder, post: boolean): Promise<boolean> {
  const params = {
    OrderTrackingId: order.trackingId,
    OrderMerchantReference: order.reference,
    OrderNotificationType: 'IPNCHANGE',
  };
  const answer = post
    ? await api.request('/api/pesapal/ipn', { method: 'POST', json: params })
    : await api.request(`/api/pesapal/ipn?${new URLSearchParams(params)}`);
  return (
    answer.status === 200 && answer.json.status === 200 && answer.json.orderTrackingId === order.trackingId
  );
}

export type PaymentCounts = {
  completed: number;
  grants: number;
  receiptRows: number;
  receiptsSent: number;
  completions: number;
};

/** What the shared database holds of fulfilments: orders, grants, receipts, transitions. */
export async function paymentCounts(cluster: Cluster): Promise<PaymentCounts> {
  const [row] = await cluster.query<PaymentCounts>(
    `select (select count(*)::int from shop_order where status = 'completed' and fulfilled_at is not null) as completed,
            (select count(*)::int from shop_download_grant) as grants,
            (select count(*)::int from email_delivery where idempotency_key like 'receipt:%') as "receiptRows",
            (select count(*)::int from email_delivery where idempotency_key like 'receipt:%' and status = 'sent') as "receiptsSent",
            (select count(*)::int from payment_event where state_before = 'pending' and state_after = 'completed') as completions`,
  );
  if (!row) throw new Error('no counts');
  return row;
}

/** Messages at the catcher per recipient, for the addresses asked about. */
export function mailCounts(cluster: Cluster, addresses: readonly string[]): Map<string, number> {
  const counts = new Map(addresses.map((address) => [address.toLowerCase(), 0]));
  for (const message of cluster.mail.messages) {
    for (const to of message.envelopeTo) {
      const key = to.toLowerCase();
      const seen = counts.get(key);
      if (seen !== undefined) counts.set(key, seen + 1);
    }
  }
  return counts;
}

/** Sent rows of `email_delivery` per recipient for one post's campaign. */
export async function campaignDeliveries(cluster: Cluster, postId: string): Promise<Map<string, number>> {
  const rows = await cluster.query<{ recipient: string; count: number }>(
    `select lower(recipient) as recipient, count(*)::int as count from email_delivery
      where idempotency_key like $1 and status = 'sent' group by lower(recipient)`,
    [`post:${postId}:%`],
  );
  return new Map(rows.map((row) => [row.recipient, row.count]));
}

/** Polls until `check` answers something other than undefined, or fails after `timeoutMs`. */
export async function until<T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

import { z } from 'zod';
import { paymentsOfOrders } from '../../payments/index.ts';
import { neutralise } from '../../platform/csv/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';

/** The accountant's columns (issue 32), in this order. Amounts are in major units, two decimals. */
export const ORDERS_CSV_COLUMNS = [
  'date',
  'order',
  'buyer',
  'items',
  'gross',
  'discount',
  'refunded',
  'net',
  'method',
  'status',
] as const;

const day = z.union([z.literal(''), z.iso.date('Dates are YYYY-MM-DD')]).optional();

/** `GET /api/shop/orders/export?start_date&end_date` (inclusive days, site time). */
export const ordersExportQuerySchema = z.strictObject({ start_date: day, end_date: day });
export type OrdersExportQuery = z.infer<typeof ordersExportQuerySchema>;

/** Orders read per query: memory stays flat however many the shop has. */
const PAGE = 500;

const amount = (minor: number) => (minor / 100).toFixed(2);

type OrderRow = {
  id: string;
  at: string;
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  items: string | null;
  subtotal: string;
  discount: string;
  total: string;
  payment_method: string;
  status: string;
};

/**
 * Every order placed in the range (all orders when none), oldest first, one row each: the day
 * and time it was paid (else placed) in site time, the buyer, the items, gross (before the
 * discount), discount, refunded, net (charged less refunded), how it was paid and where the
 * payment stands (payments' view, else the order's own status). Buyer-typed text is neutralised.
 */
export async function* ordersCsvRows(
  em: EntityManager,
  query: OrdersExportQuery,
  timeZone: string,
): AsyncGenerator<string[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await em.execute<OrderRow[]>(
      `select o.id, to_char(coalesce(o.paid_at, o.created_at) at time zone ?, 'YYYY-MM-DD HH24:MI') as at,
         o.created_at::text as sort_at, o.merchant_reference as reference, o.first_name, o.last_name, o.email,
         (select string_agg(l.quantity || ' × ' || l.name, '; ' order by l.position)
            from shop_order_line l where l.order_id = o.id) as items,
         o.subtotal_minor::text as subtotal, o.discount_minor::text as discount, o.total_minor::text as total,
         o.payment_method, o.status
       from shop_order o
       where (?::date is null or (o.created_at at time zone ?)::date >= ?::date)
         and (?::date is null or (o.created_at at time zone ?)::date <= ?::date)
         and (?::timestamptz is null or (o.created_at, o.id) > (?::timestamptz, ?::uuid))
       order by o.created_at, o.id
       limit ${PAGE}`,
      [
        timeZone,
        query.start_date || null,
        timeZone,
        query.start_date || null,
        query.end_date || null,
        timeZone,
        query.end_date || null,
        after?.at ?? null,
        after?.at ?? null,
        after?.id ?? null,
      ],
    );
    if (rows.length === 0) return;
    const payments = await paymentsOfOrders(
      em,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      const payment = payments.get(row.id);
      const refunded = payment?.refundedMinor ?? 0;
      yield [
        row.at,
        row.reference,
        neutralise(`${row.first_name} ${row.last_name} <${row.email}>`.trim()),
        neutralise(row.items ?? ''),
        amount(Number(row.subtotal)),
        amount(Number(row.discount)),
        amount(refunded),
        amount(Number(row.total) - refunded),
        neutralise(payment?.method || (row.payment_method === 'cod' ? 'Cash on Delivery' : '')),
        payment?.state ?? row.status,
      ];
    }
    const last = rows.at(-1) as OrderRow & { sort_at: string };
    after = { at: last.sort_at, id: last.id };
    if (rows.length < PAGE) return;
  }
}

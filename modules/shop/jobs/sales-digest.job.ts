import type { EntityManager } from '../../platform/db/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { defineSweep } from '../../platform/queues/index.ts';
import { type DigestSale, salesDigestEmail } from '../emails/sale-alert.email.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { SHOP_QUEUE } from './resend-receipt.job.ts';

/** The digest goes out from this local hour on, for the day before. */
export const DIGEST_HOUR = 7;

export type SalesDigestDeps = {
  em: EntityManager;
  mailer: Pick<Mailer, 'deliver'>;
  publicUrl: string;
  ownerEmails: () => Promise<string[]>;
  timeZone: string;
};

/**
 * Yesterday's sales for the owner who chose `daily`: checked every hour, sent from 07:00 site
 * time, once per day and address (`sales-digest:<day>:<address>`), so the hourly runs after the
 * first, a second worker or a job run twice send nothing more. A day without sales sends nothing.
 */
export async function sendSalesDigest(deps: SalesDigestDeps, now: Date): Promise<{ sent: number }> {
  if ((await readShopSettings(deps.em)).sale_alerts !== 'daily') return { sent: 0 };
  const [clock] = await deps.em.execute<{ hour: number; day: string }[]>(
    `select extract(hour from ?::timestamptz at time zone ?)::int as hour,
       ((?::timestamptz at time zone ?)::date - 1)::text as day`,
    [now, deps.timeZone, now, deps.timeZone],
  );
  if (!clock || clock.hour < DIGEST_HOUR) return { sent: 0 };
  const rows = await deps.em.execute<
    { reference: string; items: string; total_minor: string; currency: string }[]
  >(
    `select o.merchant_reference as reference, o.total_minor::text as total_minor, o.currency,
       (select string_agg(l.quantity || ' × ' || l.name, ', ' order by l.position)
          from shop_order_line l where l.order_id = o.id) as items
     from shop_order o
     where o.paid_at is not null and (o.paid_at at time zone ?)::date = ?::date
     order by o.paid_at`,
    [deps.timeZone, clock.day],
  );
  if (rows.length === 0) return { sent: 0 };
  const sales: DigestSale[] = rows.map((row) => ({
    reference: row.reference,
    items: row.items ?? '',
    totalMinor: Number(row.total_minor),
    currency: row.currency,
  }));
  let sent = 0;
  for (const to of await deps.ownerEmails()) {
    const message = salesDigestEmail({ to, day: clock.day, sales, publicUrl: deps.publicUrl });
    if ((await deps.mailer.deliver(`sales-digest:${clock.day}:${to}`, message)) === 'sent') sent += 1;
  }
  return { sent };
}

export const salesDigestJob = (deps: SalesDigestDeps, clock: () => Date) =>
  defineSweep({
    queue: SHOP_QUEUE,
    name: 'sales-digest',
    every: 3_600_000,
    handle: () => sendSalesDigest(deps, clock()),
  });

import type { EntityManager } from '../platform/db/index.ts';

/** A pending payment older than this is flagged as stuck on the dashboard. */
const STUCK_AFTER = '1 hour';

/**
 * The dashboard's payment flags: revenue of completed payments (minor units), payments that need
 * a look (pending for over an hour, or money Pesapal reported completed that the order refused:
 * a late completion after a failure, or an amount that did not match), and reversed payments.
 */
export async function paymentsSummary(em: EntityManager) {
  const [row] = await em.execute<{ revenue: string; stuck: number; reversed: number }[]>(
    `select coalesce(sum(amount_minor) filter (where state = 'completed'), 0)::text as revenue,
       (count(*) filter (where state = 'pending' and order_tracking_id is not null
          and created_at < now() - interval '${STUCK_AFTER}')
        + (select count(distinct transaction_id) from payment_event
           where answer->>'status_code' = '1' and state_after <> 'completed'))::int as stuck,
       count(*) filter (where state = 'reversed')::int as reversed
     from payment_transaction`,
  );
  return {
    counts: {},
    activity: [],
    payments: {
      revenue_minor: Number(row?.revenue ?? 0),
      stuck: row?.stuck ?? 0,
      reversed: row?.reversed ?? 0,
    },
  };
}

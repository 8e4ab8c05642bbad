import type { EntityManager } from '../platform/db/index.ts';
import { REFUND_JOIN_SQL, REVENUE_SQL } from './revenue.ts';

/** A pending payment older than this is flagged as stuck on the dashboard. */
const STUCK_AFTER = '1 hour';

/**
 * The dashboard's payment flags: revenue of paid payments less their refunds (minor units), payments that need
 * a look (pending for over an hour, or money Pesapal reported completed that the order refused:
 * a late completion after a failure, or an amount that did not match), and reversed payments.
 */
export async function paymentsSummary(em: EntityManager) {
  const [row] = await em.execute<{ revenue: string; stuck: number; reversed: number; refunded: number }[]>(
    `select ${REVENUE_SQL}::text as revenue,
       (count(*) filter (where t.state = 'pending' and t.order_tracking_id is not null
          and t.created_at < now() - interval '${STUCK_AFTER}')
        + (select count(distinct transaction_id) from payment_event
           where answer->>'status_code' = '1'
             and state_after not in ('completed', 'refunded', 'partially_refunded')))::int as stuck,
       count(*) filter (where t.state = 'reversed')::int as reversed,
       count(*) filter (where t.state in ('refunded', 'partially_refunded'))::int as refunded
     from payment_transaction t ${REFUND_JOIN_SQL}`,
  );
  return {
    counts: {},
    activity: [],
    payments: {
      revenue_minor: Number(row?.revenue ?? 0),
      stuck: row?.stuck ?? 0,
      reversed: row?.reversed ?? 0,
      refunded: row?.refunded ?? 0,
    },
  };
}

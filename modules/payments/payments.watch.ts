import type { EntityManager } from '../platform/db/index.ts';

/** A buyer back from Pesapal this long ago whose payment is still pending needs the owner. */
export const PENDING_AFTER_RETURN = '1 hour';

/** A pending payment is stuck once its next poll is this much overdue (the poll runs every few seconds). */
const POLL_OVERDUE_SLACK_MS = 60_000;

export type PaymentFacts = {
  /** Every transaction counted by state (states with none are absent). */
  byState: Record<string, number>;
  /** Pending Pesapal payments whose next poll is overdue: the poll is not running for them. */
  stuckPastPoll: number;
};

export type PendingAfterReturn = {
  transactionId: string;
  merchantReference: string;
  returnedAt: string;
};

/**
 * What operators watch of payments, read from this module's own tables: counts for the metrics
 * and the payments still pending an hour after their buyer came back from Pesapal. The buyer's
 * return is the callback page's re-query, which the reconciler records on the timeline (source
 * `callback`); the first such entry is the return.
 */
export function paymentsWatch(em: EntityManager, pollEveryMs: number) {
  return {
    async facts(): Promise<PaymentFacts> {
      const overdueMs = 2 * pollEveryMs + POLL_OVERDUE_SLACK_MS;
      const rows = await em.execute<{ state: string; count: number; stuck: number }[]>(
        `select state, count(*)::int as count,
           (count(*) filter (where state = 'pending' and order_tracking_id is not null
              and next_poll_at < now() - (? * interval '1 millisecond')))::int as stuck
         from payment_transaction group by state`,
        [overdueMs],
      );
      return {
        byState: Object.fromEntries(rows.map((row) => [row.state, row.count])),
        stuckPastPoll: rows.reduce((sum, row) => sum + row.stuck, 0),
      };
    },
    async pendingAfterReturn(limit = 50): Promise<PendingAfterReturn[]> {
      const rows = await em.execute<{ id: string; merchant_reference: string; returned_at: Date }[]>(
        `select t.id, t.merchant_reference, min(e.at) as returned_at
         from payment_transaction t join payment_event e on e.transaction_id = t.id and e.source = 'callback'
         where t.state = 'pending'
         group by t.id, t.merchant_reference
         having min(e.at) < now() - interval '${PENDING_AFTER_RETURN}'
         order by returned_at limit ?`,
        [limit],
      );
      return rows.map((row) => ({
        transactionId: row.id,
        merchantReference: row.merchant_reference,
        returnedAt: new Date(row.returned_at).toISOString(),
      }));
    },
  };
}

export type PaymentsWatch = ReturnType<typeof paymentsWatch>;

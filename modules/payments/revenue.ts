// Revenue, one definition for the admin's tiles and the dashboard: what paid payments brought in,
// less what was refunded (a full refund brings in nothing). Minor units of the shop's currency.

/** Joins each payment (`t`) to its accepted refund (`r`). */
export const REFUND_JOIN_SQL =
  "left join payment_refund r on r.transaction_id = t.id and r.status = 'accepted'";

export const REVENUE_SQL = `coalesce(sum(t.amount_minor - coalesce(r.amount_minor, 0))
  filter (where t.state in ('completed', 'partially_refunded', 'refunded')), 0)`;

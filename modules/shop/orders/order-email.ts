import type { EntityManager } from '../../platform/db/index.ts';

/**
 * The owner corrects a buyer's mistyped email (lower-cased, as checkout stores it). Answers the
 * address before and after, or undefined for an unknown order; every later email (receipt,
 * refund) goes to the new one.
 */
export async function changeOrderEmail(
  em: EntityManager,
  orderId: string,
  email: string,
): Promise<{ from: string; to: string } | undefined> {
  const to = email.trim().toLowerCase();
  const [row] = await em.execute<{ from: string }[]>(
    `update shop_order o set email = ? from (select id, email from shop_order where id = ? for update) old
     where o.id = old.id returning old.email as "from"`,
    [to, orderId],
  );
  return row ? { from: row.from, to } : undefined;
}

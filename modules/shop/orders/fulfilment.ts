import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import { orderFiles } from './order-reads.ts';

/**
 * What a payment's outcome does to an order. Each step is a guarded update or an insert that
 * ignores what exists, so a handler that runs twice (or races a download) changes nothing more.
 */
export class Fulfilment {
  /** The job's or request's scope (the ORM's context resolves it). */
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /**
   * Marks the order completed and creates its download grants. True only for the run that
   * moved it (the one that should announce it); the grants are ensured on every run.
   */
  async fulfil(orderId: string): Promise<boolean> {
    return this.#em.transactional(async (em) => {
      const moved = await em.execute<{ id: string }[]>(
        `update shop_order set status = 'completed', paid_at = coalesce(paid_at, now()), fulfilled_at = now()
         where id = ? and fulfilled_at is null and status in ('pending', 'completed') returning id`,
        [orderId],
      );
      await this.ensureGrants(orderId, em);
      return moved.length > 0;
    });
  }

  /** One grant per downloadable file of the order; existing grants (used or revoked) stay as they are. */
  async ensureGrants(orderId: string, em: EntityManager = this.#em): Promise<void> {
    const files = await orderFiles(em, orderId);
    for (const file of files) {
      await em.execute(
        `insert into shop_download_grant (id, order_id, product_id, product_file_id, file_index, created_at)
         values (?, ?, ?, ?, ?, now()) on conflict do nothing`,
        [randomUUID(), orderId, file.productId, file.fileId, file.index],
      );
    }
  }

  /** A reversed payment: the order is reversed and every download not yet used is revoked. */
  async reverse(orderId: string): Promise<{ revoked: number }> {
    return this.#em.transactional(async (em) => {
      await em.execute(`update shop_order set status = 'reversed' where id = ? and status <> 'reversed'`, [
        orderId,
      ]);
      return { revoked: await revokeUnused(em, orderId) };
    });
  }

  /**
   * A refunded payment: the order is refunded (or partially refunded) and, for a full refund,
   * every download not yet used is revoked; a partial refund leaves them.
   */
  async refund(orderId: string, full: boolean): Promise<{ revoked: number }> {
    const status = full ? 'refunded' : 'partially_refunded';
    return this.#em.transactional(async (em) => {
      await em.execute('update shop_order set status = ? where id = ? and status <> ?', [
        status,
        orderId,
        status,
      ]);
      if (!full) return { revoked: 0 };
      return { revoked: await revokeUnused(em, orderId) };
    });
  }

  /** A payment that will never come (failed, expired, cancelled): only a pending order follows it. */
  async close(orderId: string, status: 'failed' | 'expired' | 'cancelled'): Promise<void> {
    await this.#em.execute(`update shop_order set status = ? where id = ? and status = 'pending'`, [
      status,
      orderId,
    ]);
  }
}

/** Revokes every download of the order not yet used; answers how many. */
async function revokeUnused(em: EntityManager, orderId: string): Promise<number> {
  const revoked = await em.execute<{ id: string }[]>(
    `update shop_download_grant set revoked_at = now()
     where order_id = ? and used_at is null and revoked_at is null returning id`,
    [orderId],
  );
  return revoked.length;
}

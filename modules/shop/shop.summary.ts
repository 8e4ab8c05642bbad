import type { EntityManager } from '../platform/db/index.ts';
import { Product } from './entities/index.ts';

export type ShopActivity = { type: 'product'; id: string; title: string; created_at: string };
export type ShopSummary = { counts: { products: number }; activity: ShopActivity[] };

/** The shop's part of the admin dashboard: every product counted, the latest added by creation date. */
export async function shopSummary(em: EntityManager, limit: number): Promise<ShopSummary> {
  const [products, latest] = await Promise.all([
    em.count(Product, {}),
    em.find(
      Product,
      {},
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit, fields: ['id', 'name', 'createdAt'] },
    ),
  ]);
  return {
    counts: { products },
    activity: latest.map((product) => ({
      type: 'product' as const,
      id: product.id,
      title: product.name,
      created_at: product.createdAt.toISOString(),
    })),
  };
}

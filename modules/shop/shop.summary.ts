import { type AddedActivity, countAndLatestAdded, type EntityManager } from '../platform/db/index.ts';
import { Product } from './entities/index.ts';

export type ShopActivity = AddedActivity<'product'>;
export type ShopSummary = { counts: { products: number }; activity: ShopActivity[] };

/** The shop's part of the admin dashboard: every product counted, the latest added by creation date. */
export async function shopSummary(em: EntityManager, limit: number): Promise<ShopSummary> {
  const options = { type: 'product', title: 'name', createdAt: 'createdAt', limit } as const;
  const { count: products, activity } = await countAndLatestAdded(em, Product, options);
  return { counts: { products }, activity };
}

import type { FilterQuery } from '@mikro-orm/core';
import { type EntityManager, escapeLike } from '../../platform/db/index.ts';
import { Product, ProductFile } from '../entities/index.ts';
import type { AdminProductView, ProductFilter, ProductView } from '../shop.schemas.ts';
import { presentAdminProduct, presentProduct } from './product.presenter.ts';

const ORDER = { featured: 'desc', createdAt: 'desc', id: 'desc' } as const;
/** Reading products: visitors see active ones only; the admin lists all with filters. */
export class ProductReads {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /** Active products, optionally of one category. */
  async listPublic(category?: string): Promise<ProductView[]> {
    const where: FilterQuery<Product> = { isActive: true, ...(category ? { category } : {}) };
    const products = await this.#em.find(Product, where, { orderBy: ORDER });
    const files = await this.#filesOf(products);
    return products.map((product) => presentProduct(product, files.get(product.id) ?? []));
  }

  /** Every product matching the admin's filters. */
  async listAll(filter: ProductFilter): Promise<AdminProductView[]> {
    const where: FilterQuery<Product>[] = [];
    if (filter.category) where.push({ category: filter.category });
    if (filter.active !== undefined) where.push({ isActive: filter.active });
    if (filter.search) {
      const like = `%${escapeLike(filter.search)}%`;
      where.push({
        $or: [{ name: { $ilike: like } }, { description: { $ilike: like } }, { category: { $ilike: like } }],
      });
    }
    if (filter.hasFiles !== undefined) {
      const rows = await this.#em.execute<{ product_id: string }[]>(
        'select distinct product_id from shop_product_file',
      );
      const ids = rows.map((row) => row.product_id);
      where.push(filter.hasFiles ? { id: { $in: ids } } : { id: { $nin: ids } });
    }
    const products = await this.#em.find(Product, where.length > 0 ? { $and: where } : {}, {
      orderBy: ORDER,
    });
    const files = await this.#filesOf(products);
    return products.map((product) => presentAdminProduct(product, files.get(product.id) ?? []));
  }

  /** Distinct non-empty categories, of active products unless `all`. */
  async categories(all = false): Promise<string[]> {
    const rows = await this.#em.execute<{ category: string }[]>(
      `select distinct category from shop_product where category <> ''${all ? '' : ' and is_active'} order by category`,
    );
    return rows.map((row) => row.category);
  }

  /** One active product for visitors, or null. */
  async findPublic(id: string): Promise<ProductView | null> {
    const product = await this.#em.findOne(Product, { id, isActive: true });
    return product ? presentProduct(product, await this.#files(id)) : null;
  }

  /** One product whatever its state, for the admin. */
  async findAdmin(id: string): Promise<AdminProductView | null> {
    const product = await this.#em.findOne(Product, { id });
    return product ? presentAdminProduct(product, await this.#files(id)) : null;
  }

  /** The files of one product, in their order. */
  files(productId: string): Promise<ProductFile[]> {
    return this.#files(productId);
  }

  #files(productId: string): Promise<ProductFile[]> {
    return this.#em.find(ProductFile, { productId }, { orderBy: { position: 'asc', id: 'asc' } });
  }

  async #filesOf(products: readonly Product[]): Promise<Map<string, ProductFile[]>> {
    const byProduct = new Map<string, ProductFile[]>();
    if (products.length === 0) return byProduct;
    const files = await this.#em.find(
      ProductFile,
      { productId: { $in: products.map((product) => product.id) } },
      { orderBy: { position: 'asc', id: 'asc' } },
    );
    for (const file of files) byProduct.set(file.productId, [...(byProduct.get(file.productId) ?? []), file]);
    return byProduct;
  }
}

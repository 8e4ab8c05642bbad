import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../platform/db/index.ts';
import { NotFoundError, ValidationError } from '../../platform/errors/index.ts';
import { requireId } from '../../platform/http/index.ts';
import type { StoredFile } from '../../platform/uploads/index.ts';
import { Product, ProductFile } from '../entities/index.ts';
import { productChanged } from '../shop.events.ts';
import {
  type AdminProductView,
  FILE_LIMITS,
  MESSAGES,
  type ProductCreateInput,
  type ProductUpdateInput,
  SHOP_CURRENCY,
} from '../shop.schemas.ts';
import type { ShopDeps } from '../shop-deps.ts';
import { productFields } from './product.mapping.ts';
import { presentAdminProduct } from './product.presenter.ts';

/** What a form stored before the change: a public image path and private files. */
export type ProductUploads = { image?: string; files: StoredFile[] };
type Action = 'created' | 'updated' | 'toggled';
type Change = { product: Product; drop: { images: (string | null)[]; keys: string[] } };

/**
 * Writing products. Every change and its `shop.product_changed` event commit together; the
 * public cache is invalidated after the commit, and files the change let go are deleted last.
 */
export class ProductsService {
  readonly #deps: ShopDeps;

  constructor(deps: ShopDeps) {
    this.#deps = deps;
  }

  async create(input: ProductCreateInput, uploads: ProductUploads): Promise<AdminProductView> {
    return this.#commit('created', async (tx) => {
      const product = tx.create(Product, {
        id: randomUUID(),
        name: input.name,
        description: '',
        priceMinor: 0,
        currency: SHOP_CURRENCY,
        image: uploads.image ?? null,
        productLinks: [],
        ...productFields(input, input.currency ?? SHOP_CURRENCY),
      });
      checkMinimum(product);
      this.#addFiles(tx, product.id, 0, uploads.files);
      return { product, drop: { images: [], keys: [] } };
    });
  }

  async update(id: string, input: ProductUpdateInput, uploads: ProductUploads): Promise<AdminProductView> {
    requireId(id, MESSAGES.productNotFound);
    return this.#commit('updated', async (tx) => {
      const product = await this.#locked(tx, id);
      tx.assign(product, productFields(input, product.currency));
      checkMinimum(product);
      const images: (string | null)[] = [];
      if (uploads.image || input.remove_image) {
        images.push(product.image ?? null);
        product.image = uploads.image ?? null;
      }
      const files = await tx.find(ProductFile, { productId: id }, { orderBy: { position: 'asc' } });
      const removing = new Set(input.remove_files ?? []);
      const removed = files.filter((file) => removing.has(file.id));
      if (files.length - removed.length + uploads.files.length > FILE_LIMITS.perProduct)
        throw new ValidationError(MESSAGES.tooManyFiles, [{ path: 'files', message: MESSAGES.tooManyFiles }]);
      for (const file of removed) tx.remove(file);
      // New files are added after the existing ones (the spec: they never replace them).
      const next = files.reduce((max, file) => Math.max(max, file.position + 1), 0);
      this.#addFiles(tx, id, next, uploads.files);
      return { product, drop: { images, keys: removed.map((file) => file.storedKey) } };
    });
  }

  /** Flips `isActive` or `featured`. */
  async toggle(id: string, flag: 'isActive' | 'featured'): Promise<AdminProductView> {
    requireId(id, MESSAGES.productNotFound);
    return this.#commit('toggled', async (tx) => {
      const product = await this.#locked(tx, id);
      product[flag] = !product[flag];
      return { product, drop: { images: [], keys: [] } };
    });
  }

  /** Deletes the product, its file rows, then its image and stored files. */
  async delete(id: string): Promise<void> {
    requireId(id, MESSAGES.productNotFound);
    const drop = await this.#deps.em.transactional(async (tx) => {
      const product = await this.#locked(tx, id);
      const files = await tx.find(ProductFile, { productId: id });
      await tx.nativeDelete(ProductFile, { productId: id });
      tx.remove(product);
      await this.#deps.publish(tx, productChanged, {
        id,
        action: 'deleted',
        occurredAt: this.#deps.clock().toISOString(),
      });
      return { images: [product.image ?? null], keys: files.map((file) => file.storedKey) };
    });
    await this.#deps.cache.invalidate();
    await this.#drop(drop);
  }

  #addFiles(tx: EntityManager, productId: string, from: number, files: readonly StoredFile[]): void {
    files.forEach((file, index) => {
      tx.create(ProductFile, {
        id: randomUUID(),
        productId,
        originalName: file.originalName,
        storedKey: file.key,
        size: file.bytes,
        contentType: file.mime,
        position: from + index,
      });
    });
  }

  async #locked(tx: EntityManager, id: string): Promise<Product> {
    const product = await tx.findOne(Product, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!product) throw new NotFoundError(MESSAGES.productNotFound);
    return product;
  }

  async #commit(action: Action, work: (tx: EntityManager) => Promise<Change>): Promise<AdminProductView> {
    const change = await this.#deps.em.transactional(async (tx) => {
      const result = await work(tx);
      await tx.flush();
      await this.#deps.publish(tx, productChanged, {
        id: result.product.id,
        action,
        occurredAt: this.#deps.clock().toISOString(),
      });
      const files = await tx.find(
        ProductFile,
        { productId: result.product.id },
        { orderBy: { position: 'asc' } },
      );
      return { ...result, view: presentAdminProduct(result.product, files) };
    });
    await this.#deps.cache.invalidate();
    await this.#drop(change.drop);
    return change.view;
  }

  async #drop(drop: Change['drop']): Promise<void> {
    for (const image of drop.images) await this.#deps.files.remove(image);
    for (const key of drop.keys) await this.#deps.files.removeFile(key);
  }
}

/** A pay-what-you-want product's minimum is at most its suggested price (absent: 0, free or more). */
function checkMinimum(product: Product): void {
  if (!product.payWhatYouWant) return;
  product.minPriceMinor ??= 0;
  if (product.minPriceMinor > product.priceMinor)
    throw new ValidationError(MESSAGES.minAbovePrice, [
      { path: 'min_price', message: MESSAGES.minAbovePrice },
    ]);
}

import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import { Product, ProductFile } from '../entities/index.ts';
import { ShopSettings } from '../settings/shop-settings.entity.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { productChanged } from '../shop.events.ts';
import type { ProductLink } from '../shop.schemas.ts';
import type { ShopDeps } from '../shop-deps.ts';
import { SALE_ALERTS, type SaleAlerts } from '../shop-settings.schemas.ts';

/** A product as the site's export carries it: its description and picture, never its paid files. */
export type PortableProduct = {
  id: string;
  name: string;
  description: string;
  price_minor: number;
  currency: string;
  pay_what_you_want: boolean;
  min_price_minor: number | null;
  image: string | null;
  category: string;
  featured: boolean;
  is_active: boolean;
  quantity: number;
  product_links: ProductLink[];
  /** The paid files' names, sizes and types, for the record. */
  files: { name: string; size: number; type: string }[];
  created_at: string;
};

/**
 * The shop's side of the site's export (imports' archive): every product's description and
 * picture and the shop's settings; orders, buyers and the paid files are not portable content.
 * On the way back in a product that had paid files comes back **hidden** (`is_active` false):
 * it would otherwise sell nothing to download; the owner uploads the files and shows it.
 */
export class ProductPortable {
  readonly #deps: ShopDeps;

  constructor(deps: ShopDeps) {
    this.#deps = deps;
  }

  /** Every product, oldest first, with its paid files' names. */
  async list(): Promise<PortableProduct[]> {
    const em = this.#deps.em.fork();
    const products = await em.find(Product, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const files = await em.find(
      ProductFile,
      { productId: { $in: products.map((product) => product.id) } },
      { orderBy: { position: 'asc' } },
    );
    return products.map((product) => ({
      id: product.id,
      name: product.name,
      description: product.description,
      price_minor: product.priceMinor,
      currency: product.currency,
      pay_what_you_want: product.payWhatYouWant,
      min_price_minor: product.minPriceMinor ?? null,
      image: product.image ?? null,
      category: product.category,
      featured: product.featured,
      is_active: product.isActive,
      quantity: product.quantity,
      product_links: product.productLinks,
      files: files
        .filter((file) => file.productId === product.id)
        .map((file) => ({ name: file.originalName, size: file.size, type: file.contentType })),
      created_at: product.createdAt.toISOString(),
    }));
  }

  /** The shop's settings (the defaults until first saved). */
  settings(): Promise<{ sale_alerts: SaleAlerts }> {
    return readShopSettings(this.#deps.em.fork());
  }

  /** Whether a product an earlier import made still exists. */
  async exists(tx: EntityManager, id: string): Promise<boolean> {
    return (await tx.count(Product, { id })) > 0;
  }

  /** Creates the product, or updates `targetId` in place (its own files stay). Returns its id. */
  async save(tx: EntityManager, targetId: string | null, input: PortableProduct): Promise<string> {
    const existing = targetId ? await tx.findOne(Product, { id: targetId }) : null;
    const hasFiles = existing ? (await tx.count(ProductFile, { productId: existing.id })) > 0 : false;
    const fields = {
      name: input.name,
      description: input.description,
      priceMinor: input.price_minor,
      currency: input.currency,
      payWhatYouWant: input.pay_what_you_want,
      minPriceMinor: input.min_price_minor,
      image: input.image,
      category: input.category,
      featured: input.featured,
      // Its paid files are not in the archive: shown only once it has files here again.
      isActive: input.is_active && (input.files.length === 0 || hasFiles),
      quantity: input.quantity,
      productLinks: input.product_links,
    };
    const id = existing?.id ?? randomUUID();
    if (existing) tx.assign(existing, fields);
    else tx.create(Product, { id, ...fields, views: 0, createdAt: new Date(input.created_at) });
    await tx.flush();
    await this.#deps.publish(tx, productChanged, {
      id,
      action: existing ? 'updated' : 'created',
      occurredAt: this.#deps.clock().toISOString(),
    });
    return id;
  }

  /** Writes the shop's settings as the owner's edit does; false (nothing written) for an unknown value. */
  async saveSettings(tx: EntityManager, settings: { sale_alerts: string }): Promise<boolean> {
    const saleAlerts = SALE_ALERTS.find((value) => value === settings.sale_alerts);
    if (!saleAlerts) return false;
    await tx.upsert(ShopSettings, { id: 'shop', saleAlerts, updatedAt: this.#deps.clock() });
    return true;
  }

  /** After the import committed: the next reads anywhere see it. */
  async committed(): Promise<void> {
    await this.#deps.cache.invalidate();
  }
}

import type { Product, ProductFile } from '../entities/index.ts';
import type { AdminProductView, ProductView } from '../shop.schemas.ts';
import { fromMinor, isPurchasable } from './money.ts';

const fileView = (file: ProductFile) => ({
  name: file.originalName,
  size: file.size,
  type: file.contentType,
});

/** A product as visitors get it: an allowlist; files by name, size and type, never by stored key. */
export function presentProduct(product: Product, files: readonly ProductFile[]): ProductView {
  const listed = files.map(fileView);
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: fromMinor(product.priceMinor, product.currency),
    currency: product.currency,
    image: product.image ?? null,
    category: product.category,
    featured: product.featured ? 1 : 0,
    files: listed,
    file_count: listed.length,
    downloadable_files: listed.length,
    product_links: product.productLinks,
    views: product.views,
    pay_what_you_want: product.payWhatYouWant,
    min_price: product.payWhatYouWant ? fromMinor(product.minPriceMinor ?? 0, product.currency) : null,
    created_at: product.createdAt.toISOString(),
  };
}

/** The admin row: flags as the spec compares them (1/0), stock, purchasability and file ids. */
export function presentAdminProduct(product: Product, files: readonly ProductFile[]): AdminProductView {
  const adminFiles = files.map((file) => ({ ...fileView(file), id: file.id, position: file.position }));
  return {
    ...presentProduct(product, files),
    files: adminFiles,
    downloadable_files: adminFiles,
    is_active: product.isActive ? 1 : 0,
    quantity: product.quantity,
    purchasable: isPurchasable(product.currency),
    updated_at: product.updatedAt.toISOString(),
  };
}

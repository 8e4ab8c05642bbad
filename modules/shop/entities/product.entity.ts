import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';
import type { ProductLink } from '../shop.schemas.ts';

/**
 * A product of the shop (a digital download). The price is kept in integer minor units of its
 * currency (`priceMinor` 150050 with KES is KES 1500.50), so no sum is ever a float.
 */
export const ProductSchema = table(
  'Product',
  'shop_product',
  {
    id: p.uuid().primary(),
    name: p.string().length(255),
    description: p.text().default(''),
    priceMinor: p.bigint('number'),
    currency: p.string().length(3).default('KES'),
    /** Pay what you want: the buyer chooses the price, at least `minPriceMinor`; `priceMinor` is the suggestion. */
    payWhatYouWant: p.boolean().default(false),
    minPriceMinor: p.bigint('number').nullable(),
    image: p.string().length(255).nullable(),
    category: p.string().length(100).default(''),
    featured: p.boolean().default(false),
    isActive: p.boolean().default(true),
    quantity: p.integer().default(0),
    productLinks: p.json<ProductLink[]>(),
    views: p.integer().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  {
    indexes: [
      { name: 'shop_product_active_idx', properties: ['isActive', 'createdAt'] },
      { name: 'shop_product_category_idx', properties: ['category'] },
    ],
  },
);

export class Product extends ProductSchema.class {}
ProductSchema.setClass(Product);

/**
 * A downloadable file of a product. `storedKey` names it in the upload store's private folder
 * (never served under /uploads); `originalName` is what the buyer sees. `position` orders the
 * files and numbers them for downloads (`File n of m`).
 */
export const ProductFileSchema = table('ProductFile', 'shop_product_file', {
  id: p.uuid().primary(),
  productId: p.uuid().index('shop_product_file_product_idx'),
  originalName: p.string().length(255),
  storedKey: p.string().length(100).unique('shop_product_file_key_unique'),
  size: p.bigint('number'),
  contentType: p.string().length(100),
  position: p.integer(),
  createdAt: createdAtColumn(),
});

export class ProductFile extends ProductFileSchema.class {}
ProductFileSchema.setClass(ProductFile);

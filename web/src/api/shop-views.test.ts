import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod/mini';
import type { ProductView } from '../../../modules/shop/shop.schemas.ts';
import {
  productResponseSchema as productAnswer,
  productsResponseSchema as productsAnswer,
  type productViewSchema,
} from '../../../modules/shop/shop-views.schemas.ts';

describe('shop answers', () => {
  it("reads whatever the shop's presenter sends", () => {
    expectTypeOf<ProductView>().toExtend<z.input<typeof productViewSchema>>();
  });

  it('reads the public product JSON, ids as text and featured as 1 or 0', () => {
    const parsed = productAnswer.safeParse({
      success: true,
      product: {
        id: 42,
        name: 'Planner',
        description: null,
        price: '1500.5',
        currency: 'KES',
        image: '/uploads/p.webp',
        category: null,
        featured: true,
        files: [{ name: 'a.pdf', size: 10, type: 'application/pdf' }],
        file_count: 1,
        downloadable_files: 1,
        product_links: [{ title: 'Gumroad', link: 'https://gumroad.com/x' }],
        views: 7,
        created_at: '2026-01-01T00:00:00.000Z',
      },
    });
    if (!parsed.success) throw new Error('did not parse');
    expect(parsed.data.product).toMatchObject({
      id: '42',
      description: '',
      price: 1500.5,
      category: '',
      featured: 1,
      views: 7,
    });
  });

  it('fills defaults for missing lists and counts', () => {
    const parsed = productsAnswer.safeParse({ items: [{ id: 'a', name: 'A', price: 0 }] });
    if (!parsed.success) throw new Error('did not parse');
    expect(parsed.data.items[0]).toMatchObject({
      currency: 'KES',
      image: null,
      featured: 0,
      files: [],
      file_count: 0,
      downloadable_files: 0,
      product_links: [],
      views: 0,
    });
  });

  it('refuses an answer without items or with a nameless product', () => {
    expect(productsAnswer.safeParse({ products: [] }).success).toBe(false);
    expect(productsAnswer.safeParse({ items: [{ id: 'a', price: 1 }] }).success).toBe(false);
  });
});

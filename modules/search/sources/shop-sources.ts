import type { ProductView, ShopModule } from '../../shop/index.ts';
import type { SearchDocumentInput, SearchSource } from '../search.sources.ts';

/** The search card of a product: what the web's shop hit shows (it opens /product/{id}). */
export function productDocument(product: ProductView): SearchDocumentInput {
  return {
    refId: product.id,
    title: product.name,
    tags: product.category,
    body: product.description.slice(0, 100_000),
    item: {
      id: product.id,
      name: product.name,
      description: product.description,
      price: product.price,
      currency: product.currency,
      image: product.image,
      category: product.category,
    },
  };
}

/** The shop's public material: active products only (deactivated ones leave the index). */
export function shopSearchSources(shop: ShopModule): SearchSource[] {
  return [
    {
      type: 'shop',
      load: async (id) => {
        const product = await shop.reads.findPublic(id);
        return product ? productDocument(product) : null;
      },
      loadAll: async () => (await shop.reads.listPublic()).map(productDocument),
    },
  ];
}

import { describe, expect, it } from 'vitest';
import type { ProductView } from '../shop.schemas.ts';
import { productHead } from './product-pages.ts';

const product: ProductView = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Guide </script>',
  description: 'Line one.\n\nLine two.',
  price: 1499.5,
  currency: 'KES',
  image: '/uploads/a.png',
  category: 'Guides',
  featured: 1,
  files: [],
  file_count: 0,
  downloadable_files: 0,
  product_links: [],
  views: 3,
  created_at: '2026-11-01T10:00:00.000Z',
};

describe('productHead', () => {
  it('gives the title, share card and a JSON-LD Product offer that cannot close its script', () => {
    const { title, head } = productHead(product, 'https://site.example', 'Jane Doe');
    expect(title).toBe('Guide </script> | Jane Doe');
    expect(head).toContain('<meta property="og:image" content="https://site.example/uploads/a.png">');
    expect(head).not.toContain('Guide </script>');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Guide </script>',
      description: 'Line one. Line two.',
      sku: product.id,
      image: ['https://site.example/uploads/a.png'],
      category: 'Guides',
      url: `https://site.example/product/${product.id}`,
      offers: {
        '@type': 'Offer',
        url: `https://site.example/product/${product.id}`,
        price: '1499.50',
        priceCurrency: 'KES',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('is an Open Graph product, and one without a picture shares the default one', () => {
    const { head } = productHead({ ...product, image: null }, 'https://site.example', 'Jane Doe');
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta property="og:image" content="https://site.example/share-default.png">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
  });
});

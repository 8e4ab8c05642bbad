import { type Product, productPath } from '../../api/shop';
import { pageTitle } from '../../lib/site';
import { useSiteOrigin } from '../../lib/site-origin';
import { JsonLd } from './json-ld';
import { absoluteUrl, DEFAULT_SHARE_IMAGE, ShareHead, useSiteName } from './share-head';

const DESCRIPTION_LENGTH = 200;

/** The card's description: the product's text on one line, cut at 200 characters. */
export function productSummary(product: Product): string {
  const text = product.description.replace(/\s+/g, ' ').trim();
  if (!text) return `${product.name}: ${product.currency} ${product.price}`;
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1)}…` : text;
}

/** The head of a product page: its share card and JSON-LD `Product` with its offer, as the shop's server made them. */
export function ProductHead({ product }: { product: Product }) {
  const origin = useSiteOrigin();
  const siteName = useSiteName();
  const url = `${origin}${productPath(product.id)}`;
  const image = absoluteUrl(origin, product.image || DEFAULT_SHARE_IMAGE);
  const description = productSummary(product);
  const price = product.price.toFixed(2);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    sku: product.id,
    image: [image],
    ...(product.category ? { category: product.category } : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: product.currency,
      // Digital downloads never run out; inactive products are 404s and have no head.
      availability: 'https://schema.org/InStock',
    },
  };
  return (
    <ShareHead
      documentTitle={pageTitle(product.name, siteName)}
      card={{ title: product.name, description, url, image, type: 'product' }}
    >
      <meta property="product:price:amount" content={price} />
      <meta property="product:price:currency" content={product.currency} />
      <JsonLd data={jsonLd} />
    </ShareHead>
  );
}

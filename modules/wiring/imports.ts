import type { BlogModule } from '../blog/index.ts';
import type { ContentModule } from '../content/index.ts';
import { createImportsModule } from '../imports/index.ts';
import type { NewsletterModule } from '../newsletter/index.ts';
import type { ShopModule } from '../shop/index.ts';
import type { Shared } from './shared.ts';

type Sources = { blog: BlogModule; content: ContentModule; shop: ShopModule; newsletter: NewsletterModule };

/** Imports from other platforms, the redirects from their old addresses, and the site's own export. */
export function wireImports({ orm, caches, storage, enqueue }: Shared, sources: Sources) {
  const { blog, content, shop, newsletter } = sources;
  return createImportsModule({
    orm,
    blog,
    content,
    shop,
    newsletter,
    storage,
    enqueue,
    cache: caches.for('redirects'),
  });
}

import type { BlogModule } from '../blog/index.ts';
import type { ContentModule } from '../content/index.ts';
import {
  blogSearchSources,
  contentSearchSources,
  createSearchModule,
  shopSearchSources,
} from '../search/index.ts';
import type { ShopModule } from '../shop/index.ts';
import type { Shared } from './shared.ts';

/** Search answers of the most recently asked queries are kept (a few KB each). */
const SEARCH_ANSWERS_KEPT = 1_000;

/** Site search over what content, the blog and the shop publish. */
export function wireSearch(
  { orm, caches, logFor }: Shared,
  {
    content,
    blog,
    shop,
  }: {
    content: ContentModule;
    blog: BlogModule;
    shop: ShopModule;
  },
) {
  return createSearchModule({
    orm,
    sources: [...contentSearchSources(content), ...blogSearchSources(blog), ...shopSearchSources(shop)],
    log: logFor('search'),
    cache: caches.for('search', SEARCH_ANSWERS_KEPT),
  });
}

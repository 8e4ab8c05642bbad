import type { PublicCache } from '../platform/cache/index.ts';
import { ApiRouter, PUBLIC, parse, sendCached } from '../platform/http/index.ts';
import { searchQuerySchema } from './search.schemas.ts';
import { queryWords, type SearchService } from './search.service.ts';

/**
 * `GET /api/search?q=`: public. Answers are cached per query (its words, as searched) until the
 * index changes; the cache keeps the most recently asked queries only, so made-up ones cannot
 * grow it. A repeated query costs no database work.
 */
export function searchRoutes(search: SearchService, cache: PublicCache): ApiRouter {
  return new ApiRouter('/api/search').read('', PUBLIC, async (ctx) => {
    const { q } = parse(searchQuerySchema, ctx.query);
    const key = `q:${queryWords(q).join(' ')}`;
    sendCached(ctx, await cache.read(key, async () => ({ success: true, ...(await search.search(q)) })));
  });
}

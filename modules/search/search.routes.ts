import { derivedFrom, type PublicCache } from '../platform/cache/index.ts';
import { ApiRouter, PUBLIC, parse, sendCached } from '../platform/http/index.ts';
import { searchQuerySchema } from './search.schemas.ts';
import { queryWords, type SearchService } from './search.service.ts';
import type { SearchMisses } from './search-misses.ts';

/**
 * `GET /api/search?q=`: public. Answers are cached per query (its words, as searched) until the
 * index changes; the cache keeps the most recently asked queries only, so made-up ones cannot
 * grow it. A repeated query costs no search; one that finds nothing is counted for the owner
 * (every time, cached or not).
 */
export function searchRoutes(search: SearchService, misses: SearchMisses, cache: PublicCache): ApiRouter {
  return new ApiRouter('/api/search').read('', PUBLIC, async (ctx) => {
    const { q } = parse(searchQuerySchema, ctx.query);
    const key = `q:${queryWords(q).join(' ')}`;
    const answer = await cache.read(key, async () => ({ success: true, ...(await search.search(q)) }));
    if (derivedFrom(answer, 'found-nothing', (body) => (JSON.parse(body) as { total: number }).total === 0))
      await misses.record(q);
    sendCached(ctx, answer);
  });
}

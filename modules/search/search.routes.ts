import type { CachedAnswer } from '../platform/cache/index.ts';
import { ApiRouter, PUBLIC, parseQuery, sendCached } from '../platform/http/index.ts';
import { searchQuerySchema } from './search.schemas.ts';

/**
 * `GET /api/search?q=`: public, a cached answer per query, from the module's `answers.search`
 * (PublicSearch), the same read the server render makes.
 */
export function searchRoutes(search: (q: string) => Promise<CachedAnswer>): ApiRouter {
  return new ApiRouter('/api/search').get('', PUBLIC, async (ctx) => {
    const { q } = parseQuery(searchQuerySchema, ctx);
    sendCached(ctx, await search(q));
  });
}

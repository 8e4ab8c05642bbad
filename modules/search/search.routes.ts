import { ApiRouter, PUBLIC, parseQuery, sendCached } from '../platform/http/index.ts';
import type { PublicSearch } from './public-search.ts';
import { searchQuerySchema } from './search.schemas.ts';

/** `GET /api/search?q=`: public, a cached answer per query (see PublicSearch). */
export function searchRoutes(search: PublicSearch): ApiRouter {
  return new ApiRouter('/api/search').get('', PUBLIC, async (ctx) => {
    const { q } = parseQuery(searchQuerySchema, ctx);
    sendCached(ctx, await search.answer(q));
  });
}

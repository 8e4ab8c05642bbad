import { ApiRouter, PUBLIC, parse, sendPublic } from '../platform/http/index.ts';
import { searchQuerySchema } from './search.schemas.ts';
import type { SearchService } from './search.service.ts';

/** `GET /api/search?q=`: public, computed per request. */
export function searchRoutes(search: SearchService): ApiRouter {
  return new ApiRouter('/api/search').get('', PUBLIC, async (ctx) => {
    const { q } = parse(searchQuerySchema, ctx.query);
    sendPublic(ctx, await search.search(q));
  });
}

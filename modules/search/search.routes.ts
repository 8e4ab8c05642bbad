import { ApiRouter, PUBLIC, parse } from '../platform/http/index.ts';
import { searchQuerySchema } from './search.schemas.ts';
import type { SearchService } from './search.service.ts';

export function searchRoutes(search: SearchService): ApiRouter {
  return new ApiRouter('/api/search').get('', PUBLIC, async (ctx) => {
    const { q } = parse(searchQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { success: true, ...(await search.search(q)) };
  });
}

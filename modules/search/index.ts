import type { PublicCache } from '../platform/cache/index.ts';
import type { MikroORM } from '../platform/db/index.ts';
import type { EventHandler } from '../platform/events/index.ts';
import { parse } from '../platform/http/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import { SearchDocumentSchema, SearchWordSchema } from './entities/search-document.entity.ts';
import { SearchMissSchema } from './entities/search-miss.entity.ts';
import { onPostChanged } from './handlers/on-post-changed.handler.ts';
import { onPostPublished } from './handlers/on-post-published.handler.ts';
import { onProductChanged } from './handlers/on-product-changed.handler.ts';
import { onProjectChanged } from './handlers/on-project-changed.handler.ts';
import { onPromotionChanged } from './handlers/on-promotion-changed.handler.ts';
import { onSkillChanged } from './handlers/on-skill-changed.handler.ts';
import { reindexOne } from './handlers/reindex-one.ts';
import { PublicSearch } from './public-search.ts';
import { searchRoutes } from './search.routes.ts';
import { searchQuerySchema } from './search.schemas.ts';
import { SearchService } from './search.service.ts';
import type { SearchSource } from './search.sources.ts';
import { SearchMisses } from './search-misses.ts';

export { SEARCH_GROUPS, type SearchAnswer, type SearchHit, type SearchType } from './search.schemas.ts';
export type { SearchDocumentInput, SearchSource } from './search.sources.ts';
export type { SearchMissView } from './search-misses.ts';
export { blogSearchSources } from './sources/blog-sources.ts';
export { contentSearchSources } from './sources/content-sources.ts';
export { shopSearchSources } from './sources/shop-sources.ts';

export const searchEntities = [SearchDocumentSchema, SearchWordSchema, SearchMissSchema];

export type SearchModuleDeps = {
  orm: MikroORM;
  sources: SearchSource[];
  log: Logger;
  /** Search answers per query, dropped whenever the index changes (bounded: anyone makes up queries). */
  cache: PublicCache;
};

/**
 * Site search: the index, the public endpoint, and one handler per content event that
 * (and blog event) re-reads the changed item and updates the index (idempotent, so retries are harmless).
 */
export function createSearchModule(deps: SearchModuleDeps) {
  const service = new SearchService(deps.orm.em, () => deps.cache.invalidate());
  const misses = new SearchMisses(deps.orm.em, deps.log);
  const reindex = reindexOne(service, deps.sources);
  const handlers: EventHandler[] = [
    onSkillChanged(reindex),
    onProjectChanged(reindex),
    onPromotionChanged(reindex),
    onPostChanged(reindex),
    onPostPublished(reindex),
    onProductChanged(reindex),
  ];
  const publicSearch = new PublicSearch(service, misses, deps.cache);
  const answers = {
    /** A visitor's search (`q` as `GET /api/search?q=` takes it); a ValidationError when too long. */
    search: (q: string) => publicSearch.answer(parse(searchQuerySchema, { q }).q),
  };
  return {
    service,
    /** What visitors read, as answers: for its route and the server render. */
    answers,
    routes: [searchRoutes(answers.search)],
    jobs: [],
    handlers,
    /** Rebuilds the whole index from the sources (`npm run search:reindex`). */
    reindex: () => service.reindex(deps.sources),
    /** Waits until the searches that found nothing so far are written (tests, shutdown). */
    flushMisses: () => misses.flush(),
    /** The dashboard's part: the top queries that found nothing over the last 30 days. */
    summary: async () => ({ counts: {}, activity: [], search: { not_found: await misses.top() } }),
  };
}

export type SearchModule = ReturnType<typeof createSearchModule>;

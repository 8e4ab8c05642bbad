import { z } from 'zod';
import type { MikroORM } from '../platform/db/index.ts';
import { defineHandler, type EventHandler } from '../platform/events/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import { SearchDocumentSchema, SearchWordSchema } from './entities/search-document.entity.ts';
import { searchRoutes } from './search.routes.ts';
import { SearchService } from './search.service.ts';
import type { SearchSource } from './search.sources.ts';

export { SEARCH_GROUPS, type SearchAnswer, type SearchHit, type SearchType } from './search.schemas.ts';
export type { SearchDocumentInput, SearchSource } from './search.sources.ts';
export { contentSearchSources } from './sources/content-sources.ts';

export const searchEntities = [SearchDocumentSchema, SearchWordSchema];

const idPayload = z.object({ id: z.string().min(1) }).loose();

export type SearchModuleDeps = { orm: MikroORM; sources: SearchSource[]; log: Logger };

/**
 * Site search: the index, the public endpoint, and one handler per source event that
 * re-reads the changed item and updates the index (idempotent, so retries are harmless).
 */
export function createSearchModule(deps: SearchModuleDeps) {
  const service = new SearchService(deps.orm.em);
  const handlers: EventHandler[] = deps.sources.flatMap((source) =>
    source.events.map((event) =>
      defineHandler({
        name: `search.index_${event.name.replace(/^[a-z]+\./, '')}`,
        event,
        async handle(domainEvent) {
          const { id } = idPayload.parse(domainEvent.payload);
          await service.sync(source.type, id, await source.load(id));
        },
      }),
    ),
  );
  return {
    service,
    routes: [searchRoutes(service)],
    jobs: [],
    handlers,
    /** Rebuilds the whole index from the sources (`npm run search:reindex`). */
    reindex: () => service.reindex(deps.sources),
  };
}

import type { SearchType } from '../search.schemas.ts';
import type { SearchService } from '../search.service.ts';
import type { SearchSource } from '../search.sources.ts';

/** Re-reads one item from its source and updates (or removes) its search document. */
export type ReindexOne = (type: SearchType, id: string) => Promise<void>;

export function reindexOne(service: SearchService, sources: readonly SearchSource[]): ReindexOne {
  return async (type, id) => {
    const source = sources.find((candidate) => candidate.type === type);
    if (!source) throw new Error(`No search source for ${type}`);
    await service.sync(type, id, await source.load(id));
  };
}

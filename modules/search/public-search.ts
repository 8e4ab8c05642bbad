import type { CachedAnswer, PublicCache } from '../platform/cache/index.ts';
import type { SearchAnswer } from './search.schemas.ts';
import { queryWords, type SearchService } from './search.service.ts';
import type { SearchMisses } from './search-misses.ts';

export type PublicSearchAnswer = { success: true } & SearchAnswer;

/**
 * A visitor's search: answers are cached per query (its words, as searched) until the index
 * changes; the cache keeps the most recently asked queries only, so made-up ones cannot grow it.
 * A repeated query costs no search; one that finds nothing is counted for the owner (every time,
 * cached or not, in memory: see SearchMisses).
 */
export class PublicSearch {
  readonly #search: SearchService;
  readonly #misses: SearchMisses;
  readonly #cache: PublicCache;

  constructor(search: SearchService, misses: SearchMisses, cache: PublicCache) {
    this.#search = search;
    this.#misses = misses;
    this.#cache = cache;
  }

  async answer(q: string): Promise<CachedAnswer<PublicSearchAnswer>> {
    const key = `q:${queryWords(q).join(' ')}`;
    const answer = await this.#cache.read(
      key,
      async (): Promise<PublicSearchAnswer> => ({
        success: true,
        ...(await this.#search.search(q)),
      }),
    );
    if (answer.derived('found-nothing', ({ total }) => total === 0)) this.#misses.record(q);
    return answer;
  }
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchHitView as SearchHit, SearchType } from '../../../modules/search/search.schemas.ts';
import { lazyAnswers } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export type { SearchHit, SearchType };

export type SearchResults = { total: number; hits: SearchHit[] };

// As the other modules' answers (lazyAnswers says why): the search page hydrates from the results
// its HTML holds, and with the schema imported statically it evaluated zod as it started (50 ms of
// one task at Lighthouse's 4x slowdown, on this project's VM) for nothing.
const parsed = lazyAnswers(() => import('../../../modules/search/search.schemas.ts'));

export const EMPTY_SEARCH: SearchResults = { total: 0, hits: [] };

/**
 * GET /api/search?q= and flatten the groups into one mixed list (shop, blog, projects, skills,
 * promotions). A failure stays one (the query's error): spec section 8's empty result is what the
 * page shows for it (`shownResults`), and a server render that met it is not kept.
 */
export async function fetchSearch(q: string, signal?: AbortSignal): Promise<SearchResults> {
  const term = q.trim();
  if (!term) return EMPTY_SEARCH;
  try {
    const answer = await parsed(
      `/api/search?q=${encodeURIComponent(term)}`,
      (schemas) => schemas.searchResponseSchema,
      { signal, server: (reads) => reads.search(term) },
    );
    const { shop, blog, projects, skills, promotions } = answer.results;
    return { total: answer.total, hits: [...shop, ...blog, ...projects, ...skills, ...promotions] };
  } catch (error) {
    if (!signal?.aborted && !import.meta.env.SSR) console.error('Search failed', error);
    throw error;
  }
}

/**
 * The results a search page shows: spec section 8, a failed search yields an empty result, never
 * an error screen. Undefined while the first answer is awaited.
 */
export function shownResults(query: {
  data: SearchResults | undefined;
  isError: boolean;
}): SearchResults | undefined {
  return query.data ?? (query.isError ? EMPTY_SEARCH : undefined);
}

/** Results for a term; runs only for a non-empty trimmed term (spec section 5). */
export const searchQuery = (q: string) => {
  const term = q.trim();
  return queryOptions({
    queryKey: queryKeys.search(term),
    queryFn: ({ signal }) => fetchSearch(term, signal),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // A failed search is shown as no results (`shownResults`), by the server's render too, which
    // would otherwise show a query about to be retried: a skeleton until the visitor touches it.
    retryOnMount: false,
  });
};

export function useSiteSearch(q: string) {
  return useQuery(searchQuery(q));
}

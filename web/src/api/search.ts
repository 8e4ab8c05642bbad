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
 * promotions). Spec section 8: a failed search yields an empty result, never an error screen.
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
    if (signal?.aborted) throw error;
    console.error('Search failed', error);
    return EMPTY_SEARCH;
  }
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
  });
};

export function useSiteSearch(q: string) {
  return useQuery(searchQuery(q));
}

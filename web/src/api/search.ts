import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { SEARCH_GROUPS, type SearchType } from '../../../modules/search/search.schemas.ts';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export type { SearchType };

const text = z.string().nullish().catch(null);

/**
 * One hit: each module sends its own public card (a skill has `name`, a post `slug` and `excerpt`,
 * a product `name` and `price`, a promotion `discount` and `category`, its type), plus `type`. Only what a result card shows is read here.
 */
export const searchHitSchema = z.object({
  type: z.enum(Object.keys(SEARCH_GROUPS) as [SearchType, ...SearchType[]]),
  id: z.union([z.string(), z.number()]).transform(String),
  title: text,
  name: text,
  excerpt: text,
  description: text,
  category: text,
  slug: text,
  image: text,
  icon: text,
  featured_image: text,
  badge: text,
  price: z.union([z.string(), z.number()]).nullish().catch(null),
  currency: text,
  technologies: z.array(z.string()).nullish().catch(null),
  /** Promotions: the discount in whole percent, or null when the promotion has none. */
  discount: z.number().int().nullish().catch(null),
});

const hits = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    // A hit this app cannot show (a future type, a malformed row) is skipped, not fatal.
    const parsed = searchHitSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

const searchAnswerSchema = z.object({
  total: z.number(),
  results: z.object({
    shop: hits.default([]),
    blog: hits.default([]),
    projects: hits.default([]),
    skills: hits.default([]),
    promotions: hits.default([]),
  }),
});

export type SearchHit = z.infer<typeof searchHitSchema>;
export type SearchResults = { total: number; hits: SearchHit[] };

export const EMPTY_SEARCH: SearchResults = { total: 0, hits: [] };

/**
 * GET /api/search?q= and flatten the groups into one mixed list (shop, blog, projects, skills,
 * promotions). Spec section 8: a failed search yields an empty result, never an error screen.
 */
export async function fetchSearch(q: string, signal?: AbortSignal): Promise<SearchResults> {
  const term = q.trim();
  if (!term) return EMPTY_SEARCH;
  try {
    const answer = await apiRequest(`/api/search?q=${encodeURIComponent(term)}`, searchAnswerSchema, {
      signal,
    });
    const { shop, blog, projects, skills, promotions } = answer.results;
    return { total: answer.total, hits: [...shop, ...blog, ...projects, ...skills, ...promotions] };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Search failed', error);
    return EMPTY_SEARCH;
  }
}

/** Results for a term; runs only for a non-empty trimmed term (spec section 5). */
export function useSiteSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: queryKeys.search(term),
    queryFn: ({ signal }) => fetchSearch(term, signal),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

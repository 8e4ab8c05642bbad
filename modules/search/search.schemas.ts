import { z } from 'zod';

/** Kinds of searchable things and the answer group each lands in (public spec: search response). */
export const SEARCH_GROUPS = {
  shop: 'shop',
  blog: 'blog',
  project: 'projects',
  skill: 'skills',
  promotion: 'promotions',
} as const;

export type SearchType = keyof typeof SEARCH_GROUPS;
export type SearchGroup = (typeof SEARCH_GROUPS)[SearchType];

export const MAX_QUERY_LENGTH = 200;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(MAX_QUERY_LENGTH, `The search text must be at most ${MAX_QUERY_LENGTH} characters`)
    .optional()
    .default(''),
});

/** A search hit: the owning module's card fields plus its `type`. */
export type SearchHit = Record<string, unknown> & { type: SearchType };

export type SearchAnswer = { total: number; results: Record<SearchGroup, SearchHit[]> };

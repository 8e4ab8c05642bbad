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

const hitText = z.string().nullish().catch(null);

/**
 * One hit as the web app reads it: each module sends its own public card (a skill has `name`, a post `slug` and `excerpt`,
 * a product `name` and `price`, a promotion `discount` and `category`, its type), plus `type`. Only what a result card shows is read here.
 */
export const searchHitViewSchema = z.object({
  type: z.enum(Object.keys(SEARCH_GROUPS) as [SearchType, ...SearchType[]]),
  id: z.union([z.string(), z.number()]).transform(String),
  title: hitText,
  name: hitText,
  excerpt: hitText,
  description: hitText,
  category: hitText,
  slug: hitText,
  image: hitText,
  icon: hitText,
  featured_image: hitText,
  badge: hitText,
  price: z.union([z.string(), z.number()]).nullish().catch(null),
  currency: hitText,
  technologies: z.array(z.string()).nullish().catch(null),
  /** Promotions: the discount in whole percent, or null when the promotion has none. */
  discount: z.number().int().nullish().catch(null),
});

const hits = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    // A hit this app cannot show (a future type, a malformed row) is skipped, not fatal.
    const parsed = searchHitViewSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

/** The search answer as the web app reads it: each group's hits it can show. */
export const searchResponseSchema = z.object({
  total: z.number(),
  results: z.object({
    shop: hits.default([]),
    blog: hits.default([]),
    projects: hits.default([]),
    skills: hits.default([]),
    promotions: hits.default([]),
  }),
});

/** A hit as a result card reads it. */
export type SearchHitView = z.infer<typeof searchHitViewSchema>;

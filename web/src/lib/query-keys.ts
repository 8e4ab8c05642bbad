/**
 * Every TanStack Query key of the public site comes from here (the back office's from
 * admin-query-keys.ts), so invalidation is by prefix and never by a retyped string.
 */
export type UsersFilters = {
  search: string;
  role: '' | 'admin' | 'moderator' | 'user';
  verified: '' | 'true' | 'false';
  locked: '' | 'true' | 'false';
};

/** The transactions list's filters; '' means not set. */
export type TransactionsFilters = { status: string; start_date: string; end_date: string; search: string };

export type DayRange = { from?: string; to?: string };

/** Roots of the public site's keys; everything under SITE_ROOT is persisted to localStorage. */
export const SITE_ROOT = 'site';

export const queryKeys = {
  site: {
    all: [SITE_ROOT] as const,
    skills: () => [SITE_ROOT, 'skills', 'active'] as const,
    projects: () => [SITE_ROOT, 'projects'] as const,
    projectCategories: () => [SITE_ROOT, 'projects', 'categories'] as const,
    promotions: () => [SITE_ROOT, 'promotions', 'active'] as const,
    socialLinks: () => [SITE_ROOT, 'social-links', 'active'] as const,
    settings: () => [SITE_ROOT, 'settings'] as const,
    blogPosts: () => [SITE_ROOT, 'blog', 'published'] as const,
    shopItems: (category: string) => [SITE_ROOT, 'shop', 'active', category] as const,
    shopCategories: () => [SITE_ROOT, 'shop', 'categories'] as const,
    /**
     * One picture's width, height and variants (`ImageFacts`, or null when none are known), by
     * its `/uploads/` path. The server renderer fills these same keys from `factsIn`.
     */
    image: (src: string) => [SITE_ROOT, 'images', src] as const,
  },
  /** A product's page: not persisted (its view count moves with each visit). */
  shop: {
    all: ['shop'] as const,
    product: (id: string) => ['shop', 'product', id] as const,
  },
  /** A post's page: not persisted (comments carry the visitor's own votes and authorship). */
  blog: {
    all: ['blog'] as const,
    post: (slug: string) => ['blog', 'post', slug] as const,
    related: (id: string) => ['blog', 'related', id] as const,
    page: (by: 'category' | 'tag', value: string, page: number) => ['blog', by, value, page] as const,
    comments: (postId: string, userIdentifier: string) =>
      ['blog', 'comments', postId, userIdentifier] as const,
  },
  /** Payment answers are never persisted: they change with every check and download. */
  payments: {
    all: ['payments'] as const,
    status: (trackingId: string) => ['payments', 'status', trackingId] as const,
    transaction: (trackingId: string) => ['payments', 'transaction', trackingId] as const,
  },
  /** Search answers are not persisted: one per typed term would fill the browser's storage. */
  search: (q: string) => ['search', q] as const,
  /** What the site stores (the privacy page): read by the server render only, never persisted. */
  privacy: () => ['privacy'] as const,
};

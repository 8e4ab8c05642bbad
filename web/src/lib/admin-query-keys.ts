import type { FilterDimension } from '../../../modules/analytics/analytics.schemas.ts';
import type { DayRange, TransactionsFilters, UsersFilters } from './query-keys';

/**
 * The back office's TanStack Query keys, all under the 'admin' root: signing out drops them all at
 * once. Kept apart from query-keys.ts because that file loads with the public home page and these
 * only with the back office's chunks (issue 8: the home page's first-load JavaScript budget).
 */
export const adminKeys = {
  all: ['admin'] as const,
  profile: () => ['admin', 'profile'] as const,
  users: {
    all: ['admin', 'users'] as const,
    list: (filters: UsersFilters, page = 1) => ['admin', 'users', 'list', filters, page] as const,
  },
  /** One range's stats, for every panel or narrowed by one filter (a source, a country...). */
  analyticsStats: (
    range: DayRange = {},
    filter: { dimension: FilterDimension; value: string } | null = null,
  ) => ['admin', 'analytics', 'stats', range, filter] as const,
  summary: () => ['admin', 'summary'] as const,
  /** The open operations problems (alerts) on the dashboard. */
  problems: () => ['admin', 'problems'] as const,
  registration: () => ['admin', 'registration'] as const,
  skills: {
    all: ['admin', 'skills'] as const,
    list: () => ['admin', 'skills', 'list'] as const,
    categories: () => ['admin', 'skills', 'categories'] as const,
  },
  projects: {
    all: ['admin', 'projects'] as const,
    list: () => ['admin', 'projects', 'list'] as const,
    categories: () => ['admin', 'projects', 'categories'] as const,
  },
  promotions: {
    all: ['admin', 'promotions'] as const,
    list: () => ['admin', 'promotions', 'list'] as const,
  },
  socialLinks: {
    all: ['admin', 'social-links'] as const,
    list: () => ['admin', 'social-links', 'list'] as const,
  },
  settings: () => ['admin', 'settings'] as const,
  /** Posts sent to the subscribers (newsletter campaigns) and a post's email preview. */
  campaigns: {
    all: ['admin', 'campaigns'] as const,
    list: () => ['admin', 'campaigns', 'list'] as const,
    one: (id: string) => ['admin', 'campaigns', 'one', id] as const,
    preview: (postId: string) => ['admin', 'campaigns', 'preview', postId] as const,
  },
  subscribers: {
    all: ['admin', 'subscribers'] as const,
    list: (filters: { status: string; search: string }, page = 1) =>
      ['admin', 'subscribers', 'list', filters, page] as const,
    stats: () => ['admin', 'subscribers', 'stats'] as const,
  },
  transactions: {
    all: ['admin', 'transactions'] as const,
    // The tiles read the unfiltered list's entry: stats travel with every list answer.
    list: (filters: TransactionsFilters, page = 1) =>
      ['admin', 'transactions', 'list', filters, page] as const,
    /** The shop's settings (sale alerts), set beside the transactions. */
    shopSettings: () => ['admin', 'transactions', 'shop-settings'] as const,
  },
  blogs: {
    all: ['admin', 'blogs'] as const,
    list: (filters: { search: string; category: string; status: string }) =>
      ['admin', 'blogs', 'list', filters] as const,
    categories: () => ['admin', 'blogs', 'categories'] as const,
    comments: (postId: string) => ['admin', 'blogs', 'comments', postId] as const,
    queue: (status: string, page: number) => ['admin', 'blogs', 'queue', status, page] as const,
    commentRules: () => ['admin', 'blogs', 'comment-rules'] as const,
  },
  discounts: {
    all: ['admin', 'discounts'] as const,
    list: (page: number) => ['admin', 'discounts', 'list', page] as const,
  },
  shop: {
    all: ['admin', 'shop'] as const,
    list: (filters: { search: string; category: string; active: string; has_files: string }) =>
      ['admin', 'shop', 'list', filters] as const,
    categories: () => ['admin', 'shop', 'categories'] as const,
  },
};

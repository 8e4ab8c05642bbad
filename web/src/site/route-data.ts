import type { QueryClient } from '@tanstack/react-query';
import { commentsQuery, postPageQuery, postQuery, publishedPostsQuery, relatedPostsQuery } from '../api/blog';
import {
  projectCategoriesQuery,
  projectsQuery,
  promotionsQuery,
  settingsQuery,
  skillsQuery,
  socialLinksQuery,
} from '../api/content';
import { ALL_CATEGORIES, productQuery, shopCategoriesQuery, shopItemsQuery } from '../api/shop';

/** What a route's data declaration is given: the matched params and the query string. */
export type PrefetchArgs = {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  queryClient: QueryClient;
};

/** Fills the query cache with what a route's first render reads, so the server renders it whole. */
export type Prefetch = (args: PrefetchArgs) => Promise<unknown>;

/**
 * The visitor the server renders a thread for: nobody (no own comments, no votes). The browser
 * hydrates with the same identifier before switching to its stored one.
 */
export const ANONYMOUS_VISITOR = '';

/** The site frame's reads (footer links, owner's texts): every public page needs them. */
export const layoutData: Prefetch = ({ queryClient }) =>
  Promise.all([queryClient.prefetchQuery(socialLinksQuery), queryClient.prefetchQuery(settingsQuery)]);

export const homeData: Prefetch = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(skillsQuery),
    queryClient.prefetchQuery(projectsQuery),
    queryClient.prefetchQuery(projectCategoriesQuery),
    queryClient.prefetchQuery(promotionsQuery),
    queryClient.prefetchQuery(publishedPostsQuery()),
    queryClient.prefetchQuery(shopItemsQuery(ALL_CATEGORIES)),
    queryClient.prefetchQuery(shopCategoriesQuery()),
  ]);

/** A post, then what hangs on its id: the related posts and the anonymous thread. */
export const postData: Prefetch = async ({ params, queryClient }) => {
  const slug = params.slug ?? '';
  const post = await queryClient.fetchQuery(postQuery(slug)).catch(() => undefined);
  if (!post) return;
  await Promise.all([
    queryClient.prefetchQuery(relatedPostsQuery(post.id)),
    queryClient.prefetchQuery(commentsQuery(post.id, ANONYMOUS_VISITOR)),
  ]);
};

export const postListData =
  (by: 'category' | 'tag'): Prefetch =>
  ({ params, queryClient }) =>
    queryClient.prefetchQuery(postPageQuery(by, (by === 'category' ? params.category : params.tag) ?? '', 1));

export const productData: Prefetch = ({ params, queryClient }) =>
  queryClient.prefetchQuery(productQuery(params.id ?? ''));

/** The search page's results; its schemas (full zod) stay out of the home page's first load. */
export const searchData: Prefetch = async ({ search, queryClient }) => {
  const q = (search.get('q') ?? '').trim();
  if (!q) return;
  const { searchQuery } = await import('../api/search');
  await queryClient.prefetchQuery(searchQuery(q));
};

import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, redirect } from 'react-router-dom';
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
import { ApiError } from '../lib/api-client';

/**
 * The public pages' route loaders (issue 30: the router owns pages). Each fills the query cache
 * with what its page's first render reads (`ensureQueryData`, the same query options as the
 * hooks) and decides the page's status: a 404 (thrown: the route's `notFound` element renders the
 * page's not-found message) or a redirect (a post's former slug). The data itself stays in the
 * query cache, which the server dehydrates into the page; the loaders answer null.
 *
 * On the server (entry-server.tsx) they run for every page with the request's QueryClient as
 * their context, and are awaited. In the browser, where a visitor moves between pages, they start
 * the reads and answer at once: the page shows its skeleton and then its data or its own
 * not-found state, without a frozen screen on a slow link.
 */
export type LoaderContext = { queryClient: QueryClient };

/** Null, or null with a status (an empty listing's 404, its page still shown). */
export type RouteLoader = (args: LoaderFunctionArgs) => Promise<null | ReturnType<typeof data<null>>>;

let browserQueryClient: QueryClient | undefined;

/** The browser's QueryClient, which its router's loaders fill: set before the router is made. */
export function setLoaderQueryClient(client: QueryClient): void {
  browserQueryClient = client;
}

/** The server's request QueryClient (awaited), or the browser's (not awaited). */
function clientOf(context: unknown): { queryClient: QueryClient; server: boolean } {
  const server = (context as Partial<LoaderContext> | undefined)?.queryClient;
  if (server) return { queryClient: server, server: true };
  if (!browserQueryClient) throw new Error('route loaders run before setLoaderQueryClient');
  return { queryClient: browserQueryClient, server: false };
}

/** The HTTP status of a failed read (its ApiError, wrapped or not), if it had one. */
export function failedStatus(error: unknown): number | undefined {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ApiError) return cause.status;
  }
  return undefined;
}

/** A page whose subject does not exist: the route's not-found element, status 404. */
const notFound = () => data(null, { status: 404 });

/**
 * A read the page stands on (a post, a product): a 404 or 400 (a malformed id) makes the page a
 * 404; any other failure (a 5xx, the network) leaves the page to show its own retry state.
 */
async function essential<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    const status = failedStatus(error);
    if (status === 404 || status === 400) throw notFound();
    return undefined;
  }
}

/** Runs a loader's reads: awaited on the server, started and left in the browser. */
const load =
  (reads: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>): RouteLoader =>
  async (args) => {
    const { queryClient, server } = clientOf(args.context);
    const done = reads(queryClient, args);
    if (!server) {
      done.catch(() => undefined);
      return null;
    }
    const status = await done;
    return typeof status === 'number' ? data(null, { status }) : null;
  };

/** The site frame's reads (footer links, owner's texts): every public page needs them. */
export const layoutLoader = load((queryClient) =>
  Promise.all([queryClient.prefetchQuery(socialLinksQuery), queryClient.prefetchQuery(settingsQuery)]),
);

export const homeLoader = load((queryClient) =>
  Promise.all([
    queryClient.prefetchQuery(skillsQuery),
    queryClient.prefetchQuery(projectsQuery),
    queryClient.prefetchQuery(projectCategoriesQuery),
    queryClient.prefetchQuery(promotionsQuery),
    queryClient.prefetchQuery(publishedPostsQuery()),
    queryClient.prefetchQuery(shopItemsQuery(ALL_CATEGORIES)),
    queryClient.prefetchQuery(shopCategoriesQuery()),
  ]),
);

/**
 * The visitor the server renders a thread for: nobody (no own comments, no votes). The browser
 * hydrates with the same identifier before switching to its stored one.
 */
export const ANONYMOUS_VISITOR = '';

/**
 * A post, then what hangs on its id: the related posts and, on the server, the anonymous thread
 * (the browser reads the visitor's own). A former slug answers with the post under its current
 * slug: the page moves there (301).
 */
export const postLoader = load(async (queryClient, { params, context }) => {
  const slug = params.slug ?? '';
  const post = await essential(queryClient.ensureQueryData(postQuery(slug)));
  if (!post) return;
  if (post.slug !== slug) throw redirect(`/blog/${encodeURIComponent(post.slug)}`, 301);
  await Promise.all([
    queryClient.prefetchQuery(relatedPostsQuery(post.id)),
    clientOf(context).server && queryClient.prefetchQuery(commentsQuery(post.id, ANONYMOUS_VISITOR)),
  ]);
});

/** A category's or a tag's first page; one that lists nothing is shown, answered 404. */
export const postListLoader = (by: 'category' | 'tag'): RouteLoader =>
  load(async (queryClient, { params }) => {
    const value = (by === 'category' ? params.category : params.tag) ?? '';
    const page = await queryClient.ensureQueryData(postPageQuery(by, value, 1)).catch(() => undefined);
    return page?.total === 0 ? 404 : undefined;
  });

export const productLoader = load((queryClient, { params }) =>
  essential(queryClient.ensureQueryData(productQuery(params.id ?? ''))),
);

/** The search page's results; its schemas (full zod) stay out of the home page's first load. */
export const searchLoader = load(async (queryClient, { request }) => {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (!q) return;
  const { searchQuery } = await import('../api/search');
  await queryClient.prefetchQuery(searchQuery(q));
});

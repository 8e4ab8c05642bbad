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
import { privacyQuery } from '../api/privacy';
import { ALL_CATEGORIES, productQuery, shopCategoriesQuery, shopItemsQuery } from '../api/shop';
import { failedStatus } from '../lib/api-error';
import { CART_COOKIE, cartLinesOf } from './cart/cart-cookie';
import { type Cart, toCartProduct, withTotals } from './cart/cart-state';

/**
 * The public pages' route loaders (issue 30: the router owns pages), run by the server render
 * (entry-server.tsx) with the request's QueryClient as their context. Each fills it with what its
 * page's first render reads (`ensureQueryData`, the same query options as the hooks) and decides
 * the page's status: a 404 (thrown: the route's `notFound` element renders the page's not-found
 * message) or a redirect (a post's former slug). The data stays in the query cache, which the
 * server dehydrates into the page; the loaders answer null.
 *
 * They exist in the server's bundle only (site-routes.tsx): the browser's router starts from the
 * server's state and, as a visitor moves between pages, each page's hooks read for themselves
 * (a skeleton at once, then the data or the page's own not-found state).
 */
export type LoaderContext = { queryClient: QueryClient };

/**
 * Null, or null with a status (an empty listing's 404, its page still shown), or what the page
 * renders that is not an answer of the API (the checkout's priced cart: `useLoaderData`).
 */
export type RouteLoader = (
  args: LoaderFunctionArgs,
) => Promise<null | ReturnType<typeof data<null>> | CheckoutData>;

function clientOf(context: unknown): QueryClient {
  const queryClient = (context as Partial<LoaderContext> | undefined)?.queryClient;
  if (!queryClient) throw new Error('a route loader ran without the request QueryClient');
  return queryClient;
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

/** A loader from its reads; a number they answer is the page's status. */
const load =
  (reads: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>): RouteLoader =>
  async (args) => {
    const status = await reads(clientOf(args.context), args);
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
 * A post, then what hangs on its id: the related posts and the anonymous thread (the browser
 * then reads the visitor's own). A former slug answers with the post under its current slug:
 * the page moves there (301).
 */
export const postLoader = load(async (queryClient, { params }) => {
  const slug = params.slug ?? '';
  const post = await essential(queryClient.ensureQueryData(postQuery(slug)));
  if (!post) return;
  if (post.slug !== slug) throw redirect(`/blog/${encodeURIComponent(post.slug)}`, 301);
  await Promise.all([
    queryClient.prefetchQuery(relatedPostsQuery(post.id)),
    queryClient.prefetchQuery(commentsQuery(post.id, ANONYMOUS_VISITOR)),
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

/** The privacy page's facts, from the server's configuration (its contact email is the layout's settings). */
export const privacyLoader = load((queryClient) => queryClient.prefetchQuery(privacyQuery));

/** The search page's results; its schemas (full zod) stay out of the home page's first load. */
export const searchLoader = load(async (queryClient, { request }) => {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (!q) return;
  const { searchQuery } = await import('../api/search');
  await queryClient.prefetchQuery(searchQuery(q));
});

/** The checkout's cart as the server priced it; null when the server could not read one. */
export type CheckoutData = { cart: Cart | null };

/**
 * The checkout's cart, from the lines its cookie names (the page is rendered and kept per cookie
 * value: `cookie` in site-routes.tsx gives it as the `cart` query parameter), each priced and
 * described from the shop's active products: the browser's stored prices are never shown as the
 * server's. A line whose product is gone or inactive is left out (the order would refuse it).
 * No cookie, or the products not read (the page is then not kept): null, and the browser shows
 * its stored cart.
 */
export const checkoutLoader: RouteLoader = async ({ request, context }) => {
  const lines = cartLinesOf(new URL(request.url).searchParams.get(CART_COOKIE));
  if (lines.length === 0) return { cart: null };
  const products = await clientOf(context)
    .ensureQueryData(shopItemsQuery(ALL_CATEGORIES))
    .catch(() => undefined);
  if (!products) return { cart: null };
  const byId = new Map(products.map((product) => [product.id, product]));
  const items = lines.flatMap((line) => {
    const product = byId.get(line.id);
    if (!product) return [];
    // A pay-what-you-want line shows the buyer's price (at least the minimum), as the cart has it.
    const chosen =
      product.pay_what_you_want && line.price !== undefined && line.price >= (product.min_price ?? 0)
        ? { price: line.price }
        : {};
    return [{ ...toCartProduct(product), ...chosen, quantity: line.quantity }];
  });
  return { cart: withTotals(items) };
};

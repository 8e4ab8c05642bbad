import {
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { ADMIN_GROUP } from './admin/admin-routes';
import type { ImageFacts } from './api/images';
import type { Theme } from './components/theme/theme';
import { themeFromCookie } from './components/theme/theme';
import { ThemeProvider } from './components/theme/theme-provider';
import { islandIdPrefix, islandSlot, type PlacedIsland, PlacedIslands } from './islands/island';
import { IslandFrame } from './islands/island-frame';
import { ISLANDS } from './islands/registry';
import { setServerReads } from './lib/api-client';
import { failedStatus } from './lib/api-error';
import { cookieValue } from './lib/cookies';
import { CACHE_LIFETIME_MS } from './lib/query-client';
import { queryKeys } from './lib/query-keys';
import { SiteOriginProvider } from './lib/site-origin';
import type { PageCookie, RouteHandle } from './route-handle';
import { buildRouteObjects } from './routes';
import type { LoaderContext } from './site/route-loaders';
import { SITE_GROUP } from './site/site-routes';
import { stateJson } from './ssr/ssr-state';

/**
 * The server side of the public site (issues 19, 30): renders a URL to HTML with the data its
 * route's loaders read, for modules/pages to put into index.html. The page is rendered once as a
 * whole, with an empty element where each island goes, then each island on its own (the browser
 * hydrates each as a root of its own, which must find the HTML it would render itself). Built by
 * `vite build --ssr` into web/dist-server; the API loads it once.
 */

export type RenderOptions = {
  /** Path and query string, e.g. `/blog/a-post?x=1`. */
  url: string;
  /** Public origin (PUBLIC_URL) without a trailing slash. */
  origin: string;
  /** From the visitor's `theme` cookie (themeOf); unknown: light, and index.html's script decides. */
  theme?: Theme;
  /**
   * The facts of every stored picture named in the page's data (`media.imageFacts.factsIn`):
   * null for one without any. Without it the browser asks `/api/images` as it hydrates.
   */
  imageFacts?: (data: unknown) => Promise<Record<string, ImageFacts | null>>;
};

import type { RenderResult, SiteReads } from '../../modules/pages/pages.schemas.ts';

export type { RenderResult };

const routes = buildRouteObjects([SITE_GROUP, ADMIN_GROUP]);
/** The islands' browser side (it loads React), as the build's manifest names it. */
const HYDRATE_SOURCE = 'src/islands/hydrate.tsx';
const handler = createStaticHandler(routes);

/** The theme a request's Cookie header asks for: the server renders it (and caches per theme). */
export const themeOf = (cookieHeader: string | undefined): Theme | undefined => themeFromCookie(cookieHeader);

/**
 * The URL a request's page is rendered and kept under: its path, only the query parameters its
 * route reads (`q` on /search) and the cookie its page is made from, as a parameter (the
 * checkout's `cart`, from `cookieHeader`); whether it may be kept at all (not a personal page: a
 * payment's or a subscriber's); and whether a shared cache may keep it (not one made from such a
 * cookie: the server keeps it, browsers revalidate it, a CDN never holds it).
 */
export function pageUrl(url: string, cookieHeader?: string): { url: string; keep: boolean; shared: boolean } {
  const parsed = new URL(url, 'http://page.invalid');
  const route = routeFacts(parsed.pathname);
  const kept = new URLSearchParams();
  if (parsed.search)
    for (const [name, value] of parsed.searchParams) if (route.query.has(name)) kept.append(name, value);
  let shared = true;
  if (route.cookie) {
    const value = route.cookie.value(cookieValue(cookieHeader, route.cookie.name));
    if (value) kept.set(route.cookie.name, value);
    // A shared cache that keyed pages on the theme cookie alone would hand it to others.
    shared = !value;
  }
  const query = kept.toString();
  return { url: `${parsed.pathname}${query ? `?${query}` : ''}`, keep: route.keep, shared };
}

type RouteFacts = { query: ReadonlySet<string>; keep: boolean; cookie: PageCookie | undefined };

/**
 * What a path's routes say about keeping its page, remembered per path: React Router's
 * `matchRoutes` flattens and ranks the whole route table on every call, about 0.1 ms, which was a
 * quarter of a cached page's cost. Bounded, as anyone can ask for any path: full, it starts
 * again, as the API's other per-request maps do (api-router.ts, validate.ts, json-body.ts).
 */
const routeFactsByPath = new Map<string, RouteFacts>();
const ROUTE_FACTS_LIMIT = 2_000;

function routeFacts(pathname: string): RouteFacts {
  const known = routeFactsByPath.get(pathname);
  if (known) return known;
  const handles = (matchRoutes(routes, pathname) ?? []).map(
    (match) => (match.route.handle ?? {}) as RouteHandle,
  );
  const facts: RouteFacts = {
    query: new Set(handles.flatMap((handle) => handle.query ?? [])),
    keep: !handles.some((handle) => handle.personal),
    cookie: handles.findLast((handle) => handle.cookie)?.cookie,
  };
  if (routeFactsByPath.size >= ROUTE_FACTS_LIMIT) routeFactsByPath.clear();
  routeFactsByPath.set(pathname, facts);
  return facts;
}

/** What the render's reads are answered by: the modules' answers (`siteReads`); set once at load. */
export function setReads(reads: SiteReads): void {
  setServerReads(reads);
}

function serverQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // No timers outliving the request: the client is dropped after the render.
      queries: { staleTime: CACHE_LIFETIME_MS, gcTime: Number.POSITIVE_INFINITY, retry: false },
    },
  });
}

/** Whether a failed read said something final about the page (a 404) rather than a passing failure. */
function finalFailure(error: unknown): boolean {
  const status = failedStatus(error);
  return status === 404 || status === 400;
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * Puts the facts of the pictures the prefetched answers name under the keys `useImageFacts` reads
 * (`queryKeys.site.image(src)`, facts or null), so `SiteImage` renders its `<picture>`, size and
 * preload on the server and hydration asks for none. False when they could not be read: the page
 * then shows its pictures unsized, and the browser asks for them (not to be kept).
 */
async function addImageFacts(queryClient: QueryClient, imageFacts: RenderOptions['imageFacts']) {
  if (!imageFacts) return true;
  const data = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.data);
  try {
    const facts = await imageFacts(data);
    for (const [src, fact] of Object.entries(facts))
      queryClient.setQueryData(queryKeys.site.image(src), fact);
    return true;
  } catch {
    return false;
  }
}

export async function render({ url, origin, theme, imageFacts }: RenderOptions): Promise<RenderResult> {
  const request = new Request(new URL(url, origin));
  const handles = (matchRoutes(routes, new URL(request.url).pathname) ?? []).map(
    (match) => (match.route.handle ?? {}) as RouteHandle,
  );
  if (!handles.some((handle) => handle.rendered === 'server')) return { kind: 'client' };
  // The route loaders fill this request's QueryClient and decide the page's status or redirect.
  const queryClient = serverQueryClient();
  const requestContext: LoaderContext = { queryClient };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const factsRead = await addImageFacts(queryClient, imageFacts);

  const cacheable =
    factsRead &&
    queryClient
      .getQueryCache()
      .getAll()
      .every((query) => query.state.status !== 'error' || finalFailure(query.state.error));
  const renderErrors: unknown[] = [];
  const onError = (error: unknown) => {
    renderErrors.push(error);
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const placed: PlacedIsland[] = [];
  // The same providers as the islands' (IslandFrame), in the same order.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PlacedIslands value={placed}>
        <ThemeProvider initialTheme={theme}>
          <SiteOriginProvider origin={origin}>
            <QueryClientProvider client={queryClient}>
              {/* hydrate={false}: no inline script; the browser runs no router on a public page. */}
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientProvider>
          </SiteOriginProvider>
        </ThemeProvider>
      </PlacedIslands>
    </StrictMode>,
    {
      // One piece: no outlined Suspense boundaries completed by inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A component that throws leaves its boundary to the browser: the page is not whole.
      onError,
    },
  );
  if (renderErrors.length > 0) throw new AggregateError(renderErrors, `rendering ${url} failed`);
  let html = await readAll(prelude as unknown as AsyncIterable<Uint8Array>);
  for (const island of placed) {
    // Its skeleton is in the page already; the browser renders it.
    if (island.browserOnly) continue;
    const Component = (await ISLANDS[island.name].load()) as ComponentType<Record<string, unknown>>;
    const islandHtml = renderToString(
      <StrictMode>
        <IslandFrame serverLocation={url} origin={origin} theme={theme} queryClient={queryClient}>
          <Component {...island.props} />
        </IslandFrame>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(island.id) },
    );
    if (renderErrors.length > 0)
      throw new AggregateError(renderErrors, `rendering ${url}'s ${island.name} failed`);
    html = html.replace(
      islandSlot(island.id),
      (_, open: string, close: string) => `${open}${islandHtml}${close}`,
    );
  }
  // A failed read travels too: the island hydrates from the state the server showed (its error
  // state; search's empty result), not a pending query's skeleton, then asks again.
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
  });
  const state = stateJson({ queries, origin, theme });
  queryClient.clear();
  // The code of the islands that wake at once (and React's, with hydrate.tsx): fetched beside the page's script.
  const sourcesOf = (islands: PlacedIsland[]) => [
    ...new Set(islands.map((island) => ISLANDS[island.name].source)),
  ];
  const waking = sourcesOf(placed.filter((island) => island.wake === 'load'));
  const islands = { styled: sourcesOf(placed), waking: waking.length > 0 ? [HYDRATE_SOURCE, ...waking] : [] };
  return { kind: 'page', status: context.statusCode, html, state, islands, cacheable };
}

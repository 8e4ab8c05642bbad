import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from './components/theme/theme-provider';
import { createQueryClient, hydrateServerState } from './lib/query-client';
import { SiteOriginProvider } from './lib/site-origin';
import { SiteQueryProvider } from './lib/site-query-provider';
import type { RouteHandle } from './route-handle';
import { buildRouteObjects } from './routes';
import type { SsrState } from './ssr/ssr-state';

declare global {
  interface Window {
    /** React Router's state for a rendered page, read by createBrowserRouter (set by appRouter). */
    __staticRouterHydrationData?: unknown;
  }
}

let queryClient: QueryClient | undefined;
let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's one QueryClient, the server's answers put in first (`ssr`, on the first call), so
 * hydration reads exactly what the HTML was rendered from and asks the API for none of it.
 */
export function appQueryClient(ssr?: SsrState): QueryClient {
  if (!queryClient) {
    queryClient = createQueryClient();
    if (ssr) hydrateServerState(queryClient, ssr.queries);
  }
  return queryClient;
}

/**
 * The app's router, made at its first use rather than as the module is evaluated: making it is
 * 30-70 ms at Lighthouse's 4× CPU slowdown (React Router's own code run for the first time; the
 * route table's size hardly counts), and main.tsx gives it a task of its own. A rendered page's
 * router starts from the server's state (its loaders' outcome, a 404; the loaders themselves are
 * the server's only).
 */
export function appRouter(ssr?: SsrState): ReturnType<typeof createBrowserRouter> {
  if (!router) {
    appQueryClient(ssr);
    // React Router deserialises a route's error (a 404) from this global, as its own inline script
    // would set it; the CSP allows no such script, so the state travels in ssr-state. Only the
    // errors: the browser's routes have no loaders, and loader data for them (the server's nulls)
    // left a later move to a lazy page stuck on the old one.
    if (ssr?.routeErrors)
      window.__staticRouterHydrationData = { loaderData: {}, actionData: null, errors: ssr.routeErrors };
    router = createBrowserRouter(buildRouteObjects());
  }
  return router;
}

/**
 * Loads the code of the lazy pages this URL shows (its chunk is already modulepreloaded by the
 * server's HTML), so a rendered page hydrates in one pass (web/src/lazy-pages.ts says why).
 */
export async function loadCurrentPage(): Promise<void> {
  const matches = matchRoutes(appRouter().routes, window.location) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()));
}

/** The app; `ssr` is the state of a server-rendered page (its queries, the site's origin). */
export function App({ ssr }: { ssr?: SsrState }) {
  const client = appQueryClient(ssr);
  const origin = ssr?.origin ?? window.location.origin;
  // The page's app runs (index.html says `starting`): its first render is committed (a
  // server-rendered page hydrated), and the effects it scheduled (the page view's report among
  // them) have run before this one. The e2e tests wait for it (e2e/support/test.ts).
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  // The same providers as web/src/entry-server.tsx, in the same order (useId follows the tree).
  return (
    <ThemeProvider initialTheme={ssr?.theme}>
      <SiteOriginProvider origin={origin}>
        <SiteQueryProvider client={client} serverRendered={ssr !== undefined}>
          <RouterProvider router={appRouter(ssr)} />
        </SiteQueryProvider>
      </SiteOriginProvider>
    </ThemeProvider>
  );
}

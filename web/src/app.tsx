import { useEffect, useState } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from './components/theme/theme-provider';
import { createQueryClient, hydrateServerState } from './lib/query-client';
import { SiteOriginProvider } from './lib/site-origin';
import { SiteQueryProvider } from './lib/site-query-provider';
import { buildRouteObjects, type RouteHandle } from './routes';
import type { SsrState } from './ssr/ssr-state';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, made at its first use rather than as the module is evaluated: making it is
 * 30-70 ms at Lighthouse's 4× CPU slowdown (React Router's own code run for the first time; the
 * route table's size hardly counts), and main.tsx gives it a task of its own.
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(buildRouteObjects());
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
  // The server's answers go in first: hydration reads exactly what the HTML was rendered from,
  // and asks the API for none of it.
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (ssr) hydrateServerState(client, ssr.queries);
    return client;
  });
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
        <SiteQueryProvider client={queryClient} serverRendered={ssr !== undefined}>
          <RouterProvider router={appRouter()} />
        </SiteQueryProvider>
      </SiteOriginProvider>
    </ThemeProvider>
  );
}

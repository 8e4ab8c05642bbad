import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ADMIN_GROUP } from './admin/admin-routes';
import { ThemeProvider } from './components/theme/theme-provider';
import { createQueryClient } from './lib/query-client';
import { SiteQueryProvider } from './lib/site-query-provider';
import { PublicPageFromApp } from './public-page-from-app';
import { buildRouteObjects } from './routes';

let queryClient: QueryClient | undefined;
let router: ReturnType<typeof createBrowserRouter> | undefined;

/** The back office's one QueryClient. */
export function appQueryClient(): QueryClient {
  queryClient ??= createQueryClient();
  return queryClient;
}

/**
 * The back office's router, made at its first use. A public page is not in it (issue 30: the
 * server renders those, and this app carries none of their code): a move to one loads it.
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(
    buildRouteObjects([ADMIN_GROUP], [{ path: '*', element: <PublicPageFromApp /> }]),
  );
  return router;
}

/** The back office (/admin), a single-page app; public pages arrive rendered by the server. */
export function App() {
  // The app runs (index.html says `starting`): its first render is committed and the effects it
  // scheduled (the page view's report among them) have run. The e2e tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  return (
    <ThemeProvider>
      <SiteQueryProvider client={appQueryClient()}>
        <RouterProvider router={appRouter()} />
      </SiteQueryProvider>
    </ThemeProvider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { ADMIN_GROUP } from './admin/admin-routes';
import { ThemeProvider } from './components/theme/theme-provider';
import { IslandsInPlace } from './islands/island';
import { ISLANDS_IN_PLACE } from './islands-in-place';
import { createQueryClient } from './lib/query-client';
import { buildRouteObjects } from './routes';
import { SITE_GROUP } from './site/site-routes';

/** The route objects without their loaders (the server's: they read through the request's QueryClient). */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map(({ loader: _loader, children, ...route }) =>
    children ? ({ ...route, children: withoutLoaders(children) } as RouteObject) : (route as RouteObject),
  );
}

/** Renders the whole app at `path` in memory, with page-view reports stubbed out. */
export function renderApp(path: string) {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
  return { ...renderRoutes(path), fetch };
}

/**
 * Renders the whole app at `path` in memory, the site's pages as one tree with their islands in
 * place, with whatever fetch the test stubbed.
 */
export function renderRoutes(path: string) {
  const client = createQueryClient();
  const router = createMemoryRouter(withoutLoaders(buildRouteObjects([SITE_GROUP, ADMIN_GROUP])), {
    initialEntries: [path],
  });
  const view = render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <IslandsInPlace value={ISLANDS_IN_PLACE}>
          <RouterProvider router={router} />
        </IslandsInPlace>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, router };
}

import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { ThemeProvider } from './components/theme/theme-provider';
import { createQueryClient } from './lib/query-client';
import { buildRouteObjects } from './routes';

/** Renders the whole app at `path` in memory, with page-view reports stubbed out. */
export function renderApp(path: string) {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
  return { ...renderRoutes(path), fetch };
}

/** Renders the whole app at `path` in memory, with whatever fetch the test stubbed. */
export function renderRoutes(path: string) {
  const client = createQueryClient();
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  const view = render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, router };
}

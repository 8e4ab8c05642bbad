import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { IslandsInPlace } from '../islands/island';
import { ISLANDS_IN_PLACE } from '../islands-in-place';
import { createQueryClient } from '../lib/query-client';

type Answer = unknown | (() => Response);

/**
 * Stubs fetch with answers by path (with its query string, e.g. '/api/skills?status=active');
 * a plain value is sent as a 200 JSON body, a function returns the Response itself. Unknown paths 404.
 */
export function mockApi(answers: Record<string, Answer>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[`${url.pathname}${url.search}`] ?? answers[url.pathname];
    if (answer === undefined) return Response.json({ success: false, error: 'Not found' }, { status: 404 });
    if (typeof answer === 'function') return (answer as () => Response)();
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Shows where the router is, so tests can assert navigation targets. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/**
 * Renders `element` at `path` with a fresh query client (`seed` fills it first, as the server's
 * data fills a hydrating page's); every other path renders the probe only.
 */
export function renderSite(
  element: ReactNode,
  {
    path = '/',
    route = '/',
    seed,
  }: { path?: string; route?: string; seed?: (queryClient: QueryClient) => void } = {},
) {
  const queryClient = createQueryClient();
  seed?.(queryClient);
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <IslandsInPlace value={ISLANDS_IN_PLACE}>
        <RouterProvider router={router} />
      </IslandsInPlace>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export const skillView = (overrides: Record<string, unknown> = {}) => ({
  id: 's1',
  name: 'TypeScript',
  category: 'Languages',
  proficiency: 90,
  started_year: 2019,
  description: null,
  status: 'active',
  order_index: 0,
  icon: null,
  experience: 6,
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

export const projectView = (overrides: Record<string, unknown> = {}) => ({
  id: 'p1',
  title: 'Shamba Ledger',
  category: 'Web',
  description: 'Farm bookkeeping for co-operatives.',
  technologies: ['React', 'Node.js'],
  link: 'https://example.com/demo',
  github_link: 'https://github.com/example/shamba',
  status: 'published',
  featured: false,
  order_index: 0,
  image: null,
  views_count: 0,
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

export const promotionView = (overrides: Record<string, unknown> = {}) => ({
  id: 'pr1',
  type: 'free-resource',
  title: 'Free React checklist',
  description: 'Ship faster with fewer bugs.',
  badge: 'FREE',
  cta_text: 'Get it',
  href: 'https://example.com/checklist',
  price: null,
  old_price: null,
  bg_color: null,
  image: null,
  is_active: true,
  is_ad: false,
  order_index: 0,
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

export const socialLinkView = (overrides: Record<string, unknown> = {}) => ({
  id: 'l1',
  name: 'GitHub',
  url: 'https://github.com/example',
  platform: 'github',
  color: '#181717',
  hover_color: '#374151',
  is_active: true,
  order_index: 0,
  icon: null,
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** A cart line as the cart stores it (no image, no description). */
export function cartLine(id: string, name: string, price: number, quantity: number, category = '') {
  return { id, name, price, currency: 'KES', image: null, category, description: '', quantity };
}

/** A product as the public shop answers it: one file, no links, `overrides` on top. */
export function productFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 'p1',
    name: 'Budget planner',
    description: 'A monthly budget spreadsheet.',
    price: 1500,
    currency: 'KES',
    image: null,
    category: 'Templates',
    featured: 1,
    files: [{ name: 'a.xlsx', size: 10, type: 'x' }],
    file_count: 1,
    downloadable_files: 3,
    product_links: [],
    views: 0,
    created_at: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * `first` is the page's priority picture (eager, fetchpriority high, the one image preloaded from
 * the head) and `lazy` an ordinary one below it.
 */
export function expectPriorityPicture(container: HTMLElement, first: string, lazy: string): void {
  const attributes = (src: string) => {
    const img = container.querySelector(`img[src="${src}"]`);
    return [img?.getAttribute('loading'), img?.getAttribute('fetchpriority')];
  };
  expect(attributes(first)).toEqual(['eager', 'high']);
  expect(attributes(lazy)).toEqual(['lazy', null]);
  const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
  expect(preloads.map((link) => link.getAttribute('href'))).toEqual([first]);
}

import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { UserView } from '../api/auth';
import { renderRoutes } from '../test-utils';

type Handler = (request: { url: URL; init: RequestInit }) => Response | Promise<Response>;

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A paged admin list's answer, the one shape: `{ success, [key]: rows, pagination }`; `pagination`
 * overrides the block (one page holding every row by default), `beside` adds keys (the stats).
 */
export function listJson(
  key: string,
  rows: readonly unknown[],
  pagination: Record<string, number> = {},
  beside: Record<string, unknown> = {},
): Response {
  const block = {
    total: rows.length,
    page: 1,
    limit: Math.max(1, rows.length),
    totalPages: 1,
    ...pagination,
  };
  return json({ success: true, [key]: rows, pagination: block, ...beside });
}

export const ADMIN: UserView = {
  id: 'u-admin',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: null,
  role: 'admin',
  is_verified: true,
  account_locked_until: null,
  last_login: '2025-01-02T10:00:00.000Z',
  profile_picture: null,
  created_at: '2024-05-01T08:00:00.000Z',
};

/**
 * Stubs fetch with handlers keyed 'METHOD /path' (the query string is not part of the key).
 * Page-view reports answer 204; anything else unmatched answers 404 like an unbuilt endpoint.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (handler) return handler({ url, init });
    if (url.pathname === '/api/analytics/track') return new Response(null, { status: 204 });
    return json({ success: false, error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made to one 'METHOD /path', with their URL and init. */
export function callsTo(fetch: ReturnType<typeof mockApi>, key: string) {
  return fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init: init ?? {} }))
    .filter(({ url, init }) => `${init.method ?? 'GET'} ${url.pathname}` === key);
}

export function signIn(user: UserView = ADMIN, token = 'test-token') {
  localStorage.setItem('admin-token', token);
  localStorage.setItem('admin-user', JSON.stringify(user));
}

/** Renders the whole app at `path` (fetch must be mocked first). */
export function renderAdmin(path: string) {
  return renderRoutes(path);
}

/** mockApi for a signed-in admin: the profile call answers with ADMIN unless `handlers` say otherwise. */
export function mockAdminApi(handlers: Record<string, Handler>) {
  return mockApi({ 'GET /api/auth/profile': () => json({ success: true, user: ADMIN }), ...handlers });
}

/**
 * A page's totals tiles: the list named `list`, each tile's text by its key (`tile-<key>` test id;
 * the first awaited, as the stats load) and each of `labels` shown.
 */
export async function expectTiles(list: string, values: Record<string, string>, labels: readonly string[]) {
  const tiles = within(await screen.findByRole('list', { name: list }));
  const [[firstKey, firstText] = ['', ''], ...rest] = Object.entries(values);
  expect((await tiles.findByTestId(`tile-${firstKey}`)).textContent).toBe(firstText);
  for (const [key, text] of rest) expect(tiles.getByTestId(`tile-${key}`).textContent).toBe(text);
  for (const label of labels) expect(tiles.getByText(label)).toBeTruthy();
}

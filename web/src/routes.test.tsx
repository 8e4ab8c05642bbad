import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from './admin/admin-routes';
import { SITE_ROUTES } from './site/site-routes';
import { renderApp } from './test-utils';

const SPEC_PATHS = [
  '/',
  '/blog/:slug',
  '/blog/category/:category',
  '/blog/tag/:tag',
  '/product/:id',
  '/checkout',
  '/payment/callback',
  '/payment-success',
  '/receipt-preview',
  '/search',
  '/verify-subscription/:verificationToken',
  '/admin',
  '/admin/login',
  '/admin/dashboard',
  '/admin/profile',
  '/admin/users',
  '/admin/skills',
  '/admin/projects',
  '/admin/blogs',
  '/admin/shop',
  '/admin/social-links',
  '/admin/social-links-debug',
  '/admin/socials',
  '/admin/promotions',
  '/admin/pesapal-transactions',
  '/admin/subscribers',
  // Beyond the spec: site settings (issue 4).
  '/admin/settings',
  // Beyond the spec: the newsletter's unsubscribe confirm page (issue 10).
  '/unsubscribe/:token',
  // Beyond the spec: "I paid but got nothing" (issue 11).
  '/order-help',
  // Beyond the spec: what the site stores (issue 31).
  '/privacy',
  // Beyond the spec: the owner's analytics (issue 31).
  '/admin/analytics',
  // Beyond the spec: the shop's discount codes (issue 32).
  '/admin/discounts',
  // Beyond the spec: the comment queue and the reply emails' pages (issue 33).
  '/admin/comments',
  '/comment-replies/confirm/:token',
  '/comment-replies/unsubscribe/:token',
  // Beyond the spec: imports, the export and redirects (issue 34).
  '/admin/import',
  '/admin/redirects',
];

describe('route table', () => {
  it('declares every route of both spec documents, once', () => {
    const paths = [...SITE_ROUTES, ...ADMIN_ROUTES].map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual([...SPEC_PATHS].sort());
  });

  it.each(['/', '/no/such/page'])('shows the home page at %s until its page exists', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: /Wanjiru Kamau/ })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('gives a built page its own title and keeps the home page’s on unbuilt routes', async () => {
    renderApp('/search');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    await waitFor(() => expect(document.title).toBe('Search – Wanjiru Kamau'));
  });

  it.each(['/', '/no/such/page'])('titles %s with the home page’s title', async (path) => {
    document.title = 'stale';
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: /Wanjiru Kamau/ });
    await waitFor(() => expect(document.title).toBe('Wanjiru Kamau – Software, words & property'));
  });

  it('gives every built route a title', () => {
    for (const route of [...SITE_ROUTES, ...ADMIN_ROUTES]) {
      if (route.page && route.path !== '/') expect(route.title, route.path).toBeTruthy();
    }
  });

  it('shows the search page at /search', async () => {
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(screen.getByText('Enter a search term to get started')).toBeTruthy();
  });

  it('shows the newsletter pages in the site frame, under their own titles', async () => {
    renderApp('/verify-subscription/abc');
    expect(await screen.findByRole('link', { name: 'Return to Home' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Newsletter subscription – Wanjiru Kamau'));
  });

  it('asks before unsubscribing at /unsubscribe/:token', async () => {
    const { fetch } = renderApp('/unsubscribe/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Unsubscribe – Wanjiru Kamau'));
    const paths = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths.filter((path) => path.startsWith('/api/subscriptions'))).toEqual([]);
  });

  it('sends the bare admin root to the login', async () => {
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('reports the page view of the first page', async () => {
    const { fetch } = renderApp('/blog/hello-world');
    await screen.findByRole('heading', { level: 1 });
    // The page's own content reads may go first; the report is the one tracking call.
    const tracking = fetch.mock.calls.filter(([url]) => url === '/api/analytics/track');
    expect(tracking).toHaveLength(1);
    const [url, init] = tracking[0] ?? [];
    expect(url).toBe('/api/analytics/track');
    expect(init?.body).toBe('{"page_path":"/blog/hello-world"}');
  });
});

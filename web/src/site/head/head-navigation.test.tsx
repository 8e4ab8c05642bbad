import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-utils';
import { mockApi } from '../site-test-utils';

const post = {
  id: 'b1',
  slug: 'first-sale',
  title: 'Your first sale',
  excerpt: 'It starts with one buyer.',
  category: 'Business',
  tags: [],
  created_at: '2026-03-04T10:00:00.000Z',
  content: '<p>It starts with one buyer.</p>',
  status: 'published',
};

const HOME_TITLE = 'Wanjiru Kamau – Software, words & property';
const POST_TITLE = 'Your first sale – Wanjiru Kamau';

/** What the browser shows and shares: the head's titles, descriptions and canonical links. */
function head() {
  return {
    titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent),
    descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((meta) =>
      meta.getAttribute('content'),
    ),
    canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
      link.getAttribute('href'),
    ),
  };
}

describe('the document head after client navigation', () => {
  it("keeps the post's own title after it loads, and swaps head tags between a post and the home page", async () => {
    mockApi({ '/api/blog/slug/first-sale': { success: true, post } });
    const { router } = renderRoutes('/blog/first-sale');
    await screen.findByRole('heading', { level: 1, name: 'Your first sale' });
    await waitFor(() => expect(document.title).toBe(POST_TITLE));
    expect(head()).toEqual({
      titles: [POST_TITLE],
      descriptions: ['It starts with one buyer.'],
      canonical: [`${window.location.origin}/blog/first-sale`],
    });

    await router.navigate('/');
    await waitFor(() => expect(document.title).toBe(HOME_TITLE));
    expect(head().titles).toEqual([HOME_TITLE]);
    expect(head().descriptions).toHaveLength(1);
    expect(head().canonical).toEqual([`${window.location.origin}/`]);

    await router.navigate('/blog/first-sale');
    await waitFor(() => expect(document.title).toBe(POST_TITLE));
    expect(head().titles).toEqual([POST_TITLE]);
    expect(head().descriptions).toEqual(['It starts with one buyer.']);
  });

  it('gives a page without a card one title from the route table, and the post page its route title while loading', async () => {
    // The post never arrives: its page stays loading.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { router } = renderRoutes('/search');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    await waitFor(() => expect(document.title).toBe('Search – Wanjiru Kamau'));
    expect(head()).toEqual({ titles: ['Search – Wanjiru Kamau'], descriptions: [], canonical: [] });
    await router.navigate('/blog/first-sale');
    await waitFor(() => expect(document.title).toBe('Blog – Wanjiru Kamau'));
    expect(head().titles).toEqual(['Blog – Wanjiru Kamau']);
  });
});

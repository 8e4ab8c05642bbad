import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '../../api/search';
import { expectPriorityPicture, mockApi, renderSite } from '../site-test-utils';
import { SearchPageContent } from './search-page';
import { categoryLabel } from './search-result-card';
import { searchTarget } from './search-target';

afterEach(() => {
  vi.restoreAllMocks();
});

const RESULTS = {
  success: true,
  total: 5,
  results: {
    shop: [
      {
        type: 'shop',
        id: 42,
        name: 'Budget template',
        description: 'A spreadsheet.',
        price: 12,
        currency: 'USD',
      },
    ],
    blog: [{ type: 'blog', id: 'b1', slug: 'hello-world', title: 'Hello world', excerpt: 'First post.' }],
    projects: [{ type: 'project', id: 'p1', title: 'Shamba Ledger', description: 'Farm books.' }],
    skills: [{ type: 'skill', id: 's1', name: 'JavaScript', category: 'Languages' }],
    promotions: [
      {
        type: 'promotion',
        id: 'pr1',
        title: 'Free checklist',
        description: null,
        discount: 25,
        category: 'free-resource',
      },
    ],
  },
};

const hit = (type: SearchHit['type'], extra: Partial<SearchHit> = {}) =>
  ({ type, id: '7', ...extra }) as SearchHit;

describe('searchTarget', () => {
  it('sends portfolio results to their home section and posts and products to their pages', () => {
    expect(searchTarget(hit('skill'))).toBe('/#skills');
    expect(searchTarget(hit('project'))).toBe('/#projects');
    expect(searchTarget(hit('promotion'))).toBe('/#promotions');
    expect(searchTarget(hit('blog', { slug: 'my-post' }))).toBe('/blog/my-post');
    expect(searchTarget(hit('shop'))).toBe('/product/7');
  });
});

describe('SearchPageContent', () => {
  it('asks for a term when q is empty, without calling the API', () => {
    const fetch = mockApi({});
    renderSite(<SearchPageContent />, { path: '/search', route: '/search' });
    expect(screen.getByText('Enter a search term to get started')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says nothing was found, with the hint', async () => {
    mockApi({
      '/api/search': {
        success: true,
        total: 0,
        results: { shop: [], blog: [], projects: [], skills: [], promotions: [] },
      },
    });
    renderSite(<SearchPageContent />, { path: '/search?q=zzz', route: '/search' });
    expect(await screen.findByText('No results found for "zzz"')).toBeTruthy();
    expect(screen.getByText('Try different keywords or check your spelling')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search the site' }) as HTMLInputElement).value).toBe(
      'zzz',
    );
  });

  it('treats a failed search as no results', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/api/search': () => new Response('', { status: 404 }) });
    renderSite(<SearchPageContent />, { path: '/search?q=react', route: '/search' });
    expect(await screen.findByText('No results found for "react"')).toBeTruthy();
  });

  it('mixes every kind in one grid, each card linking to its place', async () => {
    const fetch = mockApi({ '/api/search': RESULTS });
    renderSite(<SearchPageContent />, { path: '/search?q=javscript', route: '/search' });
    expect(await screen.findByText('5 results for')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/search?q=javscript');
    const cards = screen.getAllByRole('link');
    const hrefOf = (name: string) =>
      cards.find((card) => within(card).queryByText(name))?.getAttribute('href');
    expect(hrefOf('Budget template')).toBe('/product/42');
    expect(hrefOf('Hello world')).toBe('/blog/hello-world');
    expect(hrefOf('Shamba Ledger')).toBe('/#projects');
    expect(hrefOf('JavaScript')).toBe('/#skills');
    expect(hrefOf('Free checklist')).toBe('/#promotions');
    // As the shop's cards and product page print it (one way to show a price).
    expect(screen.getByText('USD 12.00')).toBeTruthy();
  });

  it('shows a promotion’s discount in percent and its category on its card', async () => {
    mockApi({ '/api/search': RESULTS });
    renderSite(<SearchPageContent />, { path: '/search?q=free', route: '/search' });
    const card = within(await screen.findByRole('link', { name: /Free checklist/ }));
    expect(card.getByText('25% off')).toBeTruthy();
    expect(card.getByText('Free resource')).toBeTruthy();
    expect(card.getByText('Promotion')).toBeTruthy();
  });

  it('labels a promotion’s category from its type, other categories as they are', () => {
    expect(categoryLabel(hit('promotion', { category: 'ad_space' }))).toBe('Ad space');
    expect(categoryLabel(hit('skill', { category: 'free-resource' }))).toBe('free-resource');
    expect(categoryLabel(hit('promotion'))).toBeNull();
  });

  it('navigates to the home section when a skill card is clicked', async () => {
    mockApi({ '/api/search': RESULTS });
    renderSite(<SearchPageContent />, { path: '/search?q=js', route: '/search' });
    await userEvent.click(await screen.findByRole('link', { name: /JavaScript/ }));
    expect(screen.getByTestId('location').textContent).toBe('/#skills');
  });

  it('puts a submitted term in the address', async () => {
    mockApi({ '/api/search': RESULTS });
    renderSite(<SearchPageContent />, { path: '/search', route: '/search' });
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    await userEvent.type(box, '  react  {Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/search?q=react');
    expect(await screen.findByText('5 results for')).toBeTruthy();
  });

  it('loads the first result with a picture on top first and leaves the others lazy', async () => {
    mockApi({
      '/api/search': {
        success: true,
        total: 3,
        results: {
          shop: [],
          blog: [
            { type: 'blog', id: 'b1', slug: 'a', title: 'No picture', excerpt: null },
            {
              type: 'blog',
              id: 'b2',
              slug: 'b',
              title: 'Pictured',
              featured_image: 'https://cdn.example/b.jpg',
            },
            {
              type: 'blog',
              id: 'b3',
              slug: 'c',
              title: 'Also pictured',
              featured_image: 'https://cdn.example/c.jpg',
            },
          ],
          projects: [],
          skills: [],
          promotions: [],
        },
      },
    });
    const { container } = renderSite(<SearchPageContent />, { path: '/search?q=pic', route: '/search' });
    expect(await screen.findByText('3 results for')).toBeTruthy();
    expectPriorityPicture(container, 'https://cdn.example/b.jpg', 'https://cdn.example/c.jpg');
  });
});

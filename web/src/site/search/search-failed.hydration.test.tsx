import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { searchQuery } from '../../api/search';
import { hydrateOver, serverHtml } from '../../hydration-test-utils';
import { islandIdPrefix } from '../../islands/island';
import { IslandFrame } from '../../islands/island-frame';
import { createQueryClient } from '../../lib/query-client';
import { mockApi } from '../site-test-utils';
import { SearchPageContent } from './search-page';

describe('a search that failed while the server rendered it', () => {
  it('arrives as no results (spec section 8) and hydrates as such, without a mismatch or asking again', async () => {
    // The server's read failed: the query holds the error, as entry-server.tsx dehydrates it.
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery({
      ...searchQuery('react'),
      queryFn: () => Promise.reject(new Error('the database is away')),
    });
    const html = serverHtml(
      <IslandFrame serverLocation="/search?q=react" origin="https://site.example" queryClient={server}>
        <SearchPageContent />
      </IslandFrame>,
      islandIdPrefix(0),
    );
    expect(html).toContain('No results found for &quot;react&quot;');
    const state = JSON.parse(
      JSON.stringify(dehydrate(server, { shouldDehydrateQuery: (query) => query.state.status === 'error' })),
    );

    const fetch = mockApi({});
    window.history.replaceState(null, '', '/search?q=react');
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    const browser = createQueryClient();
    hydrate(browser, state);
    const { errors } = await hydrateOver(
      html,
      <IslandFrame origin="https://site.example" queryClient={browser}>
        <SearchPageContent />
      </IslandFrame>,
      islandIdPrefix(0),
    );
    expect(errors.map(String)).toEqual([]);
    expect(screen.getByText('No results found for "react"')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ThemeProvider } from '../../components/theme/theme-provider';
import { hydrateOver, serverHtml } from '../../hydration-test-utils';
import { createQueryClient } from '../../lib/query-client';
import { CART_STORAGE_KEY } from '../cart/cart-store';
import { cartLine, mockApi } from '../site-test-utils';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const frame = () => (
  <ThemeProvider>
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SiteHeader />
        <SiteFooter />
      </MemoryRouter>
    </QueryClientProvider>
  </ThemeProvider>
);

describe('the site frame', () => {
  it("hydrates the server's header and footer without a mismatch, then shows this browser's theme and cart", async () => {
    mockApi({ '/api/social-links/active': { success: true, socialLinks: [] } });
    const html = serverHtml(frame());
    // What this browser holds: a cart of three and the dark theme the inline script painted.
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ items: [cartLine('p1', 'Planner', 1500, 3)], totalPrice: 4500, totalItems: 3 }),
    );
    localStorage.setItem('theme', 'dark');
    document.documentElement.classList.add('dark');
    onTestFinished(() => document.documentElement.classList.remove('dark'));

    const { errors } = await hydrateOver(html, frame());
    expect(errors.map(String)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Open cart (3 items)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
  });
});

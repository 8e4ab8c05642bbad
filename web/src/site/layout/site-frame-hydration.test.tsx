import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { hydrateOver, serverHtml } from '../../hydration-test-utils';
import { islandIdPrefix } from '../../islands/island';
import { IslandFrame } from '../../islands/island-frame';
import { createQueryClient } from '../../lib/query-client';
import { CART_LABEL_ID } from '../cart/cart-paint';
import { CART_STORAGE_KEY } from '../cart/cart-store';
import { cartLine, mockApi } from '../site-test-utils';
import { NewsletterForm } from './newsletter-form';
import { SiteHeader } from './site-header';

/** An island as the server renders it and the browser hydrates it: in its frame, under its id prefix. */
const island = (children: React.ReactNode, server: boolean) => (
  <IslandFrame
    serverLocation={server ? '/blog/a-post' : undefined}
    origin="https://site.example"
    queryClient={createQueryClient()}
  >
    {children}
  </IslandFrame>
);

describe("the site frame's islands", () => {
  it("hydrate the server's header and subscribe form without a mismatch, then show this browser's theme", async () => {
    mockApi({});
    const prefix = islandIdPrefix(0);
    const header = serverHtml(island(<SiteHeader />, true), prefix);
    const form = serverHtml(island(<NewsletterForm />, true), islandIdPrefix(1));
    // What this browser holds: a cart of three and the dark theme the inline script painted.
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ items: [cartLine('p1', 'Planner', 1500, 3)], totalPrice: 4500, totalItems: 3 }),
    );
    localStorage.setItem('theme', 'dark');
    document.documentElement.classList.add('dark');
    onTestFinished(() => document.documentElement.classList.remove('dark'));

    const hydratedHeader = await hydrateOver(header, island(<SiteHeader />, false), prefix);
    const hydratedForm = await hydrateOver(form, island(<NewsletterForm />, false), islandIdPrefix(1));
    expect(hydratedHeader.errors.map(String)).toEqual([]);
    expect(hydratedForm.errors.map(String)).toEqual([]);
    // The count is the page script's to paint (cart-paint.ts), not the island's: React left it alone.
    expect(screen.getByRole('button', { name: 'Open cart' }).getAttribute('aria-labelledby')).toBe(
      CART_LABEL_ID,
    );
    expect(document.querySelector('[data-cart-badge]')?.textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
    // The two roots' ids do not meet: each has its own prefix.
    const ids = [...document.querySelectorAll('[id]')]
      .map((element) => element.id)
      .filter((id) => id.startsWith('«') || id.startsWith('_'));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

// @vitest-environment node
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Product } from '../api/shop';
import { createQueryClient } from '../lib/query-client';
import { BlogComments } from './blog/blog-comments';

import { CheckoutPageContent } from './checkout/checkout-page';
import { NewsletterForm } from './layout/newsletter-form';
import { SearchForm } from './shared/search-form';
import { ProductPurchase } from './shop/product-purchase';
import { productFixture } from './site-test-utils';

/** The server's HTML of `element` inside the site's providers and a data router, as pages render. */
function onServer(element: ReactNode): string {
  const router = createMemoryRouter([{ path: '*', element: <>{element}</> }]);
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The text of every <noscript> in `html`. */
function noScriptNotes(html: string): string[] {
  return [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map(([, inner = '']) =>
    inner.replace(/<[^>]+>/g, ''),
  );
}

describe('without JavaScript', () => {
  it('the comment form says comments need JavaScript', () => {
    expect(noScriptNotes(onServer(<BlogComments postId="p1" />))).toEqual(['Comments need JavaScript.']);
  });

  it('the newsletter form says subscribing needs JavaScript', () => {
    expect(noScriptNotes(onServer(<NewsletterForm />))).toEqual(['Subscribing needs JavaScript.']);
  });

  it('the add-to-cart buttons say the cart needs JavaScript', () => {
    const product = productFixture() as unknown as Product;
    expect(noScriptNotes(onServer(<ProductPurchase product={product} />))).toEqual([
      'The cart needs JavaScript.',
    ]);
  });

  it('checkout, which the server renders with an empty cart, says the cart needs JavaScript', () => {
    expect(noScriptNotes(onServer(<CheckoutPageContent />))).toEqual(['The cart needs JavaScript.']);
  });

  it('the search box is a plain GET form to /search?q=', () => {
    const html = onServer(<SearchForm value="" onChange={() => {}} onSubmit={() => {}} />);
    expect(html).toMatch(/<form[^>]* action="\/search"/);
    expect(html).not.toMatch(/<form[^>]* method=/);
    expect(html).toMatch(/<input[^>]* name="q"/);
  });
});

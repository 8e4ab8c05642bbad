// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageUrl } from './entry-server';

describe('pageUrl', () => {
  it('keeps only the query parameters the route reads', () => {
    expect(pageUrl('/search?utm_source=mail&q=postgres&page=2')).toEqual({
      url: '/search?q=postgres',
      keep: true,
      shared: true,
    });
    expect(pageUrl('/blog/a-post?utm_source=mail&fbclid=x')).toEqual({
      url: '/blog/a-post',
      keep: true,
      shared: true,
    });
    expect(pageUrl('/')).toEqual({ url: '/', keep: true, shared: true });
    expect(pageUrl('/no/such/page?x=1')).toEqual({ url: '/no/such/page', keep: true, shared: true });
  });

  it("keeps the checkout per its cart cookie's lines, never per the address's own `cart`", () => {
    expect(
      pageUrl('/checkout?cart=forged:9&utm_source=x', 'theme=dark; cart=p1:2.p1:5.bad line.p-2:1'),
    ).toEqual({
      url: '/checkout?cart=p1%3A2.p-2%3A1',
      keep: true,
      shared: false,
    });
    expect(pageUrl('/checkout?cart=forged:9', 'theme=dark')).toEqual({
      url: '/checkout',
      keep: true,
      shared: true,
    });
    expect(pageUrl('/checkout', 'cart=').shared).toBe(true);
    // Other pages never read it.
    expect(pageUrl('/blog/a-post', 'cart=p1:2')).toEqual({ url: '/blog/a-post', keep: true, shared: true });
  });

  it("never keeps a visitor's own page (a payment's, a subscriber's)", () => {
    expect(pageUrl('/payment/callback?OrderTrackingId=t-1&OrderMerchantReference=r-1&x=2')).toEqual({
      url: '/payment/callback?OrderTrackingId=t-1&OrderMerchantReference=r-1',
      keep: false,
      shared: true,
    });
    expect(pageUrl('/payment-success?trackingId=t-1').keep).toBe(false);
    expect(pageUrl('/receipt-preview').keep).toBe(false);
    expect(pageUrl('/verify-subscription/token-1').keep).toBe(false);
    expect(pageUrl('/unsubscribe/token-1').keep).toBe(false);
    expect(pageUrl('/checkout').keep).toBe(true);
  });

  it("answers a path it has seen before from what it remembers, with that request's own query", () => {
    expect(pageUrl('/search?q=first')).toEqual({ url: '/search?q=first', keep: true, shared: true });
    expect(pageUrl('/search?q=second&utm_source=x')).toEqual({
      url: '/search?q=second',
      keep: true,
      shared: true,
    });
    expect(pageUrl('/search')).toEqual({ url: '/search', keep: true, shared: true });
    expect(pageUrl('/payment-success?trackingId=t-2')).toEqual({
      url: '/payment-success?trackingId=t-2',
      keep: false,
      shared: true,
    });
    expect(pageUrl('/payment-success?trackingId=t-3').keep).toBe(false);
  });

  it('stays right past the number of paths it remembers', () => {
    for (let i = 0; i < 2_500; i++)
      expect(pageUrl(`/blog/post-${i}?utm_source=x`).url).toBe(`/blog/post-${i}`);
    expect(pageUrl('/verify-subscription/token-9').keep).toBe(false);
    expect(pageUrl('/blog/post-0?q=x')).toEqual({ url: '/blog/post-0', keep: true, shared: true });
  });
});

import { describe, expect, it } from 'vitest';
import { checkoutKey, newMerchantReference, orderDescription } from './order-input.ts';

describe('checkoutKey', () => {
  it('is a hash of the secret key alone, never the key itself', () => {
    const secret = '0f3c2a5e-8d4b-4c1e-9a7f-2b6d8e1c4a90';
    expect(checkoutKey(secret)).toBe('key:d36324920b569861d1207455817c647611c0f963fbd9491cba7cc0f279078c56');
    expect(checkoutKey(secret)).not.toContain(secret);
  });

  it('without a key, is new every time: nothing to replay', () => {
    const keys = new Set(Array.from({ length: 20 }, () => checkoutKey(undefined)));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^once:[0-9a-f-]{36}$/);
  });
});

describe('newMerchantReference', () => {
  it("fits Pesapal's 50 characters and safe set, and differs every time", () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const references = new Set(Array.from({ length: 100 }, () => newMerchantReference(now)));
    expect(references.size).toBe(100);
    for (const reference of references) {
      expect(reference.length).toBeLessThanOrEqual(50);
      expect(reference).toMatch(/^ORD-[0-9A-Z]+-[0-9A-F]{12}$/);
    }
  });
});

describe('orderDescription', () => {
  it('names the first item and counts the others, within 100 characters', () => {
    expect(orderDescription(['Guide'])).toBe('Guide');
    expect(orderDescription(['Guide', 'Notes', 'Slides'])).toBe('Guide + 2 more');
    const long = orderDescription(['x'.repeat(150), 'y']);
    expect(long).toHaveLength(100);
    expect(long.endsWith(' + 1 more')).toBe(true);
    expect(orderDescription([])).toBe('Order');
  });
});

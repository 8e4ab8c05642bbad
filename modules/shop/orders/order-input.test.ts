import { describe, expect, it } from 'vitest';
import { clientOrderKey, newMerchantReference, orderDescription } from './order-input.ts';

describe('clientOrderKey', () => {
  it('combines the browser id with a hash of the email, whatever its case and spaces', () => {
    const key = clientOrderKey('ORD-1700000000000', ' Amina@Example.TEST ');
    expect(key).toBe(clientOrderKey('ORD-1700000000000', 'amina@example.test'));
    expect(key).toMatch(/^ORD-1700000000000:[0-9a-f]{24}$/);
  });

  it('keeps two visitors with the same browser id apart', () => {
    expect(clientOrderKey('ORD-1', 'a@example.test')).not.toBe(clientOrderKey('ORD-1', 'b@example.test'));
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

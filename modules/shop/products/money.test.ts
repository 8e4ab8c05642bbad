import { describe, expect, it } from 'vitest';
import { fromMinor, isPurchasable, toMinor } from './money.ts';

describe('shop money', () => {
  it('stores decimal prices as integer minor units and back', () => {
    expect(toMinor(1500, 'KES')).toBe(150000);
    expect(toMinor(1499.5, 'KES')).toBe(149950);
    // 0.1 + 0.2 style float noise never leaks into stored cents.
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(fromMinor(149950, 'KES')).toBe(1499.5);
    expect(fromMinor(1999, 'USD')).toBe(19.99);
  });

  it('knows currencies without minor units', () => {
    expect(toMinor(5000, 'UGX')).toBe(5000);
    expect(fromMinor(5000, 'UGX')).toBe(5000);
  });

  it('sells only in KES', () => {
    expect(isPurchasable('KES')).toBe(true);
    expect(isPurchasable('USD')).toBe(false);
  });
});

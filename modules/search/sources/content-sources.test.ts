import { describe, expect, it } from 'vitest';
import { promotionDiscount } from './content-sources.ts';

describe('promotionDiscount', () => {
  it('is the whole percent off the old price', () => {
    expect(promotionDiscount('1500', '2000')).toBe(25);
    expect(promotionDiscount('KES 1,000', 'KES 3,000')).toBe(67);
    expect(promotionDiscount('Free', 'KES 500')).toBeNull();
    expect(promotionDiscount('0', '500')).toBe(100);
  });

  it('is null without two prices or without a saving', () => {
    expect(promotionDiscount(null, '2000')).toBeNull();
    expect(promotionDiscount('1500', null)).toBeNull();
    expect(promotionDiscount('2500', '2000')).toBeNull();
    expect(promotionDiscount('2000', '2000')).toBeNull();
    expect(promotionDiscount('10', '0')).toBeNull();
  });
});

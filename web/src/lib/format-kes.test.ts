import { describe, expect, it } from 'vitest';
import { formatCurrency, formatKes } from './format-kes';

describe('formatKes', () => {
  it('shows shillings with the code, grouping and two decimals', () => {
    expect(formatKes(1500)).toBe('KES 1,500.00');
    expect(formatKes(0.5)).toBe('KES 0.50');
  });

  it('reads a non-finite amount as 0', () => {
    expect(formatKes(Number.NaN)).toBe('KES 0.00');
  });
});

describe('formatCurrency', () => {
  it('defaults to USD and knows EUR and GBP', () => {
    expect(formatCurrency(12)).toBe('USD 12.00');
    expect(formatCurrency(12, 'EUR')).toBe('EUR 12.00');
    expect(formatCurrency(12, 'gbp')).toBe('GBP 12.00');
  });

  it('falls back to USD for a currency the receipt does not know', () => {
    expect(formatCurrency(3, 'JPY')).toBe('USD 3.00');
  });
});

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

describe('formatCurrency against Intl', () => {
  // The locales the receipt formatter used before it was written out (en-KE, en-US, en-IE, en-GB,
  // the code before the amount); Intl's no-break space read as a plain one.
  const locales = { KES: 'en-KE', USD: 'en-US', EUR: 'en-IE', GBP: 'en-GB' } as const;
  const amounts = [0, 0.5, 1, 12, 999.99, 1000, 1500, 12_345.67, 1_000_000, 999_999_998.99, -5, -1234.5];

  for (const [currency, locale] of Object.entries(locales)) {
    it(`writes ${currency} as ${locale} does`, () => {
      const intl = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'code',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const amount of amounts) {
        expect(formatCurrency(amount, currency)).toBe(intl.format(amount).replace(/\u00a0/g, ' '));
      }
    });
  }
});

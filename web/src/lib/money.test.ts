import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  fromCents,
  isValidAmount,
  lineCents,
  MAX_AMOUNT,
  parseAmount,
  paymentAmount,
  roundAmount,
  toCents,
} from './money';

describe('parseAmount', () => {
  it('reads numbers and numeric text, rounded to 2 decimals', () => {
    expect(parseAmount(1500)).toBe(1500);
    expect(parseAmount('12.345')).toBe(12.35);
    expect(parseAmount(' 99.9 ')).toBe(99.9);
    expect(parseAmount(1.005)).toBe(1.01);
  });

  it('turns invalid input into 0', () => {
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount(Number.NaN)).toBe(0);
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBe(0);
    expect(parseAmount(null)).toBe(0);
    expect(parseAmount(undefined)).toBe(0);
    expect(parseAmount({})).toBe(0);
  });
});

describe('cents arithmetic', () => {
  it('adds in cents so float noise never shows', () => {
    expect(fromCents(toCents(0.1) + toCents(0.2))).toBe(0.3);
    expect(roundAmount(0.1 + 0.2)).toBe(0.3);
    expect(toCents(19.99)).toBe(1999);
  });

  it('multiplies a line in cents and never goes below 0', () => {
    expect(lineCents(19.99, 3)).toBe(5997);
    expect(lineCents('1500', 2)).toBe(300000);
    expect(lineCents(10, -2)).toBe(0);
    expect(lineCents(-5, 2)).toBe(0);
  });
});

describe('isValidAmount', () => {
  it('accepts 0 up to just below 999999999', () => {
    expect(isValidAmount(0)).toBe(true);
    expect(isValidAmount(999_999_998.99)).toBe(true);
    expect(isValidAmount(999_999_999)).toBe(false);
    expect(isValidAmount(-0.01)).toBe(false);
    expect(isValidAmount(Number.NaN)).toBe(false);
  });
});

describe('paymentAmount', () => {
  it('returns the rounded amount when valid', () => {
    expect(paymentAmount(3000)).toBe(3000);
    expect(paymentAmount('2500.456')).toBe(2500.46);
  });

  it("raises 'Invalid payment amount: {amount}' otherwise", () => {
    expect(() => paymentAmount(-1)).toThrow('Invalid payment amount: -1');
    expect(() => paymentAmount('abc')).toThrow('Invalid payment amount: abc');
    expect(() => paymentAmount(1_000_000_000)).toThrow('Invalid payment amount: 1000000000');
    expect(() => paymentAmount(undefined)).toThrow('Invalid payment amount: undefined');
  });
});

describe('formatMoney', () => {
  it('formats KES with the Kenyan locale and 2 decimals', () => {
    expect(formatMoney(1500)).toBe('KES 1,500.00');
    expect(formatMoney('1234567.5', 'KES')).toBe('KES 1,234,567.50');
    expect(formatMoney('junk')).toBe('KES 0.00');
  });

  it('keeps another currency code', () => {
    expect(formatMoney(12.5, 'USD')).toBe('USD 12.50');
    expect(formatMoney(12.5, 'eur')).toBe('EUR 12.50');
  });

  it('reads a negative amount with its sign, and one that rounds to nothing as 0', () => {
    expect(formatMoney(-5)).toBe('-KES 5.00');
    expect(formatMoney(-0.001)).toBe('KES 0.00');
  });

  it('leaves a code Intl would refuse as it is', () => {
    expect(formatMoney(3, 'US')).toBe('US 3.00');
    expect(formatMoney(3, '')).toBe(' 3.00');
  });

  it("prints what Intl's Kenyan locale prints, for amounts up to the largest the site takes", () => {
    // The reference, in Node only: the site itself never builds an Intl.NumberFormat.
    const intl = (currency: string) =>
      new Intl.NumberFormat('en-KE', {
        style: 'currency',
        currency,
        currencyDisplay: 'code',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    const amounts = [0, 0.01, 0.1, 0.5, 1, 9.99, 10, 99.5, 100, 999.99, 1000, 1234.5, 99_999.99, 100_000];
    for (let value = 1; value < MAX_AMOUNT; value = value * 7 + 0.37) amounts.push(roundAmount(value));
    amounts.push(MAX_AMOUNT - 0.01);
    for (const currency of ['KES', 'USD', 'GBP', 'JPY']) {
      const reference = intl(currency);
      for (const amount of amounts) {
        for (const signed of [amount, -amount]) {
          if (Object.is(signed, -0)) continue;
          expect(formatMoney(signed, currency)).toBe(reference.format(signed).replace(/\u00a0/g, ' '));
        }
      }
    }
    expect(amounts.length).toBeGreaterThan(20);
  });
});

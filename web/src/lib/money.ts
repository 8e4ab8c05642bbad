/**
 * Money on the public site (spec public section 5): amounts are parsed as numbers (invalid gives 0),
 * rounded to 2 decimals, valid when at least 0 and below 999999999, and added up in whole cents so
 * 0.1 + 0.2 stays 0.30. Payments are in KES, formatted the Kenyan way.
 */
export const MAX_AMOUNT = 999_999_999;
export const PAYMENT_CURRENCY = 'KES';
const KENYAN_LOCALE = 'en-KE';

/** A number from whatever the API or a form gave; NaN, Infinity and junk become 0. */
export function parseAmount(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(number)) return 0;
  return roundAmount(number);
}

export function roundAmount(value: number): number {
  return toCents(value) / 100;
}

/** Whole cents; rounding away the float noise of values like 1.005. */
export function toCents(value: number): number {
  return Math.round(Number((value * 100).toFixed(6)));
}

export const fromCents = (cents: number): number => cents / 100;

export function isValidAmount(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value < MAX_AMOUNT;
}

/** A price times a quantity, in cents, never below 0. */
export function lineCents(price: unknown, quantity: number): number {
  return Math.max(0, toCents(parseAmount(price)) * Math.max(0, Math.trunc(quantity)));
}

/** The amount sent to the payment provider; refuses anything the spec calls invalid. */
export function paymentAmount(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!isValidAmount(number) || (typeof value === 'string' && !value.trim())) {
    throw new Error(`Invalid payment amount: ${String(value)}`);
  }
  return roundAmount(number);
}

/** Building an Intl.NumberFormat costs far more than formatting with one: one per currency. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(KENYAN_LOCALE, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(currency, format);
  }
  return format;
}

/** 'KES 1,500.00' in the Kenyan locale; other currencies keep their own code. */
export function formatMoney(value: unknown, currency: string = PAYMENT_CURRENCY): string {
  const amount = parseAmount(value);
  try {
    // Intl puts a no-break space after the code; a plain one reads the same and matches searches.
    return moneyFormat(currency)
      .format(amount)
      .replace(/\u00a0/g, ' ');
  } catch {
    // An unknown currency code (the constructor throws): still readable.
    return `${currency} ${amount.toFixed(2)}`;
  }
}

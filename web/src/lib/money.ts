/**
 * Money on the public site (spec public section 5): amounts are parsed as numbers (invalid gives 0),
 * rounded to 2 decimals, valid when at least 0 and below 999999999, and added up in whole cents so
 * 0.1 + 0.2 stays 0.30. Payments are in KES, formatted the Kenyan way.
 */
export const MAX_AMOUNT = 999_999_999;
export const PAYMENT_CURRENCY = 'KES';

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

/** A currency code as Intl takes one: three letters, any case. */
const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/**
 * 'KES 1,500.00' as the Kenyan locale writes it (en-KE, the code before the amount, 2 decimals,
 * groups of three); other currencies keep their own code. Written out rather than through
 * Intl.NumberFormat, which gives the same text (money.test.ts compares them) but whose first use
 * on a page loads ICU's locale data: 26-49 ms of main thread on the test VM, more at Lighthouse's
 * 4× slowdown, paid by every product page as it hydrates (web/src/lib/dates.ts says more).
 * A negative amount reads '-KES 5.00'; one that rounds to 0 reads 'KES 0.00'.
 */
export function formatMoney(value: unknown, currency: string = PAYMENT_CURRENCY): string {
  const amount = parseAmount(value);
  // A code Intl would refuse: still readable.
  if (!CURRENCY_CODE.test(currency)) return `${currency} ${amount.toFixed(2)}`;
  const cents = toCents(amount);
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}${currency.toUpperCase()} ${grouped}.${fraction}`;
}

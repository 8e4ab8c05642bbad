import { decimalsOf, SHOP_CURRENCY } from '../shop.schemas.ts';

/** A decimal price (1499.5) in integer minor units of its currency (149950 for KES). */
export function toMinor(price: number, currency: string): number {
  return Math.round(price * 10 ** decimalsOf(currency));
}

/** Integer minor units back to the decimal number the JSON carries. */
export function fromMinor(minor: number, currency: string): number {
  const decimals = decimalsOf(currency);
  // Divided then rounded to the currency's decimals, so 149950 gives 1499.5 and never 1499.4999….
  return Number((minor / 10 ** decimals).toFixed(decimals));
}

/** Only KES products can be checked out (the shop's Pesapal account sells in KES). */
export const isPurchasable = (currency: string): boolean => currency === SHOP_CURRENCY;

import { formatMoney, PAYMENT_CURRENCY } from './money';

/**
 * The receipt's currency formatter: USD (its default), EUR and GBP beside KES (public spec
 * sections 2 and 9), written as the shop writes every price ('USD 1,500.00', web/src/lib/money.ts),
 * so a receipt's first amount loads no Intl data either.
 */
export type ReceiptCurrency = 'KES' | 'USD' | 'EUR' | 'GBP';

const RECEIPT_CURRENCIES: readonly string[] = ['KES', 'USD', 'EUR', 'GBP'] satisfies ReceiptCurrency[];

/** 'KES 1,500.00'; a currency the receipt does not know is shown as USD, a non-finite amount as 0. */
export function formatCurrency(amount: number, currency: string = 'USD'): string {
  const code = currency.toUpperCase();
  return formatMoney(Number.isFinite(amount) ? amount : 0, RECEIPT_CURRENCIES.includes(code) ? code : 'USD');
}

/** A payment amount in Kenyan shillings, as the shop shows prices. */
export function formatKes(amount: number): string {
  return formatMoney(amount, PAYMENT_CURRENCY);
}

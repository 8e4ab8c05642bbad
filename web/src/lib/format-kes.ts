import { formatMoney, PAYMENT_CURRENCY } from './money';

/**
 * The receipt's currency formatter: USD (its default), EUR and GBP in their own locales beside
 * KES (public spec sections 2 and 9). Payment amounts use the shop's `formatMoney` in KES.
 */
export type ReceiptCurrency = 'KES' | 'USD' | 'EUR' | 'GBP';

const LOCALES: Record<ReceiptCurrency, string> = {
  KES: 'en-KE',
  USD: 'en-US',
  EUR: 'en-IE',
  GBP: 'en-GB',
};

const formatters = new Map<ReceiptCurrency, Intl.NumberFormat>();

function formatterFor(currency: ReceiptCurrency): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[currency], {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

function isReceiptCurrency(value: string): value is ReceiptCurrency {
  return Object.hasOwn(LOCALES, value);
}

/** 'KES 1,500.00'; Intl's no-break space becomes a plain one so the text matches searches. */
export function formatCurrency(amount: number, currency: string = 'USD'): string {
  const code = currency.toUpperCase();
  const known: ReceiptCurrency = isReceiptCurrency(code) ? code : 'USD';
  const value = Number.isFinite(amount) ? amount : 0;
  return formatterFor(known)
    .format(value)
    .replace(/\u00a0/g, ' ');
}

/** A payment amount in Kenyan shillings, as the shop shows prices. */
export function formatKes(amount: number): string {
  return formatMoney(amount, PAYMENT_CURRENCY);
}

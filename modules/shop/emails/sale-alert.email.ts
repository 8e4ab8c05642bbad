import { type EmailMessage, renderEmail, siteLink } from '../../platform/mail/index.ts';
import type { OrderDetails } from '../orders/order-reads.ts';
import { formatKes } from './receipt.email.ts';

const TRANSACTIONS = '/admin/pesapal-transactions';

const itemsOf = (order: OrderDetails) =>
  order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

/** One sale, as it happens: what sold, for how much, to whom, with a link to its transaction. */
export function saleAlertEmail(input: { to: string; order: OrderDetails; publicUrl: string }): EmailMessage {
  const { order } = input;
  const total = formatKes(order.totalMinor, order.currency);
  const { html, text } = renderEmail({
    preview: `${itemsOf(order)} for ${total}`,
    heading: `New sale: ${total}`,
    paragraphs: [
      `Order ${order.merchantReference} was paid${order.paymentMethod === 'cod' ? ' in cash on delivery' : ''}.`,
      `Items: ${itemsOf(order)}.`,
      ...(order.discountCode
        ? [`Discount: ${order.discountCode} (${formatKes(order.discountMinor, order.currency)} off).`]
        : []),
      `Buyer: ${order.customer.firstName} ${order.customer.lastName} <${order.customer.email}>.`,
    ],
    action: {
      label: 'Open the transaction',
      url: siteLink(input.publicUrl, `${TRANSACTIONS}?search=${encodeURIComponent(order.merchantReference)}`),
    },
    footer: [
      'You get one email per sale. Choose a daily digest or none in the back office, on Transactions.',
    ],
  });
  return { to: input.to, subject: `New sale: ${order.merchantReference} (${total})`, html, text };
}

export type DigestSale = { reference: string; items: string; totalMinor: number; currency: string };

/** Yesterday's sales in one email: how many, the revenue, and each order. */
export function salesDigestEmail(input: {
  to: string;
  day: string;
  sales: DigestSale[];
  publicUrl: string;
}): EmailMessage {
  const currency = input.sales[0]?.currency ?? 'KES';
  const revenue = formatKes(
    input.sales.reduce((sum, sale) => sum + sale.totalMinor, 0),
    currency,
  );
  const count = `${input.sales.length} sale${input.sales.length === 1 ? '' : 's'}`;
  const shown = input.sales.slice(0, 50);
  const { html, text } = renderEmail({
    preview: `${count}, ${revenue}`,
    heading: `Sales on ${input.day}: ${count}, ${revenue}`,
    paragraphs: [
      ...shown.map(
        (sale) => `${sale.reference}: ${sale.items} (${formatKes(sale.totalMinor, sale.currency)})`,
      ),
      ...(input.sales.length > shown.length ? [`And ${input.sales.length - shown.length} more.`] : []),
    ],
    action: { label: 'Open the transactions', url: siteLink(input.publicUrl, TRANSACTIONS) },
    footer: ['You get this digest on days with sales. Choose an email per sale or none on Transactions.'],
  });
  return { to: input.to, subject: `Sales on ${input.day}: ${count}, ${revenue}`, html, text };
}

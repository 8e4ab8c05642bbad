import { type EmailMessage, renderEmail, siteLink } from '../../platform/mail/index.ts';
import type { OrderDetails } from '../orders/order-reads.ts';
import { fromMinor } from '../products/money.ts';

export type ReceiptInput = {
  order: OrderDetails;
  trackingId: string | null;
  publicUrl: string;
  siteName: string;
};

/** `KES 1,500.00`. */
export const formatKes = (minor: number, currency: string) =>
  `${currency} ${fromMinor(minor, currency).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The receipt of a paid order: items, total, reference, the files by name, and one link to the
 * order's page (the callback page), where the buyer presses Download. No file URL is in the mail:
 * mail scanners and chat previews open every link, and a file link is spent by its first opening.
 */
export function receiptEmail(input: ReceiptInput): EmailMessage {
  const { order, trackingId } = input;
  const items = order.items.map(
    (item) => `${item.quantity} × ${item.name}: ${formatKes(item.lineTotalMinor, order.currency)}`,
  );
  const downloads = trackingId
    ? order.files.map((file) => `${file.name} (file ${file.index + 1} of ${order.files.length})`)
    : [];
  const orderPage = trackingId
    ? siteLink(input.publicUrl, `/payment/callback?OrderTrackingId=${encodeURIComponent(trackingId)}`)
    : undefined;
  const { html, text } = renderEmail({
    preview: `Your receipt for order ${order.merchantReference}`,
    heading: 'Thank you for your purchase',
    paragraphs: [
      order.customer.firstName ? `Hi ${order.customer.firstName},` : 'Hi,',
      `We received your payment for order ${order.merchantReference}.`,
      ...items,
      ...(order.discountCode && order.discountMinor > 0
        ? [
            `Subtotal: ${formatKes(order.subtotalMinor, order.currency)}`,
            `Discount (${order.discountCode}): -${formatKes(order.discountMinor, order.currency)}`,
          ]
        : []),
      `Total paid: ${formatKes(order.totalMinor, order.currency)}`,
      ...(downloads.length > 0 && orderPage
        ? [
            'Your downloads (each file downloads once; opening your order page spends nothing):',
            ...downloads,
            { text: 'Download them from', link: { label: 'your order page', url: orderPage } },
          ]
        : []),
    ],
    action: orderPage ? { label: 'View your downloads', url: orderPage } : undefined,
    footer: [
      `${input.siteName}: contact support within 30 days if anything is wrong with your order.`,
      // The order-help page sends this receipt again after a re-check.
      {
        text: 'Lost your links?',
        link: { label: 'Get your downloads again', url: siteLink(input.publicUrl, '/order-help') },
      },
    ],
  });
  return {
    to: order.customer.email,
    subject: `Your receipt for order ${order.merchantReference}`,
    html,
    text,
  };
}

/** Tells the owner a payment was reversed and what was revoked. */
export function reversalEmail(input: {
  to: string;
  order: OrderDetails;
  revoked: number;
  publicUrl: string;
}): EmailMessage {
  const { order } = input;
  const { html, text } = renderEmail({
    preview: `Payment reversed for order ${order.merchantReference}`,
    heading: 'A payment was reversed',
    paragraphs: [
      `Pesapal reports the payment of order ${order.merchantReference} (${formatKes(order.totalMinor, order.currency)}) as reversed.`,
      `Buyer: ${order.customer.firstName} ${order.customer.lastName} <${order.customer.email}>.`,
      `${input.revoked} unused download(s) were revoked.`,
    ],
    action: { label: 'Open the transactions', url: siteLink(input.publicUrl, '/admin/pesapal-transactions') },
  });
  return { to: input.to, subject: `Payment reversed: order ${order.merchantReference}`, html, text };
}

import { type EmailMessage, renderEmail, siteLink } from '../../platform/mail/index.ts';
import type { OrderDetails } from '../orders/order-reads.ts';
import { formatKes } from './receipt.email.ts';

export type RefundInput = {
  order: OrderDetails;
  trackingId: string | null;
  refundedMinor: number;
  full: boolean;
  publicUrl: string;
  siteName: string;
};

/**
 * Tells the buyer their money is coming back: how much, by which way, and what happens to their
 * downloads (closed after a full refund, kept after a partial one). Links only to their order page.
 */
export function refundEmail(input: RefundInput): EmailMessage {
  const { order, trackingId } = input;
  const amount = formatKes(input.refundedMinor, order.currency);
  const orderPage = trackingId
    ? siteLink(input.publicUrl, `/payment/callback?OrderTrackingId=${encodeURIComponent(trackingId)}`)
    : undefined;
  const how = trackingId
    ? 'Pesapal sends it back to the M-Pesa number, Airtel Money number or card you paid with. Banks and mobile networks usually take a few working days to show it.'
    : 'It is returned the way we agreed with you, since you paid cash on delivery.';
  const { html, text } = renderEmail({
    preview: `Refund of ${amount} for order ${order.merchantReference}`,
    heading: 'Your refund is on its way',
    paragraphs: [
      order.customer.firstName ? `Hi ${order.customer.firstName},` : 'Hi,',
      `We have refunded ${amount} of your payment for order ${order.merchantReference} (${input.full ? 'the full amount' : `of ${formatKes(order.totalMinor, order.currency)} paid`}).`,
      how,
      input.full
        ? 'The downloads of this order are now closed.'
        : 'The downloads of this order stay available to you.',
    ],
    action: orderPage ? { label: 'View your order', url: orderPage } : undefined,
    footer: [`${input.siteName}: reply to this email if anything about your refund is unclear.`],
  });
  return { to: order.customer.email, subject: `Refund for order ${order.merchantReference}`, html, text };
}

import type { PaymentRefund, PaymentTimelineEntry, PaymentTransaction } from '../entities/index.ts';
import { toMajor } from '../money.ts';
import type { OrderView } from '../orders-port.ts';
import { decideRefund, isCardPayment, refundAskOf } from '../refunds/refund-rules.ts';

/** The state as the browser spells it. */
export const paymentStatusOf = (state: string) => state.toUpperCase();

/** Pesapal's own word for the status, as the callback page shows it. */
export const STATUS_DESCRIPTION: Record<string, string> = {
  completed: 'Completed',
  failed: 'Failed',
  reversed: 'Reversed',
  pending: 'Pending',
  expired: 'Failed',
  cancelled: 'Failed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
};

/**
 * The transaction view (one allowlist for the visitor and the admin). The buyer's name, email,
 * phone and the timeline are added only for an admin: a tracking id in a shared link must not
 * leak who bought.
 */
export function presentTransaction(
  transaction: PaymentTransaction,
  order: OrderView | undefined,
  admin: { timeline: PaymentTimelineEntry[] } | undefined,
  refund: PaymentRefund | null = null,
) {
  const total = toMajor(transaction.amountMinor);
  const refundedMinor = refund?.status === 'accepted' ? refund.amountMinor : 0;
  const items = order?.items ?? [];
  const [first] = items;
  const productName = first ? `${first.name}${items.length > 1 ? ` + ${items.length - 1} more` : ''}` : '';
  const created = transaction.createdAt.toISOString();
  const view = {
    id: transaction.id,
    merchant_reference: transaction.merchantReference,
    tracking_id: transaction.orderTrackingId ?? null,
    order_tracking_id: transaction.orderTrackingId ?? null,
    transaction_id:
      transaction.confirmationCode || transaction.orderTrackingId || transaction.merchantReference,
    payment_type: order?.paymentMethod ?? (transaction.orderTrackingId ? 'pesapal' : 'cod'),
    payment_method: transaction.paymentMethod || null,
    payment_method_details: {
      confirmation_code: transaction.confirmationCode ?? null,
      payment_account: transaction.paymentAccount ?? null,
    },
    payment_status: paymentStatusOf(transaction.state),
    amountPrice: total,
    productPrice: total,
    totalPrice: total,
    subtotal: order ? toMajor(order.subtotalMinor) : total,
    discount_code: order?.discountCode ?? null,
    discount_amount: order ? toMajor(order.discountMinor) : 0,
    productName,
    paymentFor: productName,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    currency: transaction.currency,
    source: 'website',
    created_at: created,
    transaction_date: (order?.paidAt ?? transaction.createdAt).toISOString(),
    items: items.map((item) => ({
      id: item.productId,
      name: item.name,
      quantity: item.quantity,
      price: toMajor(item.unitPriceMinor),
      total: toMajor(item.lineTotalMinor),
    })),
    downloaded_files: (order?.files ?? []).map((file) => ({
      index: file.index,
      name: file.name,
      size: file.size,
      type: file.type,
    })),
    download_status: order?.downloadStatus ?? {},
    /** The payment's refund: what was asked and where it is (the owner's reason and name: admin only). */
    refund: refund
      ? {
          amount: toMajor(refund.amountMinor),
          currency: refund.currency,
          full: refund.full,
          status: refund.status,
          method: refund.method,
          message: refund.message ?? null,
          requested_at: refund.requestedAt.toISOString(),
          decided_at: refund.decidedAt?.toISOString() ?? null,
          ...(admin ? { reason: refund.reason, requested_by: refund.requestedByName } : {}),
        }
      : null,
    refunded_amount: toMajor(refundedMinor),
    net_amount: toMajor(transaction.amountMinor - refundedMinor),
  };
  if (!admin || !order) return view;
  const cod = !transaction.orderTrackingId;
  const may = decideRefund(refundAskOf(transaction, refund));
  return {
    ...view,
    refund_options: may.ok ? { max: total, partial: cod || isCardPayment(transaction.paymentMethod) } : null,
    name: `${order.customer.firstName} ${order.customer.lastName}`.trim(),
    email: order.customer.email,
    phone: order.customer.phone,
    timeline: admin.timeline.map((entry) => ({
      at: entry.at.toISOString(),
      source: entry.source,
      summary: entry.summary,
      state_before: entry.stateBefore,
      state_after: entry.stateAfter,
    })),
  };
}

// RefundRequest and CancelOrder with the rules of pesapal-v3.md §8: refunds only of COMPLETED
// payments, never more than was paid, cards in part or in full, mobile money only in full, one
// refund per payment; cancels only of pending or failed orders, at most once. Pesapal answers
// both with HTTP 200 and a body `status` of "200" (received) or "500" (refused, see `message`).
import { type ApiAnswer, record } from './replies.ts';
import type { SimOrder, SimulatorState } from './state.ts';

export const REFUND_MESSAGES = {
  accepted: 'Refund request successfully submitted',
  missing: 'confirmation_code, amount, username and remarks are required',
  unknown: 'Invalid confirmation code provided',
  notCompleted: 'Only completed payments can be refunded',
  amount: 'Invalid refund amount',
  tooMuch: 'The refund amount cannot be more than the amount paid',
  mobileInFull: 'Mobile money payments can only be refunded in full',
  once: 'A refund has already been requested for this payment',
} as const;

export const CANCEL_MESSAGES = {
  accepted: 'Order successfully cancelled.',
  missing: 'order_tracking_id is required',
  unknown: 'Order not found',
  processed: 'This order has already been processed and cannot be cancelled',
  once: 'This order has already been cancelled',
} as const;

const answer = (accepted: boolean, message: string): ApiAnswer => ({
  status: 200,
  json: { status: accepted ? '200' : '500', message },
});

/** Card brands Pesapal names in `payment_method`; everything else it takes is mobile money. */
export const isCard = (method: string) =>
  /visa|master|amex|american express|card|diners|unionpay/i.test(method);

export function refundRequest(state: SimulatorState, owner: string, body: unknown): ApiAnswer {
  const fields = record(body) ?? {};
  const { confirmation_code: code, username, remarks } = fields;
  const amount = typeof fields.amount === 'string' ? Number(fields.amount) : fields.amount;
  if (typeof code !== 'string' || !code || typeof username !== 'string' || !username.trim())
    return answer(false, REFUND_MESSAGES.missing);
  if (typeof remarks !== 'string' || !remarks.trim() || fields.amount === undefined)
    return answer(false, REFUND_MESSAGES.missing);
  const order = [...state.orders.values()].find(
    (candidate) => candidate.owner === owner && candidate.confirmationCode === code,
  );
  if (!order) return answer(false, REFUND_MESSAGES.unknown);
  if (order.refund) return answer(false, REFUND_MESSAGES.once);
  if (order.outcome !== 'completed') return answer(false, REFUND_MESSAGES.notCompleted);
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
    return answer(false, REFUND_MESSAGES.amount);
  const cents = (value: number) => Math.round(value * 100);
  if (cents(amount) > cents(order.amount)) return answer(false, REFUND_MESSAGES.tooMuch);
  if (!isCard(order.paymentMethod) && cents(amount) !== cents(order.amount))
    return answer(false, REFUND_MESSAGES.mobileInFull);
  if (state.switches.refundRefusal) return answer(false, state.switches.refundRefusal);
  order.refund = { amount, username, remarks, at: new Date() };
  return answer(true, REFUND_MESSAGES.accepted);
}

export function cancelOrder(state: SimulatorState, owner: string, body: unknown): ApiAnswer {
  const trackingId = record(body)?.order_tracking_id;
  if (typeof trackingId !== 'string' || !trackingId) return answer(false, CANCEL_MESSAGES.missing);
  const order: SimOrder | undefined = state.orders.get(trackingId);
  if (!order || order.owner !== owner) return answer(false, CANCEL_MESSAGES.unknown);
  if (order.cancelledAt) return answer(false, CANCEL_MESSAGES.once);
  if (order.outcome !== 'pending' && order.outcome !== 'failed')
    return answer(false, CANCEL_MESSAGES.processed);
  if (state.switches.cancelRefusal) return answer(false, state.switches.cancelRefusal);
  order.cancelledAt = new Date();
  if (order.outcome === 'pending') {
    // Pesapal has no "cancelled" status code: a cancelled order reads as FAILED from now on.
    Object.assign(order, {
      outcome: 'failed',
      paymentStatusCode: 'order_cancelled',
      reason: 'The merchant cancelled the order',
    });
  }
  return answer(true, CANCEL_MESSAGES.accepted);
}

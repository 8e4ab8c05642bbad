// The payment state machine: the only place that decides whether an order's payment may move.
// Pure (no I/O, no clock), so every allowed and refused transition is unit-tested, and every
// path that changes a payment (IPN job, callback re-query, poll job, admin COD actions) asks
// `next()` first. A refusal is a value, not an exception: racing IPNs, callbacks and polls
// routinely deliver stale or repeated news, and the caller records it in the timeline.

/**
 * Every state an order's payment can be in. `pending` may go anywhere; `completed` may still be
 * reversed or refunded; a `failed` or `expired` payment may still be cancelled at Pesapal.
 */
export const PAYMENT_STATES = [
  'pending',
  'completed',
  'failed',
  'reversed',
  'expired',
  'cancelled',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Pesapal's GetTransactionStatus `status_code`: 0 invalid/not paid yet, 1 completed, 2 failed, 3 reversed. */
export type PesapalStatusCode = 0 | 1 | 2 | 3;

export type PaymentEvent =
  /** What GetTransactionStatus answered (the only Pesapal fact we believe). */
  | { type: 'pesapal_status'; statusCode: PesapalStatusCode }
  /** The 24 h poll of a pending order ran out without a final answer. */
  | { type: 'poll_deadline' }
  /** The admin confirmed the cash of a cash-on-delivery order. */
  | { type: 'cod_mark_paid' }
  /** The admin cancelled a cash-on-delivery order. */
  | { type: 'cod_cancel' }
  /** Pesapal accepted CancelOrder (the owner's or the buyer's): nobody can pay the order any more. */
  | { type: 'order_cancelled' }
  /**
   * A refund was accepted: Pesapal took the RefundRequest, or the owner marked a cash-on-delivery
   * order refunded by hand. `full` when it returns everything that was paid.
   */
  | { type: 'refund_accepted'; full: boolean };

export type RefusalReason =
  /** The payment reached a state nothing may leave (failed, reversed, expired, cancelled). */
  | 'final_state'
  /** A completed payment may only be reversed or refunded. */
  | 'completed_only_reverses'
  /** Only money received can be refunded. */
  | 'not_paid';

export type TransitionResult =
  | { ok: true; from: PaymentState; to: PaymentState; changed: boolean }
  | { ok: false; from: PaymentState; attempted: PaymentState; reason: RefusalReason; message: string };

/** The state an event asks for, before asking whether the current state may move there. */
export function targetOf(event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'pesapal_status':
      return STATUS_TARGET[event.statusCode];
    case 'poll_deadline':
      return 'expired';
    case 'cod_mark_paid':
      return 'completed';
    case 'cod_cancel':
    case 'order_cancelled':
      return 'cancelled';
    case 'refund_accepted':
      return event.full ? 'refunded' : 'partially_refunded';
  }
}

const STATUS_TARGET: Record<PesapalStatusCode, PaymentState> = {
  0: 'pending',
  1: 'completed',
  2: 'failed',
  3: 'reversed',
};

const ALLOWED: Record<PaymentState, readonly PaymentState[]> = {
  pending: ['completed', 'failed', 'reversed', 'expired', 'cancelled'],
  completed: ['reversed', 'refunded', 'partially_refunded'],
  // Pesapal lets a failed or still-open order be cancelled, so the buyer can no longer pay it.
  failed: ['cancelled'],
  expired: ['cancelled'],
  reversed: [],
  cancelled: [],
  // One refund per payment (Pesapal's rule): a refunded payment moves no further.
  refunded: [],
  partially_refunded: [],
};

/** Refunds explain a later reversal: Pesapal may report a refunded payment as status 3. */
const REFUNDED: readonly PaymentState[] = ['refunded', 'partially_refunded'];

/** True when no further transition can leave `state` (completed can still be reversed or refunded). */
export function isFinal(state: PaymentState): boolean {
  return ALLOWED[state].length === 0;
}

/**
 * Where `event` takes a payment in `state`. The same state again is an accepted no-op
 * (`changed: false`), so duplicated IPNs and repeated polls are harmless.
 */
export function next(state: PaymentState, event: PaymentEvent): TransitionResult {
  const to = targetOf(event);
  if (to === state) return { ok: true, from: state, to, changed: false };
  if (to === 'reversed' && REFUNDED.includes(state))
    return { ok: true, from: state, to: state, changed: false };
  if (ALLOWED[state].includes(to)) return { ok: true, from: state, to, changed: true };
  if (event.type === 'refund_accepted' && state === 'pending') {
    return {
      ok: false,
      from: state,
      attempted: to,
      reason: 'not_paid',
      message: 'A pending payment has not been paid, so it cannot be refunded',
    };
  }
  if (state === 'completed') {
    return {
      ok: false,
      from: state,
      attempted: to,
      reason: 'completed_only_reverses',
      message: `A completed payment can only be reversed or refunded, not moved to ${to}`,
    };
  }
  return {
    ok: false,
    from: state,
    attempted: to,
    reason: 'final_state',
    message: `A ${state} payment is final and cannot become ${to}`,
  };
}

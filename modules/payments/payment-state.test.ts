import { describe, expect, it } from 'vitest';
import { isFinal, next, PAYMENT_STATES, type PaymentEvent, type PaymentState } from './payment-state.ts';

const EVENTS: Record<string, PaymentEvent> = {
  'status 0': { type: 'pesapal_status', statusCode: 0 },
  'status 1': { type: 'pesapal_status', statusCode: 1 },
  'status 2': { type: 'pesapal_status', statusCode: 2 },
  'status 3': { type: 'pesapal_status', statusCode: 3 },
  'poll deadline': { type: 'poll_deadline' },
  'cod mark paid': { type: 'cod_mark_paid' },
  'cod cancel': { type: 'cod_cancel' },
  'order cancelled': { type: 'order_cancelled' },
  'full refund': { type: 'refund_accepted', full: true },
  'partial refund': { type: 'refund_accepted', full: false },
};

// The full table: every state against every event, with what must happen.
// 'noop' = accepted, same state; a state name = accepted move; 'refused:<reason>' = refused.
const TABLE: Record<PaymentState, Record<string, string>> = {
  pending: {
    'status 0': 'noop',
    'status 1': 'completed',
    'status 2': 'failed',
    'status 3': 'reversed',
    'poll deadline': 'expired',
    'cod mark paid': 'completed',
    'cod cancel': 'cancelled',
    'order cancelled': 'cancelled',
    'full refund': 'refused:not_paid',
    'partial refund': 'refused:not_paid',
  },
  completed: {
    'status 0': 'refused:completed_only_reverses',
    'status 1': 'noop',
    'status 2': 'refused:completed_only_reverses',
    'status 3': 'reversed',
    'poll deadline': 'refused:completed_only_reverses',
    'cod mark paid': 'noop',
    'cod cancel': 'refused:completed_only_reverses',
    'order cancelled': 'refused:completed_only_reverses',
    'full refund': 'refunded',
    'partial refund': 'partially_refunded',
  },
  failed: {
    'status 0': 'refused:final_state',
    'status 1': 'refused:final_state',
    'status 2': 'noop',
    'status 3': 'refused:final_state',
    'poll deadline': 'refused:final_state',
    'cod mark paid': 'refused:final_state',
    'cod cancel': 'cancelled',
    'order cancelled': 'cancelled',
    'full refund': 'refused:final_state',
    'partial refund': 'refused:final_state',
  },
  reversed: {
    'status 0': 'refused:final_state',
    'status 1': 'refused:final_state',
    'status 2': 'refused:final_state',
    'status 3': 'noop',
    'poll deadline': 'refused:final_state',
    'cod mark paid': 'refused:final_state',
    'cod cancel': 'refused:final_state',
    'order cancelled': 'refused:final_state',
    'full refund': 'refused:final_state',
    'partial refund': 'refused:final_state',
  },
  expired: {
    'status 0': 'refused:final_state',
    'status 1': 'refused:final_state',
    'status 2': 'refused:final_state',
    'status 3': 'refused:final_state',
    'poll deadline': 'noop',
    'cod mark paid': 'refused:final_state',
    'cod cancel': 'cancelled',
    'order cancelled': 'cancelled',
    'full refund': 'refused:final_state',
    'partial refund': 'refused:final_state',
  },
  cancelled: {
    'status 0': 'refused:final_state',
    'status 1': 'refused:final_state',
    'status 2': 'refused:final_state',
    'status 3': 'refused:final_state',
    'poll deadline': 'refused:final_state',
    'cod mark paid': 'refused:final_state',
    'cod cancel': 'noop',
    'order cancelled': 'noop',
    'full refund': 'refused:final_state',
    'partial refund': 'refused:final_state',
  },
  refunded: {
    'status 0': 'refused:final_state',
    'status 1': 'refused:final_state',
    'status 2': 'refused:final_state',
    'status 3': 'noop',
    'poll deadline': 'refused:final_state',
    'cod mark paid': 'refused:final_state',
    'cod cancel': 'refused:final_state',
    'order cancelled': 'refused:final_state',
    'full refund': 'noop',
    'partial refund': 'refused:final_state',
  },
  partially_refunded: {
    'status 0': 'refused:final_state',
    'status 1': 'refused:final_state',
    'status 2': 'refused:final_state',
    'status 3': 'noop',
    'poll deadline': 'refused:final_state',
    'cod mark paid': 'refused:final_state',
    'cod cancel': 'refused:final_state',
    'order cancelled': 'refused:final_state',
    'full refund': 'refused:final_state',
    'partial refund': 'noop',
  },
};

describe('payment state machine', () => {
  for (const state of PAYMENT_STATES) {
    for (const [label, event] of Object.entries(EVENTS)) {
      const expected = TABLE[state][label] ?? 'missing from the table';
      it(`${state} + ${label} → ${expected}`, () => {
        const result = next(state, event);
        if (expected === 'noop') {
          expect(result).toEqual({ ok: true, from: state, to: state, changed: false });
        } else if (expected.startsWith('refused:')) {
          expect(result.ok).toBe(false);
          if (result.ok) return;
          expect(result.from).toBe(state);
          expect(result.reason).toBe(expected.slice('refused:'.length));
        } else {
          expect(result).toEqual({ ok: true, from: state, to: expected, changed: true });
        }
      });
    }
  }

  it('explains a refusal in words', () => {
    expect(next('failed', { type: 'pesapal_status', statusCode: 1 })).toEqual({
      ok: false,
      from: 'failed',
      attempted: 'completed',
      reason: 'final_state',
      message: 'A failed payment is final and cannot become completed',
    });
    expect(next('completed', { type: 'pesapal_status', statusCode: 2 })).toEqual({
      ok: false,
      from: 'completed',
      attempted: 'failed',
      reason: 'completed_only_reverses',
      message: 'A completed payment can only be reversed or refunded, not moved to failed',
    });
  });

  it('knows which states are final', () => {
    expect(PAYMENT_STATES.filter(isFinal)).toEqual([
      'reversed',
      'cancelled',
      'refunded',
      'partially_refunded',
    ]);
  });
});

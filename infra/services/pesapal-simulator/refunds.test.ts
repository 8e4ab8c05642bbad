import { describe, expect, it } from 'vitest';
import { CANCEL_MESSAGES, cancelOrder, REFUND_MESSAGES, refundRequest } from './refunds.ts';
import { type SimOrder, SimulatorState } from './state.ts';

function world(outcome: SimOrder['outcome'], paymentMethod: string) {
  const state = new SimulatorState(300);
  const order: SimOrder = {
    trackingId: 't-1',
    merchantReference: 'REF-1',
    amount: 1500,
    currency: 'KES',
    description: 'Field guide',
    callbackUrl: 'https://shop.test/payment/callback',
    cancellationUrl: undefined,
    notificationId: 'ipn-1',
    email: 'a@b.test',
    phone: '0712373984',
    owner: 'key',
    createdAt: new Date(),
    outcome,
    paymentMethod,
    confirmationCode: 'CODE1',
    paymentAccount: '',
    paymentStatusCode: '',
    reason: null,
  };
  state.orders.set(order.trackingId, order);
  return { state, order };
}

const ask = (fields: Record<string, unknown>) => ({
  confirmation_code: 'CODE1',
  amount: 1500,
  username: 'Owner',
  remarks: 'Asked',
  ...fields,
});
const said = (answer: { json: unknown }) => answer.json as { status: string; message: string };

describe('RefundRequest', () => {
  it('takes one full refund of a completed mobile-money payment, the amount as a number or a string', () => {
    const { state, order } = world('completed', 'MpesaKE');
    expect(said(refundRequest(state, 'key', ask({ amount: '1500.00' })))).toEqual({
      status: '200',
      message: REFUND_MESSAGES.accepted,
    });
    expect(order.refund).toMatchObject({ amount: 1500, username: 'Owner', remarks: 'Asked' });
    expect(said(refundRequest(state, 'key', ask({})))).toEqual({
      status: '500',
      message: REFUND_MESSAGES.once,
    });
  });

  it('refuses by each documented rule', () => {
    const cases: [SimOrder['outcome'], string, Record<string, unknown>, string][] = [
      ['completed', 'MpesaKE', { amount: 100 }, REFUND_MESSAGES.mobileInFull],
      ['completed', 'Visa', { amount: 1500.01 }, REFUND_MESSAGES.tooMuch],
      ['completed', 'Visa', { amount: 0 }, REFUND_MESSAGES.amount],
      ['completed', 'Visa', { amount: 'abc' }, REFUND_MESSAGES.amount],
      ['completed', 'Visa', { confirmation_code: 'OTHER' }, REFUND_MESSAGES.unknown],
      ['completed', 'Visa', { remarks: ' ' }, REFUND_MESSAGES.missing],
      ['completed', 'Visa', { username: undefined }, REFUND_MESSAGES.missing],
      ['pending', 'Visa', {}, REFUND_MESSAGES.notCompleted],
      ['failed', 'Visa', {}, REFUND_MESSAGES.notCompleted],
      ['reversed', 'Visa', {}, REFUND_MESSAGES.notCompleted],
    ];
    for (const [outcome, method, fields, message] of cases) {
      const { state, order } = world(outcome, method);
      expect([outcome, method, fields, said(refundRequest(state, 'key', ask(fields)))]).toEqual([
        outcome,
        method,
        fields,
        { status: '500', message },
      ]);
      expect(order.refund).toBeUndefined();
    }
    const { state } = world('completed', 'Visa');
    expect(said(refundRequest(state, 'another-merchant', ask({})))).toEqual({
      status: '500',
      message: REFUND_MESSAGES.unknown,
    });
  });

  it('takes part of a card payment, and refuses everything while a test says so', () => {
    const { state, order } = world('completed', 'Visa');
    state.switches.refundRefusal = 'Refunds are paused';
    expect(said(refundRequest(state, 'key', ask({ amount: 20 })))).toEqual({
      status: '500',
      message: 'Refunds are paused',
    });
    state.switches.refundRefusal = null;
    expect(said(refundRequest(state, 'key', ask({ amount: 20 }))).status).toBe('200');
    expect(order.refund?.amount).toBe(20);
  });
});

describe('CancelOrder', () => {
  it('cancels a pending order once; it reads FAILED after and cannot be cancelled again', () => {
    const { state, order } = world('pending', '');
    expect(said(cancelOrder(state, 'key', { order_tracking_id: 't-1' }))).toEqual({
      status: '200',
      message: CANCEL_MESSAGES.accepted,
    });
    expect([order.outcome, order.paymentStatusCode]).toEqual(['failed', 'order_cancelled']);
    expect(said(cancelOrder(state, 'key', { order_tracking_id: 't-1' })).message).toBe(CANCEL_MESSAGES.once);
  });

  it('cancels a failed order; refuses a processed one, an unknown one, and a bad body', () => {
    expect(
      said(cancelOrder(world('failed', 'MpesaKE').state, 'key', { order_tracking_id: 't-1' })).status,
    ).toBe('200');
    for (const outcome of ['completed', 'reversed'] as const) {
      expect(
        said(cancelOrder(world(outcome, 'Visa').state, 'key', { order_tracking_id: 't-1' })).message,
      ).toBe(CANCEL_MESSAGES.processed);
    }
    const { state } = world('pending', '');
    expect(said(cancelOrder(state, 'key', { order_tracking_id: 'nope' })).message).toBe(
      CANCEL_MESSAGES.unknown,
    );
    expect(said(cancelOrder(state, 'key', {})).message).toBe(CANCEL_MESSAGES.missing);
    state.switches.cancelRefusal = 'Not today';
    expect(said(cancelOrder(state, 'key', { order_tracking_id: 't-1' }))).toEqual({
      status: '500',
      message: 'Not today',
    });
  });
});

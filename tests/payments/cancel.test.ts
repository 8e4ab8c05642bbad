// Cancellations: the owner cancels a pending, failed or expired Pesapal order and the buyer a
// pending one from its page; CancelOrder reaches the simulator at most once, a completed order
// cannot be cancelled, and Pesapal's refusal is shown and kept on the timeline.
import { beforeEach, describe, expect, it } from 'vitest';
import { CANCEL_MESSAGES } from '../../infra/services/pesapal-simulator/refunds.ts';
import { eventually } from '../support/harness.ts';
import { checkoutBody, choose, resetSimulatorSwitches, setUpPaymentsStack } from '../support/payments.ts';

type View = Record<string, unknown> & {
  id: string;
  payment_status: string;
  timeline?: { source: string; summary: string; state_before: string; state_after: string }[];
};

const { stack, notes } = setUpPaymentsStack();

beforeEach(() => {
  resetSimulatorSwitches(stack);
  stack.simulator.control.setSwitches({ cancelRefusal: null });
});

/** A Pesapal order left unpaid: its tracking id and the admin's view of it. */
async function pendingOrder() {
  const answer = await stack.request('/api/pesapal/submit-order', {
    method: 'POST',
    json: checkoutBody([{ id: notes.id, quantity: 1 }], 250.5),
  });
  const trackingId = String(answer.json.order_tracking_id);
  const found = await stack.asAdmin(`/api/pesapal/transaction/${trackingId}`);
  return { trackingId, view: found.json.transaction as View };
}

const cancelCalls = (trackingId: string) =>
  stack.simulator.control
    .calls()
    .filter(
      (call) =>
        /cancelorder/i.test(call.path) &&
        (call.body as { order_tracking_id?: string }).order_tracking_id === trackingId,
    );

const ownerCancel = (id: string) =>
  stack.asAdmin(`/api/pesapal/transactions/${id}/cancel`, { method: 'POST' });

describe('the owner cancels', () => {
  it('a pending order at Pesapal, once: nobody can pay it after, a second click changes nothing', async () => {
    const { trackingId, view } = await pendingOrder();
    const answers = await Promise.all([ownerCancel(view.id), ownerCancel(view.id), ownerCancel(view.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const answer of answers)
      expect(answer.json.transaction).toMatchObject({ payment_status: 'CANCELLED' });
    expect(cancelCalls(trackingId)).toHaveLength(1);
    expect(stack.simulator.control.state.orders.get(trackingId)?.cancelledAt).toBeInstanceOf(Date);
    // The hosted page no longer takes the payment.
    const page = await fetch(
      `${stack.simulator.url}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${trackingId}`,
    );
    expect(await page.text()).toContain('This order is cancelled; it can no longer be paid.');
    await choose(stack, trackingId, 'mpesa');
    const after = (await stack.asAdmin(`/api/pesapal/transaction/${trackingId}`)).json.transaction as View;
    expect(after.payment_status).toBe('CANCELLED');
    expect(after.timeline?.at(-1)).toMatchObject({
      source: 'admin',
      summary: `Cancelled at Pesapal by Test Person: "${CANCEL_MESSAGES.accepted}"`,
      state_before: 'pending',
      state_after: 'cancelled',
    });
    // The shop's order follows (payments.transaction_failed, by the worker).
    const status = await eventually(async () => {
      const [row] = await stack.api.orm.em
        .fork()
        .execute<{ status: string }[]>(
          'select o.status from shop_order o join payment_transaction t on t.order_id = o.id where t.id = ?',
          [view.id],
        );
      return row?.status === 'pending' ? undefined : row?.status;
    });
    expect(status).toBe('cancelled');
  });

  it('a failed order, so a retry on Pesapal cannot take the money', async () => {
    const { trackingId, view } = await pendingOrder();
    await choose(stack, trackingId, 'failed');
    await stack.simulator.control.idle();
    const failed = await stack.request(`/api/pesapal/transaction-status/${trackingId}`);
    expect(failed.json.payment_status).toBe('FAILED');
    const answer = await ownerCancel(view.id);
    expect(answer.status).toBe(200);
    expect(answer.json.transaction).toMatchObject({ payment_status: 'CANCELLED' });
    expect(cancelCalls(trackingId)).toHaveLength(1);
  });

  it('never a paid order (409, no call), and shows Pesapal’s refusal with its words', async () => {
    const paid = await pendingOrder();
    await choose(stack, paid.trackingId, 'mpesa');
    await stack.simulator.control.idle();
    await stack.request(`/api/pesapal/transaction-status/${paid.trackingId}`);
    const refused = await ownerCancel(paid.view.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: 'not_cancellable',
      error: 'Only a pending or failed order can be cancelled',
    });
    expect(cancelCalls(paid.trackingId)).toHaveLength(0);

    const { trackingId, view } = await pendingOrder();
    stack.simulator.control.setSwitches({ cancelRefusal: 'Order is being processed by the bank' });
    const answer = await ownerCancel(view.id);
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({
      code: 'cancel_refused',
      error: 'Order is being processed by the bank',
    });
    const after = (await stack.asAdmin(`/api/pesapal/transaction/${trackingId}`)).json.transaction as View;
    expect(after.payment_status).toBe('PENDING');
    expect(after.timeline?.at(-1)).toMatchObject({
      source: 'admin',
      summary: 'Pesapal refused to cancel the order for Test Person: "Order is being processed by the bank"',
    });
  });

  it('is for admins; an unknown id is a 404', async () => {
    const { view } = await pendingOrder();
    expect(
      (await stack.request(`/api/pesapal/transactions/${view.id}/cancel`, { method: 'POST' })).status,
    ).toBe(401);
    expect((await ownerCancel('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('the buyer cancels from the payment-pending page', () => {
  const buyerCancel = (trackingId: string) =>
    stack.request(`/api/pesapal/transaction/${encodeURIComponent(trackingId)}/cancel`, { method: 'POST' });

  it('a pending order: cancelled at Pesapal, the view without the buyer’s details', async () => {
    const { trackingId } = await pendingOrder();
    const answer = await buyerCancel(trackingId);
    expect(answer.status).toBe(200);
    const transaction = answer.json.transaction as View;
    expect(transaction.payment_status).toBe('CANCELLED');
    expect(transaction).not.toHaveProperty('email');
    expect(transaction).not.toHaveProperty('timeline');
    expect(cancelCalls(trackingId)).toHaveLength(1);
    const again = await buyerCancel(trackingId);
    expect(again.status).toBe(200);
    expect(cancelCalls(trackingId)).toHaveLength(1);
    const admin = (await stack.asAdmin(`/api/pesapal/transaction/${trackingId}`)).json.transaction as View;
    expect(admin.timeline?.at(-1)).toMatchObject({ source: 'buyer', state_after: 'cancelled' });
  });

  it('not a failed or paid order, and not an order that does not exist', async () => {
    const { trackingId } = await pendingOrder();
    await choose(stack, trackingId, 'failed');
    await stack.simulator.control.idle();
    await stack.request(`/api/pesapal/transaction-status/${trackingId}`);
    const refused = await buyerCancel(trackingId);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: 'not_cancellable',
      error: 'This order can no longer be cancelled',
    });
    expect((await buyerCancel('no-such-order')).status).toBe(404);
    expect((await buyerCancel('x'.repeat(101))).status).toBe(400);
  });
});

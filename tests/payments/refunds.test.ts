// Refunds end to end: the owner's request over HTTP, the worker's RefundRequest to the Pesapal
// simulator, its rules and refusals, the order's downloads, the buyer's email, the revenue and the
// timeline; exactly once under a concurrent double submit.
import { beforeEach, describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '../../infra/services/pesapal-simulator/refunds.ts';
import { eventually } from '../support/harness.ts';
import {
  checkoutBody,
  choose,
  fulfilled,
  resetSimulatorSwitches,
  setUpPaymentsStack,
  transactionRow,
} from '../support/payments.ts';

type RefundView = {
  amount: number;
  full: boolean;
  status: string;
  method: string;
  message: string | null;
  reason?: string;
  requested_by?: string;
};
type View = Record<string, unknown> & {
  id: string;
  payment_status: string;
  refund: RefundView | null;
  refunded_amount: number;
  net_amount: number;
  timeline: { source: string; summary: string; state_before: string; state_after: string }[];
};

const { stack, guide, notes } = setUpPaymentsStack();

beforeEach(() => {
  resetSimulatorSwitches(stack);
  stack.simulator.control.setSwitches({ refundRefusal: null, refundDelayMs: 0 });
});

/** A paid order of one field guide (KES 1,500), paid by card or M-Pesa and fulfilled. */
async function paidOrder(method: 'card' | 'mpesa', email = `refund-${method}-${Date.now()}@example.test`) {
  const body = checkoutBody([{ id: guide.id, quantity: 1 }], 1500, {
    customer: { ...checkoutBody([], 0).customer, email },
  });
  const answer = await stack.request('/api/pesapal/submit-order', { method: 'POST', json: body });
  const trackingId = String(answer.json.order_tracking_id);
  await choose(stack, trackingId, method);
  await stack.simulator.control.idle();
  await fulfilled(stack, trackingId);
  const row = await transactionRow(stack, trackingId);
  if (!row) throw new Error('no transaction');
  return { trackingId, id: row.id, email, confirmationCode: row.confirmation_code };
}

const view = async (id: string) => {
  const list = await stack.asAdmin(`/api/pesapal/transactions?search=${id.slice(0, 0)}&limit=500`);
  const found = (list.json.transactions as View[]).find((transaction) => transaction.id === id);
  if (!found) throw new Error(`transaction ${id} not listed`);
  return found;
};

const refund = (id: string, json: unknown) =>
  stack.asAdmin(`/api/pesapal/transactions/${id}/refund`, { method: 'POST', json });

/**
 * Waits until the worker has recorded Pesapal's answer to the refund, then reads the view once
 * more: the list reads the payment and its refund in two statements, so the read that first sees
 * the answer may have read the payment just before the answer's commit.
 */
async function decided(id: string, status: 'accepted' | 'refused' | 'either' = 'either') {
  await eventually(
    async () => {
      const found = (await view(id)).refund?.status;
      return found === status || (status === 'either' && (found === 'accepted' || found === 'refused'))
        ? found
        : undefined;
    },
    60_000,
    "Pesapal's answer to the refund",
  );
  return view(id);
}

const refundCalls = () => stack.simulator.control.calls().filter((call) => /refundrequest/i.test(call.path));

const simOrder = (trackingId: string) => stack.simulator.control.state.orders.get(trackingId);

const revenue = async () =>
  Number(
    ((await stack.asAdmin('/api/pesapal/transactions')).json.stats as { total_revenue: number })
      .total_revenue,
  );

describe('POST /api/pesapal/transactions/:id/refund', () => {
  it('refunds part of a card payment: Pesapal gets it once, downloads stay, the buyer is told, revenue drops', async () => {
    const order = await paidOrder('card');
    const before = await revenue();
    const asked = await refund(order.id, { amount: 500.5, reason: 'One chapter was missing' });
    expect(asked.status).toBe(202);
    // The worker may have answered already by the time the view is read.
    expect(['requested', 'sending', 'accepted']).toContain((asked.json.transaction as View).refund?.status);
    expect((asked.json.transaction as View).refund).toMatchObject({
      amount: 500.5,
      full: false,
      method: 'pesapal',
      reason: 'One chapter was missing',
      requested_by: 'Test Person',
    });
    const done = await decided(order.id);
    expect(done.payment_status).toBe('PARTIALLY_REFUNDED');
    expect(done.refund).toMatchObject({ status: 'accepted', message: REFUND_MESSAGES.accepted });
    expect([done.refunded_amount, done.net_amount]).toEqual([500.5, 999.5]);
    expect(
      refundCalls().filter(
        (call) => (call.body as { confirmation_code: string }).confirmation_code === order.confirmationCode,
      ),
    ).toHaveLength(1);
    expect(simOrder(order.trackingId)?.refund).toMatchObject({
      amount: 500.5,
      username: 'Test Person',
      remarks: 'One chapter was missing',
    });
    const mail = await stack.smtp.waitForMail(
      (caught) => caught.envelopeTo.includes(order.email) && caught.subject.startsWith('Refund'),
    );
    expect(mail.text).toContain('We have refunded KES 500.50 of your payment');
    expect(mail.text).toContain('The downloads of this order stay available to you.');
    const grants = await stack.api.orm.em
      .fork()
      .execute<{ revoked: number }[]>(
        'select count(*) filter (where revoked_at is not null)::int as revoked from shop_download_grant g join payment_transaction t on t.order_id = g.order_id where t.id = ?',
        [order.id],
      );
    expect(grants[0]?.revoked).toBe(0);
    expect(await revenue()).toBeCloseTo(before - 500.5, 2);
    // One refund per payment.
    const again = await refund(order.id, { reason: 'And the rest' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: 'already_refunded',
      error: 'This payment has already been refunded',
    });
  });

  it('refuses part of an M-Pesa payment before asking Pesapal, then refunds it in full and closes its downloads', async () => {
    const order = await paidOrder('mpesa');
    const partial = await refund(order.id, { amount: 100, reason: 'Goodwill' });
    expect(partial.status).toBe(400);
    expect(partial.json).toMatchObject({
      code: 'refund_in_full_only',
      error: 'M-Pesa and Airtel Money payments can only be refunded in full',
    });
    const tooMuch = await refund(order.id, { amount: 1500.01, reason: 'Too much' });
    expect(tooMuch.json).toMatchObject({
      code: 'refund_too_large',
      error: 'A refund cannot be more than the KES 1,500.00 paid',
    });
    expect(simOrder(order.trackingId)?.refund).toBeUndefined();
    const full = await refund(order.id, { reason: 'Bought twice by mistake' });
    expect(full.status).toBe(202);
    const done = await decided(order.id);
    expect(done.payment_status).toBe('REFUNDED');
    expect([done.refunded_amount, done.net_amount]).toEqual([1500, 0]);
    const after = await eventually(async () => {
      const found = await view(order.id);
      return found.timeline.some((entry) => entry.summary.startsWith('Refund email sent'))
        ? found
        : undefined;
    });
    expect(after.timeline.slice(-4).map((entry) => [entry.source, entry.summary])).toEqual([
      ['admin', 'Refund of KES 1,500.00 (in full) asked by Test Person. Reason: Bought twice by mistake'],
      ['refund', `Pesapal received the refund of KES 1,500.00: "${REFUND_MESSAGES.accepted}"`],
      ['shop', '2 unused download(s) revoked'],
      ['shop', `Refund email sent to ${order.email}`],
    ]);
    const download = await fetch(`${stack.baseUrl}/api/pesapal/download/${order.trackingId}/0`);
    await download.body?.cancel();
    expect(download.status).toBe(403);
    expect(stack.smtp.mailTo(order.email).filter((mail) => mail.subject.startsWith('Refund'))).toHaveLength(
      1,
    );
  });

  it("shows the owner Pesapal's refusal, and lets them ask again", async () => {
    const order = await paidOrder('card');
    stack.simulator.control.setSwitches({ refundRefusal: 'Insufficient balance in the merchant account' });
    expect((await refund(order.id, { reason: 'Customer asked' })).status).toBe(202);
    const refused = await decided(order.id);
    expect(refused.payment_status).toBe('COMPLETED');
    expect(refused.refund).toMatchObject({
      status: 'refused',
      message: 'Insufficient balance in the merchant account',
    });
    expect(refused.timeline.at(-1)).toMatchObject({
      source: 'refund',
      summary: 'Pesapal refused the refund of KES 1,500.00: "Insufficient balance in the merchant account"',
      state_before: 'completed',
      state_after: 'completed',
    });
    stack.simulator.control.setSwitches({ refundRefusal: null });
    expect((await refund(order.id, { amount: 20, reason: 'Customer asked again' })).status).toBe(202);
    const accepted = await decided(order.id, 'accepted');
    expect(accepted.payment_status).toBe('PARTIALLY_REFUNDED');
  });

  it('records a refusal Pesapal gives for its own rules (a refund it already has)', async () => {
    const order = await paidOrder('card');
    // Someone refunded it in Pesapal's dashboard first: the simulator holds a refund already.
    const sim = simOrder(order.trackingId);
    if (!sim) throw new Error('no simulator order');
    sim.refund = { amount: 1500, username: 'dashboard', remarks: 'by hand', at: new Date() };
    await refund(order.id, { reason: 'Customer asked' });
    const refused = await decided(order.id);
    expect(refused.refund).toMatchObject({ status: 'refused', message: REFUND_MESSAGES.once });
  });

  it('refunds exactly once under a concurrent double submit', async () => {
    const order = await paidOrder('card');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => refund(order.id, { amount: 10, reason: 'Double click' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409, 409, 409, 409, 409]);
    // A loser arriving after the worker's answer finds the refund done rather than on its way.
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(['refund_in_progress', 'already_refunded']).toContain(answer.json.code);
    }
    await decided(order.id);
    const calls = refundCalls().filter(
      (call) => (call.body as { confirmation_code: string }).confirmation_code === order.confirmationCode,
    );
    expect(calls).toHaveLength(1);
    const rows = await stack.api.orm.em
      .fork()
      .execute<{ n: number }[]>(
        "select count(*)::int as n from outbox_event where name = 'payments.transaction_refunded' and payload->>'transactionId' = ?",
        [order.id],
      );
    expect(rows[0]?.n).toBe(1);
  });

  it('marks a cash-on-delivery payment refunded by hand, in part, without Pesapal', async () => {
    const answer = await stack.request('/api/pesapal/submit-order', {
      method: 'POST',
      json: checkoutBody([{ id: notes.id, quantity: 1 }], 250.5, { payment_method: 'cod' }),
    });
    const reference = (answer.json.order as { merchant_reference: string }).merchant_reference;
    const [cod] = (await stack.asAdmin(`/api/pesapal/transactions?search=${reference}`)).json
      .transactions as View[];
    if (!cod) throw new Error('COD order not listed');
    expect((await refund(cod.id, { reason: 'Not paid yet' })).json).toMatchObject({ code: 'not_refundable' });
    await stack.asAdmin(`/api/pesapal/transactions/${cod.id}/mark-paid`, { method: 'POST' });
    const calls = refundCalls().length;
    const done = await refund(cod.id, { amount: 50.5, reason: 'Damaged print' });
    expect(done.status).toBe(200);
    expect(done.json.transaction).toMatchObject({
      payment_status: 'PARTIALLY_REFUNDED',
      refunded_amount: 50.5,
      net_amount: 200,
      refund: { status: 'accepted', method: 'manual', amount: 50.5 },
    });
    expect(refundCalls()).toHaveLength(calls);
  });

  it('is for admins, validates its body strictly, and answers 404 and 409 clearly', async () => {
    const order = await paidOrder('card');
    const path = `/api/pesapal/transactions/${order.id}/refund`;
    expect((await stack.request(path, { method: 'POST', json: { reason: 'x' } })).status).toBe(401);
    const bad = [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 'ok', amount: 0 },
      { reason: 'ok', amount: -5 },
      { reason: 'ok', amount: '100' },
      { reason: 'ok', amount: 10.555 },
      { reason: 'ok', extra: true },
      { reason: 'nul\u0000byte' },
      { reason: { nested: { deep: true } } },
      [],
    ];
    for (const json of bad) {
      const answer = await refund(order.id, json);
      expect([json, answer.status]).toEqual([json, 400]);
    }
    expect((await refund('00000000-0000-4000-8000-000000000000', { reason: 'x' })).status).toBe(404);
    expect((await refund('not-a-uuid', { reason: 'x' })).status).toBe(404);
    expect(simOrder(order.trackingId)?.refund).toBeUndefined();
    const pending = await stack.request('/api/pesapal/submit-order', {
      method: 'POST',
      json: checkoutBody([{ id: notes.id, quantity: 1 }], 250.5),
    });
    const row = await transactionRow(stack, String(pending.json.order_tracking_id));
    const notPaid = await refund(String(row?.id), { reason: 'x' });
    expect(notPaid.status).toBe(409);
    expect(notPaid.json).toMatchObject({
      code: 'not_refundable',
      error: 'Only a completed payment can be refunded',
    });
  });
});

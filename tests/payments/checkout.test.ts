// Checkout to fulfilment against the simulator, the real API, worker, Postgres, Redis and SMTP.
import { createHash, randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../support/harness.ts';
import {
  checkoutBody,
  choose,
  fulfilled,
  payAndFulfil,
  resetSimulatorSwitches,
  setUpPaymentsStack,
  transactionRow,
} from '../support/payments.ts';
import { expectRefusal } from '../support/refusals.ts';

const { stack, guide, notes } = setUpPaymentsStack();
beforeEach(() => resetSimulatorSwitches(stack));

/** Guide ×1 + notes ×2 = 1500 + 501 = KES 2001.00. */
const basket = () => [
  { id: guide.id, quantity: 1 },
  { id: notes.id, quantity: 2 },
];

async function submit(body = checkoutBody(basket(), 2001)) {
  const answer = await stack.request('/api/pesapal/submit-order', { method: 'POST', json: body });
  expect(answer.status, answer.text).toBe(200);
  return { body, answer, trackingId: String(answer.json.order_tracking_id) };
}

/** A checkout as the browser sends it: with the secret key of this checkout attempt. */
const submitWithKey = (body: unknown, key: string) =>
  stack.request('/api/pesapal/submit-order', {
    method: 'POST',
    json: body,
    headers: { 'idempotency-key': key },
  });

const submitCalls = () =>
  stack.simulator.control.calls().filter((call) => call.path.toLowerCase().endsWith('/submitorderrequest'));

describe('POST /api/pesapal/submit-order', () => {
  it('prices from the database and answers the redirect, tracking id and merchant reference', async () => {
    const { answer, trackingId } = await submit();
    expect(answer.json).toMatchObject({ success: true, order_tracking_id: trackingId });
    expect(String(answer.json.redirect_url)).toContain(`OrderTrackingId=${trackingId}`);
    expect(String(answer.json.merchant_reference)).toMatch(/^ORD-[A-Z0-9]+-[0-9A-F]{12}$/);
    const sent = submitCalls().at(-1)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      id: answer.json.merchant_reference,
      amount: 2001,
      currency: 'KES',
      callback_url: `${stack.baseUrl}/payment/callback`,
      description: 'Field guide + 1 more',
    });
  });

  it('refuses a tampered amount with 400 amount_mismatch and creates nothing', async () => {
    const before = submitCalls().length;
    const answer = await stack.request('/api/pesapal/submit-order', {
      method: 'POST',
      json: checkoutBody(basket(), 1),
    });
    expectRefusal(
      answer,
      400,
      'amount_mismatch',
      'The amount does not match the prices of the items in your cart',
    );
    expect(submitCalls().length).toBe(before);
  });

  it('answers bad input with 400 and a clear message', async () => {
    const answer = await stack.request('/api/pesapal/submit-order', {
      method: 'POST',
      json: { ...checkoutBody(basket(), 2001), currency: 'USD' },
    });
    expect(answer.status).toBe(400);
    expect(String(answer.json.error)).toContain('The shop sells in KES');
  });

  it('the same checkout submitted twice at once makes one order and one SubmitOrderRequest', async () => {
    const body = checkoutBody(basket(), 2001);
    const key = randomUUID();
    const before = submitCalls().length;
    const answers = await Promise.all([1, 2, 3].map(() => submitWithKey(body, key)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json.order_tracking_id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.json.redirect_url)).size).toBe(1);
    expect(submitCalls().length - before).toBe(1);
    const [row] = await stack.api.orm.em
      .fork()
      .execute<{ count: number }[]>(
        `select count(*)::int as count from shop_order where merchant_reference = ?`,
        [answers[0]?.json.merchant_reference],
      );
    expect(row?.count).toBe(1);
  });

  it('a resubmission with its key after the first answered gets the same order back', async () => {
    const body = checkoutBody(basket(), 2001);
    const key = randomUUID();
    const first = await submitWithKey(body, key);
    const again = await submitWithKey(body, key);
    expect(first.status, first.text).toBe(200);
    expect(again.json).toEqual(first.json);
  });

  it('stores only a hash of the key, never the key', async () => {
    const key = randomUUID();
    const answer = await submitWithKey(checkoutBody(basket(), 2001), key);
    const [row] = await stack.api.orm.em
      .fork()
      .execute<{ client_order_id: string }[]>(
        'select client_order_id from shop_order where merchant_reference = ?',
        [answer.json.merchant_reference],
      );
    expect(row?.client_order_id).toBe(`key:${createHash('sha256').update(key).digest('hex')}`);
  });

  it("another client replaying the browser's id and email never gets the first buyer's order", async () => {
    const body = checkoutBody(basket(), 2001);
    const first = await submitWithKey(body, randomUUID());
    expect(first.status, first.text).toBe(200);
    // The same id and email: without a key, with a key of its own, and with another cart.
    const replays = [
      await stack.request('/api/pesapal/submit-order', { method: 'POST', json: body }),
      await submitWithKey(body, randomUUID()),
      await stack.request('/api/pesapal/submit-order', {
        method: 'POST',
        json: { ...body, items: [{ id: guide.id, quantity: 1 }], amount: 1500 },
      }),
      await submitWithKey({ ...body, items: [{ id: notes.id, quantity: 1 }], amount: 250.5 }, randomUUID()),
    ];
    expect(replays.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const trackingIds = [first, ...replays].map((answer) => answer.json.order_tracking_id);
    const references = [first, ...replays].map((answer) => answer.json.merchant_reference);
    expect(new Set(trackingIds).size).toBe(5);
    expect(new Set(references).size).toBe(5);
    for (const answer of replays)
      expect(Object.keys(answer.json).sort()).toEqual(Object.keys(first.json).sort());
  });

  it('the same key with another cart is refused with 409 order_changed (only its holder can ask)', async () => {
    const body = checkoutBody(basket(), 2001);
    const key = randomUUID();
    expect((await submitWithKey(body, key)).status).toBe(200);
    const changed = await submitWithKey(
      { ...body, items: [{ id: guide.id, quantity: 1 }], amount: 1500 },
      key,
    );
    expectRefusal(changed, 409, 'order_changed', 'This checkout was already submitted with a different cart');
  });

  it('refuses a key that is too short to be secret with 400', async () => {
    const answer = await submitWithKey(checkoutBody(basket(), 2001), 'abc');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, code: 'validation_failed' });
  });

  it('places a cash-on-delivery order: pending, no Pesapal call, no downloads', async () => {
    const before = submitCalls().length;
    const answer = await stack.request('/api/pesapal/submit-order', {
      method: 'POST',
      json: checkoutBody(basket(), 2001, { payment_method: 'cod' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      success: true,
      order: { status: 'pending', payment_method: 'cod' },
    });
    expect(submitCalls().length).toBe(before);
    const [row] = await stack.api.orm.em
      .fork()
      .execute<{ state: string; payment_method: string; grants: number }[]>(
        `select t.state, t.payment_method,
           (select count(*)::int from shop_download_grant g where g.order_id = t.order_id) as grants
         from payment_transaction t where t.merchant_reference = ?`,
        [(answer.json.order as { merchant_reference: string }).merchant_reference],
      );
    expect(row).toEqual({ state: 'pending', payment_method: 'Cash on Delivery', grants: 0 });
  });
});

describe('the payment outcomes', () => {
  it('completed with M-Pesa: the IPN reconciles, the order is fulfilled and the receipt sent', async () => {
    const { body, trackingId } = await submit();
    const order = await payAndFulfil(stack, trackingId);
    expect(order.grants).toBe(3);
    const mail = await stack.smtp.waitForMail((candidate) =>
      candidate.envelopeTo.includes(body.customer.email),
    );
    expect(mail.subject).toMatch(/^Your receipt for order ORD-/);
    expect(mail.text).toContain('Total paid: KES 2,001.00');
    expect(mail.text).toContain(`${stack.baseUrl}/payment/callback?OrderTrackingId=${trackingId}`);
    expect(mail.text).not.toContain('/api/pesapal/download/');
    const status = await stack.request(`/api/pesapal/transaction-status/${trackingId}`);
    expect(status.json).toMatchObject({
      success: true,
      payment_status_description: 'Completed',
      payment_status: 'COMPLETED',
      status_code: 1,
      payment_method: 'MpesaKE',
      amount: 2001,
      currency: 'KES',
    });
    expect(String(status.json.confirmation_code)).not.toBe('');
  });

  it('completed by card, the callback asking before any IPN arrives', async () => {
    stack.simulator.control.setSwitches({ dropIpns: true });
    const { trackingId } = await submit();
    await choose(stack, trackingId, 'card');
    const status = await stack.request(`/api/pesapal/transaction-status/${trackingId}`);
    expect(status.json).toMatchObject({
      payment_status: 'COMPLETED',
      status_code: 1,
      payment_method: 'Visa',
    });
    await fulfilled(stack, trackingId);
    // The IPN arriving after the callback changes nothing and fulfils nothing again.
    const again = await stack.request(
      `/api/pesapal/ipn?OrderTrackingId=${trackingId}&OrderNotificationType=IPNCHANGE`,
    );
    expect(again.json).toMatchObject({ orderTrackingId: trackingId, status: 200 });
    expect((await transactionRow(stack, trackingId))?.state).toBe('completed');
  });

  it('failed: the page gets Failed and the order is closed', async () => {
    const { trackingId } = await submit();
    await choose(stack, trackingId, 'failed');
    await stack.simulator.control.idle();
    const status = await stack.request(`/api/pesapal/transaction-status/${trackingId}`);
    expect(status.json).toMatchObject({
      payment_status_description: 'Failed',
      payment_status: 'FAILED',
      status_code: 2,
    });
    const download = await stack.request(`/api/pesapal/download/${trackingId}/0`);
    expect(download.status).toBe(403);
  });

  it('pending, then completed', async () => {
    const { trackingId } = await submit();
    await choose(stack, trackingId, 'pending');
    const pending = await stack.request(`/api/pesapal/transaction-status/${trackingId}`);
    expect(pending.json).toMatchObject({
      payment_status_description: 'Pending',
      payment_status: 'PENDING',
      status_code: 0,
    });
    await payAndFulfil(stack, trackingId);
    expect((await transactionRow(stack, trackingId))?.state).toBe('completed');
  });

  it('reversed after completion: unused downloads are revoked and the owner is told', async () => {
    const { trackingId } = await submit();
    await payAndFulfil(stack, trackingId);
    const first = await stack.request(`/api/pesapal/download/${trackingId}/0`);
    expect(first.status).toBe(200);
    stack.simulator.control.choose(trackingId, 'reversed');
    await stack.simulator.control.idle();
    await eventually(async () =>
      (await transactionRow(stack, trackingId))?.state === 'reversed' ? true : undefined,
    );
    const grants = await eventually(async () => {
      const rows = await stack.api.orm.em
        .fork()
        .execute<{ file_index: number; used: boolean; revoked: boolean }[]>(
          `select g.file_index, g.used_at is not null as used, g.revoked_at is not null as revoked
           from shop_download_grant g join payment_transaction t on t.order_id = g.order_id
           where t.order_tracking_id = ? order by g.file_index`,
          [trackingId],
        );
      return rows.some((row) => row.revoked) ? rows : undefined;
    });
    expect(grants).toEqual([
      { file_index: 0, used: true, revoked: false },
      { file_index: 1, used: false, revoked: true },
      { file_index: 2, used: false, revoked: true },
    ]);
    // The owner heard of the sale first (sale alerts default to each sale): wait for the reversal.
    const mail = await stack.smtp.waitForMail(
      (candidate) =>
        candidate.envelopeTo.includes('owner@example.test') &&
        candidate.subject.startsWith('Payment reversed'),
    );
    expect(mail.subject).toMatch(/^Payment reversed: order ORD-/);
    expect((await stack.request(`/api/pesapal/download/${trackingId}/1`)).status).toBe(403);
    const dashboard = await stack.asAdmin('/api/admin/summary');
    expect((dashboard.json.summary as { payments: { reversed: number } }).payments.reversed).toBe(1);
  });

  it('a completion whose amount differs from the order fails it, noted in the timeline and flagged', async () => {
    const { trackingId } = await submit();
    const simulated = stack.simulator.control.state.orders.get(trackingId);
    if (!simulated) throw new Error('order not in the simulator');
    // Pesapal reporting another amount (a tampered or mixed-up payment) is not this order's money.
    simulated.amount = 1;
    await choose(stack, trackingId, 'mpesa');
    await stack.simulator.control.idle();
    await eventually(async () =>
      (await transactionRow(stack, trackingId))?.state === 'failed' ? true : undefined,
    );
    const view = await stack.asAdmin(`/api/pesapal/transaction/${trackingId}`);
    const timeline = (view.json.transaction as { timeline: { summary: string; state_after: string }[] })
      .timeline;
    expect(timeline.at(-1)).toEqual(
      expect.objectContaining({
        state_after: 'failed',
        summary:
          "Pesapal status 2; pending → failed; Pesapal's answer does not match the order: amount 1 instead of 2001",
      }),
    );
    expect((await stack.request(`/api/pesapal/download/${trackingId}/0`)).status).toBe(403);
    const dashboard = await stack.asAdmin('/api/admin/summary');
    expect((dashboard.json.summary as { payments: { stuck: number } }).payments.stuck).toBe(1);
  });

  it('a Pesapal token that expires mid-flow is renewed without the buyer noticing', async () => {
    const { trackingId } = await submit();
    stack.simulator.control.expireTokens();
    await choose(stack, trackingId, 'mpesa');
    const status = await stack.request(`/api/pesapal/transaction-status/${trackingId}`);
    expect(status.json).toMatchObject({ payment_status: 'COMPLETED', status_code: 1 });
  });
});

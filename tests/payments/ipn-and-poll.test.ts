// The IPN endpoint and the poll: duplicates fulfil once, unknown ids are acknowledged with 500,
// a lost IPN is made good by the poll, and 24 hours without an answer expire the payment.
import { beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../support/harness.ts';
import {
  checkoutBody,
  choose,
  fulfilled,
  resetSimulatorSwitches,
  setUpPaymentsStack,
  transactionRow,
} from '../support/payments.ts';

const { stack, guide } = setUpPaymentsStack();
beforeEach(() => resetSimulatorSwitches(stack));

async function submit() {
  const body = checkoutBody([{ id: guide.id, quantity: 1 }], 1500);
  const answer = await stack.request('/api/pesapal/submit-order', { method: 'POST', json: body });
  expect(answer.status, answer.text).toBe(200);
  return {
    body,
    trackingId: String(answer.json.order_tracking_id),
    reference: String(answer.json.merchant_reference),
  };
}

const statusCalls = (trackingId: string) =>
  stack.simulator.control
    .calls()
    .filter((call) => call.path.toLowerCase().endsWith('/gettransactionstatus'))
    .filter((call) => Object.values(call.query).includes(trackingId));

describe('the IPN endpoint', () => {
  it('a completed IPN sent 20 times at once fulfils once and sends one receipt', async () => {
    stack.simulator.control.setSwitches({ ipnDuplicates: 19 });
    const { body, trackingId } = await submit();
    await choose(stack, trackingId, 'mpesa');
    await stack.simulator.control.idle();
    const deliveries = stack.simulator.control.deliveries().filter((d) => d.trackingId === trackingId);
    expect(deliveries.filter((d) => d.outcome === 'acknowledged')).toHaveLength(20);
    await fulfilled(stack, trackingId);
    await stack.smtp.waitForMail((mail) => mail.envelopeTo.includes(body.customer.email));
    const [notification] = await stack.api.orm.em.fork().execute<{ received_count: number; rows: number }[]>(
      `select received_count, (select count(*)::int from payment_notification where order_tracking_id = ?) as rows
         from payment_notification where order_tracking_id = ?`,
      [trackingId, trackingId],
    );
    expect(notification).toEqual({ received_count: 20, rows: 1 });
    // Every handler has run by now: give stragglers no chance to send a second receipt unseen.
    await eventually(async () => {
      const [row] = await stack.api.orm.em
        .fork()
        .execute<{ count: number }[]>(
          `select count(*)::int as count from outbox_event where name = 'payments.transaction_completed' and payload->>'trackingId' = ?`,
          [trackingId],
        );
      return row?.count === 1 ? true : undefined;
    });
    expect(stack.smtp.mailTo(body.customer.email)).toHaveLength(1);
    const [grants] = await stack.api.orm.em
      .fork()
      .execute<{ count: number }[]>(
        `select count(*)::int as count from shop_download_grant g join payment_transaction t on t.order_id = g.order_id where t.order_tracking_id = ?`,
        [trackingId],
      );
    expect(grants?.count).toBe(2);
    expect(statusCalls(trackingId).length).toBeLessThan(20);
  });

  it('ten orders paid at once, each IPN sent ten times: every order fulfilled once, one receipt each', async () => {
    stack.simulator.control.setSwitches({ ipnDuplicates: 9 });
    const orders = await Promise.all(Array.from({ length: 10 }, () => submit()));
    await Promise.all(orders.map((order) => choose(stack, order.trackingId, 'card')));
    await stack.simulator.control.idle();
    for (const order of orders) await fulfilled(stack, order.trackingId);
    await eventually(async () => {
      const [row] = await stack.api.orm.em.fork().execute<{ count: number }[]>(
        `select count(*)::int as count from email_delivery where status = 'sent' and recipient in (${orders.map(() => '?').join(', ')})`,
        orders.map((order) => order.body.customer.email),
      );
      return row?.count === 10 ? true : undefined;
    });
    for (const order of orders)
      expect(stack.smtp.mailTo(order.body.customer.email), order.trackingId).toHaveLength(1);
    const [events] = await stack.api.orm.em.fork().execute<{ count: number }[]>(
      `select count(*)::int as count from outbox_event where name = 'payments.transaction_completed'
         and payload->>'trackingId' in (${orders.map(() => '?').join(', ')})`,
      orders.map((order) => order.trackingId),
    );
    expect(events?.count).toBe(10);
  });

  it('accepts POST JSON and any key case, answering the camelCase acknowledgement', async () => {
    const { trackingId, reference } = await submit();
    const answer = await stack.request('/api/pesapal/ipn', {
      method: 'POST',
      json: {
        orderTrackingId: trackingId,
        ORDERMERCHANTREFERENCE: reference,
        ordernotificationtype: 'ipnchange',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      orderNotificationType: 'IPNCHANGE',
      orderTrackingId: trackingId,
      orderMerchantReference: reference,
      status: 200,
    });
  });

  it('accepts a form-encoded POST too', async () => {
    const { trackingId, reference } = await submit();
    const answer = await stack.request('/api/pesapal/ipn', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        OrderTrackingId: trackingId,
        OrderMerchantReference: reference,
      }).toString(),
    });
    expect(answer.json).toEqual({
      orderNotificationType: 'IPNCHANGE',
      orderTrackingId: trackingId,
      orderMerchantReference: reference,
      status: 200,
    });
  });

  describe('whatever the Content-Type header says', () => {
    const post = (body: string | Uint8Array, contentType?: string, query = '') =>
      stack.request(`/api/pesapal/ipn${query}`, {
        method: 'POST',
        headers: contentType ? { 'content-type': contentType } : {},
        body,
      });
    const acknowledged = (trackingId: string, reference: string) => ({
      orderNotificationType: 'IPNCHANGE',
      orderTrackingId: trackingId,
      orderMerchantReference: reference,
      status: 200,
    });
    const json = (trackingId: string, reference: string) =>
      JSON.stringify({
        OrderTrackingId: trackingId,
        OrderMerchantReference: reference,
        OrderNotificationType: 'IPNCHANGE',
      });
    const form = (trackingId: string, reference: string) =>
      new URLSearchParams({ OrderTrackingId: trackingId, OrderMerchantReference: reference }).toString();

    it('takes a JSON body sent as text/plain and records it', async () => {
      const { trackingId, reference } = await submit();
      const answer = await post(json(trackingId, reference), 'text/plain;charset=UTF-8');
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json).toEqual(acknowledged(trackingId, reference));
      const [row] = await stack.api.orm.em
        .fork()
        .execute<{ method: string; received_count: number }[]>(
          'select method, received_count from payment_notification where order_tracking_id = ?',
          [trackingId],
        );
      expect(row).toEqual({ method: 'POST', received_count: 1 });
    });

    it('takes a JSON body sent without any content type', async () => {
      const { trackingId, reference } = await submit();
      const answer = await post(new TextEncoder().encode(json(trackingId, reference)));
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json).toEqual(acknowledged(trackingId, reference));
    });

    it('takes a form body sent without any content type, or as text/plain', async () => {
      const { trackingId, reference } = await submit();
      for (const answer of [
        await post(new TextEncoder().encode(form(trackingId, reference))),
        await post(form(trackingId, reference), 'text/plain'),
      ]) {
        expect(answer.status, answer.text).toBe(200);
        expect(answer.json).toEqual(acknowledged(trackingId, reference));
      }
    });

    it('takes a form body labelled application/json', async () => {
      const { trackingId, reference } = await submit();
      const answer = await post(form(trackingId, reference), 'application/json');
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json).toEqual(acknowledged(trackingId, reference));
      const [row] = await stack.api.orm.em
        .fork()
        .execute<{ received_count: number }[]>(
          'select received_count from payment_notification where order_tracking_id = ?',
          [trackingId],
        );
      expect(row).toEqual({ received_count: 1 });
    });

    it('takes the query of a POST whose body is empty, whatever its type', async () => {
      const { trackingId, reference } = await submit();
      const query = `?OrderTrackingId=${trackingId}&OrderMerchantReference=${reference}&OrderNotificationType=IPNCHANGE`;
      for (const type of [undefined, 'text/plain', 'application/octet-stream']) {
        const answer = await post('', type, query);
        expect(answer.status, answer.text).toBe(200);
        expect(answer.json).toEqual(acknowledged(trackingId, reference));
      }
    });

    it('refuses a body that is neither JSON nor a form with a tracking id with 400, not 500', async () => {
      for (const [body, type] of [
        ['{"OrderTrackingId": ', 'text/plain'],
        ['just words', undefined],
        ['["OrderTrackingId"]', 'text/plain'],
        [JSON.stringify({ OrderTrackingId: 42 }), 'text/plain'],
        ['OrderMerchantReference=X', 'application/octet-stream'],
      ] as const) {
        const answer = await post(body, type);
        expect(answer.status, `${type}: ${body}`).toBe(400);
        expect(answer.json).toEqual({
          success: false,
          error: 'OrderTrackingId is required',
          code: 'validation_failed',
        });
      }
    });
  });

  it('acknowledges an unknown tracking id with status 500 and stores nothing', async () => {
    const answer = await stack.request(
      '/api/pesapal/ipn?OrderTrackingId=not-ours&OrderMerchantReference=X&OrderNotificationType=IPNCHANGE',
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      orderNotificationType: 'IPNCHANGE',
      orderTrackingId: 'not-ours',
      orderMerchantReference: 'X',
      status: 500,
    });
    const [row] = await stack.api.orm.em
      .fork()
      .execute<{ count: number }[]>(
        `select count(*)::int as count from payment_notification where order_tracking_id = 'not-ours'`,
      );
    expect(row?.count).toBe(0);
  });

  it('refuses an IPN without a tracking id with 400', async () => {
    const answer = await stack.request('/api/pesapal/ipn?OrderMerchantReference=X');
    expect(answer.status).toBe(400);
  });
});

describe('the poll', () => {
  const poll = (at: Date) => stack.api.modules.payments.poller.pollDue(at);

  it('completes a payment whose IPN was lost', async () => {
    stack.simulator.control.setSwitches({ dropIpns: true });
    const { trackingId } = await submit();
    await choose(stack, trackingId, 'mpesa');
    await stack.simulator.control.idle();
    expect((await transactionRow(stack, trackingId))?.state).toBe('pending');
    // Not due yet: the first poll waits 30 s after submission.
    expect(await poll(new Date())).toEqual({ polled: 0, expired: 0 });
    const result = await poll(new Date(Date.now() + 31_000));
    expect(result.polled).toBeGreaterThanOrEqual(1);
    expect((await transactionRow(stack, trackingId))?.state).toBe('completed');
    await fulfilled(stack, trackingId);
    const timeline = await stack.asAdmin(`/api/pesapal/transaction/${trackingId}`);
    const entries = (timeline.json.transaction as { timeline: { source: string; state_after: string }[] })
      .timeline;
    expect(entries.map((entry) => [entry.source, entry.state_after])).toEqual([
      ['submit', 'pending'],
      ['poll', 'completed'],
    ]);
  });

  it('backs off after each poll of a payment still pending', async () => {
    const { trackingId } = await submit();
    await poll(new Date(Date.now() + 31_000));
    const [row] = await stack.api.orm.em.fork().execute<{ poll_attempts: number; wait_s: number }[]>(
      `select poll_attempts, extract(epoch from next_poll_at - created_at)::int as wait_s
         from payment_transaction where order_tracking_id = ?`,
      [trackingId],
    );
    expect(row?.poll_attempts).toBe(1);
    // Polled at +31 s, next after the second step (1 minute): about +91 s.
    expect(row?.wait_s).toBeGreaterThanOrEqual(90);
    expect(row?.wait_s).toBeLessThanOrEqual(93);
    expect((await transactionRow(stack, trackingId))?.state).toBe('pending');
  });

  it('expires a payment still pending after 24 hours, with a timeline entry', async () => {
    const { trackingId } = await submit();
    const result = await poll(new Date(Date.now() + 24 * 3600_000 + 1_000));
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await transactionRow(stack, trackingId))?.state).toBe('expired');
    const status = await stack.request(`/api/pesapal/transaction-status/${trackingId}`);
    expect(status.json).toMatchObject({
      payment_status: 'EXPIRED',
      payment_status_description: 'Failed',
      status_code: 0,
    });
    const view = await stack.asAdmin(`/api/pesapal/transaction/${trackingId}`);
    const entries = (
      view.json.transaction as { timeline: { source: string; summary: string; state_after: string }[] }
    ).timeline;
    expect(entries.at(-1)).toMatchObject({
      source: 'poll',
      summary: 'poll deadline; pending → expired',
      state_after: 'expired',
    });
  });
});

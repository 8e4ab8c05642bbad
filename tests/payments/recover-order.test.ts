// "I paid but got nothing": the IPN was lost and the browser closed; the buyer gives their email
// and M-Pesa code, the server re-asks Pesapal, fulfils, and sends the receipt again.
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/harness.ts';
import { checkoutBody, choose, fulfilled, setUpPaymentsStack } from '../support/payments.ts';

const MESSAGE =
  'If we find a paid order for these details, we will email its receipt and download links to you shortly.';

const { stack, notes } = setUpPaymentsStack();

async function paidWithLostIpn() {
  stack.simulator.control.setSwitches({ dropIpns: true });
  const body = checkoutBody([{ id: notes.id, quantity: 1 }], 250.5);
  const answer = await stack.request('/api/pesapal/submit-order', { method: 'POST', json: body });
  const trackingId = String(answer.json.order_tracking_id);
  await choose(stack, trackingId, 'mpesa');
  await stack.simulator.control.idle();
  stack.simulator.control.setSwitches({ dropIpns: false });
  const code = stack.simulator.control.state.orders.get(trackingId)?.confirmationCode ?? '';
  expect(code).not.toBe('');
  return { email: body.customer.email, trackingId, reference: String(answer.json.merchant_reference), code };
}

const recover = (json: unknown) => stack.request('/api/pesapal/recover-order', { method: 'POST', json });

/** The idempotency keys of the two mails sent to `email` (receipt and resend), once both are out. */
const bothReceiptsSent = (email: string) =>
  eventually(async () => {
    const rows = await stack.api.orm.em
      .fork()
      .execute<{ idempotency_key: string }[]>(
        `select idempotency_key from email_delivery where recipient = ? and status = 'sent' order by idempotency_key`,
        [email],
      );
    return rows.length === 2 ? rows.map((row) => row.idempotency_key) : undefined;
  });

describe('POST /api/pesapal/recover-order', () => {
  it('finds the payment by M-Pesa code, fulfils it and sends the receipt again', async () => {
    const { email, trackingId, code } = await paidWithLostIpn();
    const answer = await recover({ email: email.toUpperCase(), reference: code.toLowerCase() });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, message: MESSAGE });
    await fulfilled(stack, trackingId);
    const keys = await bothReceiptsSent(email);
    expect(keys[0]).toMatch(/^receipt-resend:[0-9a-f-]{36}:\d+:[0-9a-f]{16}$/);
    expect(keys[1]).toMatch(/^receipt:[0-9a-f-]{36}$/);
    // Both mails link the order's page, never a file URL a mail scanner would spend (issue 17).
    const orderPage = `${stack.baseUrl}/payment/callback?OrderTrackingId=${trackingId}`;
    const mails = stack.smtp.mailTo(email);
    expect(mails.map((mail) => mail.text.includes(orderPage) && !mail.text.includes('/api/'))).toEqual([
      true,
      true,
    ]);
  });

  it('tries again while Pesapal does not answer, then fulfils and resends', async () => {
    const { email, trackingId, code } = await paidWithLostIpn();
    // Pesapal is down for the job's first status calls: the job fails and BullMQ retries it,
    // instead of counting the request as handled and leaving the buyer to the next poll.
    stack.simulator.control.setSwitches({ statusOutages: 2 });
    const answer = await recover({ email, reference: code });
    expect(answer.json).toEqual({ success: true, message: MESSAGE });
    await fulfilled(stack, trackingId);
    const keys = await bothReceiptsSent(email);
    expect(keys[0]).toMatch(/^receipt-resend:[0-9a-f-]{36}:\d+:[0-9a-f]{16}$/);
    expect(keys[1]).toMatch(/^receipt:[0-9a-f-]{36}$/);
    expect(stack.simulator.control.state.switches.statusOutages).toBe(0);
  });

  it('answers the same and sends nothing for a wrong email or an unknown reference', async () => {
    const { email, reference } = await paidWithLostIpn();
    for (const json of [
      { email: 'someone-else@example.test', reference },
      { email, reference: 'NOT-A-REFERENCE' },
    ]) {
      const answer = await recover(json);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ success: true, message: MESSAGE });
    }
    // The worker has handled both requests (each row is deleted once its job is done).
    await eventually(async () => {
      const [row] = await stack.api.orm.em
        .fork()
        .execute<{ count: number }[]>('select count(*)::int as count from payment_recovery_request');
      return row?.count === 0 ? true : undefined;
    });
    expect(stack.smtp.mailTo('someone-else@example.test')).toHaveLength(0);
    // The order itself may be fulfilled meanwhile by the worker's poll (its IPN was lost), which
    // sends its one receipt; what order help must not do is send it again.
    const resent = await stack.api.orm.em
      .fork()
      .execute<{ key: string }[]>(
        `select idempotency_key as key from email_delivery where recipient in (?, ?) and idempotency_key like 'receipt-resend:%'`,
        [email, 'someone-else@example.test'],
      );
    expect(resent).toEqual([]);
  });

  it('refuses bad input with 400', async () => {
    const answer = await recover({ email: 'nope', reference: '' });
    expect(answer.status).toBe(400);
    expect(String(answer.json.error)).toContain('A valid email address is required');
  });
});

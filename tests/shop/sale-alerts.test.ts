// The owner hears of sales as they chose: an email per sale (the default), a daily digest, or
// nothing; and corrects a buyer's mistyped email, then resends the receipt. Through the real API,
// worker, simulator and SMTP listener.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Mailer } from '../../modules/platform/mail/index.ts';
import { sendSalesDigest } from '../../modules/shop/index.ts';
import { eventually, testLogger } from '../support/harness.ts';
import { checkoutBody, choose, fulfilled, setUpPaymentsStack, transactionRow } from '../support/payments.ts';

const OWNER = 'owner@example.test';
const { stack, guide, notes } = setUpPaymentsStack();
let mailer: Mailer | undefined;

afterAll(() => mailer?.close());

const setAlerts = (sale_alerts: string) =>
  stack.asAdmin('/api/shop/settings', { method: 'PATCH', json: { sale_alerts } });

beforeEach(async () => {
  expect((await setAlerts('each')).status).toBe(200);
});

/** A paid order of the field guide; its buyer's receipt has arrived. */
async function paidOrder(email = `alerts-${Math.random().toString(36).slice(2, 8)}@example.test`) {
  const answer = await stack.request('/api/pesapal/submit-order', {
    method: 'POST',
    json: checkoutBody([{ id: guide.id, quantity: 1 }], 1500, {
      customer: { ...checkoutBody([], 0).customer, email },
    }),
  });
  const trackingId = String(answer.json.order_tracking_id);
  await choose(stack, trackingId, 'mpesa');
  await stack.simulator.control.idle();
  await fulfilled(stack, trackingId);
  await stack.smtp.waitForMail(
    (mail) => mail.envelopeTo.includes(email) && mail.subject.startsWith('Your receipt'),
  );
  const row = await transactionRow(stack, trackingId);
  if (!row) throw new Error('no transaction');
  return { trackingId, id: row.id, email, reference: String(answer.json.merchant_reference) };
}

const saleMails = (reference: string) =>
  stack.smtp.mailTo(OWNER).filter((mail) => mail.subject === `New sale: ${reference} (KES 1,500.00)`);

describe('sale alerts', () => {
  it('emails the owner once per sale by default, with what sold and a link to it', async () => {
    expect((await stack.asAdmin('/api/shop/settings')).json.settings).toEqual({ sale_alerts: 'each' });
    const order = await paidOrder();
    const mail = await stack.smtp.waitForMail(
      (caught) => caught.envelopeTo.includes(OWNER) && caught.subject.includes(order.reference),
    );
    expect(mail.subject).toBe(`New sale: ${order.reference} (KES 1,500.00)`);
    expect(mail.text).toContain('Items: 1 × Field guide.');
    expect(mail.text).toContain(`/admin/pesapal-transactions?search=${order.reference}`);
    expect(saleMails(order.reference)).toHaveLength(1);
  });

  it('sends nothing per sale when off or daily, and a digest of the day before from 07:00', async () => {
    expect((await setAlerts('off')).json.settings).toEqual({ sale_alerts: 'off' });
    const quiet = await paidOrder();
    expect((await setAlerts('daily')).status).toBe(200);
    const daily = await paidOrder();
    // Wait for the alert handler's own runs on both sales, so "no email" is a fact, not a guess.
    await eventually(async () => {
      const [row] = await stack.api.orm.em.fork().execute<{ n: number }[]>(
        `select count(*)::int as n from event_handler_run r join outbox_event e on e.id = r.event_id
         where r.handler = 'shop.alert_sale' and e.payload->>'merchantReference' in (?, ?)`,
        [quiet.reference, daily.reference],
      );
      return row?.n === 2 ? true : undefined;
    });
    expect(saleMails(quiet.reference)).toHaveLength(0);
    expect(saleMails(daily.reference)).toHaveLength(0);

    mailer = new Mailer({
      em: stack.api.orm.em,
      smtpUrl: stack.smtp.smtpUrl,
      from: { address: 'no-reply@example.com', name: 'Site' },
      log: testLogger('mail'),
    });
    const deps = {
      em: stack.api.orm.em.fork(),
      mailer,
      publicUrl: stack.baseUrl,
      ownerEmails: async () => [OWNER],
      timeZone: 'Africa/Nairobi',
    };
    const [today] = await deps.em.execute<{ day: string }[]>(
      "select (now() at time zone 'Africa/Nairobi')::date::text as day",
    );
    const tomorrow = (hour: number) => {
      const next = new Date(`${today?.day}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      next.setUTCHours(hour - 3);
      return next;
    };
    expect(await sendSalesDigest(deps, tomorrow(6))).toEqual({ sent: 0 });
    expect(await sendSalesDigest(deps, tomorrow(7))).toEqual({ sent: 1 });
    expect(await sendSalesDigest(deps, tomorrow(8))).toEqual({ sent: 0 });
    const digest = stack.smtp.mailTo(OWNER).find((mail) => mail.subject.startsWith(`Sales on ${today?.day}`));
    expect(digest?.text).toContain(`${daily.reference}: 1 × Field guide (KES 1,500.00)`);
    expect(digest?.text).toContain(`${quiet.reference}: 1 × Field guide (KES 1,500.00)`);
    // A day without sales sends nothing.
    const later = tomorrow(9);
    later.setUTCDate(later.getUTCDate() + 5);
    expect(await sendSalesDigest(deps, later)).toEqual({ sent: 0 });
    await setAlerts('off');
    expect(await sendSalesDigest(deps, tomorrow(10))).toEqual({ sent: 0 });
  });

  it('is for admins and takes only each, daily or off', async () => {
    expect((await stack.request('/api/shop/settings')).status).toBe(401);
    expect(
      (await stack.request('/api/shop/settings', { method: 'PATCH', json: { sale_alerts: 'off' } })).status,
    ).toBe(401);
    for (const json of [
      {},
      { sale_alerts: 'weekly' },
      { sale_alerts: 'off', extra: 1 },
      { sale_alerts: 'o\u0000ff' },
    ]) {
      expect([json, (await stack.asAdmin('/api/shop/settings', { method: 'PATCH', json })).status]).toEqual([
        json,
        400,
      ]);
    }
  });
});

describe("the buyer's email", () => {
  it('is corrected by the owner, the receipt resent to the new address, both on the timeline', async () => {
    const order = await paidOrder('amina@exmaple.test');
    const path = `/api/pesapal/transactions/${order.id}`;
    const changed = await stack.asAdmin(path, { method: 'PATCH', json: { email: 'Amina@Example.test' } });
    expect(changed.status).toBe(200);
    expect(changed.json.transaction).toMatchObject({ email: 'amina@example.test' });
    const resent = await stack.asAdmin(`${path}/resend-receipt`, { method: 'POST' });
    expect(resent.status).toBe(200);
    const mail = await stack.smtp.waitForMail(
      (caught) =>
        caught.envelopeTo.includes('amina@example.test') && caught.subject.startsWith('Your receipt'),
    );
    expect(mail.subject).toBe(`Your receipt for order ${order.reference}`);
    const timeline = (resent.json.transaction as { timeline: { source: string; summary: string }[] })
      .timeline;
    expect(timeline.slice(-2)).toEqual([
      expect.objectContaining({
        source: 'admin',
        summary: "Buyer's email corrected by Test Person: amina@exmaple.test → amina@example.test",
      }),
      expect.objectContaining({
        source: 'admin',
        summary: 'Receipt resent to amina@example.test by Test Person',
      }),
    ]);
  });

  it('refuses a bad address, a visitor, an unknown order, and a receipt of an unpaid order', async () => {
    const order = await paidOrder();
    const path = `/api/pesapal/transactions/${order.id}`;
    for (const json of [
      {},
      { email: 'not-an-email' },
      { email: `${'a'.repeat(250)}@x.test` },
      { email: 'a@b.test', x: 1 },
    ]) {
      expect([json, (await stack.asAdmin(path, { method: 'PATCH', json })).status]).toEqual([json, 400]);
    }
    expect((await stack.request(path, { method: 'PATCH', json: { email: 'a@b.test' } })).status).toBe(401);
    expect(
      (
        await stack.asAdmin('/api/pesapal/transactions/00000000-0000-4000-8000-000000000000', {
          method: 'PATCH',
          json: { email: 'a@b.test' },
        })
      ).status,
    ).toBe(404);
    const pending = await stack.request('/api/pesapal/submit-order', {
      method: 'POST',
      json: checkoutBody([{ id: notes.id, quantity: 1 }], 250.5),
    });
    const row = await transactionRow(stack, String(pending.json.order_tracking_id));
    const refused = await stack.asAdmin(`/api/pesapal/transactions/${row?.id}/resend-receipt`, {
      method: 'POST',
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: 'not_completed',
      error: "Only a paid order's receipt can be resent",
    });
  });
});

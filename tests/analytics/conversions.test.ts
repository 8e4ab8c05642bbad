// What sells: a sale and a sign-up credited to the source, campaign and entry page of the visit
// they began in, carried by the order while its payment is pending, counted once, and dropped
// again when the payment is reversed.
import { beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../support/harness.ts';
import { verificationTokenOf } from '../support/newsletter.ts';
import {
  checkoutBody,
  choose,
  fulfilled,
  resetSimulatorSwitches,
  setUpPaymentsStack,
  transactionRow,
} from '../support/payments.ts';

const { stack, guide } = setUpPaymentsStack({ world: 'test' });
beforeEach(() => resetSimulatorSwitches(stack));

/** The visit as the browser kept it (web/src/lib/visit.ts): landed on a post from the newsletter. */
const FROM_NEWSLETTER = {
  entry_path: '/blog/a',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'november-post',
};

const conversions = async () => (await stack.api.modules.analytics.service.stats()).conversions;

async function waitForConversions(check: (found: Awaited<ReturnType<typeof conversions>>) => boolean) {
  return eventually(
    async () => {
      const found = await conversions();
      return check(found) ? found : undefined;
    },
    60_000,
    'the conversions to be counted',
  );
}

describe('conversions', () => {
  it('credits a pending M-Pesa payment, confirmed later through the IPN, to the visit the order was placed in', async () => {
    const body = { ...checkoutBody([{ id: guide.id, quantity: 1 }], 1500), attribution: FROM_NEWSLETTER };
    const answer = await stack.request('/api/pesapal/submit-order', { method: 'POST', json: body });
    expect(answer.status, answer.text).toBe(200);
    const trackingId = String(answer.json.order_tracking_id);
    // The buyer gets the M-Pesa prompt and answers it later: the payment stays pending meanwhile.
    await choose(stack, trackingId, 'pending');
    await stack.simulator.control.idle();
    expect((await transactionRow(stack, trackingId))?.state).toBe('pending');
    expect((await conversions()).sources).toEqual([]);

    // The prompt is answered; the IPN confirms it. No visit is live by then, and none is asked for.
    await choose(stack, trackingId, 'mpesa');
    await stack.simulator.control.idle();
    await fulfilled(stack, trackingId);
    const found = await waitForConversions((c) => c.sources.length > 0);
    expect(found).toEqual({
      sources: [{ value: 'newsletter', sales: 1, revenue: 1500, signups: 0 }],
      campaigns: [{ value: 'november-post', sales: 1, revenue: 1500, signups: 0 }],
      pages: [{ value: '/blog/a', sales: 1, revenue: 1500, signups: 0 }],
      applies: true,
    });
    const [row] = await stack.api.orm.em
      .fork()
      .execute<{ channel: string }[]>('select channel from analytics_conversion where kind = ?', ['sale']);
    expect(row?.channel).toBe('email');

    // Filtered by the campaign the sale stays; by another source it is not there; by device there is no answer.
    const service = stack.api.modules.analytics.service;
    expect((await service.stats({ campaign: 'november-post' })).conversions.sources).toHaveLength(1);
    expect((await service.stats({ source: 'Google' })).conversions.sources).toEqual([]);
    expect((await service.stats({ device: 'mobile' })).conversions).toMatchObject({
      sources: [],
      applies: false,
    });

    // The payment is reversed: the sale leaves every figure.
    stack.simulator.control.choose(trackingId, 'reversed');
    await stack.simulator.control.idle();
    await eventually(async () =>
      (await transactionRow(stack, trackingId))?.state === 'reversed' ? true : undefined,
    );
    const after = await waitForConversions((c) => c.sources.length === 0);
    expect(after).toEqual({ sources: [], campaigns: [], pages: [], applies: true });
  });

  it('credits a sale without a kept visit to Direct and counts a sale once however often its event runs', async () => {
    const body = checkoutBody([{ id: guide.id, quantity: 1 }], 1500);
    const answer = await stack.request('/api/pesapal/submit-order', { method: 'POST', json: body });
    const trackingId = String(answer.json.order_tracking_id);
    await choose(stack, trackingId, 'mpesa');
    await stack.simulator.control.idle();
    await fulfilled(stack, trackingId);
    await waitForConversions((c) => c.sources.length > 0);
    // The completed event handled again (a job run twice): the sale's row is keyed by its transaction.
    const [event] = await stack.api.orm.em
      .fork()
      .execute<{ id: string; payload: unknown }[]>(
        `select id, payload from outbox_event where name = 'payments.transaction_completed' and payload->>'trackingId' = ?`,
        [trackingId],
      );
    const countSale = stack.api.modules.analytics.handlers.find(
      (handler) => handler.name === 'analytics.count_sale',
    );
    await countSale?.handle({
      id: String(event?.id),
      name: 'payments.transaction_completed',
      occurredAt: new Date().toISOString(),
      payload: event?.payload as never,
    });
    const found = await conversions();
    expect(found.sources).toEqual([{ value: 'Direct / None', sales: 1, revenue: 1500, signups: 0 }]);
    expect(found.pages).toEqual([{ value: '(unknown)', sales: 1, revenue: 1500, signups: 0 }]);
    const [count] = await stack.api.orm.em
      .fork()
      .execute<{ count: number }[]>('select count(*)::int as count from analytics_conversion');
    expect(count?.count).toBe(1);
  });

  it('counts a newsletter sign-up once it is confirmed, credited to the visit it was asked in', async () => {
    const email = 'reader@example.test';
    const asked = await stack.request('/api/subscriptions/subscribe', {
      method: 'POST',
      json: {
        email,
        name: 'Reader',
        attribution: { entry_path: '/blog/a', referrer: 'https://www.linkedin.com' },
      },
    });
    expect(asked.status, asked.text).toBeLessThan(300);
    const mail = await stack.smtp.waitForMail((caught) => caught.envelopeTo.includes(email));
    // Not a sign-up until confirmed.
    expect((await conversions()).sources).toEqual([]);
    const verified = await stack.request(`/api/subscriptions/verify/${verificationTokenOf(mail)}`);
    expect(verified.status, verified.text).toBe(200);
    const found = await waitForConversions((c) => c.sources.length > 0);
    expect(found.sources).toEqual([{ value: 'LinkedIn', sales: 0, revenue: 0, signups: 1 }]);
    expect(found.pages).toEqual([{ value: '/blog/a', sales: 0, revenue: 0, signups: 1 }]);
    expect(found.campaigns).toEqual([]);
  });
});

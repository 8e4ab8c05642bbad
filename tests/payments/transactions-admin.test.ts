// The back office's transactions: filters and search, global stats, and the COD actions
// (mark paid fulfils through the same handler as a Pesapal payment; cancel closes the order).
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/harness.ts';
import { checkoutBody, choose, fulfilled, setUpPaymentsStack } from '../support/payments.ts';

type View = Record<string, unknown> & { id: string; merchant_reference: string; payment_status: string };

const { stack, notes } = setUpPaymentsStack();
let paid: { trackingId: string; reference: string };

beforeAll(async () => {
  const answer = await stack.request('/api/pesapal/submit-order', {
    method: 'POST',
    json: checkoutBody([{ id: notes.id, quantity: 2 }], 501, {
      customer: {
        ...checkoutBody([], 0).customer,
        first_name: 'Wanjiru',
        email: 'wanjiru@example.test',
        phone: '0799111222',
      },
    }),
  });
  paid = {
    trackingId: String(answer.json.order_tracking_id),
    reference: String(answer.json.merchant_reference),
  };
  await choose(stack, paid.trackingId, 'mpesa');
  await stack.simulator.control.idle();
  await fulfilled(stack, paid.trackingId);
});

async function codOrder(email: string) {
  const answer = await stack.request('/api/pesapal/submit-order', {
    method: 'POST',
    json: checkoutBody([{ id: notes.id, quantity: 1 }], 250.5, {
      payment_method: 'cod',
      customer: { ...checkoutBody([], 0).customer, email },
    }),
  });
  const reference = (answer.json.order as { merchant_reference: string }).merchant_reference;
  const list = await stack.asAdmin(`/api/pesapal/transactions?search=${reference}`);
  const [view] = list.json.transactions as View[];
  if (!view) throw new Error('COD order not listed');
  return view;
}

describe('GET /api/pesapal/transactions', () => {
  it('is for admins only', async () => {
    expect((await stack.request('/api/pesapal/transactions')).status).toBe(401);
  });

  it('searches buyer name, email, phone, confirmation code, reference and tracking id, any case', async () => {
    const terms = [
      'WANJIRU',
      'wanjiru@EXAMPLE',
      '0799111',
      paid.reference.toLowerCase(),
      paid.trackingId.slice(-8),
    ];
    for (const term of terms) {
      const answer = await stack.asAdmin(`/api/pesapal/transactions?search=${encodeURIComponent(term)}`);
      expect(answer.status).toBe(200);
      const references = (answer.json.transactions as View[]).map((view) => view.merchant_reference);
      expect(references, term).toEqual([paid.reference]);
    }
    const view = (await stack.asAdmin(`/api/pesapal/transaction/${paid.trackingId}`)).json
      .transaction as View;
    const code = (view.payment_method_details as { confirmation_code: string }).confirmation_code;
    const byCode = await stack.asAdmin(`/api/pesapal/transactions?search=${code}`);
    expect((byCode.json.transactions as View[]).map((row) => row.merchant_reference)).toEqual([
      paid.reference,
    ]);
  });

  it('filters by status and date; the stats stay global', async () => {
    const cod = await codOrder('stats@example.test');
    const completed = await stack.asAdmin('/api/pesapal/transactions?status=COMPLETED');
    const statuses = (completed.json.transactions as View[]).map((view) => view.payment_status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['COMPLETED']));
    expect(completed.json.stats).toEqual({
      total_transactions: 2,
      completed_transactions: 1,
      pending_transactions: 1,
      total_revenue: 501,
    });
    const dashboard = await stack.asAdmin('/api/admin/summary');
    expect((dashboard.json.summary as { payments: unknown }).payments).toEqual({
      revenue_minor: 50100,
      stuck: 0,
      reversed: 0,
      refunded: 0,
    });
    // The admin lists' one shape, the tiles' stats beside it (500 a page).
    expect(Object.keys(completed.json).sort()).toEqual(['pagination', 'stats', 'success', 'transactions']);
    expect(completed.json.pagination).toEqual({ total: 1, page: 1, limit: 500, totalPages: 1 });
    const all = await stack.asAdmin('/api/pesapal/transactions?limit=1&page=2');
    expect((all.json.transactions as View[]).map((row) => row.merchant_reference)).toEqual([
      (completed.json.transactions as View[])[0]?.merchant_reference,
    ]);
    expect(all.json.pagination).toEqual({ total: 2, page: 2, limit: 1, totalPages: 2 });
    expect((await stack.asAdmin('/api/pesapal/transactions?limit=501')).status).toBe(400);
    const future = await stack.asAdmin('/api/pesapal/transactions?start_date=2999-01-01');
    expect(future.json.transactions).toEqual([]);
    expect(future.json.pagination).toEqual({ total: 0, page: 1, limit: 500, totalPages: 1 });
    const bad = await stack.asAdmin('/api/pesapal/transactions?start_date=yesterday');
    expect(bad.status).toBe(400);
    const view = (completed.json.transactions as View[])[0];
    expect(view).toMatchObject({ email: 'wanjiru@example.test', phone: '0799111222' });
    expect(Array.isArray(view?.timeline)).toBe(true);
    await stack.asAdmin(`/api/pesapal/transactions/${cod.id}/cancel`, { method: 'POST' });
  });
});

describe('COD actions', () => {
  it('mark paid fulfils the order once through the completion handler and sends the receipt', async () => {
    const email = 'cod-buyer@example.test';
    const cod = await codOrder(email);
    expect(cod).toMatchObject({
      payment_type: 'cod',
      payment_method: 'Cash on Delivery',
      order_tracking_id: null,
    });
    const answer = await stack.asAdmin(`/api/pesapal/transactions/${cod.id}/mark-paid`, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(answer.json.transaction).toMatchObject({ payment_status: 'COMPLETED' });
    const again = await stack.asAdmin(`/api/pesapal/transactions/${cod.id}/mark-paid`, { method: 'POST' });
    expect(again.status).toBe(200);
    await stack.smtp.waitForMail((mail) => mail.envelopeTo.includes(email));
    const status = await eventually(async () => {
      const [row] = await stack.api.orm.em
        .fork()
        .execute<{ status: string }[]>('select status from shop_order where merchant_reference = ?', [
          cod.merchant_reference,
        ]);
      return row?.status === 'completed' ? row.status : undefined;
    });
    expect(status).toBe('completed');
    expect(stack.smtp.mailTo(email)).toHaveLength(1);
    const cancel = await stack.asAdmin(`/api/pesapal/transactions/${cod.id}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(409);
    expect(cancel.json).toMatchObject({
      code: 'not_cancellable',
      error: 'Only a pending or failed order can be cancelled',
    });
  });

  it('cancel closes a pending COD order; a Pesapal payment cannot be marked paid (409)', async () => {
    const cod = await codOrder('cod-cancel@example.test');
    const cancel = await stack.asAdmin(`/api/pesapal/transactions/${cod.id}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(200);
    expect(cancel.json.transaction).toMatchObject({ payment_status: 'CANCELLED' });
    const pesapal = (await stack.asAdmin(`/api/pesapal/transaction/${paid.trackingId}`)).json
      .transaction as View;
    const refused = await stack.asAdmin(`/api/pesapal/transactions/${pesapal.id}/mark-paid`, {
      method: 'POST',
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: 'not_cod',
      error: 'Only cash on delivery orders can be marked paid',
    });
  });
});

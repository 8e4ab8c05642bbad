// The orders CSV for accounting: one row per order with gross, discount, refunded and net, the
// method and where the payment stands; formula-safe; filtered by day; for admins only.
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../support/csv.ts';
import { eventually } from '../support/harness.ts';
import { checkoutBody, choose, fulfilled, setUpPaymentsStack, transactionRow } from '../support/payments.ts';

const { stack, guide, notes } = setUpPaymentsStack();

describe('GET /api/shop/orders/export', () => {
  it('writes one row per order: gross, discount, refunded, net, method and status, formula-safe', async () => {
    const discount = await stack.asAdmin('/api/shop/discounts', {
      method: 'POST',
      json: { code: 'CSV10', percent_off: 10 },
    });
    expect(discount.status).toBe(201);
    const card = await stack.request('/api/pesapal/submit-order', {
      method: 'POST',
      json: checkoutBody([{ id: guide.id, quantity: 1 }], 1350, {
        discount_code: 'CSV10',
        customer: {
          ...checkoutBody([], 0).customer,
          first_name: '=HYPERLINK("http://evil.test")',
          last_name: 'Otieno',
          email: 'csv-card@example.test',
        },
      }),
    });
    expect(card.status).toBe(200);
    const trackingId = String(card.json.order_tracking_id);
    await choose(stack, trackingId, 'card');
    await stack.simulator.control.idle();
    await fulfilled(stack, trackingId);
    const row = await transactionRow(stack, trackingId);
    const refund = await stack.asAdmin(`/api/pesapal/transactions/${row?.id}/refund`, {
      method: 'POST',
      json: { amount: 100, reason: 'Late delivery' },
    });
    expect(refund.status).toBe(202);
    await eventually(async () =>
      (await transactionRow(stack, trackingId))?.state === 'partially_refunded' ? true : undefined,
    );
    const cod = await stack.request('/api/pesapal/submit-order', {
      method: 'POST',
      json: checkoutBody([{ id: notes.id, quantity: 2 }], 501, {
        payment_method: 'cod',
        customer: {
          ...checkoutBody([], 0).customer,
          first_name: 'Baraka',
          last_name: 'Mwangi',
          email: 'csv-cod@example.test',
        },
      }),
    });
    expect(cod.status).toBe(200);

    const answer = await stack.asAdminRaw('/api/shop/orders/export');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="orders.csv"');
    const bytes = Buffer.from(await answer.arrayBuffer());
    // A byte-order mark first, so spreadsheet programs read the names' accents as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual([
      'date',
      'order',
      'buyer',
      'items',
      'gross',
      'discount',
      'refunded',
      'net',
      'method',
      'status',
    ]);
    const byBuyer = (email: string) => rows.find((cells) => cells[2]?.includes(email));
    expect(byBuyer('csv-card@example.test')?.slice(1)).toEqual([
      String(card.json.merchant_reference),
      `'=HYPERLINK("http://evil.test") Otieno <csv-card@example.test>`,
      '1 × Field guide',
      '1500.00',
      '150.00',
      '100.00',
      '1250.00',
      'Visa',
      'partially_refunded',
    ]);
    expect(byBuyer('csv-card@example.test')?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(byBuyer('csv-cod@example.test')?.slice(2)).toEqual([
      'Baraka Mwangi <csv-cod@example.test>',
      '2 × Notes',
      '501.00',
      '0.00',
      '0.00',
      '501.00',
      'Cash on Delivery',
      'pending',
    ]);

    const none = await stack.asAdminRaw('/api/shop/orders/export?start_date=2999-01-01');
    expect(parseCsv(await none.text())).toEqual([header]);
    const today = await stack.asAdminRaw(`/api/shop/orders/export?end_date=2999-01-01&start_date=2000-01-01`);
    expect(parseCsv(await today.text()).length).toBe(rows.length + 1);
  });

  it('is for admins, and refuses a bad date or an unknown parameter', async () => {
    expect((await stack.request('/api/shop/orders/export')).status).toBe(401);
    for (const query of ['?start_date=yesterday', '?end_date=2026-13-01', '?limit=5']) {
      expect([query, (await stack.asAdminRaw(`/api/shop/orders/export${query}`)).status]).toEqual([
        query,
        400,
      ]);
    }
  });
});

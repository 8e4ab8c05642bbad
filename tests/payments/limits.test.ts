// Without Pesapal keys checkout answers 503 (COD still works); the status calls are rate-limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, startAdminApi } from '../support/admin-api.ts';
import { checkoutBody } from '../support/payments.ts';
import { expectRefusal } from '../support/refusals.ts';
import { createProduct } from '../support/shop.ts';

let ctx: AdminApi;

beforeAll(async () => {
  ctx = await startAdminApi({ PAYMENTS_RATE_LIMIT_POINTS: '3', PAYMENTS_RATE_LIMIT_WINDOW_SECONDS: '600' });
});
afterAll(async () => {
  await ctx.stop();
});

describe('payments without Pesapal keys, and the rate limit', () => {
  it('answers 503 with a clear message for a Pesapal checkout', async () => {
    const product = await createProduct(ctx, { price: '100' });
    const answer = await ctx.api.request('/api/pesapal/submit-order', {
      method: 'POST',
      json: checkoutBody([{ id: product.id, quantity: 1 }], 100),
    });
    expectRefusal(
      answer,
      503,
      'payments_unavailable',
      'Online payments are not available right now. Please try again later.',
    );
  });

  it('refuses the fourth status lookup of a client within the window with 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await ctx.api.request('/api/pesapal/transaction-status/unknown-id')).status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('refuses the fourth discount preview of a client within the window with 429, whatever the codes', async () => {
    const product = await createProduct(ctx, { price: '100' });
    const statuses: number[] = [];
    for (const code of ['GUESS1', 'GUESS2', 'GUESS3', 'GUESS4']) {
      const answer = await ctx.api.request('/api/shop/discounts/preview', {
        method: 'POST',
        json: { code, items: [{ id: product.id, quantity: 1 }] },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

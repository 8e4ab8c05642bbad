// Discount codes and pay what you want over HTTP: the admin API, the cart's preview and checkout
// against the real API, worker, Pesapal simulator, Postgres and Redis.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAccount } from '../support/accounts.ts';
import { eventually } from '../support/harness.ts';
import {
  checkoutBody,
  choose,
  payAndFulfil,
  resetSimulatorSwitches,
  setUpPaymentsStack,
} from '../support/payments.ts';
import { expectRefusal } from '../support/refusals.ts';
import { createProduct } from '../support/shop.ts';

const { stack, guide, notes } = setUpPaymentsStack();
beforeEach(() => resetSimulatorSwitches(stack));

/** A fresh code for each test: the codes live in the file's database. */
const freshCode = (stem = 'SAVE') => `${stem}${randomUUID().slice(0, 8).toUpperCase()}`;

async function createDiscount(fields: Record<string, unknown>) {
  const answer = await stack.asAdmin('/api/shop/discounts', {
    method: 'POST',
    json: { code: freshCode(), percent_off: 10, ...fields },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json.item as { id: string; code: string } & Record<string, unknown>;
}

/** Guide ×1 + notes ×2 = 1500 + 501 = KES 2001.00. */
const basket = () => [
  { id: guide.id, quantity: 1 },
  { id: notes.id, quantity: 2 },
];

/** A cash-on-delivery checkout (no Pesapal call) of the basket with a code and the amount the cart shows. */
const cod = (code: string | undefined, amount: number, overrides: Record<string, unknown> = {}) =>
  checkoutBody(basket(), amount, { payment_method: 'cod', discount_code: code, ...overrides });

const submit = (body: unknown, key?: string) =>
  stack.request('/api/pesapal/submit-order', {
    method: 'POST',
    json: body,
    headers: key ? { 'idempotency-key': key } : {},
  });

async function orderOf(reference: unknown) {
  const [row] = await stack.api.orm.em.fork().execute<
    {
      subtotal_minor: string;
      discount_code: string | null;
      discount_minor: string;
      total_minor: string;
      status: string;
    }[]
  >(
    'select subtotal_minor, discount_code, discount_minor, total_minor, status from shop_order where merchant_reference = ?',
    [reference],
  );
  if (!row) throw new Error(`no order ${String(reference)}`);
  return {
    subtotal: Number(row.subtotal_minor),
    code: row.discount_code,
    discount: Number(row.discount_minor),
    total: Number(row.total_minor),
    status: row.status,
  };
}

const ordersWithCode = async (code: string) => {
  const [row] = await stack.api.orm.em
    .fork()
    .execute<{ count: number }[]>('select count(*)::int as count from shop_order where discount_code = ?', [
      code,
    ]);
  return row?.count ?? 0;
};
const ordersOfEmail = async (email: string) => {
  const [row] = await stack.api.orm.em
    .fork()
    .execute<{ count: number }[]>('select count(*)::int as count from shop_order where email = ?', [email]);
  return row?.count ?? 0;
};

describe('discount admin API', () => {
  it('is for admins only: a visitor gets 401 on list, create and update', async () => {
    const item = await createDiscount({});
    expect((await stack.request('/api/shop/discounts')).status).toBe(401);
    expect(
      (
        await stack.request('/api/shop/discounts', {
          method: 'POST',
          json: { code: 'FREE100', percent_off: 100 },
        })
      ).status,
    ).toBe(401);
    expect(
      (await stack.request(`/api/shop/discounts/${item.id}`, { method: 'PATCH', json: { percent_off: 100 } }))
        .status,
    ).toBe(401);
    const moderator = await createAccount(stack.api, { role: 'moderator' });
    const asModerator = { headers: bearer(moderator.token) };
    expect((await stack.request('/api/shop/discounts', asModerator)).status).toBe(403);
    expect(
      (
        await stack.request('/api/shop/discounts', {
          ...asModerator,
          method: 'POST',
          json: { code: 'MOD100', percent_off: 100 },
        })
      ).status,
    ).toBe(403);
  });

  it('creates a code upper-cased, with amounts in KES, and refuses the same code in any case with 409', async () => {
    const code = freshCode('harvest');
    const answer = await stack.asAdmin('/api/shop/discounts', {
      method: 'POST',
      json: {
        code: code.toLowerCase(),
        amount_off: 250.5,
        product_ids: [guide.id],
        starts_at: '2026-01-01T00:00:00Z',
        ends_at: '2099-01-01T00:00:00+03:00',
        max_uses: 10,
        max_uses_per_email: 1,
      },
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json.item).toMatchObject({
      code: code.toUpperCase(),
      percent_off: null,
      amount_off: 250.5,
      product_ids: [guide.id],
      starts_at: '2026-01-01T00:00:00.000Z',
      ends_at: '2098-12-31T21:00:00.000Z',
      max_uses: 10,
      max_uses_per_email: 1,
      active: true,
      uses: 0,
      completed_uses: 0,
      pending_uses: 0,
    });
    const again = await stack.asAdmin('/api/shop/discounts', {
      method: 'POST',
      json: { code: code.toUpperCase(), percent_off: 5 },
    });
    expectRefusal(again, 409, 'discount_exists', 'A discount with this code already exists');
  });

  it('refuses bad bodies with 400 and the field’s message, never 500', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [
        { code: 'BOTH1', percent_off: 10, amount_off: 100 },
        'Give either a percent off or an amount off, not both',
      ],
      [{ code: 'NONE1' }, 'Give either a percent off or an amount off, not both'],
      [{ code: 'ZERO1', percent_off: 0 }, 'Percent off must be a whole number from 1 to 100'],
      [{ code: 'OVER1', percent_off: 101 }, 'Percent off must be a whole number from 1 to 100'],
      [{ code: 'HALF1', percent_off: 1.5 }, 'Percent off must be a whole number from 1 to 100'],
      [{ code: 'TEXT1', percent_off: '10' }, 'Percent off must be a whole number from 1 to 100'],
      [
        { code: 'CENT1', amount_off: 10.005 },
        'Amount off must be a number from 0.01 to 10000000 with at most 2 decimals',
      ],
      [{ code: 'a b', percent_off: 10 }, 'A code is 3 to 40 letters, digits, - or _'],
      [{ code: 'NUL\u0000X', percent_off: 10 }, 'Text must not contain NUL characters'],
      [{ code: 'X'.repeat(41), percent_off: 10 }, 'A code is 3 to 40 letters, digits, - or _'],
      [
        { code: 'DATE1', percent_off: 10, starts_at: 'tomorrow' },
        'Dates are ISO 8601 date-times with a time zone',
      ],
      [
        {
          code: 'DATE2',
          percent_off: 10,
          starts_at: '2026-02-01T00:00:00Z',
          ends_at: '2026-01-01T00:00:00Z',
        },
        'The end must be after the start',
      ],
      [{ code: 'CAPS1', percent_off: 10, max_uses: 0 }, 'A limit is a whole number from 1 to 1000000'],
      [{ code: 'SCOPE1', percent_off: 10, product_ids: ['nope'] }, 'Choose at most 100 products'],
      [{ code: 'EXTRA1', percent_off: 10, uses: 0 }, 'Unrecognized key: "uses"'],
      [{ code: { nested: { deep: 1 } }, percent_off: 10 }, 'A code is 3 to 40 letters, digits, - or _'],
    ];
    for (const [json, message] of bad) {
      const answer = await stack.asAdmin('/api/shop/discounts', { method: 'POST', json });
      expect(answer.status, `${JSON.stringify(json)}: ${answer.text}`).toBe(400);
      expect(String(answer.json.error), JSON.stringify(json)).toBe(message);
    }
    const huge = await stack.asAdmin('/api/shop/discounts', {
      method: 'POST',
      json: { code: 'HUGE1', percent_off: 10, product_ids: Array(5000).fill(randomUUID()) },
    });
    expect(huge.status).toBe(413);
  });

  it('PATCH changes only what is sent, switches percent to amount, and 404s an unknown id', async () => {
    const item = await createDiscount({ percent_off: 20, max_uses: 3 });
    const off = await stack.asAdmin(`/api/shop/discounts/${item.id}`, {
      method: 'PATCH',
      json: { active: false },
    });
    expect(off.status, off.text).toBe(200);
    expect(off.json.item).toMatchObject({ code: item.code, percent_off: 20, max_uses: 3, active: false });
    const switched = await stack.asAdmin(`/api/shop/discounts/${item.id}`, {
      method: 'PATCH',
      json: { amount_off: 100, max_uses: null },
    });
    expect(switched.json.item).toMatchObject({
      percent_off: null,
      amount_off: 100,
      max_uses: null,
      active: false,
    });
    const unknown = await stack.asAdmin(`/api/shop/discounts/${randomUUID()}`, {
      method: 'PATCH',
      json: { active: true },
    });
    expectRefusal(unknown, 404, 'not_found', 'Discount not found');
    const strict = await stack.asAdmin(`/api/shop/discounts/${item.id}`, {
      method: 'PATCH',
      json: { id: 'x' },
    });
    expect(strict.status).toBe(400);
  });
});

describe('checkout with a discount code', () => {
  it('prices a percent off the whole order on the server, and Pesapal is asked for the discounted total', async () => {
    const { code } = await createDiscount({ percent_off: 10 });
    const answer = await submit(
      checkoutBody(basket(), 1800.9, { discount_code: ` ${code.toLowerCase()} ` }),
      randomUUID(),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(await orderOf(answer.json.merchant_reference)).toEqual({
      subtotal: 200_100,
      code,
      discount: 20_010,
      total: 180_090,
      status: 'pending',
    });
    const sent = stack.simulator.control
      .calls()
      .filter((call) => call.path.toLowerCase().endsWith('/submitorderrequest'))
      .at(-1)?.body as Record<string, unknown>;
    expect(sent.amount).toBe(1800.9);
    const view = await stack.asAdmin(`/api/pesapal/transaction/${String(answer.json.order_tracking_id)}`);
    expect(view.json.transaction).toMatchObject({
      totalPrice: 1800.9,
      subtotal: 2001,
      discount_code: code,
      discount_amount: 200.1,
    });
  });

  it('takes a fixed amount off the scoped product only, capped at its lines', async () => {
    const { code } = await createDiscount({ percent_off: null, amount_off: 600, product_ids: [notes.id] });
    const answer = await submit(cod(code, 1500));
    expect(answer.status, answer.text).toBe(200);
    expect(
      await orderOf((answer.json.order as { merchant_reference: string }).merchant_reference),
    ).toMatchObject({
      subtotal: 200_100,
      discount: 50_100,
      total: 150_000,
    });
    const scoped = await createDiscount({ percent_off: 50, product_ids: [guide.id] });
    const half = await submit(cod(scoped.code, 1251));
    expect(half.status, half.text).toBe(200);
  });

  it('refuses the undiscounted amount with a valid code: the amount must be the discounted total', async () => {
    const { code } = await createDiscount({ percent_off: 10 });
    expectRefusal(
      await submit(cod(code, 2001)),
      400,
      'amount_mismatch',
      'The amount does not match the prices of the items in your cart',
    );
    expect(await ordersWithCode(code)).toBe(0);
  });

  it('refuses a bad, inactive, not yet started, expired or out-of-scope code with one message each, placing nothing', async () => {
    const inactive = await createDiscount({ active: false });
    const later = await createDiscount({ starts_at: '2099-01-01T00:00:00Z' });
    const expired = await createDiscount({
      starts_at: '2020-01-01T00:00:00Z',
      ends_at: '2020-02-01T00:00:00Z',
    });
    const elsewhere = await createProduct(stack, { price: '100', name: 'Elsewhere' });
    const scoped = await createDiscount({ product_ids: [elsewhere.id] });
    const cases: [string, string][] = [
      ['NO-SUCH-CODE', 'This discount code is not valid'],
      ['x'.repeat(100), 'This discount code is not valid'],
      [inactive.code, 'This discount code is no longer active'],
      [later.code, 'This discount code is not active yet'],
      [expired.code, 'This discount code has expired'],
      [scoped.code, 'This discount code does not apply to the items in your cart'],
    ];
    for (const [code, message] of cases) {
      const body = cod(code, 1800.9);
      expectRefusal(await submit(body), 400, 'discount_invalid', message);
      expect(await ordersOfEmail(body.customer.email)).toBe(0);
      const preview = await stack.request('/api/shop/discounts/preview', {
        method: 'POST',
        json: { code, items: basket() },
      });
      expectRefusal(preview, 400, 'discount_invalid', message);
    }
  });

  it('holds the per-email cap, whatever the case of the email', async () => {
    const { code } = await createDiscount({ max_uses_per_email: 1 });
    const email = `cap.${randomUUID().slice(0, 8)}@example.test`;
    const customer = (address: string) => ({ ...checkoutBody([], 0).customer, email: address });
    expect((await submit(cod(code, 1800.9, { customer: customer(email) }))).status).toBe(200);
    expectRefusal(
      await submit(cod(code, 1800.9, { customer: customer(email.toUpperCase()) })),
      409,
      'discount_invalid',
      'You have already used this discount code',
    );
    const preview = await stack.request('/api/shop/discounts/preview', {
      method: 'POST',
      json: { code, items: basket(), email },
    });
    expectRefusal(preview, 409, 'discount_invalid', 'You have already used this discount code');
    expect((await submit(cod(code, 1800.9))).status).toBe(200);
    expect(await ordersOfEmail(email)).toBe(1);
  });

  it('50 concurrent checkouts against a cap of 5: exactly 5 orders carry the code, 45 are told it is used up', async () => {
    const { code } = await createDiscount({ max_uses: 5 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => submit(cod(code, 1800.9), randomUUID())),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    for (const answer of answers.filter((each) => each.status === 409))
      expect(answer.json).toMatchObject({
        code: 'discount_invalid',
        error: 'This discount code has been used up',
      });
    expect(await ordersWithCode(code)).toBe(5);
    const list = await stack.asAdmin('/api/shop/discounts');
    const row = (list.json.discounts as { code: string; uses: number; pending_uses: number }[]).find(
      (each) => each.code === code,
    );
    expect(row).toMatchObject({ uses: 5, pending_uses: 5, completed_uses: 0 });
  });

  it('the same checkout submitted five times at once against a one-use code makes one order, answered to all five', async () => {
    const { code } = await createDiscount({ max_uses: 1 });
    const body = cod(code, 1800.9);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(body, key)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.json))).size).toBe(1);
    expect(await ordersWithCode(code)).toBe(1);
  });

  it('an idempotent retry of the same checkout takes no second use', async () => {
    const { code } = await createDiscount({ max_uses: 1 });
    const body = cod(code, 1800.9);
    const key = randomUUID();
    const first = await submit(body, key);
    const retries = await Promise.all([submit(body, key), submit(body, key)]);
    expect(first.status, first.text).toBe(200);
    expect(retries.map((answer) => answer.json)).toEqual([first.json, first.json]);
    expect(await ordersWithCode(code)).toBe(1);
    expectRefusal(
      await submit(cod(code, 1800.9), randomUUID()),
      409,
      'discount_invalid',
      'This discount code has been used up',
    );
  });

  it('gives the use back when the payment fails, so the next buyer may use the code', async () => {
    const { code } = await createDiscount({ max_uses: 1 });
    const first = await submit(checkoutBody(basket(), 1800.9, { discount_code: code }), randomUUID());
    expect(first.status, first.text).toBe(200);
    expectRefusal(
      await submit(cod(code, 1800.9)),
      409,
      'discount_invalid',
      'This discount code has been used up',
    );
    await choose(stack, String(first.json.order_tracking_id), 'failed');
    await stack.simulator.control.idle();
    await eventually(
      async () => ((await orderOf(first.json.merchant_reference)).status === 'failed' ? true : undefined),
      30_000,
      'the order to be closed as failed',
    );
    const next = await submit(cod(code, 1800.9));
    expect(next.status, next.text).toBe(200);
    const list = await stack.asAdmin('/api/shop/discounts');
    const row = (list.json.discounts as { code: string }[]).find((each) => each.code === code);
    expect(row).toMatchObject({ uses: 1, pending_uses: 1, completed_uses: 0 });
  });
});

describe('a paid use', () => {
  it('is kept by a completed order and by a reversed one: the buyer did use the code', async () => {
    const { code } = await createDiscount({ max_uses: 1 });
    const first = await submit(checkoutBody(basket(), 1800.9, { discount_code: code }), randomUUID());
    expect(first.status, first.text).toBe(200);
    const trackingId = String(first.json.order_tracking_id);
    await payAndFulfil(stack, trackingId);
    let list = await stack.asAdmin('/api/shop/discounts');
    expect((list.json.discounts as { code: string }[]).find((each) => each.code === code)).toMatchObject({
      uses: 1,
      completed_uses: 1,
      pending_uses: 0,
    });
    stack.simulator.control.choose(trackingId, 'reversed');
    await stack.simulator.control.idle();
    await eventually(
      async () => ((await orderOf(first.json.merchant_reference)).status === 'reversed' ? true : undefined),
      30_000,
      'the order to be reversed',
    );
    expectRefusal(
      await submit(cod(code, 1800.9)),
      409,
      'discount_invalid',
      'This discount code has been used up',
    );
    list = await stack.asAdmin('/api/shop/discounts');
    expect((list.json.discounts as { code: string }[]).find((each) => each.code === code)).toMatchObject({
      uses: 1,
      completed_uses: 0,
    });
  });
});

describe('POST /api/shop/discounts/preview', () => {
  it('answers what the cart would pay, and nothing about uses or other codes', async () => {
    const { code } = await createDiscount({ percent_off: 25, max_uses: 100 });
    const answer = await stack.request('/api/shop/discounts/preview', {
      method: 'POST',
      json: { code: code.toLowerCase(), items: basket() },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({
      success: true,
      discount: { code, subtotal: 2001, discount: 500.25, total: 1500.75, currency: 'KES' },
    });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a malformed body with 400: extra keys, wrong types, an empty cart, NUL bytes', async () => {
    const { code } = await createDiscount({});
    const bodies: unknown[] = [
      { code, items: basket(), extra: 1 },
      { code: 1, items: basket() },
      { code, items: 'all' },
      { code, items: [] },
      { code: `${code}\u0000`, items: basket() },
      { code, items: [{ id: guide.id, quantity: 1e9 }] },
      [],
    ];
    for (const json of bodies) {
      const answer = await stack.request('/api/shop/discounts/preview', { method: 'POST', json });
      expect(answer.status, `${JSON.stringify(json)}: ${answer.text}`).toBe(400);
    }
  });
});

describe('pay what you want', () => {
  it("charges the buyer's price at or above the minimum and refuses one below it", async () => {
    const zine = await createProduct(stack, {
      name: 'Zine',
      price: '500',
      pay_what_you_want: 'true',
      min_price: '200',
    });
    expect(zine).toMatchObject({ price: 500, pay_what_you_want: true, min_price: 200 });
    const publicView = await stack.request(`/api/shop/product/${zine.id}`);
    expect(publicView.json.product).toMatchObject({ price: 500, pay_what_you_want: true, min_price: 200 });
    const below = checkoutBody([{ id: zine.id, quantity: 1, price: 199.99 } as never], 199.99, {
      payment_method: 'cod',
    });
    const refused = await submit(below);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('Pay at least KES 200.00 for Zine');
    expect(await ordersOfEmail(below.customer.email)).toBe(0);
    const above = await submit(
      checkoutBody([{ id: zine.id, quantity: 2, price: 750 } as never], 1500, { payment_method: 'cod' }),
    );
    expect(above.status, above.text).toBe(200);
    expect(
      await orderOf((above.json.order as { merchant_reference: string }).merchant_reference),
    ).toMatchObject({
      subtotal: 150_000,
      total: 150_000,
    });
    const huge = await submit(
      checkoutBody([{ id: zine.id, quantity: 1, price: 1_000_001 } as never], 1_000_001, {
        payment_method: 'cod',
      }),
    );
    expect(huge.status).toBe(400);
  });

  it('refuses a minimum above the suggested price', async () => {
    const answer = await stack.asAdmin('/api/shop', {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        for (const [key, value] of Object.entries({
          name: 'Odd',
          price: '100',
          pay_what_you_want: 'true',
          min_price: '150',
        }))
          form.set(key, value);
        return form;
      })(),
    });
    expectRefusal(answer, 400, 'validation_failed', 'The minimum price cannot be above the suggested price');
  });
});

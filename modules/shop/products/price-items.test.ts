import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../platform/errors/index.ts';
import { MAX_LINE_QUANTITY, PRICE_MESSAGES, type PricedProduct, priceLines } from './price-items.ts';

const EBOOK = '11111111-1111-4111-8111-111111111111';
const COURSE = '22222222-2222-4222-8222-222222222222';
const HIDDEN = '33333333-3333-4333-8333-333333333333';
const DOLLARS = '44444444-4444-4444-8444-444444444444';
const UNKNOWN = '55555555-5555-4555-8555-555555555555';
const product = (id: string, fields: Partial<PricedProduct> = {}): [string, PricedProduct] => [
  id,
  { id, name: `Product ${id.slice(0, 4)}`, priceMinor: 149950, currency: 'KES', isActive: true, ...fields },
];
const catalogue = new Map([
  product(EBOOK, { name: 'Land buying guide', priceMinor: 150000 }),
  product(COURSE, { name: 'Course', priceMinor: 99 }),
  product(HIDDEN, { isActive: false }),
  product(DOLLARS, { currency: 'USD' }),
]);

function refusal(items: unknown): ValidationError {
  try {
    priceLines(items, catalogue);
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('priceLines', () => {
  it('prices lines from the stored products in integer minor units', () => {
    const priced = priceLines(
      [
        { id: EBOOK, quantity: 2 },
        { id: COURSE, quantity: 3 },
      ],
      catalogue,
    );
    expect(priced).toEqual({
      currency: 'KES',
      totalMinor: 300297,
      lines: [
        {
          productId: EBOOK,
          name: 'Land buying guide',
          unitPriceMinor: 150000,
          currency: 'KES',
          quantity: 2,
          lineTotalMinor: 300000,
        },
        {
          productId: COURSE,
          name: 'Course',
          unitPriceMinor: 99,
          currency: 'KES',
          quantity: 3,
          lineTotalMinor: 297,
        },
      ],
    });
  });

  it('merges the same product sent twice into one line', () => {
    const priced = priceLines(
      [
        { id: EBOOK, quantity: 1 },
        { id: EBOOK, quantity: 4 },
      ],
      catalogue,
    );
    expect(priced.lines).toHaveLength(1);
    expect(priced.lines[0]?.quantity).toBe(5);
    expect(priced.totalMinor).toBe(750000);
  });

  it('ignores any price the browser sends', () => {
    const priced = priceLines([{ id: EBOOK, quantity: 1, price: 1, unitPriceMinor: 1 }], catalogue);
    expect(priced.totalMinor).toBe(150000);
  });

  it('refuses unknown, inactive and non-KES products', () => {
    expect(refusal([{ id: UNKNOWN, quantity: 1 }]).message).toBe(PRICE_MESSAGES.unavailable);
    expect(refusal([{ id: HIDDEN, quantity: 1 }]).message).toBe(PRICE_MESSAGES.unavailable);
    expect(refusal([{ id: DOLLARS, quantity: 1 }]).message).toBe(PRICE_MESSAGES.currency);
    expect(refusal([{ id: 'not-an-id', quantity: 1 }]).status).toBe(400);
  });

  it('refuses quantities below 1, above the cap, fractional, and once merged above the cap', () => {
    for (const quantity of [0, -1, 1.5, MAX_LINE_QUANTITY + 1, '2']) {
      expect(refusal([{ id: EBOOK, quantity }]).message).toBe(PRICE_MESSAGES.quantity);
    }
    const merged = refusal([
      { id: EBOOK, quantity: MAX_LINE_QUANTITY },
      { id: EBOOK, quantity: 1 },
    ]);
    expect(merged.message).toBe(PRICE_MESSAGES.quantity);
  });

  it('refuses an empty or malformed basket', () => {
    expect(refusal([]).message).toBe(PRICE_MESSAGES.items);
    expect(refusal('items').message).toBe(PRICE_MESSAGES.items);
    expect(refusal(null).code).toBe('validation_failed');
  });
});

describe('priceLines: pay what you want', () => {
  const PWYW = '66666666-6666-4666-8666-666666666666';
  const pwyw = new Map([
    ...catalogue,
    product(PWYW, { name: 'Zine', priceMinor: 50_000, payWhatYouWant: true, minPriceMinor: 20_000 }),
  ]);
  const price = (items: unknown) => priceLines(items, pwyw);
  const refused = (items: unknown) => {
    try {
      price(items);
    } catch (error) {
      if (error instanceof ValidationError) return error.message;
      throw error;
    }
    throw new Error('expected a refusal');
  };

  it("charges the buyer's price at or above the minimum, and the suggestion when none is sent", () => {
    expect(price([{ id: PWYW, quantity: 1, price: 200 }]).totalMinor).toBe(20_000);
    expect(price([{ id: PWYW, quantity: 2, price: 1234.5 }]).lines[0]).toMatchObject({
      unitPriceMinor: 123_450,
      lineTotalMinor: 246_900,
    });
    expect(price([{ id: PWYW, quantity: 1 }]).totalMinor).toBe(50_000);
  });

  it('refuses a price under the minimum, over 1,000,000, with 3 decimals or two prices for one product', () => {
    expect(refused([{ id: PWYW, quantity: 1, price: 199.99 }])).toBe('Pay at least KES 200.00 for Zine');
    expect(refused([{ id: PWYW, quantity: 1, price: 1_000_000.01 }])).toBe(PRICE_MESSAGES.chosenPrice);
    expect(refused([{ id: PWYW, quantity: 1, price: 300.001 }])).toBe(PRICE_MESSAGES.chosenPrice);
    expect(refused([{ id: PWYW, quantity: 1, price: '300' }])).toBe(PRICE_MESSAGES.chosenPrice);
    expect(
      refused([
        { id: PWYW, quantity: 1, price: 300 },
        { id: PWYW, quantity: 1, price: 400 },
      ]),
    ).toBe(PRICE_MESSAGES.onePrice);
  });

  it('ignores a price sent for a fixed-price product: the database prices it', () => {
    expect(price([{ id: EBOOK, quantity: 1, price: 1 }]).totalMinor).toBe(150_000);
  });
});

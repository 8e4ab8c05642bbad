import { describe, expect, it } from 'vitest';
import { withTotals } from '../cart/cart-state';
import { cartLine } from '../site-test-utils';
import {
  attemptFor,
  buildOrderBody,
  EMPTY_CUSTOMER,
  newOrderId,
  orderDescription,
  validateCustomer,
} from './checkout-order';

const customer = {
  ...EMPTY_CUSTOMER,
  firstName: ' Amina ',
  lastName: 'Otieno',
  email: 'a@b.co',
  phone: '0712 345 678',
};

describe('validateCustomer', () => {
  it('needs the four required fields, a real email and a phone number', () => {
    expect(validateCustomer(customer)).toEqual({});
    expect(validateCustomer({ ...customer, email: 'a@b', phone: '12' })).toEqual({
      email: 'Enter a valid email address',
      phone: 'Enter a valid phone number',
    });
    expect(Object.keys(validateCustomer(EMPTY_CUSTOMER))).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
    ]);
  });
});

describe('buildOrderBody', () => {
  it('keeps the given address over the Nairobi defaults and trims the names', () => {
    const cart = withTotals([cartLine('p1', 'Planner', 100, 2)]);
    const body = buildOrderBody(
      'ORD-1',
      cart,
      { ...customer, street: 'Moi Ave', city: 'Mombasa', state: 'Mombasa', postalCode: '80100' },
      'pesapal',
    );
    expect(body.customer.first_name).toBe('Amina');
    expect(body.customer.address).toEqual({
      line_1: 'Moi Ave',
      city: 'Mombasa',
      state: 'Mombasa',
      postal_code: '80100',
    });
    expect(body.amount).toBe(200);
  });

  it("raises 'Invalid payment amount' for an amount the spec refuses", () => {
    const cart = { ...withTotals([cartLine('p1', 'Planner', 100, 1)]), totalPrice: 1_000_000_000 };
    expect(() => buildOrderBody('ORD-1', cart, customer, 'pesapal')).toThrow(
      'Invalid payment amount: 1000000000',
    );
  });
});

describe('order id and description', () => {
  it("makes 'ORD-{timestamp}' ids", () => {
    expect(newOrderId(1_700_000_000_000)).toBe('ORD-1700000000000');
  });

  it('names the items and stays within 100 characters', () => {
    expect(orderDescription(withTotals([cartLine('a', 'Planner', 1, 2), cartLine('b', 'Ebook', 1, 1)]))).toBe(
      'Purchase: Planner x2, Ebook',
    );
    const long = orderDescription(withTotals([cartLine('a', 'x'.repeat(200), 1, 1)]));
    expect(long).toHaveLength(100);
  });
});

describe('attemptFor', () => {
  const cart = withTotals([cartLine('p1', 'Planner', 1500, 1)]);
  const body = buildOrderBody('ORD-1', cart, customer, 'pesapal');

  it('keeps the key for the same body and makes a new 128-bit one when the body changes', () => {
    const first = attemptFor(null, body);
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(attemptFor(first, { ...body })).toBe(first);
    const changed = attemptFor(first, buildOrderBody('ORD-1', cart, customer, 'cod'));
    expect(changed.key).toMatch(/^[0-9a-f]{32}$/);
    expect(changed.key).not.toBe(first.key);
  });
});

describe('buildOrderBody with a discount and pay what you want', () => {
  it("sends the code the server accepted, its discounted total, and a pay-what-you-want line's price", () => {
    const cart = withTotals([
      cartLine('p1', 'Planner', 100, 2),
      { ...cartLine('p2', 'Zine', 750, 1), payWhatYouWant: true },
    ]);
    const preview = { code: 'SAVE10', subtotal: 950, discount: 95, total: 855, currency: 'KES' };
    const body = buildOrderBody('ORD-1', cart, customer, 'pesapal', preview);
    expect(body.amount).toBe(855);
    expect(body.discount_code).toBe('SAVE10');
    expect(body.items).toEqual([
      { id: 'p1', quantity: 2 },
      { id: 'p2', quantity: 1, price: 750 },
    ]);
  });

  it('sends no code and the cart total without a preview', () => {
    const cart = withTotals([cartLine('p1', 'Planner', 100, 2)]);
    const body = buildOrderBody('ORD-1', cart, customer, 'cod');
    expect(body.amount).toBe(200);
    expect('discount_code' in body).toBe(false);
  });
});

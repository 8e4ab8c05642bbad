import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '../cart/cart-store';
import { receiptCustomer } from '../payment/receipt-data';
import { cartLine, mockApi, renderSite } from '../site-test-utils';
import { CURRENT_ORDER_KEY, PENDING_ORDER_KEY } from './checkout-order';
import { CheckoutPageContent } from './checkout-page';
import { redirectTo } from './use-checkout';

const line = (id: string, name: string, price: number, quantity: number) =>
  cartLine(id, name, price, quantity, 'Templates');

function seedCart() {
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({
      items: [line('p1', 'Planner', 1500, 2), line('p2', 'Ebook', 499.5, 1)],
      totalPrice: 3499.5,
      totalItems: 3,
    }),
  );
}

function renderCheckout(answer: unknown) {
  const fetch = mockApi({ '/api/pesapal/submit-order': answer });
  renderSite(<CheckoutPageContent />, { path: '/checkout', route: '/checkout' });
  return fetch;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name *'), 'Amina');
  await user.type(screen.getByLabelText('Last name *'), 'Otieno');
  await user.type(screen.getByLabelText('Email *'), 'amina@example.com');
  await user.type(screen.getByLabelText('Phone *'), '+254712345678');
}

const sentBody = (fetch: ReturnType<typeof mockApi>) => JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));

beforeEach(() => seedCart());
afterEach(() => window.localStorage.clear());

describe('CheckoutPageContent', () => {
  it('shows the summary: quantity x price, line totals and the KES grand total', () => {
    renderCheckout({});
    expect(screen.getByText('2 x KES 1,500.00')).toBeTruthy();
    expect(screen.getByText('KES 3,000.00')).toBeTruthy();
    expect(screen.getByTestId('grand-total').textContent).toBe('KES 3,499.50');
  });

  it('validates the required fields inline and sends nothing', async () => {
    const user = userEvent.setup();
    const fetch = renderCheckout({});
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name *'));
    await user.type(screen.getByLabelText('Email *'), 'not-an-email');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the cart items, the amount and the Nairobi defaults, keeps pendingOrder and redirects', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(redirectTo, 'assign').mockImplementation(() => undefined);
    const fetch = renderCheckout({
      success: true,
      redirect_url: 'https://pay.example/p/abc',
      order_tracking_id: 'track-123',
      merchant_reference: 'REF-1',
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/p/abc'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = sentBody(fetch);
    expect(body.id).toMatch(/^ORD-\d+$/);
    expect(body).toMatchObject({
      currency: 'KES',
      amount: 3499.5,
      items: [
        { id: 'p1', quantity: 2 },
        { id: 'p2', quantity: 1 },
      ],
      payment_method: 'pesapal',
      customer: {
        email: 'amina@example.com',
        first_name: 'Amina',
        last_name: 'Otieno',
        phone: '+254712345678',
        country_code: 'KE',
        address: { line_1: '', city: 'Nairobi', state: 'Nairobi', postal_code: '00100' },
      },
    });
    const pending = JSON.parse(window.localStorage.getItem(PENDING_ORDER_KEY) ?? '{}');
    expect(pending).toMatchObject({ orderId: 'REF-1', trackingId: 'track-123', totalAmount: 3499.5 });
  });

  it("keeps currentOrder under the server's reference, with the nested address, so the receipt finds the buyer", async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(redirectTo, 'assign').mockImplementation(() => undefined);
    renderCheckout({
      success: true,
      redirect_url: 'https://pay.example/p/abc',
      order_tracking_id: 'track-123',
      merchant_reference: 'ORD-MF3K2J1A-9C1D2E3F4A5B',
    });
    await fillRequired(user);
    await user.type(screen.getByLabelText('Street address'), 'Kimathi Street 12');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const current = JSON.parse(window.localStorage.getItem(CURRENT_ORDER_KEY) ?? '{}');
    expect(current.orderId).toBe('ORD-MF3K2J1A-9C1D2E3F4A5B');
    expect(current.totalAmount).toBe(3499.5);
    expect(current.customer).toEqual({
      email: 'amina@example.com',
      firstName: 'Amina',
      lastName: 'Otieno',
      phone: '+254712345678',
      address: { street: 'Kimathi Street 12', city: 'Nairobi', state: 'Nairobi', postalCode: '00100' },
    });
    expect(receiptCustomer('ORD-MF3K2J1A-9C1D2E3F4A5B')).toEqual({
      name: 'Amina Otieno',
      email: 'amina@example.com',
      phone: '+254712345678',
    });
  });

  it.each([
    [
      "says 'No redirect URL received from the payment provider' when there is none",
      { success: true, order_tracking_id: 't' },
      'No redirect URL received from the payment provider',
    ],
    [
      "says 'Failed to submit order' when the call fails without a message, the server's text otherwise",
      () => new Response('oops', { status: 502 }),
      'Failed to submit order',
    ],
    [
      "says 'Failed to submit order' for an answer that makes no sense",
      () => new Response('<html>', { status: 200 }),
      'Failed to submit order',
    ],
    [
      "says 'Failed to submit order' for an answer of the wrong shape",
      { success: true, redirect_url: 42 },
      'Failed to submit order',
    ],
    [
      'shows the server error text when given',
      () => Response.json({ success: false, error: 'Amount does not match' }, { status: 400 }),
      'Amount does not match',
    ],
  ])('%s', async (_title, answer, text) => {
    const user = userEvent.setup();
    renderCheckout(answer);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it("alerts 'Payment failed. Please try again.' above the reason when the payment cannot start", async () => {
    const user = userEvent.setup();
    renderCheckout(() => new Response('oops', { status: 502 }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Payment failed. Please try again.Failed to submit order');
  });

  it('sends one request for a double click', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => undefined;
    const fetch = renderCheckout(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    await fillRequired(user);
    const button = screen.getByRole('button', { name: 'Proceed to Payment' });
    await user.dblClick(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    release(Response.json({ success: true }));
  });

  it('sends one request when the form is sent twice before the page re-renders', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(redirectTo, 'assign').mockImplementation(() => undefined);
    const fetch = renderCheckout({
      success: true,
      redirect_url: 'https://pay.example/p/abc',
      order_tracking_id: 'track-123',
      merchant_reference: 'REF-1',
    });
    await fillRequired(user);
    const form = screen
      .getByRole('button', { name: 'Proceed to Payment' })
      .closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends a secret Idempotency-Key: the same on a retry of the same order, a new one when it changes', async () => {
    const user = userEvent.setup();
    const fetch = renderCheckout(() => new Response('oops', { status: 502 }));
    await fillRequired(user);
    const button = screen.getByRole('button', { name: 'Proceed to Payment' });
    await user.click(button);
    await screen.findByText('Failed to submit order');
    await user.click(button);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await user.type(screen.getByLabelText('Email *'), '.ke');
    await user.click(button);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const keys = fetch.mock.calls.map((call) => new Headers(call[1]?.headers).get('Idempotency-Key') ?? '');
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
    // The key travels only in its header, never in the body the spec describes.
    expect(String(fetch.mock.calls[0]?.[1]?.body)).not.toContain(keys[0]);
  });

  it('places a cash on delivery order, shows its reference and clears the cart', async () => {
    const user = userEvent.setup();
    const fetch = renderCheckout({
      success: true,
      order: { merchant_reference: 'COD-77', status: 'pending' },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('COD-77')).toBeTruthy();
    expect(sentBody(fetch).payment_method).toBe('cod');
    // An emptied cart is no stored cart.
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('refuses a cart line that is not in KES', () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        items: [{ ...line('u1', 'Old guide', 12, 1), currency: 'USD' }],
        totalPrice: 12,
        totalItems: 1,
      }),
    );
    renderCheckout({});
    expect(
      screen.getByText('The shop sells in KES only. Remove Old guide from your cart to continue.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows 'Your cart is empty' with a way back to the shop", () => {
    window.localStorage.clear();
    renderCheckout({});
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/#shop');
  });
});

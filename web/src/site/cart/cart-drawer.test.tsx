import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderCart } from '../layout/header-cart';
import { cartLine, mockApi, renderSite } from '../site-test-utils';
import { CART_LABEL_ID, paintCart } from './cart-paint';
import { CART_STORAGE_KEY } from './cart-store';
import { DISCOUNT_STORAGE_KEY } from './discount-store';

/** The header's cart as a page has it: the button, the name beside it, painted by the page's script. */
function renderCart(items: ReturnType<typeof cartLine>[]) {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items, totalPrice: 0, totalItems: 0 }));
  const rendered = renderSite(
    <>
      <HeaderCart />
      <span id={CART_LABEL_ID} hidden />
    </>,
  );
  paintCart();
  return rendered;
}

afterEach(() => window.localStorage.clear());

describe('cart drawer', () => {
  it('shows the count on the icon and lists items with their prices and the total', async () => {
    const user = userEvent.setup();
    renderCart([cartLine('p1', 'Planner', 1500, 2), cartLine('p2', 'Ebook', 0.1, 1)]);
    await user.click(screen.getByRole('button', { name: 'Open cart (3 items)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart (3)' });
    expect(within(drawer).getByText('Planner')).toBeTruthy();
    expect(within(drawer).getByText('KES 3,000.00')).toBeTruthy();
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('KES 3,000.10');
  });

  it('changes quantities and removes a line that reaches 0', async () => {
    const user = userEvent.setup();
    renderCart([cartLine('p1', 'Planner', 1500, 1), cartLine('p2', 'Ebook', 200, 1)]);
    await user.click(screen.getByRole('button', { name: /Open cart/ }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Increase quantity of Planner' }));
    expect(within(drawer).getByLabelText('Quantity of Planner').textContent).toBe('2');
    await user.click(within(drawer).getByRole('button', { name: 'Decrease quantity of Ebook' }));
    expect(within(drawer).queryByText('Ebook')).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Remove Planner' }));
    expect(within(drawer).getByText('Your cart is empty')).toBeTruthy();
  });

  it('closes with Escape and gives focus back to the cart icon', async () => {
    const user = userEvent.setup();
    renderCart([cartLine('p1', 'Planner', 1500, 1)]);
    const icon = screen.getByRole('button', { name: /Open cart/ });
    await user.click(icon);
    const drawer = await screen.findByRole('dialog');
    expect(drawer.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(icon);
  });

  it('closes when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    renderCart([]);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart (0)' });
    expect(within(drawer).getByText('Your cart is empty')).toBeTruthy();
    await user.click(screen.getByTestId('cart-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with X and goes to /checkout with Checkout', async () => {
    const user = userEvent.setup();
    renderCart([cartLine('p1', 'Planner', 1500, 1)]);
    await user.click(screen.getByRole('button', { name: /Open cart/ }));
    await user.click(await screen.findByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Open cart/ }));
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
  });
});

describe('cart drawer: discount code', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("applies a code the server accepts: the amount saved and the server's total; Remove puts the cart's total back", async () => {
    const fetch = mockApi({
      '/api/shop/discounts/preview': () =>
        Response.json({
          success: true,
          discount: { code: 'SAVE10', subtotal: 3000, discount: 300, total: 2700, currency: 'KES' },
        }),
    });
    const user = userEvent.setup();
    renderCart([cartLine('p1', 'Planner', 1500, 2)]);
    await user.click(screen.getByRole('button', { name: 'Open cart (2 items)' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('Discount code'), 'save10');
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect((await within(drawer).findByTestId('discount-saved')).textContent).toBe('-KES 300.00');
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('KES 2,700.00');
    expect(within(drawer).getByTestId('applied-discount-code').textContent).toBe('SAVE10');
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'save10', items: [{ id: 'p1', quantity: 2 }] });
    await user.click(within(drawer).getByRole('button', { name: 'Remove discount code SAVE10' }));
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('KES 3,000.00');
    expect(window.localStorage.getItem(DISCOUNT_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's one message for a code that does not apply, once, and keeps the total", async () => {
    const fetch = mockApi({
      '/api/shop/discounts/preview': () =>
        Response.json(
          { success: false, code: 'discount_invalid', error: 'This discount code has expired' },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderCart([cartLine('p1', 'Planner', 1500, 1)]);
    await user.click(screen.getByRole('button', { name: /Open cart/ }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('Discount code'), 'OLD{Enter}');
    expect((await within(drawer).findByRole('alert')).textContent).toBe('This discount code has expired');
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('KES 1,500.00');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

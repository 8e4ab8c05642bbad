import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { CART_STORAGE_KEY } from '../cart/cart-store';
import { mockApi, productFixture, renderSite } from '../site-test-utils';
import { ProductPage } from './product-page';

const productView = (overrides: Record<string, unknown> = {}) =>
  productFixture({
    files: [{ name: 'planner.xlsx', size: 2048, type: 'application/vnd.ms-excel' }],
    downloadable_files: 1,
    product_links: [{ title: 'Gumroad', link: 'https://gumroad.com/planner' }],
    views: 42,
    ...overrides,
  });

const VIEW_ANSWER = { success: true, counted: true, views: 43 };

function renderProduct(
  answer: unknown = { success: true, product: productView() },
  seed?: (queryClient: QueryClient) => void,
) {
  const fetch = mockApi({ '/api/shop/product/p1': answer, '/api/shop/product/p1/view': VIEW_ANSWER });
  const view = renderSite(<ProductPage />, { path: '/product/p1', route: '/product/:id', seed });
  return { ...view, fetch };
}

/** Each call to the shop's API (the head also asks for the site settings): method and path. */
const callsOf = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`)
    .filter((call) => call.includes(' /api/shop/'));

const storedCart = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}');

afterEach(() => window.localStorage.clear());

describe('ProductPage', () => {
  it('shows the product: name, price, views, added-on date, other stores and share links', async () => {
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Budget planner' })).toBeTruthy();
    expect(screen.getAllByText('KES 1,500.00').length).toBeGreaterThan(0);
    expect(screen.getByText('42 views')).toBeTruthy();
    // The server's title format for a product ('<name> | <owner>'), now rendered by the page itself.
    expect(document.title).toBe('Budget planner – Wanjiru Kamau');
    expect(screen.getByText('Added on Mar 4, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Gumroad/ }).getAttribute('href')).toBe(
      'https://gumroad.com/planner',
    );
    expect(screen.getByText('Share this product')).toBeTruthy();
    expect((screen.getByLabelText('Product address') as HTMLInputElement).value).toBe(
      `${window.location.origin}/product/p1`,
    );
  });

  it("'Continue Shopping' is a button that goes home to the shop section (the page script moves)", async () => {
    renderProduct();
    const button = await screen.findByRole('button', { name: 'Continue Shopping' });
    expect(button.dataset.go).toBe('/#shop');
  });

  it('keeps the quantity at 1 or more and shows the running total', async () => {
    const user = userEvent.setup();
    renderProduct();
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity' });
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('3');
    expect(screen.getByLabelText('Total').textContent).toBe('KES 4,500.00');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '-4');
    expect(Number((screen.getByLabelText('Quantity') as HTMLInputElement).value)).toBeGreaterThanOrEqual(1);
  });

  it('adds the chosen quantity to the cart and says so', async () => {
    const user = userEvent.setup();
    renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Added 2 × Budget planner to your cart.')).toBeTruthy();
    expect(storedCart().items).toEqual([expect.objectContaining({ id: 'p1', quantity: 2, price: 1500 })]);
    expect(storedCart().totalPrice).toBe(3000);
  });

  it("'Buy Now & Download' adds the quantity and goes to /checkout", async () => {
    const user = userEvent.setup();
    renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Buy Now & Download' }));
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
    expect(storedCart().totalItems).toBe(1);
  });

  it("shows 'Product not found' with 'Back to Shop' when the product is missing", async () => {
    renderProduct(() => Response.json({ success: false, error: 'Product not found' }, { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    expect(screen.getByText('The product you are looking for does not exist.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Shop' }).dataset.go).toBe('/#shop');
  });

  it('does not sell a product priced in another currency', async () => {
    renderProduct({ success: true, product: productView({ currency: 'USD', price: 12 }) });
    const buy = await screen.findByRole('button', { name: 'Buy Now & Download' });
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('This product is not sold through this shop yet. See the other stores below.'),
    ).toBeTruthy();
  });

  it("names where the page's script records the view, and records nothing by being rendered", async () => {
    const { fetch, container } = renderProduct(undefined, (queryClient) =>
      queryClient.setQueryData(queryKeys.shop.product('p1'), productView()),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Budget planner' })).toBeTruthy();
    const beacons = [...container.querySelectorAll<HTMLElement>('[data-view-beacon]')];
    expect(beacons.map((beacon) => beacon.dataset.viewBeacon)).toEqual(['/api/shop/product/p1/view']);
    expect(callsOf(fetch)).toEqual([]);
  });

  it('records no view of a product that is not found', async () => {
    const { fetch } = renderProduct(() =>
      Response.json({ success: false, error: 'Product not found' }, { status: 404 }),
    );
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    expect(callsOf(fetch).filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(document.querySelector('[data-view-beacon]')).toBeNull();
  });

  it('shows a loading skeleton first', () => {
    renderProduct();
    expect(within(document.body).getByRole('status', { name: 'Loading product' })).toBeTruthy();
  });
});

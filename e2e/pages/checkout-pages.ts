import { expect, type Page } from '@playwright/test';

export type Buyer = { firstName: string; lastName: string; email: string; phone: string };

/** Adds one of `name` to the cart from its product page, reached from the home page's shop. */
export async function addToCart(page: Page, name: string): Promise<void> {
  // The shop carousel slides otherwise, and a moving card cannot be clicked.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/#shop');
  await page
    .locator('#shop')
    .getByRole('link', { name: `View details of ${name}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`Added 1 × ${name} to your cart.`)).toBeVisible();
}

/** Opens the checkout from the cart drawer and fills the customer form as a buyer would. */
export async function fillCheckout(page: Page, buyer: Buyer, itemsInCart: number): Promise<void> {
  const count = `${itemsInCart} ${itemsInCart === 1 ? 'item' : 'items'}`;
  await page.getByRole('button', { name: `Open cart (${count})` }).click();
  await page
    .getByRole('dialog', { name: /Your Cart/ })
    .getByRole('button', { name: 'Checkout' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('First name *').fill(buyer.firstName);
  await page.getByLabel('Last name *').fill(buyer.lastName);
  await page.getByLabel('Email *').fill(buyer.email);
  await page.getByLabel('Phone *').fill(buyer.phone);
  await page.getByLabel('Street address').fill('Kimathi Street 12');
}

/** The value a payment summary (a <dl>) shows for `label`. */
export async function summaryValue(page: Page, label: string): Promise<string> {
  const value = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  return (await value.textContent())?.trim() ?? '';
}

/** Signs an admin in as the app does: the token and user in local storage. */
export async function signInAdmin(page: Page, email: string, password: string): Promise<void> {
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  await page.goto('/admin/login');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('admin-token', t);
      localStorage.setItem('admin-user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

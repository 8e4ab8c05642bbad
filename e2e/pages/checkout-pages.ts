import { expect, type Locator, type Page } from '@playwright/test';

export type Buyer = { firstName: string; lastName: string; email: string; phone: string };

/**
 * Opens a product from the home page's shop carousel as a keyboard user does: focusing its
 * "View details" link brings its slide on screen (a slide off screen is clipped, not scrollable,
 * so a pointer could only reach it by swiping), then Enter follows it.
 */
export async function openFromCarousel(page: Page, shop: Locator, name: string): Promise<void> {
  const link = shop.getByRole('link', { name: `View details of ${name}` }).first();
  const away = page.url();
  // The static first slides turn into Swiper as the section nears the screen, replacing the
  // link; a try that lost it to that swap is made again with the new one.
  await expect(async () => {
    if (page.url() !== away) return; // an earlier try's Enter got there after its limit
    await link.focus();
    await expect(link).toBeInViewport({ timeout: 5_000 }); // one try of a retried step: wait-limit-ok
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(away, { timeout: 5_000 }); // one try: wait-limit-ok
  }).toPass({ timeout: 60_000 });
}

/** Adds one of `name` to the cart from its product page, reached from the home page's shop. */
export async function addToCart(page: Page, name: string): Promise<void> {
  // The shop carousel slides otherwise, and a moving card cannot be clicked.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/#shop');
  await openFromCarousel(page, page.locator('#shop'), name);
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

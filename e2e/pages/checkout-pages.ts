import { expect, type Page } from '@playwright/test';

import { openFromCarousel } from '../support/carousel.ts';

export type Buyer = { firstName: string; lastName: string; email: string; phone: string };

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

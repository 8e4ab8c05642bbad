import { expectNoAxeViolations } from './support/axe.ts';
import { openFromCarousel } from './support/carousel.ts';
import { expect, test } from './support/test.ts';

// The demo seed (run by the e2e set-up as by npm start) puts four KES products in the shop.
const CHECKLIST = 'Land Buying Checklist (Kenya)';
const WRITING_KIT = 'Freelance Writing Starter Kit';

test.describe('a visitor in the shop', () => {
  test('finds products on the home page, opens one, adds two to the cart and reaches checkout', async ({
    page,
  }) => {
    // Four axe scans on a loaded machine.
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/#shop');
    const shop = page.locator('#shop');
    await expect(shop.getByRole('heading', { name: CHECKLIST }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await openFromCarousel(page, shop, CHECKLIST);
    await expect(page).toHaveURL(/\/product\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: CHECKLIST })).toBeVisible();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`Added 2 × ${CHECKLIST} to your cart.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open cart (2 items)' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A second product, then the drawer.
    await page.goto('/#shop');
    await openFromCarousel(page, shop, WRITING_KIT);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Open cart (3 items)' }).click();
    const drawer = page.getByRole('dialog', { name: /Your Cart/ });
    await expect(drawer.getByText(CHECKLIST)).toBeVisible();
    await expect(drawer.getByText(WRITING_KIT)).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole('button', { name: 'Checkout' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The cart survives a reload (local storage).
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open cart (3 items)' })).toBeVisible();
  });

  test('an unknown product shows the not-found screen', async ({ page }) => {
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Product not found')).toBeVisible();
    await expect(page.getByText('The product you are looking for does not exist.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Back to Shop' }).or(page.getByRole('link', { name: 'Back to Shop' })),
    ).toBeVisible();
  });
});

import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe.ts';
import { openFromCarousel } from './support/carousel.ts';
import { query } from './support/database.ts';
import { appRunning, expect, type Page, test } from './support/test.ts';

// The demo seed (run by the e2e set-up as by npm start) puts four KES products in the shop.
const CHECKLIST = 'Land Buying Checklist (Kenya)';
const WRITING_KIT = 'Freelance Writing Starter Kit';

/** The product's stored view count. */
async function storedViews(name: string): Promise<{ id: string; views: number }> {
  const [row] = await query<{ id: string; views: number }>(
    'select id, views from shop_product where name = $1',
    [name],
  );
  if (!row) throw new Error(`no product named ${name}: is the demo seeded?`);
  return row;
}

/** Opens `path` as a visitor landing on it and answers the view beacon's answer the page sent. */
async function land(page: Page, path: string): Promise<unknown> {
  const beacon = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/api\/shop\/product\/[^/]+\/view$/.test(response.url()),
  );
  await page.goto(path);
  await appRunning(page);
  return (await beacon).json();
}

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

  test('a fresh visitor landing on a server-rendered product page counts one view, once a day', async ({
    browser,
    baseURL,
    userAgent,
  }) => {
    const before = await storedViews(WRITING_KIT);
    // Views are counted per visitor without cookies (address and User-Agent): every context of the
    // suite shares the address, so a User-Agent of its own makes this browser a visitor never seen.
    const context = await browser.newContext({ baseURL, userAgent: `${userAgent} Visitor/${randomUUID()}` });
    try {
      const page = await context.newPage();
      expect(await land(page, `/product/${before.id}`)).toEqual({
        success: true,
        counted: true,
        views: before.views + 1,
      });
      await expect(page.getByRole('heading', { level: 1, name: WRITING_KIT })).toBeVisible();
      await expect.poll(async () => (await storedViews(WRITING_KIT)).views).toBe(before.views + 1);

      // The same visitor again the same day (a new tab of the same browser): not counted again.
      const again = await context.newPage();
      expect(await land(again, `/product/${before.id}`)).toEqual({
        success: true,
        counted: false,
        views: before.views + 1,
      });
      expect((await storedViews(WRITING_KIT)).views).toBe(before.views + 1);
    } finally {
      await context.close();
    }
  });
});

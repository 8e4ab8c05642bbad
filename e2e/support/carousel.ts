import { expect, type Locator, type Page } from '@playwright/test';

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

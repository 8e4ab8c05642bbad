import { addToCart } from './pages/checkout-pages.ts';
import { appRunning, expect, type Page, test } from './support/test.ts';

/**
 * Issue 19: public pages arrive rendered and hydrate without React throwing the server's HTML away,
 * and without asking the API again for what the HTML already holds.
 */
function watch(page: Page) {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      reads.push(`${url.pathname}${url.search}`);
  });
  return { problems, reads };
}

test('the home page arrives rendered, in one head, and hydrates asking the API for none of its sections', async ({
  page,
}) => {
  const { problems, reads } = watch(page);
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('id="ssr-state"');
  expect(html).not.toContain('<div id="root"></div>');
  await appRunning(page);
  // The page keeps the server's title while hydration runs (never an untitled tab).
  expect(await page.title()).toBe('Wanjiru Kamau – Software, words & property');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect(reads).toEqual([]);
  // React's head tags replaced the server's copies: one title, one description. React writes its
  // own when hydration reaches the page's component (hydration is a sliced transition), so this
  // waits for them rather than reading the head once.
  await expect(page.locator('head title')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  expect(await page.title()).toBe('Wanjiru Kamau – Software, words & property');
});

test('a post arrives rendered with its comments; its thread is read again only for a visitor with votes of their own', async ({
  page,
}) => {
  const { problems, reads } = watch(page);
  await page.goto('/');
  const href = await page
    .locator('a[href^="/blog/"]:not([href*="/category/"]):not([href*="/tag/"])')
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  reads.length = 0;
  const response = await page.goto(href ?? '/');
  expect(response?.status()).toBe(200);
  expect((await response?.text()) ?? '').toContain('<article');
  await appRunning(page);
  await page.getByRole('region', { name: /Comments/ }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  // The post, its thread and its related posts came with the page: a new visitor has nothing of
  // their own in the thread, which waits for them to act.
  expect(reads).toEqual([]);
  await expect(page.locator('[data-island="blog-comments"][data-hydrated]')).toHaveCount(0);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);

  // A visitor who has voted before (an identifier kept by the browser) sees their own votes: the
  // thread is asked for with their identifier, which the server cannot know, as it nears the screen.
  await page.evaluate(() => localStorage.setItem('blog_user_identifier', 'user_1_returning'));
  await page.reload();
  await page.getByRole('region', { name: /Comments/ }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="blog-comments"][data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(reads.filter((read) => read.includes('/comments'))).toEqual([
    expect.stringMatching(/\/comments\?userIdentifier=user_1_returning$/),
  ]);
  expect(problems).toEqual([]);
});

test('a product’s picture arrives sized and preloaded, and hydration asks /api/images for nothing', async ({
  page,
}) => {
  const { problems, reads } = watch(page);
  await page.goto('/');
  const href = await page.locator('a[href^="/product/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  reads.length = 0;
  const response = await page.goto(href ?? '/');
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  // The server knew the picture's facts: its size in the HTML, and its preload in the head.
  expect(html).toMatch(/<img src="\/uploads\/[^"]+" alt="[^"]*" width="\d+" height="\d+" loading="eager"/);
  expect(html.slice(0, html.indexOf('</head>'))).toMatch(
    /<link[^>]* rel="preload" as="image"[^>]* fetchpriority="high"/i,
  );
  await appRunning(page);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect(reads.filter((read) => read.startsWith('/api/images'))).toEqual([]);
  // The picture hydrated as the server drew it: laid out at its own aspect ratio, not empty.
  const box = await page.locator('main img[fetchpriority="high"]').boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(0);
});

test('a checkout with a cart arrives with its order summary and runs no React until the buyer types, keeping what they typed', async ({
  page,
}) => {
  const name = 'Land Buying Checklist (Kenya)';
  await addToCart(page, name);
  const { problems } = watch(page);
  const code: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (/^\/assets\/(hydrate|cn|checkout-page|site-header)-/.test(file)) code.push(file);
  });
  const response = await page.goto('/checkout');
  // The lines come from the cart's cookie, priced by the server: in the HTML itself.
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Order summary');
  expect(html).toContain(name);
  await page.waitForLoadState('networkidle');
  // The header's count and name are painted without React, and nothing wakes by itself.
  await expect(page.getByRole('button', { name: 'Open cart (1 item)' })).toBeVisible();
  await expect(page.locator('[data-cart-badge]')).toBeVisible();
  expect(code).toEqual([]);

  // The first key wakes the checkout; what was typed before it ran is kept.
  await page.getByLabel('First name *').pressSequentially('Amina');
  await expect(page.locator('[data-island="checkout-page"][data-hydrated]')).toHaveCount(1, {
    timeout: 20_000,
  });
  await page.getByLabel('Last name *').fill('Otieno');
  await expect(page.getByLabel('First name *')).toHaveValue('Amina');
  await expect(page.getByLabel('Last name *')).toHaveValue('Otieno');
  expect(code.some((file) => file.startsWith('/assets/checkout-page-'))).toBe(true);
  // Pressing pay with the email missing shows the form's own message: React has the form.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByLabel('Email *')).toBeFocused();
  expect(problems).toEqual([]);
});

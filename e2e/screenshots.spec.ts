import { SitePage } from './pages/site-page.ts';
import { seedAccount } from './support/accounts.ts';
import { adminSession } from './support/admin.ts';
import { type Page, test } from './support/test.ts';

// Not an assertion: pictures of each screen at phone and desktop width in both themes,
// written to e2e/screenshots/ for a person to look at before calling a screen done. `npm run
// screenshots` takes them; `npm test` leaves this file out (e2e/playwright.config.ts).

/**
 * The whole page in one picture, as a screen as tall as the page shows it: sections below the first
 * screen are drawn only once near the viewport (render-near-screen in web/src/styles.css), which
 * Playwright's `fullPage` capture is not, so it would show them blank. The page's height settles as
 * they take their real sizes.
 */
async function wholePage(page: Page, path: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no viewport size');
  let height = viewport.height;
  for (let round = 0; round < 5; round++) {
    const full = await page.evaluate(async () => {
      await new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown)));
      return document.documentElement.scrollHeight;
    });
    if (full === height) break;
    height = full;
    await page.setViewportSize({ width: viewport.width, height });
  }
  await page.screenshot({ path });
  await page.setViewportSize(viewport);
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`home, ${viewport.name}, ${theme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await new SitePage(page).open('/');
      await wholePage(page, `e2e/screenshots/home-${viewport.name}-${theme}.png`);
      await page.goto('/search?q=react');
      await page.getByRole('link', { name: /React/ }).first().waitFor();
      await wholePage(page, `e2e/screenshots/search-${viewport.name}-${theme}.png`);
    });
  }
}

const ADMIN_SCREENS = [
  '/admin/login',
  '/admin/dashboard',
  '/admin/users',
  '/admin/profile',
  '/admin/skills',
  '/admin/projects',
  '/admin/promotions',
  '/admin/social-links',
  '/admin/settings',
  '/admin/blogs',
  '/admin/shop',
  '/admin/pesapal-transactions',
  '/admin/subscribers',
] as const;

test.describe('admin screens', () => {
  const email = `shots-${Date.now()}@example.com`;
  const password = 'Screenshots&Pass-w0rd!';

  test.beforeAll(async () => {
    await seedAccount({ name: 'Amani Otieno', email, password, role: 'admin' });
    await seedAccount({ name: 'Baraka Mwangi', email: `m-${email}`, password, role: 'moderator' });
    await seedAccount({
      name: 'Chebet Njeri',
      email: `u-${email}`,
      password,
      role: 'user',
      lockedForMinutes: 10,
    });
  });

  for (const viewport of VIEWPORTS) {
    for (const theme of ['light', 'dark'] as const) {
      test(`admin, ${viewport.name}, ${theme}`, async ({ page, request }) => {
        // Thirteen screens, each waiting for the network to settle.
        test.setTimeout(120_000);
        const { token, user } = await adminSession(request, { email, password });
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        for (const screen of ADMIN_SCREENS) {
          await page.goto('/');
          await page.evaluate(
            ([t, u, signedIn]) => {
              localStorage.removeItem('admin-theme');
              if (signedIn) {
                localStorage.setItem('admin-token', t);
                localStorage.setItem('admin-user', u);
              } else {
                localStorage.removeItem('admin-token');
              }
            },
            [token, JSON.stringify(user), screen !== '/admin/login'] as const,
          );
          await page.goto(screen);
          await page.waitForLoadState('networkidle');
          const name = screen.replace('/admin/', '');
          await wholePage(page, `e2e/screenshots/admin-${name}-${viewport.name}-${theme}.png`);
        }
      });
    }
  }
});

test.describe('blog screens', () => {
  const email = `blog-shots-${Date.now()}@example.com`;
  const password = 'Screenshots&Pass-w0rd!';
  let token = '';
  let user: unknown = null;
  let slug = '';

  test.beforeAll(async ({ request }) => {
    await seedAccount({ name: 'Amani Otieno', email, password, role: 'admin' });
    ({ token, user } = await adminSession(request, { email, password }));
    const content =
      '<h2>What changed</h2><p>Three years of building for small businesses taught me to ship small things that work, and to write about them plainly.</p><ul><li>Short feedback loops</li><li>Plain words</li></ul><blockquote><p>Make it work, then make it kind.</p></blockquote><pre><code>npm run build</code></pre>';
    for (const [index, category] of ['Engineering', 'Engineering', 'Writing', 'Real Estate'].entries()) {
      const answer = await request.post('/api/blog', {
        headers: { Authorization: `Bearer ${token}` },
        multipart: {
          title: `${category} notes, part ${index + 1}`,
          content,
          category,
          status: 'published',
          tags: '["craft","teams","habits","nairobi"]',
        },
      });
      const { post } = (await answer.json()) as { post: { id: string; slug: string } };
      slug ||= post.slug;
      const made = await request.post(`/api/blog/${post.id}/comments`, {
        data: {
          name: 'Baraka',
          content: 'Thoughtful as ever.',
          metadata: { userIdentifier: 'user_1_shots' },
        },
      });
      // Sent without the site's form, it waits for the owner: approve it.
      const { comment } = (await made.json()) as { comment: { id: string } };
      await request.patch(`/api/blog/comments/${comment.id}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { status: 'approved' },
      });
    }
  });

  for (const viewport of VIEWPORTS) {
    for (const theme of ['light', 'dark'] as const) {
      test(`blog, ${viewport.name}, ${theme}`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.goto('/#blog');
        await page.locator('#blog article').first().waitFor();
        await page
          .locator('#blog')
          .screenshot({ path: `e2e/screenshots/blog-home-${viewport.name}-${theme}.png` });
        await page.goto(`/blog/${slug}`);
        await page.getByText('Thoughtful as ever.').waitFor();
        await wholePage(page, `e2e/screenshots/blog-post-${viewport.name}-${theme}.png`);
        await page.goto('/blog/category/Engineering');
        await page.locator('main article').first().waitFor();
        await wholePage(page, `e2e/screenshots/blog-category-${viewport.name}-${theme}.png`);
        await page.evaluate(
          ([t, u]) => {
            localStorage.setItem('admin-token', t);
            localStorage.setItem('admin-user', u);
          },
          [token, JSON.stringify(user)] as const,
        );
        await page.goto('/admin/blogs');
        await page.getByRole('row').nth(1).waitFor();
        await wholePage(page, `e2e/screenshots/admin-blogs-list-${viewport.name}-${theme}.png`);
        await page
          .getByRole('row')
          .nth(1)
          .getByRole('button', { name: /^Edit / })
          .click();
        await page.getByRole('textbox', { name: 'Content' }).waitFor();
        await page.screenshot({ path: `e2e/screenshots/admin-blogs-modal-${viewport.name}-${theme}.png` });
      });
    }
  }
});

test.describe('shop and newsletter screens', () => {
  for (const viewport of VIEWPORTS) {
    for (const theme of ['light', 'dark'] as const) {
      test(`shop and newsletter, ${viewport.name}, ${theme}`, async ({ page, request }) => {
        test.setTimeout(120_000);
        const { items } = (await (await request.get('/api/shop?active=true')).json()) as {
          items: { id: string }[];
        };
        const shot = async (name: string) => {
          // From the top: a click may have scrolled, and the sticky header would stand mid-picture.
          await page.evaluate(() => window.scrollTo(0, 0));
          await wholePage(page, `e2e/screenshots/${name}-${viewport.name}-${theme}.png`);
        };
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.goto(`/product/${items[0]?.id}`);
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        await shot('product');
        await page.getByRole('button', { name: /Open cart/ }).click();
        await page
          .getByRole('dialog', { name: /Your Cart/ })
          .getByRole('button', { name: 'Checkout' })
          .waitFor();
        await shot('cart-drawer');
        await page.goto('/checkout');
        await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
        await shot('checkout');
        await page.goto('/verify-subscription/not-a-real-token');
        await page.getByRole('link', { name: 'Return to Home' }).waitFor();
        await page.waitForLoadState('networkidle');
        await shot('verify-subscription');
        await page.goto('/unsubscribe/not-a-real-token');
        await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
        await shot('unsubscribe');
        await page.goto('/payment/callback?OrderTrackingId=unknown&OrderMerchantReference=ORD-1');
        await page.waitForLoadState('networkidle');
        await shot('payment-callback');
        await page.goto('/receipt-preview');
        await shot('receipt-empty');
      });
    }
  }
});

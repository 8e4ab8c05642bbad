import { seedAccount } from './support/accounts.ts';
import { signInAdmin } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

// After admin.spec.ts on purpose (files run alphabetically): that journey needs a site with no
// accounts when it starts, and this file seeds one.

const email = `axe-${Date.now()}@example.com`;
const password = 'Axe&Pages-pass-w0rd!';

/**
 * The pages the outside axe-core review flagged, scanned in both themes with serious and
 * moderate violations counted (best practices included): none of either kind.
 */
test.describe('axe: serious and moderate violations on the pages the review flagged', () => {
  test.beforeAll(async () => {
    await seedAccount({ name: 'Axe Reviewer', email, password, role: 'admin' });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the unsubscribe page with a bad token shows its error readably (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto('/unsubscribe/not-a-real-token');
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('alert')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`the blog's category and tag pages keep heading levels in order (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const answer = await page.request.get('/api/blog');
      const { posts } = (await answer.json()) as { posts: { category: string | null; tags: string[] }[] };
      const category = posts.find((post) => post.category)?.category;
      const tag = posts.find((post) => post.tags.length > 0)?.tags[0];
      if (!category || !tag) throw new Error('the demo seed has posts with a category and a tag');
      for (const path of [
        `/blog/category/${encodeURIComponent(category)}`,
        `/blog/tag/${encodeURIComponent(tag)}`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 20_000 });
        await expectNoAxeViolations(page);
      }
    });

    test(`the privacy page reads in order, its tables of what is kept included (${theme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('We never store your IP address', { exact: false }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`the admin sign-in page keeps every link in a landmark (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible({ timeout: 20_000 });
      await expectNoAxeViolations(page);
    });

    test(`the social links debug page's raw data scrolls from the keyboard (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await signInAdmin(page, email, password);
      await page.goto('/admin/social-links-debug');
      const raw = page.getByRole('region', { name: 'Raw data' });
      await expect(raw).toBeVisible({ timeout: 20_000 });
      await raw.focus();
      await expect(raw).toBeFocused();
      await expectNoAxeViolations(page);
    });
  }
});

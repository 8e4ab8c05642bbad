import { seedAccount } from './support/accounts.ts';
import { signInAdmin } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

// Named after admin.spec.ts on purpose: files run alphabetically and that journey needs an empty
// site (no accounts) when it starts; this file seeds one.

const email = `commerce-${Date.now()}@example.com`;
const password = 'Commerce&Pass-w0rd!';

/** The back-office screens of the shop, payments and newsletter modules, with a heading each. */
const SCREENS = [
  { path: '/admin/shop', title: 'Shop', heading: 'Shop Management' },
  { path: '/admin/pesapal-transactions', title: 'Transactions', heading: 'Transactions' },
  { path: '/admin/subscribers', title: 'Subscribers', heading: 'Subscribers' },
] as const;

test.describe('the commerce and newsletter back office', () => {
  test.beforeAll(async () => {
    await seedAccount({ name: 'Neema Wambui', email, password, role: 'admin' });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`shows shop, transactions and subscribers in the admin frame (${theme})`, async ({ page }) => {
      // Three screens, an axe scan each.
      test.slow();
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await signInAdmin(page, email, password);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(
          page.getByRole('heading', { level: 2, name: screen.heading, exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
        await expect(page).toHaveTitle(`${screen.title} – Admin Portal – Wanjiru Kamau`);
        await expectNoAxeViolations(page);
      }
      // The demo seed's products are listed (npm start seeds them into an empty shop).
      await page.goto('/admin/shop');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    });
  }

  test('are guarded: a signed-out visitor is sent to the sign-in page', async ({ page }) => {
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  });

  test('the sidebar opens them in the frame', async ({ page }) => {
    await signInAdmin(page, email, password);
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/admin\/shop$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Shop Management', exact: true })).toBeVisible();
  });

  test('the sign-in page passes axe', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

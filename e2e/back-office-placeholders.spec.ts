import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { seedAccount } from './support/accounts.ts';

// Named after admin.spec.ts on purpose: files run alphabetically and that journey needs an empty
// site (no accounts) when it starts; this file seeds one.

const email = `placeholders-${Date.now()}@example.com`;
const password = 'Placeholder&Pass-w0rd!';

const SCREENS = [
  { path: '/admin/shop', title: 'Shop' },
  { path: '/admin/pesapal-transactions', title: 'Transactions' },
] as const;

async function signIn(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
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

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test.describe('admin screens that are not built yet', () => {
  test.beforeAll(async () => {
    await seedAccount({ name: 'Neema Wambui', email, password, role: 'admin' });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`show an accessible in-frame placeholder (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await signIn(page);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
        await expect(page.getByRole('heading', { name: `${screen.title} is on its way` })).toBeVisible();
        await expect(page.getByText('Not built yet')).toBeVisible();
        // Inside the admin frame, not the public home page.
        await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
        await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toHaveCount(0);
        await expect(page).toHaveTitle(`${screen.title} · Admin Portal – Wanjiru Kamau`);
        await expectNoAxeViolations(page);
      }
    });
  }

  test('are guarded: a signed-out visitor is sent to the sign-in page', async ({ page }) => {
    await page.goto('/admin/shop');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the sidebar opens them in the frame', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/admin\/shop$/);
    await expect(page.getByRole('heading', { name: 'Shop is on its way' })).toBeVisible();
  });

  test('the sign-in page passes axe', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

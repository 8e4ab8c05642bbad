import { test } from '@playwright/test';
import { SitePage } from './pages/site-page.ts';
import { seedAccount } from './support/accounts.ts';

/**
 * Not an assertion: pictures of each screen at phone and desktop width in both themes,
 * written to e2e/screenshots/ for a person to look at before calling a screen done.
 */
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
      await page.screenshot({ path: `e2e/screenshots/home-${viewport.name}-${theme}.png`, fullPage: true });
      await page.goto('/search?q=react');
      await page.getByRole('link', { name: /React/ }).first().waitFor();
      await page.screenshot({ path: `e2e/screenshots/search-${viewport.name}-${theme}.png`, fullPage: true });
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
        const login = await request.post('/api/auth/login', { data: { email, password } });
        const { token, user } = (await login.json()) as { token: string; user: unknown };
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
          await page.screenshot({
            path: `e2e/screenshots/admin-${name}-${viewport.name}-${theme}.png`,
            fullPage: true,
          });
        }
      });
    }
  }
});

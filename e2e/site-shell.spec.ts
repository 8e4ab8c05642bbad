import { SitePage } from './pages/site-page.ts';
import { query } from './support/database.ts';
import { expect, test } from './support/test.ts';

test.describe('a visitor on the public site', () => {
  test('sees the header, the home page and the footer', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const site = new SitePage(page);
    await site.open('/');
    await expect(page).toHaveTitle(/Wanjiru Kamau/);
    for (const label of ['About', 'Skills', 'Projects', 'Blog', 'Shop', 'Promotions', 'Contact']) {
      await expect(site.navLink(label)).toBeVisible();
    }
    for (const label of ['Blog', 'Shop']) {
      await expect(site.footer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(site.header.getByRole('button', { name: 'Open cart' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const about = page.locator('#about');
    await expect(about.getByRole('heading', { name: "Let's Work Together" })).toBeVisible();
    await expect(about.getByText('Ready When You Are')).toBeVisible();
    await expect(about.getByText('#AWonderfulExperience')).toBeVisible();
    await expect(
      about.getByText("Need an app? Property advice? Compelling copy? I've got you covered."),
    ).toBeVisible();
    const years = new Date().getFullYear() - 2019;
    await expect(about.getByText(`${years}+`, { exact: true })).toBeVisible();
    await expect(site.footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(site.footer).toContainText('Designed & built by');
    // No script blocked by the CSP, no failed request, no uncaught error.
    expect(problems).toEqual([]);
  });

  test('opens chat links in a new tab and email in place', async ({ page }) => {
    await new SitePage(page).open('/');
    const about = page.locator('#about');
    await expect(about.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('target', '_blank');
    await expect(about.getByRole('link', { name: /Telegram/ })).toHaveAttribute('target', '_blank');
    await expect(about.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:/);
  });

  test('switches to dark mode and keeps it after a reload', async ({ page }) => {
    const site = new SitePage(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await site.open('/');
    expect(await site.isDark()).toBe(false);
    await site.themeToggle().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(site.themeToggle()).toHaveAccessibleName('Switch to light mode');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // The server renders the next page in the chosen theme from this cookie.
    const cookie = (await page.context().cookies()).find((each) => each.name === 'theme');
    expect(cookie).toMatchObject({ value: 'dark', path: '/', sameSite: 'Lax' });
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
  });

  test("keeps the server's theme from the cookie when storage holds no choice", async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.context().addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? '' }]);
    const answer = await page.goto('/');
    expect(await answer?.text()).toMatch(/<html[^>]* class="dark"/);
    await expect(new SitePage(page).themeToggle()).toHaveAccessibleName('Switch to light mode');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('follows the system preference until a choice is made', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await new SitePage(page).open('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('scrolls to sections on the home page and navigates home from elsewhere', async ({ page }) => {
    const site = new SitePage(page);
    await site.open('/');
    await site.navLink('Contact').click();
    await expect(page.locator('#about')).toBeInViewport();

    await site.open('/blog/some-post');
    await site.navLink('About').click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('loads deep links directly from the server', async ({ page }) => {
    const response = await page.goto('/blog/category/writing');
    expect(response?.status()).toBe(200);
    // Browsers ask again on every load (a shared cache may keep the page a few seconds).
    expect(response?.headers()['cache-control']).toMatch(/max-age=0|no-cache/);
    await expect(new SitePage(page).header).toBeVisible();
  });

  test('searches from the header: trimmed, encoded, then the box closes', async ({ page }) => {
    const site = new SitePage(page);
    await site.open('/');
    await site.search('  react & vite ');
    await expect(page).toHaveURL(/\/search\?q=react%20%26%20vite$/);
    // The header's box closes; the /search page (lazy-loaded, so sometimes already there) has its own.
    await expect(site.header.getByRole('searchbox')).toHaveCount(0);
  });

  test('ignores an empty search', async ({ page }) => {
    const site = new SitePage(page);
    await site.open('/');
    await site.search('   ');
    await expect(page).toHaveURL(/\/$/);
  });

  test('has every visited path counted in Postgres by the worker', async ({ page }) => {
    const site = new SitePage(page);
    const stamp = Date.now().toString(36);
    const paths = [`/blog/e2e-${stamp}`, `/product/e2e-${stamp}`];
    for (const path of paths) await site.open(path);
    await site.navLink('About').click();
    await expect(page).toHaveURL(/\/#about$/);

    await expect
      .poll(
        async () => {
          const rows = await query<{ path: string; views: number }>(
            'select path, views from page_view_daily where path = any($1) order by path',
            [paths],
          );
          return rows.map((row) => `${row.path}=${row.views}`);
        },
        { timeout: 15_000 },
      )
      .toEqual([`/blog/e2e-${stamp}=1`, `/product/e2e-${stamp}=1`]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('opens the menu and lands on a section', async ({ page }) => {
    await new SitePage(page).open('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' }).last();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.locator('#about')).toBeInViewport();
  });
});

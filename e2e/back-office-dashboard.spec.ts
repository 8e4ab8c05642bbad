import { seedAccount } from './support/accounts.ts';
import { signInAdmin } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { query } from './support/database.ts';
import { expect, test } from './support/test.ts';

// Named after admin.spec.ts on purpose: files run alphabetically and that journey needs an empty
// site (no accounts) when it starts; this file seeds one.

const email = `dashboard-${Date.now()}@example.com`;
const password = 'Dashboard&Pass-w0rd!';
const LONG_PATH = `/blog/${'a-very-long-slug-that-keeps-going-'.repeat(12)}`;

test.beforeAll(async () => {
  await seedAccount({ name: 'Zawadi Achieng', email, password, role: 'admin' });
});

test('on a phone, a long Top Pages path is truncated and the page keeps the screen width', async ({
  page,
}) => {
  // The figures are made up here so the page has a path long enough to test, whatever was visited.
  await page.route('**/api/analytics/stats*', (route) =>
    route.fulfill({
      json: {
        success: true,
        stats: {
          totalViews: 10,
          uniqueVisitors: 3,
          pageStats: [
            { page_path: LONG_PATH, views: 7 },
            { page_path: '/', views: 3 },
          ],
          recentViews: [],
          daily: [],
        },
      },
    }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page, email, password);
  await page.goto('/admin/dashboard');
  const path = page.getByText(LONG_PATH);
  await expect(path).toBeVisible();
  await expect(path).toHaveAttribute('title', LONG_PATH);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page).toHaveTitle('Dashboard – Admin Portal – Wanjiru Kamau');
});

test('on the seeded demo, the dashboard shows the counts, the latest additions and the breakdown', async ({
  page,
}) => {
  await signInAdmin(page, email, password);
  // What the server answers is what the screen must show: its counts from the same database.
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/admin/summary'));
  await page.goto('/admin/dashboard');
  const { summary } = (await (await answer).json()) as {
    summary: { counts: { skills: number; projects: number; posts: number }; activity: { title: string }[] };
  };
  const items = summary.counts.skills + summary.counts.projects + summary.counts.posts;
  expect(items).toBeGreaterThan(0);
  const contentCard = page.locator('div.rounded-3xl').filter({ hasText: 'Content Items' });
  await expect(contentCard).toContainText(String(items), { timeout: 20_000 });
  await expect(page.getByText('Counts unavailable')).toHaveCount(0);
  const activity = page.getByRole('region', { name: 'Real-time Activity' }).getByRole('listitem');
  await expect(activity).toHaveCount(summary.activity.length);
  await expect(activity.first()).toContainText(summary.activity[0]?.title ?? '');
  await expect(
    page.getByRole('region', { name: 'Content Breakdown' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('an open operations problem shows on the dashboard with how often it happened, in both themes', async ({
  page,
}) => {
  // What the upload store reports when the disk or bucket refuses a write (the sweep leaves it open).
  await query(
    `insert into problem (id, key, kind, title, detail, link, first_seen_at, last_seen_at, occurrences)
     values (gen_random_uuid(), 'storage_write_refused', 'storage_write_refused', 'The upload store refused a write',
             'AccessDenied writing private/notes.pdf: Access Denied', null, now() - interval '2 hours', now(), 3)
     on conflict do nothing`,
  );
  await signInAdmin(page, email, password);
  await page.goto('/admin/dashboard');
  const panel = page.getByRole('region', { name: 'Open problems' });
  await expect(panel.getByText('The upload store refused a write')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText('AccessDenied writing private/notes.pdf: Access Denied')).toBeVisible();
  await expect(panel.getByText('First seen 2 hours ago, seen 3 times')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Job queues' })).toHaveAttribute('href', '/admin/queues');
  await expectNoAxeViolations(page);
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.reload();
      await expect(panel.getByText('The upload store refused a write')).toBeVisible({ timeout: 20_000 });
      await panel.screenshot({ path: `e2e/screenshots/open-problems-${viewport.name}-${theme}.png` });
    }
  }
});

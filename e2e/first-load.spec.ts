import { expect, test } from './support/test.ts';

/** Issue 8: the home page's JavaScript, as transferred (compressed, headers included), stays under this. */
const FIRST_LOAD_JS_BUDGET = 150 * 1024;

test('the home page transfers at most 150 KB of JavaScript, compressed', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) encodings.set(response.url(), response.headers()['content-encoding']);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, transferSize: entry.transferSize })),
  );
  const total = scripts.reduce((sum, script) => sum + script.transferSize, 0);
  console.log(
    `home page JS: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB transferred`,
    scripts.map((script) => `${new URL(script.url).pathname} ${script.transferSize}`),
  );

  expect(scripts.length).toBeGreaterThan(0);
  // Every script came compressed (the build's .br or .gz copies).
  for (const script of scripts) expect(encodings.get(script.url)).toMatch(/^(br|gzip)$/);
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
});

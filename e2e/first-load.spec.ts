import { expect, type Page, test } from './support/test.ts';

/**
 * Issue 30: a public page's JavaScript, as transferred (compressed, headers included) until the
 * network is idle, with no press, tap or scroll: the home page at most half of what it was
 * (149.5 KB), a post page at most 60 KB. The pages run one small script; React and an island's
 * code wait for the visitor.
 */
const BUDGETS = { home: 74.75 * 1024, post: 60 * 1024 };

async function transferredScripts(page: Page, path: string) {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) encodings.set(response.url(), response.headers()['content-encoding']);
  });
  await page.goto(path);
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
    `${path} JS: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB transferred`,
    scripts.map((script) => `${new URL(script.url).pathname} ${script.transferSize}`),
  );
  expect(scripts.length).toBeGreaterThan(0);
  // Every script came compressed (the build's .br or .gz copies).
  for (const script of scripts) expect(encodings.get(script.url)).toMatch(/^(br|gzip)$/);
  return total;
}

test('the home page transfers at most 74.75 KB of JavaScript, compressed, until the visitor acts', async ({
  page,
}) => {
  expect(await transferredScripts(page, '/')).toBeLessThanOrEqual(BUDGETS.home);
});

test('a post page transfers at most 60 KB of JavaScript, compressed, until the visitor acts', async ({
  page,
  request,
}) => {
  const { posts } = (await (await request.get('/api/blog')).json()) as { posts: { slug: string }[] };
  const slug = posts[0]?.slug;
  if (!slug) throw new Error('the e2e site has no post');
  expect(await transferredScripts(page, `/blog/${slug}`)).toBeLessThanOrEqual(BUDGETS.post);
});

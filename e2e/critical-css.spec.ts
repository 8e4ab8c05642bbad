import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { inlineScriptHashes } from '../modules/platform/http/spa.ts';
import { createCriticalCss } from '../modules/platform/ssr/critical-css.ts';

// The critical-CSS unit test's page and stylesheet, served from a made-up origin: this spec is about
// what the browser does with createCriticalCss's output, while the full stylesheet has not arrived.
const FIXTURES = fileURLToPath(new URL('../modules/platform/ssr/critical-css.fixtures', import.meta.url));
const ORIGIN = 'http://critical-css.test';
const ZINC_950 = 'oklch(0.141 0.005 285.823)';
const ZINC_50 = 'oklch(0.985 0 none)';

async function servePage(page: Page) {
  const html = await createCriticalCss({ distDir: FIXTURES })(readFileSync(`${FIXTURES}/page.html`, 'utf8'));
  // The site's CSP for documents (modules/platform/http/app.ts), with this page's inline scripts.
  const csp = `default-src 'self'; script-src 'self' ${inlineScriptHashes(html).join(' ')}; style-src 'self' 'unsafe-inline'`;
  let release: () => void = () => {};
  const stylesheetHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') {
      return route.fulfill({
        contentType: 'text/html',
        headers: { 'Content-Security-Policy': csp },
        body: html,
      });
    }
    if (path === '/assets/site.css') {
      await stylesheetHeld;
      return route.fulfill({ contentType: 'text/css', body: readFileSync(`${FIXTURES}${path}`, 'utf8') });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  return { release };
}

/** Whether the full stylesheet applies to the screen (a `print` one waiting for a script to switch it does not). */
const fullStylesheetApplies = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some(
      (sheet) => sheet.href?.endsWith('/assets/site.css') && ['', 'all'].includes(sheet.media.mediaText),
    ),
  );

const firstContentfulPaint = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 15_000,
  });

for (const scheme of ['light', 'dark'] as const) {
  test(`paints a ${scheme} first screen from the inline CSS while the full stylesheet is still on its way`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, colorScheme: scheme });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const { release } = await servePage(page);
    await page.goto(`${ORIGIN}/`, { waitUntil: 'commit' });
    await firstContentfulPaint(page);

    // The page was rendered light; index.html's inline script turned it dark before paint.
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      scheme === 'dark',
    );
    const painted = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
      return {
        body: style('body').backgroundColor,
        header: style('header').position,
        nav: style('nav').display,
        h1: style('h1').fontSize,
      };
    });
    expect(await fullStylesheetApplies(page)).toBe(false);
    expect(painted).toEqual({
      body: scheme === 'dark' ? ZINC_950 : ZINC_50,
      header: 'sticky',
      // Below md the main navigation is hidden; text-3xl at a phone's width.
      nav: 'none',
      h1: '30px',
    });

    release();
    await expect.poll(() => fullStylesheetApplies(page)).toBe(true);
    expect(violations).toEqual([]);
    await context.close();
  });
}

test('applies the full stylesheet with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { release } = await servePage(page);
  release();
  await page.goto(`${ORIGIN}/`);
  await expect.poll(() => fullStylesheetApplies(page)).toBe(true);
  await context.close();
});

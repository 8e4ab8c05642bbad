import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../http/spa.ts';
import { createCriticalCss } from './critical-css.ts';

// What Chromium does with createCriticalCss's output while the full stylesheet has not arrived: the
// unit test's page and stylesheet, served from a made-up origin under the site's CSP.
const FIXTURES = fileURLToPath(new URL('./critical-css.fixtures', import.meta.url));
const ORIGIN = 'http://critical-css.test';
const ZINC_950 = 'oklch(0.141 0.005 285.823)';
const ZINC_50 = 'oklch(0.985 0 none)';
const WAIT = { timeout: 15_000 };
// Starting Chromium and a page on a loaded machine takes seconds; the unit project's 5 s is for code alone.
const SLOW = { timeout: 60_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}, SLOW.timeout);
afterAll(() => browser?.close());

/** Serves the processed page; its full stylesheet waits for `release()`. */
async function servePage(page: Page) {
  const html = await createCriticalCss({ distDir: FIXTURES })(readFileSync(`${FIXTURES}/page.html`, 'utf8'));
  // The site's CSP for documents (modules/platform/http/app.ts), with this page's inline scripts.
  const csp = `default-src 'self'; script-src 'self' ${inlineScriptHashes(html).join(' ')}; style-src 'self' 'unsafe-inline'`;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
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
      await held;
      return route.fulfill({ contentType: 'text/css', body: readFileSync(`${FIXTURES}${path}`, 'utf8') });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  return { release };
}

// What runs in the page is written as source text, the server's TypeScript having no DOM types; page.evaluate
// runs it through the debugger protocol, which the page's CSP does not govern.
/** Whether the full stylesheet applies to the screen (a `print` one waiting for a script to switch it does not). */
const fullStylesheetApplies = (page: Page) =>
  page.evaluate<boolean>(`[...document.styleSheets].some(
    (sheet) => sheet.href?.endsWith('/assets/site.css') && ['', 'all'].includes(sheet.media.mediaText),
  )`);
const PAINTED = `(() => {
  const style = (selector) => getComputedStyle(document.querySelector(selector));
  return {
    body: style('body').backgroundColor,
    header: style('header').position,
    nav: style('nav').display,
    h1: style('h1').fontSize,
  };
})()`;

describe('createCriticalCss in Chromium', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(
      `paints a ${scheme} first screen from the inline CSS while the full stylesheet is on its way`,
      SLOW,
      async () => {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          colorScheme: scheme,
        });
        const page = await context.newPage();
        const violations: string[] = [];
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
        const { release } = await servePage(page);
        await page.goto(`${ORIGIN}/`, { waitUntil: 'commit' });
        await page.waitForFunction(
          // A function, not source text: Playwright evals a string predicate, which the CSP refuses.
          () => performance.getEntriesByName('first-contentful-paint').length > 0,
          null,
          WAIT,
        );

        expect(await fullStylesheetApplies(page)).toBe(false);
        // The page was rendered light; index.html's inline script turned it dark before paint.
        expect(await page.evaluate<boolean>(`document.documentElement.classList.contains('dark')`)).toBe(
          scheme === 'dark',
        );
        const painted = await page.evaluate(PAINTED);
        // Below md the main navigation is hidden; the title is text-3xl at a phone's width.
        expect(painted).toEqual({
          body: scheme === 'dark' ? ZINC_950 : ZINC_50,
          header: 'sticky',
          nav: 'none',
          h1: '30px',
        });

        release();
        // Fetched from the preload, and applied by no parser-blocking link: the app's entry applies it
        // (web/src/ssr/deferred-stylesheets.ts links the preload's href; done here as it does).
        await expect
          .poll(
            () => page.evaluate<number>(`performance.getEntriesByName('${ORIGIN}/assets/site.css').length`),
            WAIT,
          )
          .toBe(1);
        expect(await fullStylesheetApplies(page)).toBe(false);
        await page.evaluate(`(() => {
          const preload = document.head.querySelector('link[rel="preload"][as="style"]');
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = preload.getAttribute('href');
          link.setAttribute('crossorigin', preload.getAttribute('crossorigin'));
          document.head.append(link);
        })()`);
        await expect.poll(() => fullStylesheetApplies(page), WAIT).toBe(true);
        expect(violations).toEqual([]);
        await context.close();
      },
    );
  }

  it('applies the full stylesheet with JavaScript off', SLOW, async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { release } = await servePage(page);
    release();
    await page.goto(`${ORIGIN}/`);
    await expect.poll(() => fullStylesheetApplies(page), WAIT).toBe(true);
    await context.close();
  });
});

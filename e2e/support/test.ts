import { test as base, type Page } from '@playwright/test';

export { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * Resolves once the page's script runs in `page`: on a public page, its islands armed and those
 * that start at load hydrated (web/src/page-script.ts); in the back office, the app's first render
 * committed and its effects run (web/src/app.tsx). Both turn index.html's `data-app="starting"` on
 * <html> to `running`. At once on a page that is neither (an API answer, a feed, the payment
 * simulator, bull-board's queue dashboard).
 */
export async function appRunning(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app !== 'starting');
}

/**
 * Makes `page.goto` and `page.reload` return once the page's script runs, not at `load`: a test
 * that pressed a checkout button right after `load` would press it before its island was hydrated.
 * (An island woken by a press holds the press and replays it; links are plain links.)
 */
export function waitForAppOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appRunning(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appRunning(page);
    return response;
  };
}

/**
 * Playwright's `test`, whose pages (the `page` fixture's and any other of its context) wait for the
 * app on `goto` and `reload` (`waitForAppOnNavigation`); with JavaScript off they are left as they are.
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitForAppOnNavigation(page);
      context.on('page', waitForAppOnNavigation);
    }
    await use(context);
  },
});

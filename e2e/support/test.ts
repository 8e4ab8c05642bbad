import { test as base, type Page } from '@playwright/test';

export { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * Resolves once the site's app runs in `page`: its first render committed (a rendered page
 * hydrated) and that render's effects run (index.html's `data-app="starting"` on <html> turned
 * `running` by web/src/app.tsx); at once on a page that is not the app's (an API answer, a feed,
 * the payment simulator, bull-board's queue dashboard).
 */
export async function appRunning(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app !== 'starting');
}

/**
 * Makes `page.goto` and `page.reload` return once the app runs, not at `load`: a server-rendered
 * page asks for its code only after its first screen is painted (web/index.html says why), so a
 * test that pressed a button right after `load` would press it before anything listened, as a
 * visitor on a slow phone could. (Links work meanwhile: they are plain links.)
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

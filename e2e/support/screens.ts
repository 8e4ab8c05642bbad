import { expectNoAxeViolations } from './axe.ts';
import { expect, type Locator, type Page } from './test.ts';

const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/**
 * Axe in both themes, and the screen in both themes on a phone and a desktop
 * (`e2e/screenshots/<name>-<phone|desktop>-<light|dark>.png`): each loaded afresh in its theme and
 * size (the app reads both as it starts), `ready` visible before anything is read. Ends on a
 * light desktop.
 */
export async function checkScreen(page: Page, name: string, ready: (page: Page) => Locator): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.reload();
      await expect(ready(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `e2e/screenshots/${name}-${viewport.name}-${theme}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(ready(page)).toBeVisible();
}

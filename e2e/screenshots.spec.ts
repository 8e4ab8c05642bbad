import { test } from '@playwright/test';
import { SitePage } from './pages/site-page.ts';

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
    });
  }
}

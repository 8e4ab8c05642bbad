import { expect, type Locator, type Page } from '@playwright/test';

/** The public site's frame: header, footer, theme and search, as a visitor meets them. */
export class SitePage {
  readonly page: Page;
  readonly header: Locator;
  readonly footer: Locator;
  readonly mainNav: Locator;

  constructor(page: Page) {
    this.page = page;
    this.header = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
    this.mainNav = this.header.getByRole('navigation', { name: 'Main' }).first();
  }

  async open(path = '/') {
    await this.page.goto(path);
    await expect(this.header).toBeVisible();
  }

  navLink(label: string): Locator {
    return this.mainNav.getByRole('link', { name: label, exact: true });
  }

  themeToggle(): Locator {
    return this.header.getByRole('button', { name: /Switch to (dark|light) mode/ });
  }

  async isDark(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }

  async search(text: string) {
    await this.header.getByRole('button', { name: 'Search', exact: true }).click();
    const box = this.page.getByRole('searchbox');
    await box.fill(text);
    await box.press('Enter');
  }
}

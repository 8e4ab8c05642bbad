import { expect, type Locator, type Page } from '@playwright/test';

/** The footer's newsletter sign-up, as a visitor meets it on any public page. */
export class NewsletterForm {
  readonly section: Locator;
  readonly email: Locator;
  readonly name: Locator;
  readonly submit: Locator;
  /** The line under the form: the server's message or the failure text. */
  readonly message: Locator;

  constructor(page: Page) {
    this.section = page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' });
    this.email = this.section.getByLabel('Email address');
    this.name = this.section.getByLabel('Name (optional)');
    this.submit = this.section.getByRole('button', { name: /^(Subscribe|Subscribing\.\.\.)$/ });
    this.message = this.section.getByRole('status');
  }

  async subscribe(email: string, name = '') {
    await this.email.fill(email);
    await this.name.fill(name);
    await this.submit.click();
  }

  /** Waits for the message and whether it is shown as good news (green) or not (red). */
  async expectMessage(text: string | RegExp, tone: 'success' | 'error') {
    await expect(this.message).toContainText(text);
    await expect(this.message).toHaveAttribute('data-tone', tone);
  }
}

/** /verify-subscription/:token and /unsubscribe/:token: one card, a heading and 'Return to Home'. */
export class NewsletterLandingPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly returnHome: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.returnHome = page.getByRole('main').getByRole('link', { name: 'Return to Home' });
  }

  async verify(link: string) {
    await this.page.goto(link);
    await expect(this.returnHome).toBeVisible();
  }

  async unsubscribe(link: string) {
    await this.page.goto(link);
    await this.page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(this.page.getByRole('main').getByText('You have been unsubscribed')).toBeVisible();
  }
}

/** /admin/subscribers: tiles, the status tabs, search, the table and the export button. */
export class SubscribersAdminPage {
  readonly page: Page;
  readonly tiles: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly exportButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.tiles = page.getByRole('list', { name: 'Subscriber totals' });
    this.search = page.getByLabel('Search subscribers');
    this.table = page.getByRole('table');
    this.exportButton = page.getByRole('button', { name: 'Export CSV' });
  }

  tile(key: 'total_subscribers' | 'active_subscribers' | 'pending_verification' | 'unsubscribed'): Locator {
    return this.tiles.getByTestId(`tile-${key}`);
  }

  statusTab(label: 'All' | 'Active' | 'Pending' | 'Unsubscribed'): Locator {
    return this.page.getByRole('tablist', { name: 'Subscriber status' }).getByRole('tab', { name: label });
  }

  row(email: string): Locator {
    return this.table.getByRole('row').filter({ hasText: email });
  }

  /** Clicks Export CSV and returns the download (saved as subscribers.csv). */
  async exportCsv() {
    const download = this.page.waitForEvent('download');
    await this.exportButton.click();
    return download;
  }
}

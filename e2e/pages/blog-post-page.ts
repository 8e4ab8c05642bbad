import { expect, type Locator, type Page } from '@playwright/test';

/** /blog/:slug as a visitor meets it: the post, its share panel and its comments. */
export class BlogPostPage {
  readonly page: Page;
  readonly comments: Locator;

  constructor(page: Page) {
    this.page = page;
    this.comments = page.getByRole('region', { name: /Comments/ });
  }

  commentItem(text: string): Locator {
    return this.page
      .getByTestId('comment')
      .filter({ has: this.page.getByText(text, { exact: true }) })
      .last();
  }

  /** The comment's own card (without its replies). */
  card(text: string): Locator {
    return this.commentItem(text).locator('article').first();
  }

  async addComment(name: string, content: string) {
    const form = this.page.getByRole('form', { name: 'Add a comment' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Comment').fill(content);
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(this.card(content)).toBeVisible();
  }

  async reply(to: string, name: string, content: string) {
    await this.card(to).getByRole('button', { name: 'Reply' }).click();
    const form = this.page.getByRole('form', { name: 'Reply' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Reply').fill(content);
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(this.card(content)).toBeVisible();
  }
}

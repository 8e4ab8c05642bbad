import path from 'node:path';
import { seedAccount } from './support/accounts.ts';
import { signInWithForm } from './support/admin.ts';
import { expect, test } from './support/test.ts';

const EDITOR = {
  name: 'Content Editor',
  email: `editor-${Date.now()}@example.com`,
  password: 'Editor&Long-Passw0rd!x',
};
const ICON = path.resolve(import.meta.dirname, '../infra/seed/images/web.png');

test.describe('an admin managing the portfolio', () => {
  test.beforeAll(async () => {
    await seedAccount({ ...EDITOR, role: 'admin' });
  });

  test('creates a skill with an icon and sees it on the home page and in search', async ({ page }) => {
    await signInWithForm(page, EDITOR);
    await page.goto('/admin/skills');
    await page.getByRole('button', { name: 'Add Skill' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Name').fill('Elixir');
    await modal.getByLabel('Category').fill('Backend');
    await modal.getByLabel('Icon').setInputFiles(ICON);
    await modal.getByRole('button', { name: 'Create skill' }).click();
    await expect(page.getByText('Skill created successfully!')).toBeVisible();

    await page.goto('/');
    const card = page.locator('#skills').getByText('Elixir').first();
    await expect(card).toBeAttached();
    await expect(page.locator('#skills img[src*="/uploads/"]').first()).toBeAttached();

    // The worker indexes the change through its event, usually within a couple of seconds.
    await expect(async () => {
      await page.goto('/search?q=elixir');
      // Each try reloads the page, so one try is short; the whole wait is not: wait-limit-ok
      await expect(page.getByRole('link', { name: /Elixir/ }).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  });

  test('toggles and deletes a promotion, and the public side follows', async ({ page }) => {
    await signInWithForm(page, EDITOR);
    await page.goto('/admin/promotions');
    const title = 'Copywriting for founders';
    await page
      .getByRole('button', { name: new RegExp(`^Active: deactivate ${title}`) })
      .first()
      .click();
    await expect(page.getByText('Promotion deactivated successfully!')).toBeVisible();
    await page.goto('/');
    await expect(
      page.locator('#promotions').getByText('Free CV template for developers').first(),
    ).toBeVisible();
    await expect(page.locator('#promotions').getByText(title)).toHaveCount(0);

    await page.goto('/admin/promotions');
    await page
      .getByRole('button', { name: `Delete ${title}` })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete promotion' }).click();
    await expect(page.getByText('Promotion deleted successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
  });

  test('deactivates a social link and the footer drops it', async ({ page }) => {
    await signInWithForm(page, EDITOR);
    await page.goto('/admin/social-links');
    await page
      .getByRole('button', { name: /^Active: deactivate Instagram/ })
      .first()
      .click();
    await expect(page.getByText('Social link deactivated successfully!')).toBeVisible();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /GitHub/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveCount(0);
  });
});

import { seedAccount } from './support/accounts.ts';
import { signInAdmin } from './support/admin.ts';
import { expect, type Page, test } from './support/test.ts';

// Typing into the post editor needs a real browser: jsdom and happy-dom do not do contenteditable.
// Named after admin.spec.ts on purpose: that journey needs a site with no accounts; this seeds one.

const email = `editor-typing-${Date.now()}@example.com`;
const password = 'Editor&Typing-Passw0rd!';

async function openNewPost(page: Page) {
  await page.goto('/admin/blogs');
  await page.getByRole('button', { name: 'New Post' }).click();
  const modal = page.getByRole('dialog', { name: 'New Post' });
  const editor = modal.getByRole('textbox', { name: 'Content' });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  return { modal, editor };
}

test.describe('the post editor', () => {
  test.beforeAll(async () => {
    await seedAccount({ name: 'Amani Otieno', email, password, role: 'admin' });
  });

  test('keeps Bold on an empty line and every word typed right after a toolbar click', async ({ page }) => {
    await signInAdmin(page, email, password);
    const { modal, editor } = await openNewPost(page);
    await editor.click();
    await page.keyboard.type('A plain first paragraph.');
    await page.keyboard.press('Enter');
    // Clicked with the mouse on an empty line, then typed at once: no pause for focus to come back.
    await modal.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('Bold words stay bold');
    await page.keyboard.press('Enter');
    await modal.getByRole('button', { name: 'Bold', exact: true }).click();
    await modal.getByRole('button', { name: 'Italic', exact: true }).click();
    await page.keyboard.type('and these lean');
    await modal.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.type(' as a heading');

    await expect(editor.locator('p').nth(1)).toHaveText('Bold words stay bold');
    expect(await editor.innerHTML()).toContain(
      '<p>A plain first paragraph.</p><p><strong>Bold words stay bold</strong></p><h2><em>and these lean as a heading</em></h2>',
    );
    await expect(modal.getByRole('button', { name: 'Italic', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test("says the spec's upload errors, and a later successful save clears the error toast", async ({
    page,
  }) => {
    test.slow();
    await signInAdmin(page, email, password);
    const { modal, editor } = await openNewPost(page);
    const toast = page.getByRole('alert').filter({ hasText: 'Error:' });

    // Not an image, whatever its name says: the server refuses it and gives the reason.
    await modal.getByTestId('editor-image-input').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a picture'),
    });
    await expect(toast).toContainText(/Image upload failed: \S/, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Dismiss error' }).click();
    await expect(toast).toHaveCount(0);

    await modal
      .getByTestId('editor-media-input')
      .setInputFiles({ name: 'clip.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('not really a sound') });
    await expect(toast).toHaveText('Error: File upload failed. Please try again.', { timeout: 20_000 });

    // The error stays until a save succeeds.
    await modal.getByLabel('Title').fill('A post after a failed upload');
    await editor.click();
    await page.keyboard.type('Long enough content for the rule of fifty characters, and a bit more.');
    await modal.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Blog post created successfully')).toBeVisible({ timeout: 20_000 });
    await expect(toast).toHaveCount(0);
  });
});

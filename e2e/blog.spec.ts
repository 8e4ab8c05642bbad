import path from 'node:path';
import { XSS_PAYLOADS } from '../tests/support/xss.ts';
import { BlogPostPage } from './pages/blog-post-page.ts';
import { seedAccount } from './support/accounts.ts';
import { adminToken, signInWithForm } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { type APIRequestContext, expect, test } from './support/test.ts';

const ADMIN = {
  name: 'Blog Editor',
  email: `blog-${Date.now()}@example.com`,
  password: 'Blog&Long-Passw0rd!x',
};
const IMAGE = path.resolve(import.meta.dirname, '../infra/seed/images/web.png');

/** The smallest WAV header file-type recognises: the editor's audio upload path. */
function wavClip(): Buffer {
  const wav = Buffer.alloc(64);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(56, 4);
  wav.write('WAVEfmt ', 8);
  return wav;
}
const CONTENT =
  '<h2>Why it matters</h2><p>Shipping small, honest changes keeps a codebase healthy and its people calm. Here is how.</p>';

async function createPost(request: APIRequestContext, token: string, fields: Record<string, string>) {
  const answer = await request.post('/api/blog', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      content: CONTENT,
      status: 'published',
      read_time: '4',
      tags: '["craft","teams","habits"]',
      ...fields,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { post: { id: string; slug: string } }).post;
}

test.describe('the blog', () => {
  let token = '';
  let post = { id: '', slug: '' };
  let title = '';

  test.beforeAll(async ({ request }) => {
    await seedAccount({ ...ADMIN, role: 'admin' });
    token = await adminToken(request, ADMIN);
    title = `Small honest commits ${Date.now().toString(36)}`;
    post = await createPost(request, token, { title, category: 'Engineering' });
    // Someone else's comment: this visitor must not be offered its edit.
    const other = await request.post(`/api/blog/${post.id}/comments`, {
      data: {
        name: 'Baraka',
        content: 'Someone else wrote this.',
        metadata: { userIdentifier: 'user_1_other' },
      },
    });
    // Sent without the site's form (no form token), it waits for the owner: approve it.
    const { comment } = (await other.json()) as { comment: { id: string } };
    const approved = await request.patch(`/api/blog/comments/${comment.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'approved' },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
  });

  test('a visitor reads a post from the home page, shares, comments, replies, votes, edits and deletes', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/#blog');
    const section = page.locator('#blog');
    await expect(section.getByRole('heading', { name: 'Notes and stories' })).toBeVisible();
    await section.getByRole('link', { name: title }).first().click();

    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The head the post page renders (and the server served before it): "<title> | <owner>".
    await expect(page).toHaveTitle(`${title} – Wanjiru Kamau`);
    await expect(page.getByRole('heading', { name: 'Why it matters' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Engineering' })).toHaveAttribute(
      'href',
      '/blog/category/Engineering',
    );
    await expect(page.getByRole('link', { name: '#craft' })).toHaveAttribute('href', '/blog/tag/craft');

    // Share: Copy Link shows 'Copied!' for 2 s and puts the address on the clipboard.
    await expect(page.getByRole('link', { name: /Share on/ })).toHaveCount(7);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();

    const blog = new BlogPostPage(page);
    await expect(blog.card('Someone else wrote this.').getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await blog.addComment('Amina', 'Loved this one.');
    await blog.reply('Loved this one.', 'Amina', 'And a follow-up thought.');
    await blog
      .card('Someone else wrote this.')
      .getByRole('button', { name: /^Upvote/ })
      .click();
    await expect(
      blog.card('Someone else wrote this.').getByRole('button', { name: 'Upvote (1)' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await blog.card('Loved this one.').getByRole('button', { name: 'Edit' }).click();
    const editing = page
      .getByTestId('comment')
      .filter({ has: page.getByLabel('Edit comment') })
      .locator('article')
      .first();
    await editing.getByLabel('Edit comment').fill('Loved this one, truly.');
    await editing.getByRole('button', { name: 'Save' }).click();
    const edited = blog.card('Loved this one, truly.');
    await expect(edited.getByText('(edited)')).toBeVisible();

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this comment?');
      void dialog.accept();
    });
    await blog.card('And a follow-up thought.').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('And a follow-up thought.')).toHaveCount(0);

    // Nothing the page renders ran a script from the post (the HTML comes sanitised from the server).
    await page.getByRole('link', { name: 'Engineering' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Engineering' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('none of the real XSS payloads runs on the post page', async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const xssTitle = `Payloads that must not run ${Date.now().toString(36)}`;
    const xss = await createPost(request, token, {
      title: xssTitle,
      category: 'Security',
      content: `${CONTENT}${XSS_PAYLOADS.join('')}`,
    });
    await page.goto(`/blog/${xss.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: xssTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why it matters' })).toBeVisible();
    // Give any handler (onerror, onload, ontoggle) the chance to fire before judging.
    await page.waitForLoadState('networkidle');
    const executable = await page.evaluate(
      () =>
        [...document.querySelectorAll('main *')].filter(
          (element) =>
            (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(element.tagName) &&
              // The page's own JSON-LD (React leaves inline scripts where the page renders them) is
              // a data block browsers never run; any script inside the post's HTML still counts.
              !(
                element.tagName === 'SCRIPT' &&
                element.getAttribute('type') === 'application/ld+json' &&
                element.closest('.blog-content') === null
              )) ||
            (element.tagName === 'FORM' && element.closest('.blog-content') !== null) ||
            [...element.attributes].some(
              (attribute) =>
                attribute.name.startsWith('on') || /^\s*(javascript|data):/i.test(attribute.value),
            ),
        ).length,
    );
    expect(executable).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('an admin writes a post with an uploaded image, schedules one, publishes one and deletes a comment', async ({
    page,
  }) => {
    // A long journey (two editor sessions, four axe scans): three times the usual time.
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInWithForm(page, ADMIN);
    await page.goto('/admin/blogs');
    await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();
    await expect(page).toHaveTitle('Blogs – Admin Portal – Wanjiru Kamau');
    await expectNoAxeViolations(page);

    // Write a post in the editor, with an image uploaded into it.
    await page.getByRole('button', { name: 'New Post' }).click();
    const modal = page.getByRole('dialog', { name: 'New Post' });
    await modal.getByLabel('Title').fill('Notes from the field');
    const editor = modal.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('A long enough first paragraph about what we learned while building in public.');
    await modal.getByTestId('editor-image-input').setInputFiles(IMAGE);
    await expect(editor.locator('img[src*="/uploads/"]')).toBeVisible();
    await modal
      .getByTestId('editor-media-input')
      .setInputFiles({ name: 'clip.wav', mimeType: 'audio/wav', buffer: wavClip() });
    await expect(editor.locator('audio[controls][src*="/uploads/"]')).toHaveCount(1);
    await modal.getByRole('button', { name: 'Generate from content' }).click();
    await expect(modal.getByLabel('Excerpt')).toHaveValue(/^A long enough first paragraph/);
    await modal.getByLabel('Category').fill('Field notes');
    await modal.getByLabel('Tags').fill('learning');
    await modal.getByLabel('Tags').press('Enter');
    await modal.getByLabel('Status').selectOption('published');
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Blog post created successfully')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Notes from the field' });
    await expect(row.getByText('published')).toBeVisible();
    // The audio survives the server's sanitiser and plays on the visitor's page.
    await page.goto('/blog/notes-from-the-field');
    await expect(page.locator('audio[controls][src*="/uploads/"]')).toHaveCount(1);
    await page.goto('/admin/blogs');

    // Schedule one for next year.
    await page.getByRole('button', { name: 'New Post' }).click();
    const second = page.getByRole('dialog', { name: 'New Post' });
    await second.getByLabel('Title').fill('Coming next year');
    await second.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('This one waits for its date, and visitors cannot see it before then at all.');
    await second.getByLabel('Status').selectOption('published');
    await second.getByLabel('Publish date').fill(`${new Date().getFullYear() + 1}-01-15T09:00`);
    await second.getByRole('button', { name: 'Create Post' }).click();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'Coming next year' })
        .getByText(/Scheduled for/),
    ).toBeVisible();

    // Publish a draft from its status badge.
    await createPost(page.request, token, {
      title: 'A draft to publish',
      category: 'Engineering',
      status: 'draft',
    });
    await page.reload();
    const draft = page.getByRole('row').filter({ hasText: 'A draft to publish' });
    await draft.getByRole('button', { name: /Status draft/ }).click();
    await expect(draft.getByText('published')).toBeVisible();

    // Delete a visitor's comment from the comments modal.
    const first = page.getByRole('row').filter({ hasText: title });
    await first.getByRole('button', { name: new RegExp(`comments on ${title}$`) }).click();
    const comments = page.getByRole('dialog', { name: `Comments: ${title}` });
    await expect(comments.getByText('Someone else wrote this.')).toBeVisible();
    await comments.getByRole('button', { name: 'Delete comment by Baraka' }).click();
    await page
      .getByRole('dialog', { name: 'Delete comment' })
      .getByRole('button', { name: 'Delete comment' })
      .click();
    await expect(page.getByRole('dialog', { name: `Comments: ${title}` })).toBeVisible();
    await expect(page.getByText('Someone else wrote this.')).toHaveCount(0);
  });
});

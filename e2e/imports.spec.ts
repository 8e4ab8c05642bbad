import path from 'node:path';
import yauzl from 'yauzl';
import { BlogPostPage } from './pages/blog-post-page.ts';
import { seedAccount } from './support/accounts.ts';
import { signInAdmin } from './support/admin.ts';
import { checkScreen } from './support/screens.ts';
import { expect, type Locator, test } from './support/test.ts';

const OWNER = {
  name: 'Wanjiru Kamau',
  email: `imports-${Date.now()}@example.com`,
  password: 'Imports&Long-Passw0rd!x',
};
// A WordPress export written for this journey: one post (id 7341) with two approved comments (a
// thread) and one spam comment, and a page.
const WXR = path.resolve('e2e/fixtures/long-rains.wxr.xml');
const POST = { title: 'The long rains: garden notes', slug: 'the-long-rains-garden-notes' };

/** A row of the report's counts table: kind, created, updated, unchanged, skipped. */
const countsRow = (panel: Locator, kind: string) =>
  panel.getByRole('table', { name: 'Items by kind' }).getByRole('row', { name: new RegExp(`^${kind} `) });

test.describe.configure({ mode: 'serial' });

test.describe('importing a WordPress export from the admin screen', () => {
  test.beforeAll(async () => {
    await seedAccount({ ...OWNER, role: 'admin' });
  });

  test('the owner imports a WXR; its old address leads to the post with its comments; redirects are listed and added', async ({
    page,
  }) => {
    // An import through the worker and sixteen axe scans with screenshots on a busy machine.
    test.slow();
    await signInAdmin(page, OWNER.email, OWNER.password);
    await page.goto('/admin/import');
    await expect(page.getByRole('heading', { level: 2, name: 'Import & export' })).toBeVisible();

    // An empty submit says what is missing, by the field.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Choose a file to import')).toBeVisible();

    await page.getByLabel('File to import').setInputFiles(WXR);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const panel = page.getByRole('region', { name: 'This import' });
    await expect(panel.getByRole('status')).toHaveText('Done', { timeout: 60_000 });
    await expect(countsRow(panel, 'post')).toHaveText(/^post\s*1\s*0\s*0\s*0$/);
    await expect(countsRow(panel, 'comment')).toHaveText(/^comment\s*2\s*0\s*0\s*1$/);
    await expect(countsRow(panel, 'page')).toHaveText(/^page\s*0\s*0\s*0\s*1$/);
    await panel.getByText(/^Skipped items/).click();
    await expect(panel.getByText("post type 'page' is not imported")).toBeVisible();
    await expect(page.getByRole('button', { name: /long-rains\.wxr\.xml/ })).toBeVisible();
    // The run is in the address: a reload shows its report again.
    await expect(page).toHaveURL(/\/admin\/import\?run=[0-9a-f-]{36}$/);
    await checkScreen(page, 'admin-import', (p) =>
      countsRow(p.getByRole('region', { name: 'This import' }), 'comment'),
    );

    // The old WordPress addresses land on the post, with its imported thread.
    for (const old of ['/?p=7341', '/2016/04/09/the-long-rains-garden-notes/']) {
      await page.goto(old);
      await expect(page).toHaveURL(new RegExp(`/blog/${POST.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
    }
    const post = new BlogPostPage(page);
    await expect(post.card('Our tomatoes drowned too. Did the trench really help?')).toContainText(
      'Achieng Odhiambo',
    );
    await expect(post.card('It did: dig it a spade deep and let it run downhill.')).toContainText(
      'Wanjiru Kamau',
    );
    await expect(post.comments.getByText('Buy seeds now!!!')).toHaveCount(0);

    // The redirects screen lists what the import made, and a redirect added there works.
    await page.goto('/admin/redirects');
    await page.getByRole('searchbox', { name: 'Search redirects' }).fill('7341');
    const row = page.getByRole('row', { name: /\/\?p=7341/ });
    await expect(row).toContainText(`/blog/${POST.slug}`);
    await expect(row).toContainText('WordPress import');

    await page.getByRole('button', { name: 'Add redirect' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Add redirect' });
    await dialog.getByLabel('Old path').fill('/garden/rains');
    await dialog.getByLabel('New path').fill(`/blog/${POST.slug}`);
    await dialog.getByRole('button', { name: 'Add redirect' }).click();
    await expect(page.getByText('Redirect created')).toBeVisible();

    // The same old path again: the server's 409 shows by the field.
    await page.getByRole('button', { name: 'Add redirect' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Add redirect' });
    await dialog.getByLabel('Old path').fill('/garden/rains/');
    await dialog.getByLabel('New path').fill('/blog');
    await dialog.getByRole('button', { name: 'Add redirect' }).click();
    await expect(dialog.getByText('A redirect from this path already exists')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('searchbox', { name: 'Search redirects' }).fill('garden/rains');
    await expect(page.getByRole('row', { name: /\/garden\/rains/ })).toContainText('You');
    await checkScreen(page, 'admin-redirects', (p) =>
      p.getByRole('heading', { level: 2, name: 'Redirects' }),
    );

    await page.goto('/garden/rains');
    await expect(page).toHaveURL(new RegExp(`/blog/${POST.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();

    // The export button downloads the site's archive, the imported post and its thread in it.
    await page.goto('/admin/import');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^site-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = await zipTexts(await download.path());
    expect(JSON.parse(archive.get('manifest.json') ?? '{}')).toMatchObject({
      format: 'creator-site-export',
      version: 1,
      includes_subscribers: false,
    });
    const posts = JSON.parse(archive.get('posts.json') ?? '[]') as { slug: string; title: string }[];
    expect(posts.find((p) => p.slug === POST.slug)?.title).toBe(POST.title);
    const comments = JSON.parse(archive.get('comments.json') ?? '[]') as { content: string }[];
    expect(comments.map((c) => c.content)).toContain('It did: dig it a spade deep and let it run downhill.');
  });
});

/** The JSON files of a downloaded zip, by name. */
async function zipTexts(file: string): Promise<Map<string, string>> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  const texts = new Map<string, string>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('.json')) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      texts.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
    }
  } finally {
    zip.close();
  }
  return texts;
}

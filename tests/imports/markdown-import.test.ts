import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFormatError, type ImportReport } from '../../modules/imports/index.ts';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { pngBytes, uploadExists } from '../support/factories.ts';
import { runScript } from '../support/harness.ts';
import { copyOf, countFixture, removeScratch, zipOf } from '../support/markdown-sites.ts';
import { setUpRenderingApi } from '../support/server-render.ts';

const JEKYLL = path.resolve('tests/fixtures/markdown/jekyll');
const HUGO = path.resolve('tests/fixtures/markdown/hugo');
const zero = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
const TABLES = ['blog_post', 'redirect', 'content_import_item', 'outbox_event'];

afterAll(removeScratch);

describe('Markdown import (a folder or zip of Jekyll, Hugo, Eleventy files)', () => {
  const { api, asAdmin } = setUpRenderingApi({}, { world: 'test' });

  const importFile = (file: string, dryRun = false, baseUrl?: string): Promise<ImportReport> =>
    withEntityManagerScope(api.orm, () => api.modules.imports.importFile({ file, dryRun, baseUrl }));
  const rows = async (sql: string, params: unknown[] = []) =>
    (await api.orm.em.fork().getConnection().execute(sql, params)) as Record<string, unknown>[];
  const countOf = async (table: string) => Number((await rows(`select count(*) as n from ${table}`))[0]?.n);
  const distinctTags = async () =>
    Number(
      (
        await rows('select count(distinct tag) as n from blog_post, jsonb_array_elements_text(tags) as tag')
      )[0]?.n,
    );
  const redirectOf = async (address: string) => {
    const answer = await fetch(`${api.baseUrl}${address}`, { redirect: 'manual' });
    return { status: answer.status, location: answer.headers.get('location') };
  };
  const jekyllPost = (file: string) =>
    (/^_posts\/\d{4}-\d{2}-\d{2}-.+\.(md|markdown)$/.test(file) || file.startsWith('_drafts/')) &&
    !file.endsWith('.png');

  it("imports Jekyll's own test posts: posts, drafts, tags, local images, old addresses; a second run changes nothing", async () => {
    const expected = await countFixture(JEKYLL, jekyllPost);
    expect(expected).toEqual({ posts: 12, tags: 6 });

    const report = await importFile(JEKYLL);
    expect(report.format).toBe('Jekyll (15 files)');
    expect(report.counts.post).toEqual({ ...zero, created: expected.posts });
    expect(report.counts.image).toEqual({ ...zero, created: 2 });
    expect(report.unreachableImages).toEqual([]);
    // One address per published post (10), and the picture post's redirect_from.
    expect(report.counts.redirect).toEqual({ ...zero, created: 11 });
    expect(report.skipped).toEqual([
      {
        kind: 'page',
        source_id: 'SOURCE.md',
        line: 0,
        reason: 'a page, not a post (Jekyll posts are in _posts)',
      },
      {
        kind: 'file',
        source_id: '_posts/2011-04-12-text-extension.text',
        line: 0,
        reason: 'not Markdown (.text)',
      },
      {
        kind: 'page',
        source_id: 'info.md',
        line: 0,
        reason: 'a page, not a post (Jekyll posts are in _posts)',
      },
    ]);
    expect(await countOf('blog_post')).toBe(expected.posts);
    expect(await distinctTags()).toBe(expected.tags);
    expect(await countOf(`blog_post where status = 'draft'`)).toBe(2);

    const posts = (await asAdmin('/api/blog?limit=50')).json.posts as Record<string, unknown>[];
    const bySlug = new Map(posts.map((post) => [post.slug, post]));
    expect(bySlug.get('timezone-override')).toMatchObject({
      title: 'Timezone Override',
      status: 'published',
      published_at: '2010-01-10T13:07:09.000Z',
    });
    expect(bySlug.get('array-categories')).toMatchObject({ category: 'foo', tags: [] });
    expect(bySlug.get('not-published')).toMatchObject({ status: 'draft', published_at: null });
    const picture = bySlug.get('with-a-picture');
    expect(picture).toMatchObject({
      title: 'A post with its pictures beside it',
      category: 'Journal',
      tags: ['photos', 'travel'],
      published_at: '2020-05-01T07:30:00.000Z',
      excerpt: "Two pictures that live in the site's folder, not on a server.",
    });
    // Both pictures were files of the folder: stored, and the body points at the stored one.
    expect(await uploadExists(api, picture?.featured_image)).toBe(true);
    const served = await api.request('/api/blog/slug/with-a-picture');
    expect(served.status).toBe(200);
    const full = served.json.post as { content: string };
    const inline = /<img src="(\/uploads\/[^"]+)" alt="A red square"/.exec(full.content);
    expect(await uploadExists(api, inline?.[1])).toBe(true);
    expect(full.content).toContain('<table>');

    // The post is served at its new address; its old ones answer 301 to it.
    const page = await fetch(`${api.baseUrl}/blog/with-a-picture`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('A post with its pictures beside it');
    expect(await redirectOf('/journal/2020/05/01/with-a-picture.html')).toEqual({
      status: 301,
      location: '/blog/with-a-picture',
    });
    expect(await redirectOf('/journal/pictures.html')).toEqual({
      status: 301,
      location: '/blog/with-a-picture',
    });
    expect(await redirectOf('/my_category/permalinked-post/')).toEqual({
      status: 301,
      location: '/blog/permalinked-post',
    });
    expect(await redirectOf('/baddie.html')).toEqual({ status: 301, location: '/blog/permalink-traversal' });

    const again = await importFile(JEKYLL);
    expect(again.counts.post).toEqual({ ...zero, unchanged: expected.posts });
    expect(again.counts.image).toEqual({ ...zero, unchanged: 2 });
    expect(again.counts.redirect).toEqual({ ...zero, unchanged: 11 });
    expect(await countOf('blog_post')).toBe(expected.posts);
    expect(await countOf('redirect')).toBe(11);
  });

  it("imports Hugo's basic example (TOML and YAML front matter): its section's posts, aliases; list and root pages skipped", async () => {
    const expected = await countFixture(HUGO, (file) => /^content\/post\/[^_][^/]*\.md$/.test(file));
    expect(expected).toEqual({ posts: 5, tags: 7 });

    const report = await importFile(HUGO);
    expect(report.format).toBe('Hugo (13 files)');
    expect(report.counts.post).toEqual({ ...zero, created: expected.posts });
    expect(report.counts.page).toEqual({ ...zero, skipped: 5 });
    expect(report.counts.file).toEqual({ ...zero, skipped: 3 });
    expect(report.skipped).toContainEqual({
      kind: 'page',
      source_id: 'content/homepage/index.md',
      line: 0,
      reason: 'a headless bundle, not a page of its own',
    });
    // /post/<name> for each, and markdown-syntax's alias.
    expect(report.counts.redirect).toEqual({ ...zero, created: 6 });
    expect(await countOf('blog_post')).toBe(expected.posts);
    expect(await distinctTags()).toBe(expected.tags);

    const [post] = await rows(
      `select title, category, tags, author_name, published_at::text, excerpt from blog_post where slug = 'markdown-syntax'`,
    );
    expect(post).toEqual({
      title: 'Markdown Syntax Guide',
      category: 'themes',
      tags: ['markdown', 'css', 'html'],
      author_name: 'Hugo Authors',
      published_at: '2019-03-11 00:00:00+00',
      excerpt: 'Sample article showcasing basic Markdown syntax and formatting for HTML elements.',
    });
    expect(await redirectOf('/post/markdown-syntax/')).toEqual({
      status: 301,
      location: '/blog/markdown-syntax',
    });
    expect(await redirectOf('/post/migrate-from-jekyl')).toEqual({
      status: 301,
      location: '/blog/markdown-syntax',
    });

    const again = await importFile(HUGO);
    expect(again.counts.post).toEqual({ ...zero, unchanged: expected.posts });
    expect(again.counts.redirect).toEqual({ ...zero, unchanged: 6 });
  });

  it('imports a zip of the same site as the folder: its top folder stripped, so the folder then finds it all unchanged', async () => {
    const report = await importFile(await zipOf(JEKYLL));
    expect(report.format).toBe('Jekyll (15 files)');
    expect(report.counts.post).toEqual({ ...zero, created: 12 });
    expect(report.counts.image).toEqual({ ...zero, created: 2 });
    expect(await distinctTags()).toBe(6);
    const folder = await importFile(JEKYLL);
    expect(folder.counts.post).toEqual({ ...zero, unchanged: 12 });
  });

  describe("images that are not files of the folder: fetched from the old site's address", () => {
    let server: Server;
    let origin = '';
    beforeAll(async () => {
      const png = await pngBytes(40);
      server = createServer((request, response) => {
        response.writeHead(request.url === '/images/remote.png' ? 200 : 404, { 'content-type': 'image/png' });
        response.end(request.url === '/images/remote.png' ? png : undefined);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("stores a page bundle's own picture from the folder, fetches one from --base-url, keeps a missing one as a link", async () => {
      const site = await copyOf(HUGO);
      await mkdir(path.join(site, 'content/post/trip'));
      await writeFile(path.join(site, 'content/post/trip/cover.png'), await pngBytes(24));
      await writeFile(
        path.join(site, 'content/post/trip/index.md'),
        '---\ntitle: The trip\ndate: 2021-07-01\nfeatured_image: cover.png\n---\n![Remote](/images/remote.png) ![Gone](../../images/gone.png)\n',
      );
      const report = await importFile(site, false, origin);
      expect(report.counts.post).toEqual({ ...zero, created: 6 });
      expect(report.counts.image).toEqual({ ...zero, created: 2, skipped: 1 });
      expect(report.unreachableImages).toEqual([{ url: '/images/gone.png', reason: 'HTTP 404' }]);
      const [trip] = await rows(`select content, featured_image from blog_post where slug = 'trip'`);
      expect(await uploadExists(api, trip?.featured_image)).toBe(true);
      const remote = /<img src="(\/uploads\/[^"]+)" alt="Remote">/.exec(String(trip?.content));
      expect(await uploadExists(api, remote?.[1])).toBe(true);
      // The sanitiser keeps an image it could not store as a link to where it was.
      expect(String(trip?.content)).toContain(
        `<a href="${origin}/images/gone.png" rel="noopener noreferrer">Gone</a>`,
      );
      expect(await redirectOf('/post/trip/')).toEqual({ status: 301, location: '/blog/trip' });
    });
  });

  it('updates the post of a changed file in place; the others stay unchanged', async () => {
    const site = await copyOf(HUGO);
    await importFile(site);
    const file = path.join(site, 'content/post/emoji-support.md');
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text
        .replace('title = "Emoji Support"', 'title = "Emoji, supported"')
        .replace('"emoji",', '"emoji", "fun",'),
    );
    const report = await importFile(site);
    expect(report.counts.post).toEqual({ ...zero, updated: 1, unchanged: 4 });
    expect(await rows(`select slug, title, tags from blog_post where slug = 'emoji-support'`)).toEqual([
      { slug: 'emoji-support', title: 'Emoji, supported', tags: ['emoji', 'fun'] },
    ]);
    expect(await countOf('blog_post')).toBe(5);
  });

  it('refuses a zip with an entry out of its folder, with one clear error, and writes nothing', async () => {
    const site = await copyOf(HUGO);
    await writeFile(path.join(site, 'xx-evil.md'), '# evil');
    const zip = await zipOf(site, ['my-old-blog/xx-evil.md', '../../../../../evil.md']);
    const error = await importFile(zip).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as Error).message).toBe(
      'site.zip is refused: invalid relative path: ../../../../../evil.md (site.zip)',
    );
    for (const table of TABLES) expect(await countOf(table)).toBe(0);
  });

  it('runs from the command line: a dry run of a folder writes nothing; a broken file exits 1 naming its line', async () => {
    const { stdout } = await runScript(api.config, 'content-import.ts', ['--from', HUGO, '--dry-run']);
    expect(stdout).toContain(`Dry run (nothing written): ${HUGO} (Hugo (13 files))`);
    expect(stdout).toMatch(/post\s+5\s+0\s+0\s+0/);
    expect(stdout).toContain("page content/about.md: a page at the site's root, not in a section");
    for (const table of TABLES) expect(await countOf(table)).toBe(0);

    const site = await copyOf(HUGO);
    await writeFile(path.join(site, 'content/post/broken.md'), '+++\ntitle = "Broken"\ndate = \n+++\nBody\n');
    const failed = await runScript(api.config, 'content-import.ts', ['--from', site]).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toMatch(
      /^.+: content\/post\/broken\.md: its TOML front matter is not valid: .+ \(content\/post\/broken\.md, line 3\)\. Nothing was imported\.$/,
    );
    for (const table of TABLES) expect(await countOf(table)).toBe(0);
  });

  it('refuses a broken front matter naming the file and line, and writes nothing (no image stored either)', async () => {
    const site = await copyOf(JEKYLL);
    await writeFile(
      path.join(site, '_posts/2021-01-01-broken.md'),
      '---\ntitle: Fine\ntags: [open, list\n---\nBody\n',
    );
    const error = await importFile(site).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as ImportFormatError).where).toBe('_posts/2021-01-01-broken.md, line 4');
    expect((error as Error).message).toMatch(
      /^_posts\/2021-01-01-broken\.md: its YAML front matter is not valid: .+ \(_posts\/2021-01-01-broken\.md, line 4\)$/,
    );
    for (const table of TABLES) expect(await countOf(table)).toBe(0);
    expect(await countOf('stored_image')).toBe(0);
  });
});

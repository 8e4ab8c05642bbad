import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../modules/imports/index.ts';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { setUpAdminApi } from '../support/admin-api.ts';
import { pngBytes, uploadExists } from '../support/factories.ts';
import { runScript } from '../support/harness.ts';

const FIXTURES = path.resolve('tests/fixtures/wordpress');
const fixture = (name: string) => path.join(FIXTURES, name);
const zero = { created: 0, updated: 0, unchanged: 0, skipped: 0 };

describe('WordPress import (npm run content:import)', () => {
  const { api, asAdmin } = setUpAdminApi({}, { world: 'test' });

  const importFile = (file: string, dryRun = false): Promise<ImportReport> =>
    withEntityManagerScope(api.orm, () => api.modules.imports.importFile({ file, dryRun }));
  const rows = async (sql: string, params: unknown[] = []) =>
    (await api.orm.em.fork().getConnection().execute(sql, params)) as Record<string, unknown>[];
  const countOf = async (table: string) => Number((await rows(`select count(*) as n from ${table}`))[0]?.n);
  const redirectOf = async (address: string) => {
    const answer = await fetch(`${api.baseUrl}${address}`, { redirect: 'manual' });
    return { status: answer.status, location: answer.headers.get('location') };
  };

  it("imports valid-wxr-1.1.xml (WordPress's importer test data): its post, tag, category and comment, a page skipped", async () => {
    const report = await importFile(fixture('valid-wxr-1.1.xml'));
    expect(report.format).toBe('WXR 1.1');
    expect(report.counts.post).toEqual({ ...zero, created: 1 });
    expect(report.counts.comment).toEqual({ ...zero, created: 1 });
    expect(report.counts.page).toEqual({ ...zero, skipped: 1 });
    expect(report.skipped).toEqual([
      { kind: 'page', source_id: '2', line: 85, reason: "post type 'page' is not imported" },
    ]);
    // /?p=1, /2010/10/16/hello-world, /2010/10/hello-world, /category/alpha, /tag/clippable.
    expect(report.counts.redirect).toEqual({ ...zero, created: 5 });

    const posts = (await asAdmin('/api/blog?limit=50')).json.posts as Record<string, unknown>[];
    expect(posts.map((post) => [post.slug, post.title, post.status, post.category, post.tags])).toEqual([
      ['hello-world', 'Hello world!', 'published', 'alpha', ['Clippable']],
    ]);
    expect(posts[0]?.published_at).toBe('2010-10-16T20:53:18.000Z');
    const comments = (await api.request(`/api/blog/${posts[0]?.id}/comments`)).json.comments as Record<
      string,
      unknown
    >[];
    expect(comments.map((comment) => [comment.name, comment.content])).toEqual([
      [
        'Mr WordPress',
        "Hi, this is a comment.\nTo delete a comment, just log in and view the post's comments. There you will have the option to edit or delete them.",
      ],
    ]);
    expect(comments[0]?.created_at).toBe('2010-10-16T20:53:18.000Z');
    // Old posts are not news: nothing is announced (no newsletter for a 2010 post).
    expect(await countOf(`outbox_event where name = 'blog.post_published'`)).toBe(0);
    expect(await countOf(`outbox_event where name = 'blog.post_changed'`)).toBe(1);

    // The old addresses answer 301 over HTTP, with or without their trailing slash.
    expect(await redirectOf('/?p=1')).toEqual({ status: 301, location: '/blog/hello-world' });
    expect(await redirectOf('/2010/10/16/hello-world/')).toEqual({
      status: 301,
      location: '/blog/hello-world',
    });
    expect(await redirectOf('/2010/10/hello-world')).toEqual({ status: 301, location: '/blog/hello-world' });
    expect(await redirectOf('/category/alpha/')).toEqual({ status: 301, location: '/blog/category/alpha' });
    expect(await redirectOf('/tag/clippable/')).toEqual({ status: 301, location: '/blog/tag/Clippable' });
    expect((await redirectOf('/?p=2')).status).not.toBe(301);

    // A second run changes nothing.
    const again = await importFile(fixture('valid-wxr-1.1.xml'));
    expect(again.counts.post).toEqual({ ...zero, unchanged: 1 });
    expect(again.counts.comment).toEqual({ ...zero, unchanged: 1 });
    expect(again.counts.redirect).toEqual({ ...zero, unchanged: 5 });
    expect(await countOf('blog_post')).toBe(1);
    expect(await countOf('blog_comment')).toBe(1);
    expect(await countOf('redirect')).toBe(5);
    expect(await countOf('content_import_item')).toBe(2);
    expect(await countOf(`outbox_event where name = 'blog.post_changed'`)).toBe(1);
  });

  it('updates a changed post and comment in place on the next run; its slug stays', async () => {
    await importFile(fixture('valid-wxr-1.1.xml'));
    const source = await readFile(fixture('valid-wxr-1.1.xml'), 'utf8');
    const changed = path.join(tmpdir(), `wxr-changed-${Date.now()}.xml`);
    await writeFile(
      changed,
      source
        .replace('<title>Hello world!</title>', '<title>Hello again, world</title>')
        .replace('Hi, this is a comment.', 'Hi, this comment was edited.'),
    );
    const report = await importFile(changed);
    expect(report.counts.post).toEqual({ ...zero, updated: 1 });
    expect(report.counts.comment).toEqual({ ...zero, updated: 1 });
    const [post] = await rows('select id, slug, title from blog_post');
    expect(post).toMatchObject({ slug: 'hello-world', title: 'Hello again, world' });
    const [comment] = await rows('select content from blog_comment');
    expect(String(comment?.content)).toMatch(/^Hi, this comment was edited\./);
    expect(await countOf('blog_post')).toBe(1);
    expect(await countOf('blog_comment')).toBe(1);
  });

  it('imports valid-wxr-1.0.xml: 3 posts with their 4 tags (WXR 1.0 says domain="tag"), 1 comment, 3 pages skipped', async () => {
    const report = await importFile(fixture('valid-wxr-1.0.xml'));
    expect(report.format).toBe('WXR 1.0');
    expect(report.counts.post).toEqual({ ...zero, created: 3 });
    expect(report.counts.page).toEqual({ ...zero, skipped: 3 });
    expect(report.counts.comment).toEqual({ ...zero, created: 1 });
    const posts = await rows('select slug, category, tags from blog_post order by slug');
    expect(posts.map((post) => [post.slug, post.category, post.tags])).toEqual([
      ['alpha-post', 'alpha', ['news', 'roar']],
      ['child-post', 'child', ['chicken', 'face']],
      ['hello-world', 'Uncategorized', []],
    ]);
    expect(await redirectOf('/tag/chicken/')).toEqual({ status: 301, location: '/blog/tag/chicken' });
    expect(await redirectOf('/2010/10/20/alpha-post/')).toEqual({
      status: 301,
      location: '/blog/alpha-post',
    });
  });

  it('imports small-export.xml: 6 posts (the private one as a draft), 3 tags, 1 comment; its 5 pages skipped', async () => {
    const report = await importFile(fixture('small-export.xml'));
    expect(report.counts.post).toEqual({ ...zero, created: 6 });
    expect(report.counts.page).toEqual({ ...zero, skipped: 5 });
    expect(report.counts.comment).toEqual({ ...zero, created: 1 });
    expect(report.skipped.map((s) => `${s.kind}:${s.source_id}:${s.line}`)).toEqual([
      'page:2:123',
      'page:4:157',
      'page:6:187',
      'page:9:217',
      'page:11:247',
    ]);
    const posts = await rows('select slug, status, category, tags from blog_post order by slug');
    expect(posts.map((post) => [post.slug, post.status, post.category])).toEqual([
      ['foo-child', 'published', 'Foo'],
      ['hello-world', 'published', 'Uncategorized'],
      ['many-categories', 'published', 'alpha'],
      ['non-standard-post-format', 'published', 'Uncategorized'],
      ['private-post', 'draft', 'Uncategorized'],
      ['top-level-foo', 'published', 'Foo'],
    ]);
    const tags = new Set(posts.flatMap((post) => post.tags as string[]));
    expect([...tags].sort()).toEqual(['Tag1', 'Tag2', 'Tag3']);
    expect(await countOf('blog_comment')).toBe(1);
    // Two WordPress categories named Foo (foo, foo-bar) both reach the one category page.
    expect(await redirectOf('/category/foo-bar')).toEqual({ status: 301, location: '/blog/category/Foo' });
    expect(await redirectOf('/category/foo')).toEqual({ status: 301, location: '/blog/category/Foo' });
  });

  it('keeps a taken slug free: an imported post with a slug already used gets the next free one', async () => {
    await rows(
      `insert into blog_post (id, slug, title, tags, content, status, created_at, updated_at)
       values (gen_random_uuid(), 'hello-world', 'Mine', '[]', '<p>x</p>', 'draft', now(), now())`,
    );
    await importFile(fixture('valid-wxr-1.1.xml'));
    const slugs = (await rows('select slug from blog_post order by slug')).map((row) => row.slug);
    expect(slugs).toEqual(['hello-world', 'hello-world-2']);
    expect(await redirectOf('/?p=1')).toEqual({ status: 301, location: '/blog/hello-world-2' });
  });

  it("never overwrites the owner's own redirect", async () => {
    const made = await asAdmin('/api/redirects', {
      method: 'POST',
      json: { from: '/?p=1', to: '/blog/mine' },
    });
    expect(made.status).toBe(201);
    const report = await importFile(fixture('valid-wxr-1.1.xml'));
    expect(report.counts.redirect).toEqual({ ...zero, created: 4, skipped: 1 });
    expect(report.skipped).toContainEqual({
      kind: 'redirect',
      source_id: '/?p=1',
      line: 0,
      reason: 'the owner made their own redirect from it',
    });
    expect(await redirectOf('/?p=1')).toEqual({ status: 301, location: '/blog/mine' });
  });

  it('reads escaped CDATA (crazy-cdata-escaped.xml) and refuses the unescaped one with its line and column', async () => {
    const report = await importFile(fixture('crazy-cdata-escaped.xml'));
    expect(report.counts.post).toEqual({ ...zero, created: 1 });
    const [post] = await rows('select title, content from blog_post');
    expect(post).toEqual({ title: 'Hello world!', content: 'Content with nested  :)' });
    await expect(importFile(fixture('crazy-cdata.xml'))).rejects.toThrow(
      'the string "]]>" is disallowed in char data. (line 18, column 72)',
    );
    expect(await countOf('blog_post')).toBe(1);
  });

  it('malformed.xml fails with one clear error naming line and column, and nothing is written (CLI, exit 1)', async () => {
    const failed = await runScript(api.config, 'content-import.ts', [
      '--from',
      fixture('malformed.xml'),
    ]).then(
      () => undefined,
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe(
      `${fixture('malformed.xml')}: not a well-formed WordPress export: unexpected close tag. (line 90, column 10). Nothing was imported.`,
    );
    for (const table of ['blog_post', 'blog_comment', 'redirect', 'content_import_item', 'outbox_event'])
      expect(await countOf(table)).toBe(0);
  });

  it('--dry-run prints what would change and writes nothing (CLI)', async () => {
    const { stdout } = await runScript(api.config, 'content-import.ts', [
      '--from',
      fixture('small-export.xml'),
      '--dry-run',
      '--json',
    ]);
    const report = JSON.parse(stdout) as ImportReport;
    expect(report.dryRun).toBe(true);
    expect(report.counts.post).toEqual({ ...zero, created: 6 });
    expect(report.counts.comment).toEqual({ ...zero, created: 1 });
    for (const table of ['blog_post', 'blog_comment', 'redirect', 'content_import_item', 'outbox_event'])
      expect(await countOf(table)).toBe(0);
    const { stdout: text } = await runScript(api.config, 'content-import.ts', [
      '--from',
      fixture('small-export.xml'),
      '--dry-run',
    ]);
    expect(text).toContain('Dry run (nothing written)');
    expect(text).toMatch(/post\s+6\s+0\s+0\s+0/);
    expect(text).toContain("page 2 (line 123): post type 'page' is not imported");
  });

  describe('featured images and threads', () => {
    let server: Server;
    let origin = '';
    let png: Uint8Array;
    beforeAll(async () => {
      png = await pngBytes(400);
      server = createServer((request, response) => {
        if (
          request.url === '/wp-content/uploads/cover.png' ||
          request.url === '/wp-content/uploads/inline.png'
        ) {
          response.writeHead(200, { 'content-type': 'image/png' });
          response.end(png);
        } else {
          response.writeHead(404);
          response.end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('downloads reachable featured and body images into the store (with their variants rows), keeps unreachable ones as links, and keeps threads', async () => {
      const file = path.join(tmpdir(), `wxr-images-${Date.now()}.xml`);
      await writeFile(file, imagesWxr(origin));
      const report = await importFile(file);
      expect(report.counts.post).toEqual({ ...zero, created: 2 });
      expect(report.counts.image).toEqual({ ...zero, created: 2, skipped: 2 });
      expect(report.counts.attachment).toEqual({ ...zero, skipped: 2 });
      expect(report.unreachableImages).toEqual([
        {
          url: '/wp-content/uploads/relative.png',
          reason: "a relative address: give the old site's address (--base-url)",
        },
        { url: `${origin}/wp-content/uploads/gone.png`, reason: 'HTTP 404' },
      ]);
      // The old link /blog/b-with-link is a path this site serves: never shadowed by a redirect.
      expect(report.skipped.filter((s) => s.kind === 'redirect')).toEqual([
        {
          kind: 'redirect',
          source_id: '/blog/b-with-link',
          line: 0,
          reason: 'this site serves that path itself',
        },
      ]);
      // Held, spam and pingback are left out, with their reasons.
      expect(report.counts.comment).toEqual({ ...zero, created: 3, skipped: 3 });
      expect(report.skipped.filter((s) => s.kind === 'comment').map((s) => [s.source_id, s.reason])).toEqual([
        ['3', 'not approved'],
        ['5', 'marked spam'],
        ['6', 'pingbacks are not imported'],
      ]);

      const posts = await rows(
        'select id, slug, featured_image, excerpt, content from blog_post order by slug',
      );
      // The body through the editor's sanitiser (the script is gone); the excerpt as plain text.
      // The body's image is stored and its src rewritten (the old site's srcset dropped); the
      // relative one, not fetched and with no address to link to, loses its src to the sanitiser.
      const [withImage, withLink] = posts;
      const inline = /<img src="(\/uploads\/[0-9a-f-]{36}\.(?:png|webp))" alt="Inline">/.exec(
        String(withImage?.content),
      );
      expect(inline).not.toBeNull();
      expect(await uploadExists(api, inline?.[1])).toBe(true);
      expect(posts.map((post) => [post.content, post.excerpt])).toEqual([
        [`<p>Body of a-with-image</p><p>${inline?.[0]}</p>`, 'Short summary of a-with-image'],
        ['<p>Body of b-with-link</p><p><img alt="Relative"></p>', 'Short summary of b-with-link'],
      ]);
      expect(String(withImage?.featured_image)).toMatch(/^\/uploads\/[0-9a-f-]{36}\.(png|webp)$/);
      expect(await uploadExists(api, withImage?.featured_image)).toBe(true);
      const name = String(withImage?.featured_image).replace('/uploads/', '');
      expect(await countOf(`stored_image where name = '${name}'`)).toBe(1);
      expect(withLink?.featured_image).toBe(`${origin}/wp-content/uploads/gone.png`);

      // 1 <- 2 (reply), 4 whose parent (3) is held becomes top-level.
      const thread = (await api.request(`/api/blog/${withImage?.id}/comments`)).json.comments as {
        content: string;
        replies: { content: string }[];
      }[];
      expect(
        thread
          .map((c) => [c.content, c.replies.map((r) => r.content)] as const)
          .sort(([a], [b]) => a.localeCompare(b)),
      ).toEqual([
        ['First comment', ['A reply to the first']],
        ['Reply to a held one', []],
      ]);

      // Again: the stored image is reused, nothing new is written.
      const again = await importFile(file);
      expect(again.counts.image).toEqual({ ...zero, unchanged: 2, skipped: 2 });
      expect(again.counts.post).toEqual({ ...zero, unchanged: 2 });
      expect(again.counts.comment).toEqual({ ...zero, unchanged: 3, skipped: 3 });
      expect(await countOf('stored_image')).toBe(2);
    });
  });
});

/** A small export with two posts, their attachments (one served, one gone) and a thread. */
function imagesWxr(origin: string): string {
  const comment = (id: number, parent: number, approved: string, content: string, type = '') => `
    <wp:comment>
      <wp:comment_id>${id}</wp:comment_id>
      <wp:comment_author><![CDATA[Reader ${id}]]></wp:comment_author>
      <wp:comment_author_email>reader${id}@example.com</wp:comment_author_email>
      <wp:comment_date>2020-01-0${id} 10:00:00</wp:comment_date>
      <wp:comment_date_gmt>2020-01-0${id} 10:00:00</wp:comment_date_gmt>
      <wp:comment_content><![CDATA[${content}]]></wp:comment_content>
      <wp:comment_approved>${approved}</wp:comment_approved>
      <wp:comment_type>${type}</wp:comment_type>
      <wp:comment_parent>${parent}</wp:comment_parent>
    </wp:comment>`;
  const post = (id: number, slug: string, thumbnail: number, comments: string, image: string) => `
  <item>
    <title>Post ${slug}</title>
    <link>${origin}/${id === 11 ? 'blog' : '2020/01'}/${slug}/</link>
    <guid isPermaLink="false">${origin}/?p=${id}</guid>
    <dc:creator><![CDATA[admin]]></dc:creator>
    <content:encoded><![CDATA[<p>Body of ${slug}</p><script>alert(1)</script><p>${image}</p>]]></content:encoded>
    <excerpt:encoded><![CDATA[<p>Short <b>summary</b> of ${slug}</p>]]></excerpt:encoded>
    <wp:post_id>${id}</wp:post_id>
    <wp:post_date>2020-01-01 10:00:00</wp:post_date>
    <wp:post_date_gmt>2020-01-01 10:00:00</wp:post_date_gmt>
    <wp:post_name>${slug}</wp:post_name>
    <wp:status>publish</wp:status>
    <wp:post_type>post</wp:post_type>
    <wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value><![CDATA[${thumbnail}]]></wp:meta_value></wp:postmeta>
    ${comments}
  </item>`;
  const attachment = (id: number, file: string) => `
  <item>
    <title>${file}</title>
    <guid isPermaLink="false">${origin}/wp-content/uploads/${file}</guid>
    <wp:post_id>${id}</wp:post_id>
    <wp:status>inherit</wp:status>
    <wp:post_type>attachment</wp:post_type>
    <wp:attachment_url>${origin}/wp-content/uploads/${file}</wp:attachment_url>
  </item>`;
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Images</title>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>${origin}</wp:base_site_url>
  ${post(
    10,
    'a-with-image',
    20,
    comment(2, 1, '1', 'A reply to the first') +
      comment(1, 0, '1', 'First comment') +
      comment(3, 0, '0', 'Held') +
      comment(4, 3, '1', 'Reply to a held one') +
      comment(5, 0, 'spam', 'Spam') +
      comment(6, 0, '1', 'Ping', 'pingback'),
    `<img class="wp-image-9" src="${origin}/wp-content/uploads/inline.png" srcset="${origin}/wp-content/uploads/inline-300x200.png 300w" sizes="(max-width: 300px) 100vw" alt="Inline">`,
  )}
  ${post(11, 'b-with-link', 21, '', '<img src="/wp-content/uploads/relative.png" alt="Relative">')}
  ${attachment(20, 'cover.png')}
  ${attachment(21, 'gone.png')}
</channel>
</rss>`;
}

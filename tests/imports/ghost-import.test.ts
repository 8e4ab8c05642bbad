import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../modules/imports/index.ts';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { pngBytes } from '../support/factories.ts';
import { runScript } from '../support/harness.ts';
import { setUpRenderingApi } from '../support/server-render.ts';

const FIXTURES = path.resolve('tests/fixtures/ghost');
const zero = { created: 0, updated: 0, unchanged: 0, skipped: 0 };

type Row = Record<string, unknown>;
type FixtureData = { posts: Row[]; tags: Row[]; posts_tags: Row[] };

/** The fixture's own counts, read here independently of the importer: its posts and public tags. */
function fixtureCounts(name: string) {
  const json = JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));
  const data = (json.db ? json.db[0] : json).data as FixtureData;
  const posts = data.posts.filter((post) => post.type !== 'page' && post.page !== true && post.page !== 1);
  const ids = new Set(posts.map((post) => post.id));
  const publicTags = new Map(
    data.tags
      .filter((tag) => tag.visibility !== 'internal' && !String(tag.name).startsWith('#'))
      .map((tag) => [tag.id, tag.name]),
  );
  const used = new Set(
    data.posts_tags.filter((row) => ids.has(row.post_id)).map((row) => publicTags.get(row.tag_id)),
  );
  used.delete(undefined);
  return { posts: posts.length, pages: data.posts.length - posts.length, tags: used.size };
}

describe('Ghost import (npm run content:import)', () => {
  const { api } = setUpRenderingApi({}, { world: 'test' });
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    const png = await pngBytes(400);
    // Two of Ghost 4's images and the v5 fixture's two are served; every other image answers 404.
    const served = new Set([
      '/static.ghost.org/v4.0.0/images/welcome-to-ghost.png',
      '/static.ghost.org/v4.0.0/images/editor.png',
      '/content/images/2024/01/cover.png',
      '/content/images/2024/01/inline.png',
    ]);
    server = createServer((request, response) => {
      response.writeHead(served.has(request.url ?? '') ? 200 : 404, { 'content-type': 'image/png' });
      response.end(served.has(request.url ?? '') ? png : undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /**
   * The fixture as Ghost wrote it, its image hosts pointed at the local server so the test never
   * reaches the network (the posts' text and structure unchanged).
   */
  const local = async (name: string) => {
    const file = path.join(tmpdir(), `ghost-${Date.now()}-${name}`);
    const source = readFileSync(path.join(FIXTURES, name), 'utf8');
    await writeFile(
      file,
      source.replace(
        /https:\/\/(static\.ghost\.org|ghost\.org|opensubscriptionplatforms\.com)\//g,
        `${origin}/$1/`,
      ),
    );
    return file;
  };
  const importFile = (
    file: string,
    options: { dryRun?: boolean; baseUrl?: string } = {},
  ): Promise<ImportReport> =>
    withEntityManagerScope(api.orm, () => api.modules.imports.importFile({ file, ...options }));
  const rows = async (sql: string, params: unknown[] = []) =>
    (await api.orm.em.fork().getConnection().execute(sql, params)) as Row[];
  const countOf = async (table: string) => Number((await rows(`select count(*) as n from ${table}`))[0]?.n);
  const redirectOf = async (address: string) => {
    const answer = await fetch(`${api.baseUrl}${address}`, { redirect: 'manual' });
    return { status: answer.status, location: answer.headers.get('location') };
  };
  const tagsOf = async () =>
    new Set((await rows('select tags from blog_post')).flatMap((row) => row.tags as string[]));

  it("imports Ghost 4.1.0's own export (v4_export.json): 7 posts, 1 tag, its 4 pages skipped; served at /blog/<slug>, /<slug>/ answers 301", async () => {
    expect(fixtureCounts('v4_export.json')).toEqual({ posts: 7, pages: 4, tags: 1 });
    const file = await local('v4_export.json');
    const report = await importFile(file, { baseUrl: origin });
    expect(report.format).toBe('Ghost 4.1.0');
    expect(report.counts.post).toEqual({ ...zero, created: 7 });
    expect(report.counts.page).toEqual({ ...zero, skipped: 4 });
    expect(report.skipped.filter((item) => item.kind === 'page').map((item) => item.source_id)).toEqual([
      '605ac141a2d5a6aa9e101ecb',
      '605ac141a2d5a6aa9e101ecd',
      '605ac141a2d5a6aa9e101ecf',
      '605ac141a2d5a6aa9e101ed1',
    ]);
    // Its bodies all have html: no card is rendered, none dropped.
    expect(report.counts.card).toBeUndefined();
    // 7 old paths /<slug> and /tag/getting-started.
    expect(report.counts.redirect).toEqual({ ...zero, created: 8 });
    // 24 distinct images (featured and in bodies) of the 7 posts; 2 served, 22 answer 404.
    expect(report.counts.image).toEqual({ ...zero, created: 2, skipped: 22 });

    const posts = await rows('select slug, status, category, tags, author_name from blog_post order by slug');
    expect(posts.map((post) => [post.slug, post.status, post.category, post.tags, post.author_name])).toEqual(
      [
        ['design', 'published', 'Getting Started', ['Getting Started'], 'Ghost'],
        ['grow', 'published', 'Getting Started', ['Getting Started'], 'Ghost'],
        ['integrations', 'published', 'Getting Started', ['Getting Started'], 'Ghost'],
        ['portal', 'published', 'Getting Started', ['Getting Started'], 'Ghost'],
        // Ghost's "sell" post is for paying members only: a draft here, the owner decides.
        ['sell', 'draft', 'Getting Started', ['Getting Started'], 'Ghost'],
        ['welcome', 'published', 'Getting Started', ['Getting Started'], 'Ghost'],
        ['write', 'published', 'Getting Started', ['Getting Started'], 'Ghost'],
      ],
    );
    expect(await tagsOf()).toEqual(new Set(['Getting Started']));

    const [welcome] = await rows(
      'select featured_image, excerpt, published_at from blog_post where slug = ?',
      ['welcome'],
    );
    expect(String(welcome?.featured_image)).toMatch(/^\/uploads\/[0-9a-f-]{36}\.(png|webp)$/);
    expect(welcome?.excerpt).toBe(
      "We've crammed the most important information to help you get started with Ghost into this one post. It's your cheat-sheet to get started, and your shortcut to advanced features.",
    );
    expect(new Date(String(welcome?.published_at)).toISOString()).toBe('2021-03-24T04:34:15.000Z');

    const page = await fetch(`${api.baseUrl}/blog/write`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Ghost comes with a best-in-class editor');
    // The body's first image is stored and its src rewritten; an unreachable one stays a link.
    expect(html).toMatch(/<img src="\/uploads\/[0-9a-f-]{36}\.(png|webp)"/);
    expect(html).toContain(`${origin}/static.ghost.org/v4.0.0/images/preview.png`);

    // Ghost's links between its own posts (`__GHOST_URL__/design/`) point at the old address
    // (`--base-url`): once its domain points here, the redirects take them to the posts.
    const [guide] = await rows('select content from blog_post where slug = ?', ['welcome']);
    expect(String(guide?.content)).toContain(
      `<a href="${origin}/design/" rel="noopener noreferrer">Customizing your brand and site settings</a>`,
    );
    expect(String(guide?.content)).not.toContain('__GHOST_URL__');
    expect(await redirectOf('/design/')).toEqual({ status: 301, location: '/blog/design' });
    expect(await redirectOf('/write/')).toEqual({ status: 301, location: '/blog/write' });
    expect(await redirectOf('/welcome')).toEqual({ status: 301, location: '/blog/welcome' });
    expect(await redirectOf('/tag/getting-started/')).toEqual({
      status: 301,
      location: '/blog/tag/Getting%20Started',
    });
    expect((await redirectOf('/about/')).status).not.toBe(301);

    const again = await importFile(file, { baseUrl: origin });
    expect(again.counts.post).toEqual({ ...zero, unchanged: 7 });
    expect(again.counts.redirect).toEqual({ ...zero, unchanged: 8 });
    expect(again.counts.image).toEqual({ ...zero, unchanged: 2, skipped: 22 });
    expect(await countOf('blog_post')).toBe(7);
    expect(await countOf('redirect')).toBe(8);
    expect(await countOf('stored_image')).toBe(2);
  });

  it.each([
    ['v2_export.json', 'Ghost 2.9.0', 7, 1],
    ['v3_export.json', 'Ghost 3.0.0', 7, 1],
    ['valid.json', 'Ghost 1.20.0', 2, 1],
  ])(
    'imports %s (%s): %i posts, %i tag (a dry run first writes nothing), and a second run changes nothing',
    async (name, format, posts, tags) => {
      expect(fixtureCounts(name)).toEqual({ posts, pages: 0, tags });
      const file = await local(name);
      // A dry run first: the same counts, nothing written.
      const dry = await importFile(file, { dryRun: true });
      expect(dry.counts.post).toEqual({ ...zero, created: posts });
      expect(await countOf('blog_post')).toBe(0);
      expect(await countOf('redirect')).toBe(0);
      const report = await importFile(file);
      expect(report.format).toBe(format);
      expect(report.counts.post).toEqual({ ...zero, created: posts });
      expect(report.counts.redirect).toEqual({ ...zero, created: posts + tags });
      expect(await countOf(`blog_post where status = 'published'`)).toBe(posts);
      expect((await tagsOf()).size).toBe(tags);
      expect(await redirectOf('/themes/')).toEqual({ status: 301, location: '/blog/themes' });

      const again = await importFile(file);
      expect(again.counts.post).toEqual({ ...zero, unchanged: posts });
      expect(again.counts.redirect).toEqual({ ...zero, unchanged: posts + tags });
      expect(await countOf('blog_post')).toBe(posts);
    },
  );

  it('imports a Ghost 5 export written here (own-v5-lexical.json): Lexical and Mobiledoc bodies rendered, __GHOST_URL__ made the old address, tags in order without internal ones', async () => {
    expect(fixtureCounts('own-v5-lexical.json')).toEqual({ posts: 6, pages: 1, tags: 2 });
    const file = path.join(FIXTURES, 'own-v5-lexical.json');
    const report = await importFile(file, { baseUrl: `${origin}/` });
    expect(report.format).toBe('Ghost 5.74.0');
    expect(report.counts.post).toEqual({ ...zero, created: 6 });
    expect(report.counts.page).toEqual({ ...zero, skipped: 1 });
    expect(report.counts.image).toEqual({ ...zero, created: 2 });
    expect(report.counts.card).toEqual({ ...zero, skipped: 1 });
    expect(report.skipped.filter((item) => item.kind === 'card')).toEqual([
      {
        kind: 'card',
        source_id: '65a000000000000000000001',
        line: 0,
        reason: "card 'callout' is not imported (dropped from the body)",
      },
    ]);
    // 6 old paths /<slug>, /tag/travel and /tag/food-drink (not the internal tag, not the page's).
    expect(report.counts.redirect).toEqual({ ...zero, created: 8 });

    const posts = await rows(
      'select slug, status, category, tags, author_name, excerpt, published_at from blog_post order by slug',
    );
    expect(
      posts.map((post) => [
        post.slug,
        post.status,
        post.category,
        post.tags,
        post.author_name,
        post.excerpt,
        post.published_at && new Date(String(post.published_at)).toISOString(),
      ]),
    ).toEqual([
      ['a-draft', 'draft', '', [], 'Ann Writer', null, null],
      [
        'coming-later',
        'published',
        'Food & Drink',
        ['Food & Drink'],
        'Ann Writer',
        'Soon.',
        '2031-01-01T08:00:00.000Z',
      ],
      ['for-members', 'draft', '', [], 'Ann Writer', null, null],
      ['from-ghost-4', 'published', '', [], 'Bob Second', null, '2022-03-02T12:00:00.000Z'],
      [
        'lexical-everything',
        'published',
        'Travel',
        ['Travel', 'Food & Drink'],
        'Ann Writer',
        'From the meta description.',
        '2024-01-10T10:00:00.000Z',
      ],
      ['sent-by-email', 'draft', '', [], 'Ann Writer', null, null],
    ]);
    const content = async (slug: string) =>
      String((await rows('select content from blog_post where slug = ?', [slug]))[0]?.content);
    expect(await content('from-ghost-4')).toBe(
      '<p>Written in <strong>Markdown</strong>.</p>\n<p>Then a paragraph.</p>',
    );
    const lexical = (await content('lexical-everything')).replace(
      /\/uploads\/[0-9a-f-]{36}\.(png|webp)/,
      '/uploads/IMAGE',
    );
    // Every node rendered, then through the editor's sanitiser (links get their rel); the
    // callout card is dropped (reported above), the image stored and its src rewritten.
    expect(lexical).toBe(
      '<p>Plain, <strong>bold</strong> and <em><code>italic code</code></em><br>' +
        '<a href="https://ghost.org/?a=1&amp;b=2" rel="noopener noreferrer">a link</a></p>' +
        '<h2>A heading</h2><blockquote>A quote</blockquote><ol><li>first</li><li>second</li></ol>' +
        '<p><img src="/uploads/IMAGE" alt="Inline"></p><p>A <em>caption</em></p><ul>\n<li>from <em>markdown</em></li>\n</ul>\n' +
        '<p>Raw <b>HTML</b> card</p><hr><pre><code class="language-javascript">const a = 1 &lt; 2;</code></pre>' +
        '<p><a href="https://ghost.org/" rel="noopener noreferrer">Ghost</a></p>',
    );
    const [cover] = await rows('select featured_image from blog_post where slug = ?', ['lexical-everything']);
    expect(String(cover?.featured_image)).toMatch(/^\/uploads\/[0-9a-f-]{36}\.(png|webp)$/);

    const page = await fetch(`${api.baseUrl}/blog/lexical-everything`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('A heading');
    expect(await redirectOf('/lexical-everything/')).toEqual({
      status: 301,
      location: '/blog/lexical-everything',
    });
    expect(await redirectOf('/tag/food-drink/')).toEqual({
      status: 301,
      location: '/blog/tag/Food%20%26%20Drink',
    });
    expect((await redirectOf('/tag/hash-home-hero/')).status).not.toBe(301);
    expect((await redirectOf('/tag/unused/')).status).not.toBe(301);

    const again = await importFile(file, { baseUrl: origin });
    expect(again.counts.post).toEqual({ ...zero, unchanged: 6 });
    expect(again.counts.redirect).toEqual({ ...zero, unchanged: 8 });
    expect(await countOf('blog_post')).toBe(6);
  });

  it('refuses a malformed export with one error naming the place, and writes nothing (door and CLI, exit 1)', async () => {
    await expect(importFile(path.join(FIXTURES, 'broken.json'))).rejects.toThrow(
      'not a valid Ghost export: a required field is missing (meta)',
    );
    const v2 = readFileSync(path.join(FIXTURES, 'v2_export.json'), 'utf8');
    const truncated = path.join(tmpdir(), `ghost-truncated-${Date.now()}.json`);
    await writeFile(truncated, v2.replace('"title": "Welcome to Ghost"', '"title": "Welcome to Ghost",,'));
    await expect(importFile(truncated)).rejects.toThrow(/its JSON does not parse \(line \d+, column \d+\)$/);
    // The last post's body is unreadable: the first six are not imported either.
    const json = JSON.parse(v2);
    const last = json.db[0].data.posts[6];
    Object.assign(last, { html: '', mobiledoc: '{"sections": [' });
    const badBody = path.join(tmpdir(), `ghost-bad-body-${Date.now()}.json`);
    await writeFile(badBody, JSON.stringify(json));
    await expect(importFile(badBody)).rejects.toThrow(
      "not a valid Ghost export: post 605ad4e57b12e2d97db5d781's mobiledoc does not parse as JSON (db[0].data.posts[6].mobiledoc)",
    );
    expect(await countOf('blog_post')).toBe(0);
    expect(await countOf('redirect')).toBe(0);
    expect(await countOf('content_import_item')).toBe(0);

    // The CLI says it in one line and exits 1.
    const broken = path.join(FIXTURES, 'broken.json');
    const failed = await runScript(api.config, 'content-import.ts', ['--from', broken]).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe(
      `${broken}: not a valid Ghost export: a required field is missing (meta). Nothing was imported.`,
    );
  });
});

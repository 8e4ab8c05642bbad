import { describe, expect, it } from 'vitest';
import type { SourcePost } from '../engine/import-source.ts';
import type { GhostDatabase, GhostPost } from './ghost-export.ts';
import { bodyOf, indexDatabase, mapPost, skipReason, withBaseUrl } from './ghost-mapping.ts';
import { GhostSource } from './ghost-source.ts';

const NOW = new Date('2026-01-01T00:00:00Z');
const post = (fields: Partial<GhostPost> = {}): GhostPost => ({
  id: 'p1',
  slug: 'hello',
  title: 'Hello',
  status: 'published',
  html: '<p>Hi</p>',
  created_at: '2020-01-01T00:00:00.000Z',
  published_at: '2020-01-02T00:00:00.000Z',
  ...fields,
});
const database = (data: Partial<GhostDatabase['data']> = {}): GhostDatabase => ({
  meta: { version: '5.0.0' },
  data: { posts: [], tags: [], posts_tags: [], users: [], posts_authors: [], posts_meta: [], ...data },
});
const map = (fields: Partial<GhostPost>, data: Partial<GhostDatabase['data']> = {}, baseUrl?: string) =>
  mapPost(post(fields), indexDatabase(database(data)), { baseUrl }, NOW).source.post;

describe('mapping a Ghost post', () => {
  it('skips pages (type page, or page true/1 before Ghost 3) and unknown statuses', () => {
    expect(skipReason(post({ type: 'page' }))).toBe('pages are not imported');
    expect(skipReason(post({ page: 1 }))).toBe('pages are not imported');
    expect(skipReason(post({ page: true }))).toBe('pages are not imported');
    expect(skipReason(post({ page: 0, type: undefined }))).toBeUndefined();
    expect(skipReason(post({ status: 'archived' }))).toBe("status 'archived' is not imported");
  });

  it('statuses: published and scheduled at their date; draft, sent and members-only as drafts', () => {
    expect(map({}).status).toBe('published');
    expect(map({}).publishedAt?.toISOString()).toBe('2020-01-02T00:00:00.000Z');
    expect(map({ published_at: null }).publishedAt?.toISOString()).toBe('2020-01-01T00:00:00.000Z');
    expect(map({ status: 'scheduled', published_at: '2031-01-01T00:00:00.000Z' })).toMatchObject({
      status: 'published',
      publishedAt: new Date('2031-01-01T00:00:00.000Z'),
    });
    expect(map({ status: 'draft' })).toMatchObject({ status: 'draft', publishedAt: null });
    expect(map({ status: 'sent' })).toMatchObject({ status: 'draft', publishedAt: null });
    expect(map({ visibility: 'paid' })).toMatchObject({ status: 'draft', publishedAt: null });
    expect(map({ created_at: null }).createdAt?.toISOString()).toBe('2020-01-02T00:00:00.000Z');
    expect(map({ created_at: null, published_at: null }).createdAt).toEqual(NOW);
  });

  it('tags by sort_order, internal ones and repeated names left out; the first public one is the category', () => {
    const data = {
      tags: [
        { id: 't1', name: '#hidden', slug: 'hash-hidden', visibility: 'internal' },
        { id: 't2', name: 'Second', slug: 'second', visibility: 'public' },
        { id: 't3', name: 'First', slug: 'first' },
        { id: 't4', name: 'Internal', slug: 'internal', visibility: 'internal' },
        { id: 't5', name: 'First', slug: 'first-2' },
      ],
      posts_tags: [
        { post_id: 'p1', tag_id: 't2', sort_order: 2 },
        { post_id: 'p1', tag_id: 't1', sort_order: 0 },
        { post_id: 'p1', tag_id: 't3', sort_order: 1 },
        { post_id: 'p1', tag_id: 't4', sort_order: 3 },
        { post_id: 'p1', tag_id: 'missing', sort_order: 4 },
        { post_id: 'p1', tag_id: 't5', sort_order: 5 },
        { post_id: 'other', tag_id: 't2', sort_order: 0 },
      ],
    };
    expect(map({}, data)).toMatchObject({ category: 'First', tags: ['First', 'Second'] });
    expect(mapPost(post(), indexDatabase(database(data)), {}, NOW).tags).toEqual([
      { slug: 'first', name: 'First' },
      { slug: 'second', name: 'Second' },
    ]);
    expect(map({})).toMatchObject({ category: '', tags: [] });
  });

  it("the author: posts_authors' first by sort_order, else author_id, else none", () => {
    const users = [
      { id: 'u1', name: 'Ann' },
      { id: 'u2', name: 'Bob' },
    ];
    const posts_authors = [
      { post_id: 'p1', author_id: 'u2', sort_order: 1 },
      { post_id: 'p1', author_id: 'u1', sort_order: 0 },
    ];
    expect(map({ author_id: 'u2' }, { users, posts_authors }).authorName).toBe('Ann');
    expect(map({ author_id: 'u2' }, { users }).authorName).toBe('Bob');
    expect(map({}, { users }).authorName).toBe('');
  });

  it('the excerpt: custom_excerpt, else posts_meta, else the post’s own meta description (Ghost 1-2)', () => {
    const posts_meta = [{ post_id: 'p1', meta_description: 'From meta' }];
    expect(map({ custom_excerpt: 'Custom', meta_description: 'Old' }, { posts_meta }).excerpt).toBe('Custom');
    expect(map({ meta_description: 'Old' }, { posts_meta }).excerpt).toBe('From meta');
    expect(map({ meta_description: 'Old' }).excerpt).toBe('Old');
    expect(map({}).excerpt).toBeNull();
  });

  it('the body: html, else Lexical, else Mobiledoc, else Markdown (Ghost 0.x), else empty', () => {
    const lexical = JSON.stringify({
      root: { children: [{ type: 'paragraph', children: [{ type: 'text', text: 'L' }] }] },
    });
    const mobiledoc = JSON.stringify({ sections: [[1, 'p', [[0, [], 0, 'M']]]] });
    expect(bodyOf(post({ html: '<p>H</p>', lexical, mobiledoc })).html).toBe('<p>H</p>');
    expect(bodyOf(post({ html: ' ', lexical, mobiledoc })).html).toBe('<p>L</p>');
    expect(bodyOf(post({ html: null, mobiledoc })).html).toBe('<p>M</p>');
    expect(bodyOf(post({ html: '', markdown: '*old*' })).html).toBe('<p><em>old</em></p>\n');
    expect(bodyOf(post({ html: null }))).toEqual({ html: '', dropped: [] });
  });

  it('__GHOST_URL__ becomes the old address when given, else stays (the engine reports the image)', () => {
    const fields = {
      html: '<img src="__GHOST_URL__/content/images/a.png">',
      feature_image: '__GHOST_URL__/b.png',
    };
    const index = indexDatabase(database());
    const given = mapPost(post(fields), index, { baseUrl: 'https://old.example/' }, NOW).source;
    expect(given.post.html).toBe('<img src="https://old.example/content/images/a.png">');
    expect(given.featuredImageUrl).toBe('https://old.example/b.png');
    const left = mapPost(post(fields), index, {}, NOW).source;
    expect(left.featuredImageUrl).toBe('__GHOST_URL__/b.png');
    expect(withBaseUrl('__GHOST_URL__/x', {})).toBe('__GHOST_URL__/x');
  });

  it('key, old path and comments: its id (else uuid), /<slug>, none', () => {
    const source = mapPost(post(), indexDatabase(database()), {}, NOW).source;
    expect(source).toMatchObject({ key: 'p1', line: 0, oldPaths: ['/hello'], comments: [] });
    expect(mapPost(post({ id: null, uuid: 'u-1' }), indexDatabase(database()), {}, NOW).source.key).toBe(
      'u-1',
    );
  });
});

describe('the Ghost source', () => {
  it('reads the v5 fixture: posts, skips (page, dropped card) and tag redirects in order', async () => {
    const source = new GhostSource('tests/fixtures/ghost/own-v5-lexical.json', {}, () => NOW);
    const scan = await source.scan();
    expect(scan.format).toBe('Ghost 5.74.0');
    expect([...scan.images]).toEqual([
      '__GHOST_URL__/content/images/2024/01/cover.png',
      '__GHOST_URL__/content/images/2024/01/inline.png',
    ]);
    const seen: string[] = [];
    await source.read({
      post: async (item: SourcePost) => {
        seen.push(`post ${item.post.slug}`);
      },
      skip: (kind, id, _line, reason) => seen.push(`skip ${kind} ${id}: ${reason}`),
      redirect: (from, to) => seen.push(`redirect ${from} ${to}`),
    });
    expect(seen).toEqual([
      'post lexical-everything',
      "skip card 65a000000000000000000001: card 'callout' is not imported (dropped from the body)",
      'post coming-later',
      'post a-draft',
      'post sent-by-email',
      'post for-members',
      'skip page 65a000000000000000000006: pages are not imported',
      'post from-ghost-4',
      'redirect /tag/travel /blog/tag/Travel',
      'redirect /tag/food-drink /blog/tag/Food%20%26%20Drink',
    ]);
  });
});

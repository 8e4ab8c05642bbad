import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../engine/import-source.ts';
import { type MarkdownPostInput, mapMarkdownPost, utcDate } from './markdown-mapping.ts';

const MODIFIED = new Date('2024-06-01T08:00:00Z');
const input = (
  data: Record<string, unknown>,
  fields: Partial<MarkdownPostInput> = {},
): MarkdownPostInput => ({
  file: '_posts/2008-12-03-hello-world.md',
  matter: { data, body: '', language: 'yaml', lines: Object.keys(data).map((key) => `${key}: x`) },
  inDrafts: false,
  folderCategories: [],
  modifiedAt: MODIFIED,
  ...fields,
});

describe('mapMarkdownPost', () => {
  it('maps the common fields', () => {
    const post = mapMarkdownPost(
      input({
        title: 'Hello',
        date: new Date('2019-03-05T10:00:00Z'),
        tags: ['a', 'b', 'a'],
        categories: ['Notes', 'Misc'],
        description: 'Short',
        author: 'Jane',
        image: '/img/cover.jpg',
      }),
    );
    expect(post).toMatchObject({
      title: 'Hello',
      slug: 'hello-world',
      excerpt: 'Short',
      status: 'published',
      publishedAt: new Date('2019-03-05T10:00:00Z'),
      createdAt: new Date('2019-03-05T10:00:00Z'),
      category: 'Notes',
      categories: ['Notes', 'Misc'],
      tags: ['a', 'b'],
      authorName: 'Jane',
      featuredImage: '/img/cover.jpg',
    });
  });

  it("dates a post by its front matter, else Jekyll's file name, else the file's time", () => {
    expect(mapMarkdownPost(input({ date: '2008-12-03 14:33:00 -0800' })).date).toEqual(
      new Date('2008-12-03T22:33:00Z'),
    );
    expect(mapMarkdownPost(input({ publishDate: '2010-01-10T13:07' })).date).toEqual(
      new Date('2010-01-10T13:07:00Z'),
    );
    expect(mapMarkdownPost(input({})).date).toEqual(new Date('2008-12-03T00:00:00Z'));
    expect(mapMarkdownPost(input({}, { file: 'posts/no-date.md' })).date).toEqual(MODIFIED);
  });

  it('refuses a date that is not one, naming its line', () => {
    try {
      mapMarkdownPost(input({ title: 'T', date: 'yesterday' }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ImportFormatError);
      expect((error as ImportFormatError).where).toBe('_posts/2008-12-03-hello-world.md, line 2');
    }
  });

  it('makes a draft of draft: true (Hugo), published: false (Jekyll) and a file of _drafts', () => {
    expect(mapMarkdownPost(input({ draft: true }))).toMatchObject({ status: 'draft', publishedAt: null });
    expect(mapMarkdownPost(input({ published: false })).status).toBe('draft');
    expect(mapMarkdownPost(input({}, { inDrafts: true })).status).toBe('draft');
    expect(mapMarkdownPost(input({ draft: false, published: true })).status).toBe('published');
  });

  it("takes the slug from the front matter, else the file's name (a bundle's from its folder)", () => {
    expect(mapMarkdownPost(input({ slug: 'custom' })).slug).toBe('custom');
    expect(mapMarkdownPost(input({}, { file: 'content/post/trip/index.md' })).slug).toBe('trip');
    expect(mapMarkdownPost(input({}, { file: 'content/post/2020-01-02-trip/index.md' })).slug).toBe('trip');
  });

  it('titles a post without one by its slug, as Jekyll does', () => {
    expect(mapMarkdownPost(input({})).title).toBe('Hello World');
  });

  it("reads Jekyll's space-separated lists, the singular keys and the folder categories first", () => {
    const post = mapMarkdownPost(
      input({ tags: 'ruby jekyll', tag: 'web', category: 'Code' }, { folderCategories: ['es'] }),
    );
    expect(post.tags).toEqual(['ruby', 'jekyll', 'web']);
    expect(post.categories).toEqual(['es', 'Code']);
    expect(post.category).toBe('es');
    expect(mapMarkdownPost(input({ tags: null, categories: [] }))).toMatchObject({ tags: [], category: '' });
  });

  it('keeps at most 30 tags of 50 characters', () => {
    const tags = Array.from({ length: 40 }, (_, at) => `${'t'.repeat(60)}${at}`);
    const post = mapMarkdownPost(input({ tags }));
    expect(post.tags).toHaveLength(30);
    expect(post.tags[0]).toBe('t'.repeat(50));
  });

  it('picks the excerpt from description, excerpt or summary, in that order', () => {
    expect(mapMarkdownPost(input({ excerpt: 'E', summary: 'S' })).excerpt).toBe('E');
    expect(mapMarkdownPost(input({ summary: 'S' })).excerpt).toBe('S');
    expect(mapMarkdownPost(input({})).excerpt).toBeNull();
  });

  it('finds the featured image under the names themes use', () => {
    const image = (data: Record<string, unknown>) => mapMarkdownPost(input(data)).featuredImage;
    expect(image({ image: { path: '/a.png' } })).toBe('/a.png');
    expect(image({ featured_image: 'b.png' })).toBe('b.png');
    expect(image({ cover: { image: 'c.png' } })).toBe('c.png');
    expect(image({ images: ['d.png', 'e.png'] })).toBe('d.png');
    expect(image({})).toBeNull();
  });

  it('reads the author as a name, an object or the first of a list', () => {
    expect(mapMarkdownPost(input({ author: { name: 'Ann' } })).authorName).toBe('Ann');
    expect(mapMarkdownPost(input({ authors: ['Bo', 'Cy'] })).authorName).toBe('Bo');
    expect(mapMarkdownPost(input({})).authorName).toBe('');
  });
});

describe('utcDate', () => {
  it('reads the forms Jekyll and Hugo write', () => {
    expect(utcDate('2010-01-10 13:07:09 +00:00')).toEqual(new Date('2010-01-10T13:07:09Z'));
    expect(utcDate('2017-2-5')).toEqual(new Date('2017-02-05T00:00:00Z'));
    expect(utcDate('2019-03-05T10:00:00.250+0300')).toEqual(new Date('2019-03-05T07:00:00.250Z'));
    expect(utcDate('2019-13-45')).toBeNull();
    expect(utcDate('March 5')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { mapMarkdownPost } from './markdown-mapping.ts';
import { type OldPathInput, oldPath, oldPathsOf } from './old-paths.ts';

const paths = (
  site: OldPathInput['site'],
  file: string,
  data: Record<string, unknown>,
  jekyllPermalink?: string,
) => {
  const matter = { data, body: '', language: 'yaml' as const, lines: [] };
  const post = mapMarkdownPost({
    file,
    matter,
    inDrafts: false,
    folderCategories: [],
    modifiedAt: new Date(0),
  });
  return oldPathsOf({ site, file, data, post, jekyllPermalink });
};

describe('oldPathsOf', () => {
  it('gives a Jekyll post its default address, /:categories/:year/:month/:day/:title.html', () => {
    expect(paths('jekyll', '_posts/2009-01-27-array-categories.md', { categories: ['Foo', 'bar'] })).toEqual([
      '/foo/bar/2009/01/27/array-categories.html',
    ]);
    expect(paths('jekyll', '_posts/2009-05-18-tag.md', {})).toEqual(['/2009/05/18/tag.html']);
  });

  it("follows _config.yml's permalink: a style name or a pattern", () => {
    const file = '_posts/2010-01-09-a-b.md';
    const data = { date: '2010-01-10 13:07:09', category: 'News' };
    expect(paths('jekyll', file, data, 'pretty')).toEqual(['/news/2010/01/10/a-b']);
    expect(paths('jekyll', file, data, 'none')).toEqual(['/news/a-b.html']);
    expect(paths('jekyll', file, data, 'ordinal')).toEqual(['/news/2010/010/a-b.html']);
    expect(paths('jekyll', file, data, '/blog/:year/:i_month/:slug/')).toEqual(['/blog/2010/1/a-b']);
  });

  it("takes a post's own permalink instead, escaped and kept inside the site", () => {
    expect(paths('jekyll', '_posts/2008-12-03-x.md', { permalink: 'my_category/permalinked-post' })).toEqual([
      '/my_category/permalinked-post',
    ]);
    expect(
      paths('jekyll', '_posts/2014-01-06-x.md', { permalink: '/%2e%2e/%2e%2e/%2e%2e/baddie.html' }),
    ).toEqual(['/baddie.html']);
    expect(paths('jekyll', '_posts/2014-03-22-a b+(c).md', {})).toEqual(['/2014/03/22/a-b+(c).html']);
    expect(paths('jekyll', '_posts/2016-11-26-café.md', {})).toEqual(['/2016/11/26/caf%C3%A9.html']);
  });

  it("adds jekyll-redirect-from's redirect_from", () => {
    expect(paths('jekyll', '_posts/2020-05-01-pic.md', { redirect_from: ['/old.html', '/older/'] })).toEqual([
      '/2020/05/01/pic.html',
      '/old.html',
      '/older',
    ]);
  });

  it('gives a Hugo page /<section>/<name>, its slug or url, and its aliases', () => {
    expect(
      paths('hugo', 'post/markdown-syntax.md', { aliases: ['migrate-from-jekyl', '/old/one/'] }),
    ).toEqual(['/post/markdown-syntax', '/post/migrate-from-jekyl', '/old/one']);
    expect(paths('hugo', 'post/trip/index.md', { slug: 'the-trip' })).toEqual(['/post/the-trip']);
    expect(
      paths('hugo', 'post/x.md', { url: '/custom/address/', aliases: 'https://old.example/a/b/' }),
    ).toEqual(['/custom/address', '/a/b']);
  });

  it("gives an Eleventy page its file's address, its permalink unless it is a template", () => {
    expect(paths('markdown', 'posts/hello.md', {})).toEqual(['/posts/hello']);
    expect(paths('markdown', 'posts/hello.md', { permalink: '/hi/' })).toEqual(['/hi']);
    expect(paths('markdown', 'posts/hello.md', { permalink: '/{{ page.fileSlug }}/' })).toEqual([
      '/posts/hello',
    ]);
    expect(paths('markdown', 'posts/hello.md', { permalink: false })).toEqual(['/posts/hello']);
  });

  it('gives a draft no address: it was never built', () => {
    expect(paths('jekyll', '_posts/2009-05-18-tag.md', { published: false, redirect_from: '/x' })).toEqual(
      [],
    );
    expect(paths('hugo', 'post/x.md', { draft: true, aliases: ['/y'] })).toEqual([]);
  });
});

describe('oldPath', () => {
  it('makes a path with one leading slash and no trailing one, or nothing', () => {
    expect(oldPath('a//b/./c/')).toBe('/a/b/c');
    expect(oldPath('/')).toBeUndefined();
    expect(oldPath('http://[bad')).toBeUndefined();
  });
});

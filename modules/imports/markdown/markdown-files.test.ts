import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findMarkdown } from './markdown-files.ts';

const skipped = (files: Awaited<ReturnType<typeof findMarkdown>>['files']) =>
  Object.fromEntries(files.flatMap((found) => ('skip' in found ? [[found.file, found.skip.reason]] : [])));
const posts = (files: Awaited<ReturnType<typeof findMarkdown>>['files']) =>
  files.flatMap((found) => ('role' in found ? [`${found.role} ${found.file}`] : []));

describe('findMarkdown', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  it('tells a Jekyll site by its _posts: posts, drafts, and the rest skipped with a reason', async () => {
    const { layout, files } = await findMarkdown('tests/fixtures/markdown/jekyll');
    expect(layout).toEqual({ kind: 'jekyll', contentRoot: '', jekyllPermalink: undefined });
    expect(posts(files)).toHaveLength(12);
    expect(posts(files)[0]).toBe('draft _drafts/an-unfinished-thought.md');
    expect(skipped(files)).toEqual({
      'SOURCE.md': 'a page, not a post (Jekyll posts are in _posts)',
      '_posts/2011-04-12-text-extension.text': 'not Markdown (.text)',
      'info.md': 'a page, not a post (Jekyll posts are in _posts)',
    });
  });

  it("tells a Hugo site by its config and content/: sections' pages are posts", async () => {
    const { layout, files } = await findMarkdown('tests/fixtures/markdown/hugo');
    expect(layout).toEqual({ kind: 'hugo', contentRoot: 'content' });
    expect(posts(files)).toEqual([
      'post content/homepage/index.md',
      'post content/post/emoji-support.md',
      'post content/post/markdown-syntax.md',
      'post content/post/math-typesetting.md',
      'post content/post/placeholder-text.md',
      'post content/post/rich-content.md',
    ]);
    expect(skipped(files)).toEqual({
      'SOURCE.md': "outside Hugo's content folder",
      'content/_index.md': 'a list page (_index)',
      'content/about.md': "a page at the site's root, not in a section",
      'content/archives.md': "a page at the site's root, not in a section",
      'content/homepage/about.md': 'a resource of the page bundle content/homepage/index.md',
      'content/homepage/work.md': 'a resource of the page bundle content/homepage/index.md',
      'content/post/_index.md': 'a list page (_index)',
    });
  });

  it('takes every Markdown file of another folder, leaving out build output, dot folders and links', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'markdown-files-'));
    made.push(root);
    for (const file of [
      'posts/a.md',
      'posts/a.fr.md',
      'index.md',
      'README.md',
      '.git/x.md',
      'node_modules/p/y.md',
      '_site/z.md',
    ]) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), '# x');
    }
    await symlink('/etc', path.join(root, 'linked'));
    const { layout, files } = await findMarkdown(root);
    expect(layout.kind).toBe('markdown');
    expect(posts(files)).toEqual(['post posts/a.fr.md', 'post posts/a.md']);
    expect(skipped(files)).toEqual({
      'README.md': 'a README, not a post',
      'index.md': "the site's home page",
    });
  });
});

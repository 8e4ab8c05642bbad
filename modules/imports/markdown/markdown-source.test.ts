import { mkdir, mkdtemp, readdir, realpath, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { SourcePost } from '../engine/import-source.ts';
import { MarkdownSource } from './markdown-source.ts';

const JEKYLL = path.resolve('tests/fixtures/markdown/jekyll');
const zipFile = path.join(tmpdir(), `markdown-source-test-${process.pid}.zip`);
afterAll(() => rm(zipFile, { force: true }));

async function zipJekyll(): Promise<void> {
  const zip = new yazl.ZipFile();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(path.join(JEKYLL, dir), { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else zip.addFile(path.join(JEKYLL, file), `site/${file}`);
    }
  };
  await walk('');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  await writeFile(zipFile, Buffer.concat(chunks));
}

async function readAll(source: MarkdownSource) {
  const posts: SourcePost[] = [];
  const skipped: string[] = [];
  await source.read({
    post: async (post) => {
      posts.push(post);
    },
    skip: (kind, id, _line, reason) => skipped.push(`${kind} ${id}: ${reason}`),
    redirect: () => undefined,
  });
  return { posts, skipped };
}

describe('MarkdownSource', () => {
  it('scans a folder: its format, and every image of the posts as a path of the old site', async () => {
    const source = new MarkdownSource(JEKYLL);
    expect(await source.scan()).toEqual({
      format: 'Jekyll (15 files)',
      images: new Set(['/assets/cover.png', '/_posts/pixel.png']),
    });
    const { posts } = await readAll(source);
    const picture = posts.find((post) => post.key === '_posts/2020-05-01-with-a-picture.md');
    expect(picture).toMatchObject({
      line: 0,
      featuredImageUrl: '/assets/cover.png',
      oldPaths: ['/journal/2020/05/01/with-a-picture.html', '/journal/pictures.html'],
      comments: [],
    });
    expect(picture?.post.html).toContain('<img src="/_posts/pixel.png" alt="A red square">');
  });

  it("finds a local image only inside the folder, never through '..' or a URL with a host", async () => {
    const source = new MarkdownSource(JEKYLL);
    expect(await source.localImage('/assets/cover.png')).toBe(
      path.join(await realpath(JEKYLL), 'assets/cover.png'),
    );
    expect(await source.localImage('/assets/missing.png')).toBeUndefined();
    // The Hugo sample is a real file beside the folder: out of reach all the same.
    expect(await source.localImage('/../hugo/config.toml')).toBeUndefined();
    expect(await source.localImage('/%2e%2e/hugo/config.toml')).toBeUndefined();
    expect(await source.localImage('//cdn.example/assets/cover.png')).toBeUndefined();
    expect(await source.localImage('https://old.example/assets/cover.png')).toBeUndefined();
  });

  it('follows no link out of the folder, to a file or through a folder', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'markdown-source-links-'));
    try {
      await mkdir(path.join(root, 'posts'));
      await writeFile(path.join(root, 'posts/a.md'), '![x](/etc-link/passwd)');
      await symlink('/etc', path.join(root, 'etc-link'));
      await symlink('/etc/hostname', path.join(root, 'host.png'));
      const source = new MarkdownSource(root);
      expect(await source.localImage('/etc-link/passwd')).toBeUndefined();
      expect(await source.localImage('/host.png')).toBeUndefined();
      expect(await source.localImage('/posts/a.md')).toBe(path.join(await realpath(root), 'posts/a.md'));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('reads a zip as the folder it holds, and close() removes what it unpacked', async () => {
    await zipJekyll();
    const source = new MarkdownSource(zipFile);
    const { posts, skipped } = await readAll(source);
    const folder = await readAll(new MarkdownSource(JEKYLL));
    expect(posts.map((post) => post.key)).toEqual(folder.posts.map((post) => post.key));
    expect(skipped).toEqual(folder.skipped);
    const image = await source.localImage('/_posts/pixel.png');
    expect(image && (await stat(image)).isFile()).toBe(true);
    await source.close();
    await expect(stat(path.dirname(path.dirname(String(image))))).rejects.toThrow(/ENOENT/);
  });
});

import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { ArchiveReader, isSiteArchive } from './archive-reader.ts';

const manifest = {
  format: 'creator-site-export',
  version: 1,
  exported_at: '2026-11-29T10:00:00.000Z',
  counts: { posts: 1 },
  includes_subscribers: false,
};
const post = {
  id: 'p1',
  slug: 'hello',
  title: 'Hello',
  html: '<p>Hi</p>',
  excerpt: null,
  category: '',
  tags: [],
  author_name: 'Admin',
  featured_image: null,
  status: 'published',
  published_at: '2026-01-02T03:04:05.000Z',
  comments_closed: false,
  read_time: 1,
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-02T03:04:05.000Z',
};

async function zipOf(entries: Record<string, string>): Promise<string> {
  const file = path.join(tmpdir(), `archive-reader-${Date.now()}-${Math.random().toString(36).slice(2)}.zip`);
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
  return file;
}

const opening = (file: string) => ArchiveReader.open(file).then((reader) => reader.close());

describe('ArchiveReader', () => {
  it('reads the sections it has, an absent one as empty, ignoring fields a later version adds', async () => {
    const file = await zipOf({
      'manifest.json': JSON.stringify({ ...manifest, added_later: true }),
      'posts.json': JSON.stringify([{ ...post, mood: 'sunny' }]),
      'files/empty.png': '',
    });
    const reader = await ArchiveReader.open(file);
    try {
      expect(reader.manifest).toEqual({ ...manifest, missing_files: [] });
      expect(await reader.section('posts')).toEqual([post]);
      expect(await reader.section('comments')).toEqual([]);
      expect(await reader.settings()).toEqual({ site: null, shop: null });
      expect(await reader.file('empty.png')).toBeUndefined();
      expect(await reader.file('absent.png')).toBeUndefined();
    } finally {
      await reader.close();
    }
    expect(await isSiteArchive(file)).toBe(true);
  });

  it('refuses a newer version, another zip, a zip without a manifest and a file that is no zip', async () => {
    const newer = await zipOf({ 'manifest.json': JSON.stringify({ ...manifest, version: 2 }) });
    await expect(opening(newer)).rejects.toThrow(
      'archive version 2 is newer than this site reads (1): update the site first (manifest.json)',
    );
    const other = await zipOf({ 'manifest.json': JSON.stringify({ format: 'ghost', version: 1 }) });
    await expect(opening(other)).rejects.toThrow('not a creator-site-export archive (manifest.json)');
    expect(await isSiteArchive(other)).toBe(false);
    const bare = await zipOf({ 'post.md': '# Hello' });
    await expect(opening(bare)).rejects.toThrow('manifest.json is missing (manifest.json)');
    expect(await isSiteArchive(bare)).toBe(false);
    const text = path.join(tmpdir(), `archive-reader-${Date.now()}.txt`);
    await writeFile(text, 'not a zip at all');
    await expect(opening(text)).rejects.toThrow(/^not a readable zip/);
    expect(await isSiteArchive(text)).toBe(false);
  });

  it('names the place of a malformed section or JSON, and refuses a link the forms would', async () => {
    const file = await zipOf({
      'manifest.json': JSON.stringify(manifest),
      'posts.json': JSON.stringify([post, { ...post, title: 7 }]),
      'comments.json': '[{',
      'social_links.json': JSON.stringify([
        {
          id: 's1',
          name: 'Site',
          url: 'javascript:alert(1)',
          platform: 'web',
          color: '#000',
          hover_color: '#111',
          is_active: true,
          order_index: 0,
          icon: null,
          created_at: '2026-01-02T03:04:05.000Z',
        },
      ]),
    });
    const reader = await ArchiveReader.open(file);
    try {
      await expect(reader.section('posts')).rejects.toThrow(/\(posts\.json\[1\]\.title\)$/);
      await expect(reader.section('comments')).rejects.toThrow(/^not valid JSON: .+ \(comments\.json\)$/);
      // No way around the admin forms' rule: a link is http(s), mailto: or a path here.
      await expect(reader.section('social_links')).rejects.toThrow(
        "does not match the archive's format: a link is http(s), mailto: or a path of this site (social_links.json[0].url)",
      );
    } finally {
      await reader.close();
    }
  });
});

import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE } from '../../platform/http/index.ts';
import type { PostView } from '../blog.schemas.ts';
import { absolute, jsonForScript, postHead } from './share-head.ts';

const post: PostView = {
  id: '1',
  slug: 'hello-world',
  title: 'Hello "World" </script><script>alert(1)</script>',
  excerpt: 'An <b>excerpt</b> & more',
  category: 'Tech',
  tags: ['koa'],
  featured_image: '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png',
  author_name: 'Admin',
  published_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  read_time: 5,
  views: 0,
  content: '<p>x</p>',
  status: 'published',
};

describe('postHead', () => {
  it('renders escaped share tags with absolute URLs and safe JSON-LD', () => {
    const { title, head } = postHead(post, 'https://site.example', 'Site');
    expect(title).toContain('Hello "World"');
    expect(head).toContain('<meta property="og:image" content="https://site.example/uploads/0f8fad5b');
    expect(head).toContain('<link rel="canonical" href="https://site.example/blog/hello-world">');
    expect(head).toContain('content="An &#60;b&#62;excerpt&#60;/b&#62; &#38; more"');
    // Only the JSON-LD element itself closes a script.
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).not.toContain('<script>alert');
    const json = head.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({ '@type': 'BlogPosting', headline: post.title });
  });
});

describe('postHead without an author or a picture', () => {
  const plain = { ...post, title: 'Plain', featured_image: null };
  const jsonLd = (head: string) =>
    JSON.parse(head.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '{}');

  it("names the site's owner as the author, never the placeholder 'Admin', and shares the default picture", () => {
    const { head } = postHead(plain, 'https://site.example', 'Jane Doe');
    expect(jsonLd(head).author).toEqual({ '@type': 'Person', name: 'Jane Doe' });
    expect(jsonLd(head).image).toEqual(['https://site.example/share-default.png']);
    expect(head).toContain('<meta property="og:image" content="https://site.example/share-default.png">');
    expect(head).toContain('<meta name="twitter:image" content="https://site.example/share-default.png">');
    const named = postHead({ ...plain, author_name: 'Amina' }, 'https://site.example', 'Jane Doe');
    expect(jsonLd(named.head).author).toEqual({ '@type': 'Person', name: 'Amina' });
  });

  it('never dates the last change before the publication (a post scheduled after its last edit)', () => {
    const scheduled = {
      ...plain,
      published_at: '2026-03-01T09:00:00.000Z',
      updated_at: '2026-02-20T00:00:00.000Z',
    };
    const { head } = postHead(scheduled, 'https://site.example', 'Jane Doe');
    expect(jsonLd(head)).toMatchObject({
      datePublished: '2026-03-01T09:00:00.000Z',
      dateModified: '2026-03-01T09:00:00.000Z',
    });
    expect(head).toContain('<meta property="article:modified_time" content="2026-03-01T09:00:00.000Z">');
    const edited = postHead(
      { ...scheduled, updated_at: '2026-03-05T00:00:00.000Z' },
      'https://site.example',
      'J',
    );
    expect(jsonLd(edited.head).dateModified).toBe('2026-03-05T00:00:00.000Z');
  });
});

describe('the default share picture', () => {
  it('is shipped in web/public at 1200x630', async () => {
    const file = new URL(`../../../web/public${DEFAULT_SHARE_IMAGE}`, import.meta.url);
    const { width, height, format } = await sharp(readFileSync(file)).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });
});

describe('helpers', () => {
  it('escapes what could end a script element', () => {
    expect(jsonForScript({ a: '</script>&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
  });
  it('makes paths absolute and keeps URLs', () => {
    expect(absolute('https://s.example', '/uploads/a.png')).toBe('https://s.example/uploads/a.png');
    expect(absolute('https://s.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});

import { describe, expect, it } from 'vitest';
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

describe('helpers', () => {
  it('escapes what could end a script element', () => {
    expect(jsonForScript({ a: '</script>&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
  });
  it('makes paths absolute and keeps URLs', () => {
    expect(absolute('https://s.example', '/uploads/a.png')).toBe('https://s.example/uploads/a.png');
    expect(absolute('https://s.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});

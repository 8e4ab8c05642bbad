import { describe, expect, it } from 'vitest';
import { setUpAdminApi } from '../support/admin-api.ts';
import { createPost, LONG_CONTENT, outboxCount, type Post } from '../support/blog.ts';
import { form, pngBytes, uploadExists } from '../support/factories.ts';
import { executableParts, XSS_PAYLOADS } from '../support/xss.ts';

describe('blog posts', () => {
  const ctx = setUpAdminApi();
  const { api } = ctx;

  const post = (fields: Record<string, string>, files = {}) =>
    ctx.asAdmin('/api/blog', { method: 'POST', body: form(fields, files) });
  const put = (id: string, init: { json?: unknown; body?: FormData }) =>
    ctx.asAdmin(`/api/blog/${id}`, { method: 'PUT', ...init });
  it('creates with defaults and the spec message, slug from the title, events recorded', async () => {
    const answer = await post({
      title: 'Hello Nairobi Homes!',
      content: LONG_CONTENT,
      tags: '[" a ","b","a",""]',
    });
    expect(answer.status).toBe(201);
    expect(answer.json.message).toBe('Blog post created successfully');
    const created = answer.json.post as Post;
    expect(created).toMatchObject({
      slug: 'hello-nairobi-homes',
      status: 'draft',
      read_time: 5,
      author_name: 'Admin',
      views: 0,
      tags: ['a', 'b'],
      published_at: null,
    });
    expect(await outboxCount(api, 'blog.post_changed', created.id)).toBe(1);
    expect(await outboxCount(api, 'blog.post_published', created.id)).toBe(0);
    const again = (await post({ title: 'Hello Nairobi Homes', content: LONG_CONTENT })).json.post as Post;
    expect(again.slug).toBe('hello-nairobi-homes-2');
  });

  it('answers the spec validation messages joined with commas, plus errors', async () => {
    const empty = await post({ title: '', content: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe('Title is required, Content is required');
    expect(Array.isArray(empty.json.errors)).toBe(true);
    const short = await post({
      title: 'abc',
      content: '<p>short</p>',
      category: 'x'.repeat(100),
      read_time: '0',
    });
    expect(short.json.error).toBe(
      'Title must be at least 5 characters long, Content must be at least 50 characters long, Category must be less than 100 characters, Read time must be at least 1 minute',
    );
    expect((await post({ title: 'x'.repeat(255), content: LONG_CONTENT })).json.error).toBe(
      'Title must be less than 255 characters',
    );
    const nan = (await post({ title: 'Read time words', content: LONG_CONTENT, read_time: 'abc' })).json
      .post as Post;
    expect(nan.read_time).toBe(5);
    expect((await api.request('/api/blog', { method: 'POST', body: form({ title: 'x' }) })).status).toBe(401);
  });

  it('keeps the slug when the title changes; an edited slug redirects from the old one (301)', async () => {
    const created = await createPost(ctx, { title: 'Original Title Here' });
    const retitled = (await put(created.id, { json: { title: 'A Different Title' } })).json.post as Post;
    expect(retitled.slug).toBe('original-title-here');
    const moved = await put(created.id, { json: { slug: 'new-home' } });
    expect((moved.json.post as Post).slug).toBe('new-home');
    const old = await fetch(`${api.baseUrl}/api/blog/slug/original-title-here`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/api/blog/slug/new-home');
    expect(((await old.json()) as { slug: string }).slug).toBe('new-home');
    expect((await api.request('/api/blog/slug/new-home')).json.post).toMatchObject({ id: created.id });
    const other = await createPost(ctx, { title: 'Someone else' });
    expect((await put(other.id, { json: { slug: 'original-title-here' } })).status).toBe(409);
    expect((await put(other.id, { json: { slug: 'Bad Slug!' } })).status).toBe(400);
  });

  it('PUT takes JSON {status} alone (the badge toggle) and multipart edits', async () => {
    const created = await createPost(ctx, { status: 'draft', title: 'Toggle me please' });
    const published = await put(created.id, { json: { status: 'published' } });
    expect(published.status).toBe(200);
    expect(published.json.message).toBe('Blog post updated successfully');
    expect(published.json.post).toMatchObject({ status: 'published', title: 'Toggle me please' });
    expect(await outboxCount(api, 'blog.post_published', created.id)).toBe(1);
    const multipart = await put(created.id, { body: form({ excerpt: 'Short one', tags: '["x"]' }) });
    expect(multipart.json.post).toMatchObject({ excerpt: 'Short one', tags: ['x'], status: 'published' });
    expect((await put(created.id, { json: { status: 'nonsense' } })).status).toBe(400);
    expect((await put('00000000-0000-4000-8000-000000000000', { json: { status: 'draft' } })).status).toBe(
      404,
    );
    expect((await put('not-a-uuid', { json: { status: 'draft' } })).status).toBe(404);
  });

  it('stores HTML with nothing executable, whatever payload is sent', async () => {
    for (const payload of XSS_PAYLOADS) {
      const answer = await post({
        title: 'XSS attempt here',
        content: `<p>${'padding '.repeat(8)}</p>${payload}`,
        status: 'published',
      });
      expect(answer.status, payload).toBe(201);
      const created = answer.json.post as Post;
      expect(executableParts(created.content), payload).toEqual([]);
      const served = (await api.request(`/api/blog/slug/${created.slug}`)).json.post as Post;
      expect(executableParts(served.content), payload).toEqual([]);
    }
    const link = (
      await post({ title: 'A link post', content: `${LONG_CONTENT}<a href="https://x.example">x</a>` })
    ).json.post as Post;
    expect(link.content).toContain('<a href="https://x.example" rel="noopener noreferrer">x</a>');
  });

  it('refuses NUL bytes, oversized and garbage input with 4xx, never 500', async () => {
    const cases = [
      await post({ title: 'Nul \u0000 title', content: LONG_CONTENT }),
      await post({ title: 'Big content', content: `<p>${'x'.repeat(600_000)}</p>` }),
      await post({ title: 'Bad tags', content: LONG_CONTENT, tags: '["ok", 5]' }),
      await post({ title: 'Bad date', content: LONG_CONTENT, published_at: 'yesterday-ish' }),
      await ctx.asAdmin('/api/blog', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{bad json',
      }),
      await put('00000000-0000-4000-8000-000000000000', { json: { title: ['x'] } }),
      await api.request(`/api/blog/slug/${'a'.repeat(5000)}`),
      await api.request('/api/blog/slug/%00'),
      await api.request('/api/blog/not-a-uuid/related'),
    ];
    for (const answer of cases) {
      expect(answer.status, answer.text.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.text.slice(0, 200)).toBeLessThan(500);
    }
    expect((await api.request('/api/blog/category/%E0%A4%A')).status).toBeLessThan(500);
  });

  it('refuses list filters it cannot apply with a 400 that says why, for visitors and admins alike', async () => {
    const cases: [string, string][] = [
      [`?category=${'c'.repeat(101)}`, 'The category must be at most 100 characters'],
      [`?search=${'s'.repeat(201)}`, 'The search text must be at most 200 characters'],
      [`?status=${'p'.repeat(21)}`, 'The status must be at most 20 characters'],
      ['?category=A&category=B', 'Each filter may be given once'],
    ];
    for (const [query, error] of cases) {
      for (const answer of [await api.request(`/api/blog${query}`), await ctx.asAdmin(`/api/blog${query}`)]) {
        expect(answer.status, query).toBe(400);
        expect(answer.json.error, query).toBe(error);
      }
    }
  });

  it('saves a featured image through the pipeline and replaces it; deletes with the post', async () => {
    const created = (
      await post({ title: 'With a picture', content: LONG_CONTENT }, { featured_image: await pngBytes() })
    ).json.post as Post;
    const first = String(created.featured_image);
    expect(first).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await uploadExists(api, first)).toBe(true);
    const replaced = (await put(created.id, { body: form({}, { featured_image: await pngBytes(20) }) })).json
      .post as Post;
    expect(replaced.featured_image).not.toBe(first);
    expect(await uploadExists(api, first)).toBe(false);
    const bad = await post(
      { title: 'Not an image', content: LONG_CONTENT },
      { featured_image: new Uint8Array(Buffer.from('hello')) },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('Please select a valid image file');
    const deleted = await ctx.asAdmin(`/api/blog/${created.id}`, { method: 'DELETE' });
    expect(deleted.json.message).toBe('Blog post deleted successfully');
    expect(await uploadExists(api, replaced.featured_image)).toBe(false);
    expect((await ctx.asAdmin(`/api/blog/${created.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await outboxCount(api, 'blog.post_changed', created.id)).toBe(3);
  });

  it('uploads editor media: images re-encoded, audio typed by content, both to /uploads/; other types refused', async () => {
    const upload = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const body = new FormData();
      body.set('file', new Blob([bytes]), name);
      return ctx.asAdmin('/api/blog/upload-media', { method: 'POST', body });
    };
    const image = await upload(await pngBytes(), 'a.png');
    expect(image.status).toBe(201);
    expect(image.json.location).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await uploadExists(api, image.json.location)).toBe(true);
    expect((await upload(new Uint8Array(Buffer.from('#!/bin/sh\necho hi')), 'x.png')).status).toBe(400);
    // A WAV file named .png: typed by its content, stored as audio and served as such.
    const wav = Buffer.alloc(64);
    wav.write('RIFF', 0);
    wav.writeUInt32LE(56, 4);
    wav.write('WAVEfmt ', 8);
    const audio = await upload(new Uint8Array(wav), 'a.png');
    expect(audio.status).toBe(201);
    expect(audio.json.type).toBe('audio');
    expect(audio.json.location).toMatch(/^\/uploads\/[0-9a-f-]{36}\.wav$/);
    const served = await api.request(String(audio.json.location));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^audio\/(x-)?wav/);
    expect(
      (await ctx.asAdmin('/api/blog/upload-media', { method: 'POST', body: new FormData() })).status,
    ).toBe(400);
    const body = new FormData();
    body.set('file', new Blob([await pngBytes()]), 'a.png');
    expect((await api.request('/api/blog/upload-media', { method: 'POST', body })).status).toBe(401);
  });
});

describe('blog posts over the whole blog', () => {
  // These read every post (the lists, a category's pages, the related ranking): each test starts
  // from an empty blog in a world of its own.
  const ctx = setUpAdminApi({}, { world: 'test' });
  const { api } = ctx;
  const visitorSlugs = async (path: string) =>
    ((await api.request(path)).json.posts as Post[] | undefined)?.map((p) => p.slug) ?? [];

  it('shows visitors only published posts whose time has come, whatever they ask; admins see all', async () => {
    const live = await createPost(ctx, { title: 'Live post one', category: 'Tech', tags: '["k"]' });
    const draft = await createPost(ctx, {
      title: 'Draft post one',
      status: 'draft',
      category: 'Tech',
      tags: '["k"]',
    });
    const archived = await createPost(ctx, { title: 'Archived post', status: 'archived', category: 'Tech' });
    const future = await createPost(ctx, {
      title: 'Future post one',
      category: 'Tech',
      tags: '["k"]',
      published_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    for (const path of [
      '/api/blog',
      '/api/blog?status=draft',
      '/api/blog?status=published',
      '/api/blog?category=Tech',
    ]) {
      expect(await visitorSlugs(path)).toEqual([live.slug]);
    }
    expect((await api.request('/api/blog/category/Tech')).json).toMatchObject({
      total: 1,
      page: 1,
      totalPages: 1,
    });
    expect((await api.request('/api/blog/tag/k')).json.total).toBe(1);
    for (const hidden of [draft, archived, future]) {
      expect((await api.request(`/api/blog/slug/${hidden.slug}`)).status).toBe(404);
      expect((await api.request(`/api/blog/${hidden.id}/related`)).status).toBe(404);
      expect((await api.request(`/api/blog/${hidden.id}/comments`)).status).toBe(404);
    }
    expect(await visitorSlugs(`/api/blog/${live.id}/related`)).toEqual([]);
    expect((await api.request('/api/blog/meta/categories')).json.categories).toEqual(['Tech']);

    const all = await ctx.asAdmin('/api/blog');
    expect(all.headers.get('cache-control')).toBe('private, no-store');
    const rows = all.json.posts as (Post & { comment_count: number; scheduled: boolean })[];
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.id === future.id)).toMatchObject({ scheduled: true, comment_count: 0 });
    expect((await ctx.asAdmin('/api/blog?status=draft')).json.posts).toHaveLength(1);
    expect((await ctx.asAdmin('/api/blog?search=archived')).json.posts).toHaveLength(1);
    expect((await ctx.asAdmin('/api/blog?category=All')).json.posts).toHaveLength(4);
    expect((await ctx.asAdmin(`/api/blog/slug/${draft.slug}`)).status).toBe(200);
  });

  it('paginates category and tag pages 12 at a time', async () => {
    for (let i = 0; i < 14; i += 1)
      await createPost(ctx, { title: `Paged post ${i}`, category: 'Paged', tags: '["p"]' });
    const first = (await api.request('/api/blog/category/paged')).json;
    expect(first).toMatchObject({ success: true, page: 1, totalPages: 2, total: 14 });
    expect(first.posts).toHaveLength(12);
    const second = (await api.request('/api/blog/tag/p?page=2')).json;
    expect(second).toMatchObject({ page: 2, totalPages: 2, total: 14 });
    expect(second.posts).toHaveLength(2);
    expect((await api.request('/api/blog/tag/p?page=abc&limit=-5')).json).toMatchObject({ page: 1 });
    expect((await api.request('/api/blog/category/nothing-here')).json).toMatchObject({
      total: 0,
      posts: [],
    });
  });

  it('ranks related posts: same category first, then shared tags, never itself, limit 3', async () => {
    const target = await createPost(ctx, { title: 'Target post', category: 'A', tags: '["x","y"]' });
    const sameCat = await createPost(ctx, { title: 'Same category', category: 'A', tags: '[]' });
    const twoTags = await createPost(ctx, { title: 'Two shared tags', category: 'B', tags: '["x","y"]' });
    const oneTag = await createPost(ctx, { title: 'One shared tag', category: 'B', tags: '["y"]' });
    await createPost(ctx, { title: 'Unrelated post', category: 'C', tags: '["z"]' });
    await createPost(ctx, { title: 'Hidden relative', category: 'A', status: 'draft' });
    const related = (await api.request(`/api/blog/${target.id}/related?limit=3`)).json.posts as Post[];
    expect(related.map((p) => p.id)).toEqual([sameCat.id, twoTags.id, oneTag.id]);
    const one = (await api.request(`/api/blog/${target.id}/related?limit=1`)).json.posts as Post[];
    expect(one.map((p) => p.id)).toEqual([sameCat.id]);
  });
});

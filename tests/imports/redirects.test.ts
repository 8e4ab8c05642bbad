import { describe, expect, it } from 'vitest';
import { REDIRECT_MESSAGES } from '../../modules/imports/index.ts';
import { setUpAdminApi } from '../support/admin-api.ts';
import { setUpRenderingApi } from '../support/server-render.ts';

type Redirect = { id: string; from: string; to: string; status: number; source: string };

describe('redirects: /api/redirects (admin) and the 301s they answer', () => {
  const { api, asAdmin } = setUpAdminApi();
  const follow = async (address: string) => {
    const answer = await fetch(`${api.baseUrl}${address}`, { redirect: 'manual' });
    return { status: answer.status, location: answer.headers.get('location') };
  };

  it('is admin only: a visitor gets 401 on every method', async () => {
    expect((await api.request('/api/redirects')).status).toBe(401);
    expect(
      (await api.request('/api/redirects', { method: 'POST', json: { from: '/a', to: '/b' } })).status,
    ).toBe(401);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await api.request(`/api/redirects/${id}`, { method: 'PATCH', json: { to: '/b' } })).status).toBe(
      401,
    );
    expect((await api.request(`/api/redirects/${id}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('adds, lists, edits and deletes a redirect, and the request path follows each change at once', async () => {
    const created = await asAdmin('/api/redirects', {
      method: 'POST',
      json: { from: '/about-me/', to: '/blog/about' },
    });
    expect(created.status).toBe(201);
    const redirect = created.json.redirect as Redirect;
    expect(redirect).toMatchObject({ from: '/about-me', to: '/blog/about', status: 301, source: 'manual' });
    expect(created.json.message).toBe(REDIRECT_MESSAGES.created);
    expect(await follow('/about-me/')).toEqual({ status: 301, location: '/blog/about' });
    expect(await follow('/about-me')).toEqual({ status: 301, location: '/blog/about' });

    const listed = await asAdmin('/api/redirects?q=about');
    expect((listed.json.redirects as Redirect[]).map((r) => [r.from, r.to])).toEqual([
      ['/about-me', '/blog/about'],
    ]);
    expect(listed.json.pagination).toEqual({ total: 1, page: 1, limit: 50, totalPages: 1 });
    expect(listed.headers.get('cache-control')).toBe('private, no-store');

    const edited = await asAdmin(`/api/redirects/${redirect.id}`, {
      method: 'PATCH',
      json: { to: '/blog/who' },
    });
    expect(edited.status).toBe(200);
    expect((edited.json.redirect as Redirect).to).toBe('/blog/who');
    expect(await follow('/about-me')).toEqual({ status: 301, location: '/blog/who' });

    const taken = await asAdmin('/api/redirects', { method: 'POST', json: { from: '/about-me', to: '/x' } });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe(REDIRECT_MESSAGES.fromTaken);

    expect((await asAdmin(`/api/redirects/${redirect.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await follow('/about-me')).status).not.toBe(301);
    expect((await asAdmin(`/api/redirects/${redirect.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await asAdmin('/api/redirects/not-a-uuid', { method: 'PATCH', json: { to: '/a' } })).status).toBe(
      404,
    );
  });

  it('refuses a target off this site and any path that is not a plain site path (400, never 500)', async () => {
    const refused = [
      { from: '/old', to: 'https://evil.example/' },
      { from: '/old', to: '//evil.example/' },
      { from: '/old', to: '/\\evil.example' },
      { from: '/old', to: 'javascript:alert(1)' },
      { from: '/old', to: '/ok path' },
      { from: '/old', to: '/with\u0000nul' },
      { from: '/old', to: '/tab\there' },
      { from: 'old', to: '/new' },
      { from: '//old', to: '/new' },
      { from: '/old', to: '/old/' },
      { from: '/old', to: `/${'a'.repeat(600)}` },
      { from: '/old', to: 42 },
      { from: '/old', to: ['/new'] },
      { from: '/old', to: { path: '/new' } },
      { from: '/old' },
      { from: '/old', to: '/new', status: 302 },
      { from: '/old', to: '/new', source: 'wordpress' },
      { from: '/admin', to: '/new' },
      { from: '/admin/login', to: '/new' },
      { from: '/api/blog', to: '/new' },
      { from: '/uploads/x.png', to: '/new' },
    ];
    for (const body of refused) {
      const answer = await asAdmin('/api/redirects', { method: 'POST', json: body });
      expect([answer.status, JSON.stringify(body)]).toEqual([400, JSON.stringify(body)]);
      expect(answer.json.success).toBe(false);
    }
    const offSite = await asAdmin('/api/redirects', {
      method: 'POST',
      json: { from: '/old', to: '//evil.example' },
    });
    expect(offSite.json.errors).toEqual([{ path: 'to', message: REDIRECT_MESSAGES.toPath }]);
    const big = await asAdmin('/api/redirects', {
      method: 'POST',
      json: { from: '/old', to: `/${'a'.repeat(10_000)}` },
    });
    expect(big.status).toBe(413);
    expect(((await asAdmin('/api/redirects?q=old')).json.redirects as Redirect[]).length).toBe(0);
  });

  it('refuses a loop (409), made at once or by an edit', async () => {
    const first = await asAdmin('/api/redirects', {
      method: 'POST',
      json: { from: '/loop-a', to: '/loop-b' },
    });
    expect(first.status).toBe(201);
    await asAdmin('/api/redirects', { method: 'POST', json: { from: '/loop-b', to: '/loop-c' } });
    const closing = await asAdmin('/api/redirects', {
      method: 'POST',
      json: { from: '/loop-c', to: '/loop-a/' },
    });
    expect([closing.status, closing.json.error]).toEqual([409, REDIRECT_MESSAGES.loop]);
    const third = await asAdmin('/api/redirects', {
      method: 'POST',
      json: { from: '/loop-c', to: '/blog/end' },
    });
    const edited = await asAdmin(`/api/redirects/${(third.json.redirect as Redirect).id}`, {
      method: 'PATCH',
      json: { to: '/loop-a' },
    });
    expect([edited.status, edited.json.error]).toEqual([409, REDIRECT_MESSAGES.loop]);
    expect(await follow('/loop-c')).toEqual({ status: 301, location: '/blog/end' });
  });

  it('answers 301 only for GET and HEAD of a recorded path, never for the API or uploads', async () => {
    await asAdmin('/api/redirects', { method: 'POST', json: { from: '/?p=42', to: '/blog/answer' } });
    expect(await follow('/?p=42')).toEqual({ status: 301, location: '/blog/answer' });
    expect(await follow('/?p=42&utm_source=x')).toEqual({ status: 301, location: '/blog/answer' });
    expect((await follow('/?p=43')).status).not.toBe(301);
    const head = await fetch(`${api.baseUrl}/?p=42`, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(301);
    const post = await fetch(`${api.baseUrl}/?p=42`, { method: 'POST', redirect: 'manual' });
    expect(post.status).not.toBe(301);
  });
});

describe('redirects beside the server-rendered pages', () => {
  const { api, asAdmin } = setUpRenderingApi();

  it("a path the site serves answers its page first: the redirect only where that page is gone, with the document's headers", async () => {
    await asAdmin('/api/redirects', {
      method: 'POST',
      json: { from: '/blog/gone-post', to: '/blog/answer' },
    });
    await asAdmin('/api/redirects', { method: 'POST', json: { from: '/rss.xml', to: '/blog/answer' } });
    await asAdmin('/api/redirects', { method: 'POST', json: { from: '/search', to: '/blog/answer' } });
    const gone = await fetch(`${api.baseUrl}/blog/gone-post/`, { redirect: 'manual' });
    expect([gone.status, gone.headers.get('location')]).toEqual([301, '/blog/answer']);
    expect(gone.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(gone.headers.get('x-content-type-options')).toBe('nosniff');
    expect(gone.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(gone.headers.get('etag')).toBeNull();
    // A page and a feed the site serves: a redirect recorded from them never shadows them.
    const search = await fetch(`${api.baseUrl}/search`, { redirect: 'manual' });
    expect([search.status, search.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    const feed = await fetch(`${api.baseUrl}/rss.xml`, { redirect: 'manual' });
    expect(feed.status).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachedAnswer } from '../../modules/platform/cache/index.ts';
import { NotFoundError } from '../../modules/platform/errors/index.ts';
import {
  ADMIN,
  ApiRouter,
  type AuthenticatedUser,
  PRIVATE_CACHE_CONTROL,
  PUBLIC,
  PUBLIC_CACHE_CONTROL,
  sendCached,
  sendPublic,
} from '../../modules/platform/http/index.ts';
import type { AdminApi } from '../support/admin-api.ts';
import { type BareApp, startBareApp } from '../support/bare-app.ts';
import { createPost, type Post } from '../support/blog.ts';
import { startRenderingApi } from '../support/server-render.ts';

const CACHED = CachedAnswer.of({ success: true, items: [1, 2, 3] });
const ADMIN_TOKEN = 'an-admin-token';

/**
 * What a shared cache (a proxy, a CDN) may keep: public reads briefly (s-maxage, then
 * stale-while-revalidate), nothing personal, nothing that sets a cookie, no error.
 */
describe('cache headers: the central rules', () => {
  let app: BareApp;

  beforeAll(async () => {
    const router = new ApiRouter('/api/rules')
      .get('/cached', PUBLIC, (ctx) => sendCached(ctx, CACHED))
      .get('/computed', PUBLIC, (ctx) => sendPublic(ctx, { n: 1 }))
      .post('/computed', PUBLIC, (ctx) => sendPublic(ctx, { n: 1 }))
      // A handler that forgot to say: personal by default.
      .get('/unsaid', PUBLIC, (ctx) => {
        ctx.body = { success: true };
      })
      .get('/admin', ADMIN, (ctx) => {
        ctx.body = { success: true };
      })
      // Marked public, then a cookie: the last word is private.
      .get('/cookie', PUBLIC, (ctx) => {
        sendCached(ctx, CACHED);
        ctx.cookies.set('someone', 'theirs', { httpOnly: true });
      })
      .get('/fails', PUBLIC, (ctx) => {
        sendCached(ctx, CACHED);
        throw new NotFoundError('Gone');
      });
    const resolveUser = async (token: string | undefined): Promise<AuthenticatedUser | undefined> =>
      token === ADMIN_TOKEN ? { id: 'admin-1', role: 'admin' } : undefined;
    app = await startBareApp([router], { resolveUser });
  });
  afterAll(() => app.stop());

  const headersOf = async (path: string, init: RequestInit = {}) => (await app.request(path, init)).headers;

  it('a public read: shared caches keep it briefly, browsers revalidate with the ETag', async () => {
    const cached = await headersOf('/api/rules/cached');
    expect(PUBLIC_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    expect(cached.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(cached.get('vary')).toBe('Authorization, Accept-Encoding');
    expect(cached.get('etag')).toBe(CACHED.etag);
    const computed = await headersOf('/api/rules/computed');
    expect(computed.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(computed.get('vary')).toBe('Authorization');
  });

  it("a write's answer, a route that says nothing and an admin route are nobody's to keep", async () => {
    expect((await headersOf('/api/rules/computed', { method: 'POST' })).get('cache-control')).toBe(
      'no-store',
    );
    expect((await headersOf('/api/rules/unsaid')).get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    const admin = await app.request('/api/rules/admin', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    // Refused too: a 401 is no more cacheable than the answer.
    expect((await headersOf('/api/rules/admin')).get('cache-control')).toBe('no-store');
  });

  it('an answer that sets a cookie is private whatever its handler said', async () => {
    const res = await app.request('/api/rules/cookie');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^someone=theirs/);
    expect(res.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('an error is never kept, even after a handler marked the answer public', async () => {
    const res = await app.request('/api/rules/fails');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });
});

describe('cache headers: the routes of each kind', () => {
  let ctx: AdminApi;
  let post: Post;

  beforeAll(async () => {
    ctx = await startRenderingApi();
    post = await createPost(ctx, { title: 'Headers for caches', slug: 'headers-for-caches' });
  });
  afterAll(() => ctx.stop());

  const get = (path: string, init: RequestInit = {}) =>
    fetch(`${ctx.api.baseUrl}${path}`, { redirect: 'manual', ...init });

  it('public JSON, pages and feeds: public with s-maxage; pages vary on the theme cookie', async () => {
    for (const path of ['/api/blog/slug/headers-for-caches', '/api/blog', '/api/blog?search=headers']) {
      const res = await get(path);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, PUBLIC_CACHE_CONTROL]);
      expect(res.headers.get('vary')).toMatch(/Authorization/);
    }
    for (const path of ['/', '/blog/headers-for-caches']) {
      const res = await get(path);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, PUBLIC_CACHE_CONTROL]);
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    }
    for (const path of ['/rss.xml', '/sitemap.xml', '/robots.txt']) {
      const res = await get(path);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, PUBLIC_CACHE_CONTROL]);
    }
  });

  it('the same read with an admin token, admin routes and personal pages: private, no-store', async () => {
    const asAdmin = await ctx.asAdmin('/api/blog/slug/headers-for-caches');
    expect([asAdmin.status, asAdmin.headers.get('cache-control')]).toEqual([200, PRIVATE_CACHE_CONTROL]);
    const summary = await ctx.asAdmin('/api/admin/summary');
    expect([summary.status, summary.headers.get('cache-control')]).toEqual([200, PRIVATE_CACHE_CONTROL]);
    const edit = await ctx.asAdmin(`/api/blog/${post.id}`, {
      method: 'PUT',
      body: (() => {
        const form = new FormData();
        form.set('excerpt', 'Edited for the headers test.');
        return form;
      })(),
    });
    expect([edit.status, edit.headers.get('cache-control')]).toEqual([200, PRIVATE_CACHE_CONTROL]);
    const personal = await get('/payment-success?OrderTrackingId=t-1');
    expect(personal.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('sign-in (a cookie), an order and a download: never public', async () => {
    const login = await ctx.api.request('/api/auth/login', {
      method: 'POST',
      json: { email: ctx.admin.email, password: ctx.admin.password },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).not.toBeNull();
    expect(login.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    const tracking = randomUUID();
    for (const path of [
      `/api/pesapal/transaction-status/${tracking}`,
      `/api/pesapal/download/${tracking}/0`,
    ]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect([path, res.headers.get('cache-control')]).toEqual([path, expect.stringMatching(/no-store/)]);
    }
  });

  it('every admin GET route, called with a token: private or no-store, never public', async () => {
    const routes = ctx.api.modules.routes
      .flatMap((router) => router.routes)
      .filter((route) => route.method === 'GET' && route.access.kind === 'roles');
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const path = route.path.replace(/:[A-Za-z]+/g, randomUUID());
      const res = await ctx.asAdmin(path);
      expect([path, res.headers.get('cache-control')]).toEqual([path, expect.stringMatching(/no-store/)]);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachedAnswer } from '../../modules/platform/cache/index.ts';
import { NotFoundError, UnauthorizedError } from '../../modules/platform/errors/index.ts';
import {
  ApiRouter,
  type AuthenticatedUser,
  PUBLIC,
  PUBLIC_ADMIN_SEES_ALL,
  PUBLIC_CACHE_CONTROL,
  sendCached,
  sendPrivate,
  sendPublic,
} from '../../modules/platform/http/index.ts';
import { type BareApp, startBareApp } from '../support/bare-app.ts';

const ITEMS = Array.from({ length: 120 }, (_, i) => ({ id: i, title: `Item number ${i}` }));
const CACHED = CachedAnswer.of({ success: true, items: ITEMS });
const ADMIN_TOKEN = 'an-admin-token';
/** A computed answer over the one-call compression limit (256 KB): koa-compress streams it. */
const LARGE = Array.from({ length: 6_000 }, (_, i) => ({ id: i, title: `A longer item title, number ${i}` }));

/**
 * Each route's own chain, compiled by `ApiRouter` from what the route declares: a public read's
 * routes and spellings, headers, errors, compression and database scope, and every request with
 * an Authorization header decided by the route's guard.
 */
describe('route chain', () => {
  let app: BareApp;
  const request: BareApp['request'] = (path, init) => app.request(path, init);
  /** What the last handler run saw, so a test can tell which chain answered. */
  let seen: { seesAll?: boolean; params?: Record<string, string>; scoped?: boolean } = {};

  beforeAll(async () => {
    const router = new ApiRouter('/api/chain')
      .get('', PUBLIC_ADMIN_SEES_ALL, (ctx) => {
        seen = { seesAll: ctx.state.seesAll };
        if (ctx.state.seesAll) return sendPrivate(ctx, { items: [] });
        sendCached(ctx, CACHED);
      })
      .get('/item/:name', PUBLIC, (ctx) => {
        // A read may reach the database on a cache miss: its chain gives it its own entity manager.
        seen = { params: { ...ctx.params }, scoped: app.orm.em.getContext(false) !== app.orm.em };
        if (ctx.params.name === 'missing') throw new NotFoundError('Item not found');
        sendPublic(ctx, { name: ctx.params.name, items: ITEMS });
      })
      .get('/large', PUBLIC, (ctx) => sendPublic(ctx, { items: LARGE }))
      .get('/item/:name/private', PUBLIC, (ctx) => sendPublic(ctx, { general: ctx.params.name }))
      .post('', PUBLIC, (ctx) => sendPublic(ctx, { posted: true }));
    const resolveUser = async (token: string | undefined): Promise<AuthenticatedUser | undefined> => {
      if (token === undefined) return undefined;
      if (token === ADMIN_TOKEN) return { id: 'admin-1', role: 'admin' };
      throw new UnauthorizedError('Invalid token');
    };
    app = await startBareApp([router], { webDist: '/nonexistent', resolveUser });
  });

  afterAll(() => app.stop());

  it("answers a visitor's cached read, precompressed, with the API's headers", async () => {
    const res = await request('/api/chain', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(seen).toEqual({ seesAll: false });
    expect(res.json).toEqual({ success: true, items: ITEMS });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Authorization, Accept-Encoding');
    expect(res.headers.get('etag')).toBe(CACHED.etag);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
  });

  it('answers 304 when the browser already has the answer', async () => {
    const res = await request('/api/chain', { headers: { 'if-none-match': CACHED.etag } });
    expect(res.status).toBe(304);
    expect(res.text).toBe('');
  });

  it('decides a caller with a token by the guard: an admin sees all, a bad token gets 401', async () => {
    const admin = await request('/api/chain', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect([admin.status, admin.json, seen]).toEqual([200, { success: true, items: [] }, { seesAll: true }]);
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    const forged = await request('/api/chain', { headers: { authorization: 'Bearer forged' } });
    expect([forged.status, forged.json.error]).toEqual([401, 'Invalid token']);
    const malformed = await request('/api/chain', { headers: { authorization: 'Basic abc' } });
    expect([malformed.status, malformed.json.error]).toEqual([401, 'Malformed authorization header']);
  });

  it('decodes route parameters, gives the handler a database scope and compresses a computed answer', async () => {
    const res = await request('/api/chain/item/a%20b', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(seen).toEqual({ params: { name: 'a b' }, scoped: true });
    expect(res.json).toEqual({ success: true, name: 'a b', items: ITEMS });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('compresses a computed answer too large to compress in one call', async () => {
    const res = await request('/api/chain/large', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(JSON.stringify(LARGE).length).toBeGreaterThan(256 * 1024);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((res.json.items as unknown[]).length).toBe(6_000);
  });

  it('accepts the spellings the router accepts, and HEAD', async () => {
    const slash = await request('/api/chain/item/x/');
    expect([slash.status, slash.json.name]).toEqual([200, 'x']);
    const head = await request('/api/chain', { method: 'HEAD' });
    expect([head.status, head.text]).toEqual([200, '']);
    expect(head.headers.get('etag')).toBe(CACHED.etag);
  });

  it("answers a read's error as every API error is answered", async () => {
    const res = await request('/api/chain/item/missing');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, error: 'Item not found' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('routes other methods and other routes under the same prefix to their own handlers', async () => {
    const posted = await request('/api/chain', { method: 'POST', json: {} });
    expect([posted.status, posted.json]).toEqual([200, { success: true, posted: true }]);
    const deeper = await request('/api/chain/item/x/private');
    expect([deeper.status, deeper.json]).toEqual([200, { success: true, general: 'x' }]);
    const unknown = await request('/api/chain/nothing/here');
    expect([unknown.status, unknown.json.error]).toEqual([
      404,
      'No API route for GET /api/chain/nothing/here',
    ]);
  });
});

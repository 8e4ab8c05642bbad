import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRouter, PUBLIC, parse } from '../../modules/platform/http/index.ts';
import { type BareApp, startBareApp } from '../support/bare-app.ts';
import { BROWSER_UA, startTestApi, type TestApi } from '../support/harness.ts';
import { expectRefusal } from '../support/refusals.ts';

describe('HTTP platform through the real API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it('reports health of Postgres and Redis', async () => {
    const res = await api.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', db: 'up', redis: 'up' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await api.request('/api/does-not-exist');
    expectRefusal(res, 404, 'not_found', 'No API route for GET /api/does-not-exist');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await api.request('/api/analytics/track', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"page_path": ',
    });
    expectRefusal(res, 400, 'malformed_body', 'Malformed request body: expected valid JSON');
  });

  it('refuses JSON bodies over 1 MB with 413', async () => {
    const res = await api.request('/api/analytics/track', {
      method: 'POST',
      json: { page_path: `/${'a'.repeat(1_100_000)}` },
    });
    expectRefusal(res, 413, 'payload_too_large', 'Request body is too large');
  });

  it.each(['/api/analytics/track/', '/api/analytics/TRACK', '/api/Analytics/Track/'])(
    'holds %s to the 4 KB beacon limit too: one route, one limit',
    async (path) => {
      const huge = await api.request(path, {
        method: 'POST',
        json: { page_path: `/${'a'.repeat(900_000)}` },
        headers: { 'user-agent': BROWSER_UA },
      });
      expect([huge.status, huge.json.code]).toEqual([413, 'payload_too_large']);
      const small = await api.request(path, {
        method: 'POST',
        json: { page_path: '/' },
        headers: { 'user-agent': BROWSER_UA },
      });
      expect(small.status).toBe(202);
    },
  );

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)(
    'decodes %s bodies, and answers 400 when they do not decompress',
    async (encoding, compress) => {
      const send = (body: Uint8Array) =>
        api.request('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
          body,
        });
      const good = await send(compress(JSON.stringify({ email: 'nobody@example.com', password: 'x' })));
      expect(good.status).toBe(401);
      const bad = await send(Buffer.from('{"email":"not compressed at all"}'));
      expect(bad.status).toBe(400);
      expect(bad.json).toEqual({
        success: false,
        code: 'malformed_body',
        error: `Malformed request body: it does not decompress as ${encoding}`,
      });
    },
  );

  it('refuses an unknown content-encoding with 415, and any encoding on the beacon', async () => {
    const send = (path: string, encoding: string) =>
      api.request(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-encoding': encoding,
          'user-agent': BROWSER_UA,
        },
        body: '{}',
      });
    const login = await send('/api/auth/login', 'x-squash');
    expect([login.status, login.json]).toEqual([
      415,
      {
        success: false,
        code: 'unsupported_encoding',
        error: 'Unsupported content-encoding: send identity, gzip, deflate or br',
      },
    ]);
    for (const encoding of ['x-squash', 'gzip']) {
      const beacon = await send('/api/analytics/track', encoding);
      expect([beacon.status, beacon.json.error]).toEqual([
        415,
        'Unsupported content-encoding: send it uncompressed',
      ]);
    }
    const noBody = await api.request('/api/health', { headers: { 'content-encoding': 'x-squash' } });
    expect(noBody.status).toBe(200);
  });

  it('sends no Strict-Transport-Security outside production', async () => {
    const res = await api.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('gives every response a request id and echoes a sane incoming one', async () => {
    const fresh = await api.request('/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await api.request('/api/health', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-12345678');
    const refused = await api.request('/api/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(refused.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });

  it('sends security headers on API answers and a CSP on pages', async () => {
    const json = await api.request('/api/health');
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    expect(json.headers.get('x-frame-options')).toBe('DENY');
    expect(json.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await api.request('/');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('says the web app is not built when there is no dist folder', async () => {
    const res = await api.request('/blog/some-post');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });
});

describe('HTTPS in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ NODE_ENV: 'production' });
  });
  afterAll(() => api.stop());

  it('sends Strict-Transport-Security on API answers, beacons, errors and pages', async () => {
    const answers = [
      await api.request('/api/health'),
      await api.request('/api/does-not-exist'),
      await api.request('/api/analytics/track', {
        method: 'POST',
        json: { page_path: '/' },
        headers: { 'user-agent': BROWSER_UA },
      }),
      await api.request('/'),
      await api.request('/uploads/00000000-0000-4000-8000-000000000000.png'),
    ];
    for (const res of answers) {
      expect(res.headers.get('strict-transport-security'), `${res.status} ${res.text.slice(0, 60)}`).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});

describe('error mapping', () => {
  let app: BareApp;
  beforeAll(async () => {
    const router = new ApiRouter('/api/test')
      .get('/boom', PUBLIC, () => {
        throw new Error('secret internal detail at /srv/app.ts:12');
      })
      .get('/db-error/:code', PUBLIC, (ctx) => {
        throw Object.assign(new Error('driver said no'), { code: ctx.params.code });
      })
      .post('/validated', PUBLIC, (ctx) => {
        const body = parse(
          z.object({
            name: z.string().min(2, 'Name must be at least 2 characters'),
            age: z.number({ error: 'Age must be a number' }),
          }),
          ctx.request.body,
        );
        ctx.body = { success: true, body };
      });
    app = await startBareApp([router]);
  });
  afterAll(() => app.stop());

  it('masks unexpected errors as 500 with a request id and no internals', async () => {
    const res = await fetch(`${app.base}/api/test/boom`);
    const body = await res.json();
    expect(res.status).toBe(500);
    expect(body).toEqual({
      success: false,
      error: 'Something went wrong on our side. Please try again.',
      code: 'internal_error',
      requestId: res.headers.get('x-request-id'),
    });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('maps only real connection failures to 503: a protocol violation is no outage', async () => {
    const status = async (code: string) => (await fetch(`${app.base}/api/test/db-error/${code}`)).status;
    expect(await status('08006')).toBe(503);
    expect(await status('ECONNREFUSED')).toBe(503);
    expect(await status('08P01')).toBe(500);
    expect(await status('22021')).toBe(400);
  });

  it('answers validation failures with every problem, joined and listed', async () => {
    const res = await fetch(`${app.base}/api/test/validated`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      code: 'validation_failed',
      error: 'Name must be at least 2 characters, Age must be a number',
      errors: [
        { path: 'name', message: 'Name must be at least 2 characters' },
        { path: 'age', message: 'Age must be a number' },
      ],
    });
  });

  it('refuses to register a route without an access declaration', () => {
    const router = new ApiRouter('/api/x');
    // @ts-expect-error: access is required by the type as well
    expect(() => router.get('/open', async () => undefined)).toThrow(/declares no access/);
  });
});

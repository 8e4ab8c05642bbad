import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ApiRouter,
  BEACON,
  COMPRESS_IN_ONE_CALL_MAX_BYTES,
  PUBLIC,
} from '../../modules/platform/http/index.ts';
import { type BareApp, startBareApp } from '../support/bare-app.ts';

const LARGE = {
  success: true,
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Item number ${i}` })),
};
const TINY = { success: true };
/** Over COMPRESS_IN_ONE_CALL_MAX_BYTES (256 KB): streamed through koa-compress instead. */
const HUGE = {
  success: true,
  items: Array.from({ length: 6000 }, (_, i) => ({ id: i, title: `Item number ${i} of a long list` })),
};
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

/** A tiny built app: index.html and one hashed script with its .br and .gz copies. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app-abc.js"></script>',
  );
  const script = join(dist, 'assets', 'app-abc.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  return dist;
}

describe('Compression', () => {
  let app: BareApp;
  let dist: string;

  beforeAll(async () => {
    dist = fakeDist();
    const router = new ApiRouter('/api/test')
      .get('/large', PUBLIC, (ctx) => {
        ctx.body = LARGE;
      })
      .get('/tiny', PUBLIC, (ctx) => {
        ctx.body = TINY;
      })
      .get('/huge', PUBLIC, (ctx) => {
        ctx.body = HUGE;
      })
      // A beacon, like POST /api/analytics/track: even a large answer there is never compressed.
      .post('/beacon', PUBLIC, BEACON, (ctx) => {
        ctx.body = LARGE;
      });
    app = await startBareApp([router], { webDist: dist });
  });

  afterAll(async () => {
    await app.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('compresses a JSON answer over 1 KB (Accept-Encoding: %s → %s)', async (accept, encoding) => {
    const res = await fetch(`${app.base}/api/test/large`, { headers: { 'accept-encoding': accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch decodes the body: what arrives is the same JSON.
    expect(await res.json()).toEqual(LARGE);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])(
    'compresses a JSON answer over 256 KB too, as a stream (Accept-Encoding: %s → %s)',
    async (accept, encoding) => {
      expect(JSON.stringify(HUGE).length).toBeGreaterThan(COMPRESS_IN_ONE_CALL_MAX_BYTES);
      const res = await fetch(`${app.base}/api/test/huge`, { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.json()).toEqual(HUGE);
    },
  );

  it('sends a tiny JSON answer as is', async () => {
    const res = await fetch(`${app.base}/api/test/tiny`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual(TINY);
  });

  it('sends nothing compressed to a client that does not ask for it', async () => {
    const res = await fetch(`${app.base}/api/test/large`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual(LARGE);
  });

  it('never compresses a beacon answer', async () => {
    const res = await fetch(`${app.base}/api/test/beacon`, {
      method: 'POST',
      headers: { 'accept-encoding': 'br, gzip', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual(LARGE);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('serves the precompressed asset (Accept-Encoding: %s → %s)', async (accept, encoding) => {
    const res = await fetch(`${app.base}/assets/app-abc.js`, { headers: { 'accept-encoding': accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('sends a build asset only the headers a subresource needs; the document keeps the CSP', async () => {
    const asset = await fetch(`${app.base}/assets/app-abc.js`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('x-frame-options')).toBeNull();
    const page = await fetch(`${app.base}/`);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the plain asset when the browser accepts no compression', async () => {
    const res = await fetch(`${app.base}/assets/app-abc.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.text()).toBe(SCRIPT);
  });
});

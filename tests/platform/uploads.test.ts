import { randomBytes } from 'node:crypto';
import { access, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRouter, PUBLIC } from '../../modules/platform/http/index.ts';
import {
  formFields,
  formFile,
  multipart,
  serveUploads,
  UploadStorage,
} from '../../modules/platform/uploads/index.ts';
import { type BareApp, startBareApp } from '../support/bare-app.ts';
import { testLogger } from '../support/harness.ts';

const MB = 1024 * 1024;
const TOO_LARGE = 'Profile picture must be less than 5MB';
const INVALID = 'Please select a valid image file';
const RULES = { maxBytes: 5 * MB, tooLargeMessage: TOO_LARGE, invalidMessage: INVALID };
const STORED = /^\/uploads\/[0-9a-f-]{36}\.(jpg|png|webp|gif|svg)$/;
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';

type Part = { field: string; data: Buffer | string; filename: string; type?: string };

/** A plain image of one colour, made in memory. */
const solid = (width: number, height: number, background = '#000') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A GIF of `frames` frames on a `width` × `height` canvas, each frame a single pixel: tiny on disk, huge decoded. */
function gifBomb(width: number, height: number, frames: number): Buffer {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const bytes = [...Buffer.from('GIF89a'), ...u16(width), ...u16(height), 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  for (let i = 0; i < frames; i += 1) {
    bytes.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0); // graphic control: 0.1 s
    bytes.push(0x2c, ...u16(0), ...u16(0), ...u16(1), ...u16(1), 0); // one pixel at the origin
    bytes.push(2, 2, 0x44, 0x01, 0); // LZW: clear, index 0, end
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}

/** Called by the test route as soon as a picture request reaches it (after multipart parsing). */
let onProcessing = () => {};

describe('upload pipeline', () => {
  let app: BareApp;
  let uploadsDir: string;
  let tmpDir: string;
  let storage: UploadStorage;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'uploads-store-'));
    tmpDir = await mkdtemp(join(tmpdir(), 'uploads-tmp-'));
    storage = new UploadStorage({ dir: uploadsDir, publicPrefix: '/uploads', log: testLogger('uploads') });
    const picture = multipart({ maxFileBytes: 5 * MB, tooLargeMessage: TOO_LARGE, maxFiles: 2, tmpDir });
    const download = multipart({ maxFileBytes: MB, tooLargeMessage: 'File too large', tmpDir });
    const router = new ApiRouter('/api/test')
      .get('/ping', PUBLIC, (ctx) => {
        ctx.body = { success: true };
      })
      .post('/picture', PUBLIC, picture, async (ctx) => {
        const file = formFile(ctx, 'picture');
        onProcessing();
        const inTmp = file ? dirname(dirname(file.filepath)) === tmpDir : undefined;
        const saved = file ? await storage.saveImage(file, RULES) : undefined;
        ctx.body = { success: true, fields: formFields(ctx), saved, inTmp };
      })
      .post('/download', PUBLIC, download, async (ctx) => {
        const file = formFile(ctx, 'file');
        const saved = file && (await storage.saveFile(file, { maxBytes: MB, allowed: ['application/pdf'] }));
        ctx.body = { success: true, saved };
      });
    app = await startBareApp([router], { pages: [serveUploads(storage.store)] });
  });
  afterAll(async () => {
    await app.stop();
    await storage.close();
    await rm(uploadsDir, { recursive: true, force: true });
    await rm(tmpDir, { recursive: true, force: true });
  });

  async function post(path: string, parts: Part[], fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const part of parts) {
      form.append(part.field, new Blob([part.data], { type: part.type ?? 'image/png' }), part.filename);
    }
    const res = await fetch(`${app.base}${path}`, { method: 'POST', body: form });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }
  const upload = (data: Buffer | string, filename = 'picture.png') =>
    post('/api/test/picture', [{ field: 'picture', data, filename }]);
  const storedFile = (publicPath: string) => join(uploadsDir, basename(publicPath));
  const rawStatus = (path: string) =>
    new Promise<number>((resolve, reject) => {
      get({ host: '127.0.0.1', port: app.port, path }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });

  it('re-encodes a photo upright, without EXIF or GPS, under a random name', async () => {
    const photo = await solid(300, 200, '#c33')
      .withExif({
        IFD0: { Copyright: 'Wanjiru' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '1/1 17/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '36/1 49/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect(original.exif?.toString('latin1')).toContain('Wanjiru');
    // The GPSInfo pointer (tag 0x8825, little-endian as libexif writes it): the photo has a location.
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(original.orientation).toBe(6);

    const res = await upload(photo, 'holiday.png');
    expect(res.status).toBe(200);
    expect(res.json.inTmp).toBe(true);
    const saved = res.json.saved as { path: string; bytes: number; mime: string };
    expect(saved.path).toMatch(STORED);
    expect(saved.path.endsWith('.jpg')).toBe(true);
    expect(saved.mime).toBe('image/jpeg');
    const stored = await readFile(storedFile(saved.path));
    expect(stored.length).toBe(saved.bytes);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(stored.toString('latin1')).not.toContain('Wanjiru');
  });

  it('caps a large image at 2000 px on its longest side', async () => {
    const big = await solid(6000, 4000, '#3a7').jpeg().toBuffer();
    const res = await upload(big, 'big.jpg');
    expect(res.status).toBe(200);
    const meta = await sharp(storedFile((res.json.saved as { path: string }).path)).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1333]);
  });

  it('keeps an animated GIF animated', async () => {
    const frame = (background: string) => solid(40, 30, background).png().toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const res = await upload(gif, 'spin.gif');
    const saved = res.json.saved as { path: string; mime: string };
    expect(saved.mime).toBe('image/gif');
    expect((await sharp(storedFile(saved.path)).metadata()).pages).toBe(2);
  });

  it('judges the type by content: text named .png is refused with the route message', async () => {
    const res = await upload('just some text, honest', 'x.png');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, error: INVALID, code: 'invalid_image' });
  });

  it('refuses a file over the limit with 413 and the route message', async () => {
    const res = await upload(randomBytes(6 * MB), 'huge.jpg');
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, error: TOO_LARGE, code: 'payload_too_large' });
  });

  it('answers malformed multipart with 400 and too many files with 400/413', async () => {
    const malformed = await fetch(`${app.base}/api/test/picture`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'malformed_body' });
    const png = await solid(4, 4, '#000').png().toBuffer();
    const two = await post('/api/test/picture', [
      { field: 'picture', data: png, filename: 'a.png' },
      { field: 'picture', data: png, filename: 'b.png' },
    ]);
    expect(two.status).toBe(400);
    expect(two.json.code).toBe('too_many_files');
    const three = await post(
      '/api/test/picture',
      [1, 2, 3].map(() => ({ field: 'x', data: png, filename: 'a.png' })),
    );
    expect(three.status).toBe(413);
  });

  it('reads fields from multipart and passes JSON and empty file inputs through', async () => {
    const form = await post('/api/test/picture', [{ field: 'picture', data: '', filename: '' }], {
      name: 'Ada',
    });
    expect(form.json).toMatchObject({ success: true, fields: { name: 'Ada' } });
    expect(form.json.saved).toBeUndefined();
    const json = await fetch(`${app.base}/api/test/picture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', order_index: 2 }),
    });
    expect(await json.json()).toEqual({ success: true, fields: { name: 'Ada', order_index: 2 } });
  });

  it('stores clean SVG sanitised and serves it under a sandbox policy', async () => {
    const inkscape = `<?xml version="1.0"?>${SVG_OPEN.replace('>', ' xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape">')}<inkscape:grid/><rect width="10" height="10" fill="#09c"/></svg>`;
    const res = await upload(inkscape, 'logo.svg');
    expect(res.status).toBe(200);
    const saved = res.json.saved as { path: string; mime: string };
    expect(saved).toMatchObject({ mime: 'image/svg+xml', path: expect.stringMatching(/\.svg$/) });
    const served = await fetch(`${app.base}${saved.path}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const body = await served.text();
    expect(body).toContain('<rect width="10" height="10" fill="#09c"/>');
    expect(body).not.toContain('inkscape');
  });

  it('refuses SVG that scripts, and SVG that is not well-formed', async () => {
    for (const svg of [
      `${SVG_OPEN}<script>alert(1)</script><rect width="1" height="1"/></svg>`,
      `${SVG_OPEN}<rect width="1" height="1" onclick="alert(1)"/></svg>`,
      `${SVG_OPEN}<a href="javascript:alert(1)"><circle r="2"/></a></svg>`,
      `${SVG_OPEN}<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`,
      `${SVG_OPEN}<rect></svg>`,
      `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${SVG_OPEN}<text>&a;</text></svg>`,
    ]) {
      const res = await upload(svg, 'evil.svg');
      expect(res.status, svg).toBe(400);
      expect(res.json.error).toBe(INVALID);
    }
  });

  it('refuses SVG hiding markup in CDATA with 400, not 500', async () => {
    const res = await upload(
      `${SVG_OPEN}<desc><![CDATA[</desc><script>alert(1)</script>]]></desc></svg>`,
      'c.svg',
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, error: INVALID, code: 'invalid_image' });
  });

  it.each([
    [
      'over 1 MB',
      `${SVG_OPEN}${'<rect x="1" y="2" width="3" height="4" fill="#abc"/>'.repeat(40_000)}</svg>`,
      'SVG images must be at most 1 MB',
    ],
    [
      'over 10,000 elements',
      `${SVG_OPEN}${'<rect/>'.repeat(12_000)}</svg>`,
      'SVG images may have at most 10000 elements',
    ],
    [
      'nested over 64 deep',
      `${SVG_OPEN}${'<g>'.repeat(20_000)}${'</g>'.repeat(20_000)}</svg>`,
      'SVG images may nest elements at most 64 deep',
    ],
  ])('refuses an SVG %s with 400 before parsing it', async (_, svg, message) => {
    const res = await upload(svg, 'big.svg');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, error: message, code: 'svg_too_complex' });
  });

  it('refuses an animated GIF of 99 megapixels (frames × frame size) with 400', async () => {
    const bomb = gifBomb(1000, 990, 100);
    expect(bomb.length).toBeLessThan(5000);
    const res = await upload(bomb, 'bomb.gif');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      error: 'Image dimensions are too large (at most 50 megapixels, all frames together)',
      code: 'image_too_large',
    });
  });

  it('keeps answering other requests while a heavy upload is being processed', async () => {
    // Allowed, but a second or so of parsing and sanitising: it must not freeze the event loop.
    const heavy = `${SVG_OPEN}${'<rect x="1" y="2" width="3" height="4" fill="#abc"/>'.repeat(9_500)}</svg>`;
    const processing = new Promise<void>((resolve) => {
      onProcessing = resolve;
    });
    let uploadDone = false;
    const uploading = upload(heavy, 'heavy.svg').then((res) => {
      uploadDone = true;
      return res;
    });
    await processing;
    for (let i = 0; i < 30; i += 1) {
      const ping = await fetch(`${app.base}/api/test/ping`);
      expect(ping.status).toBe(200);
    }
    // No clock involved: 30 reads, one after the other, all came back while the upload was still running.
    expect(uploadDone).toBe(false);
    const res = await uploading;
    expect(res.status).toBe(200);
    expect((res.json.saved as { mime: string }).mime).toBe('image/svg+xml');
    onProcessing = () => {};
  });

  it('serves stored files with immutable caching, and nothing else under /uploads', async () => {
    const png = await solid(8, 8, '#fff').png().toBuffer();
    const { path } = (await upload(png)).json.saved as { path: string };
    const res = await fetch(`${app.base}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(await readFile(storedFile(path)));
    expect((await fetch(`${app.base}${path}`, { method: 'HEAD' })).status).toBe(200);

    await writeFile(join(uploadsDir, 'notes.txt'), 'private');
    const pdf = await post('/api/test/download', [
      {
        field: 'file',
        data: '%PDF-1.4\n%\xe2\xe3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n',
        filename: 'book.pdf',
      },
    ]);
    const key = (pdf.json.saved as { key: string }).key;
    for (const probe of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/package.json',
      '/uploads/..%2fpackage.json',
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/notes.txt',
      `/uploads/private/${key}`,
      `/uploads/private%2f${key}`,
      '/uploads/00000000-0000-4000-8000-000000000000.png',
      `${path}/../../package.json`,
    ]) {
      expect(await rawStatus(probe), probe).toBe(404);
    }
  });

  it('keeps downloads private, typed by content', async () => {
    // Raw, so the name can carry a control character (a browser would percent-encode it).
    const res = await fetch(`${app.base}/api/test/download`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body:
        '--b\r\nContent-Disposition: form-data; name="file"; filename="Guide\tv2.pdf"\r\n' +
        'Content-Type: text/plain\r\n\r\n%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n\r\n--b--\r\n',
    });
    const saved = ((await res.json()) as { saved: { key: string; mime: string; originalName: string } })
      .saved;
    expect(saved).toMatchObject({ mime: 'application/pdf', originalName: 'Guide_v2.pdf' });
    expect(await readdir(join(uploadsDir, 'private'))).toContain(saved.key);
    const read = await storage.readPrivate(saved.key, { start: 0, end: 7 });
    expect({ bytes: read?.bytes, totalBytes: read?.totalBytes }).toEqual({ bytes: 8, totalBytes: 33 });
    read?.body.destroy();
    expect(await storage.readPrivate('../package.json')).toBeUndefined();
    const png = await solid(2, 2, '#000').png().toBuffer();
    const refused = await post('/api/test/download', [{ field: 'file', data: png, filename: 'a.pdf' }]);
    expect(refused.status).toBe(400);
  });

  it('removes stored files and refuses paths outside the store', async () => {
    const png = await solid(2, 2, '#000').png().toBuffer();
    const { path } = (await upload(png)).json.saved as { path: string };
    await storage.remove(path);
    await expect(access(storedFile(path))).rejects.toThrow();
    await storage.remove(path); // already gone: fine
    await storage.remove(undefined);

    const decoy = join(dirname(uploadsDir), basename(path));
    await writeFile(decoy, 'outside');
    for (const attempt of [`/uploads/../${basename(path)}`, decoy, `/uploads/x/..%2f${basename(path)}`]) {
      await storage.remove(attempt);
    }
    await storage.remove('/uploads/notes.txt');
    expect(await readFile(decoy, 'utf8')).toBe('outside');
    expect(await readFile(join(uploadsDir, 'notes.txt'), 'utf8')).toBe('private');
    await rm(decoy);
  });

  it('leaves no temporary files behind, whatever the outcome', async () => {
    // Every request above used tmpDir (the first test checks the file was there during the request).
    expect(await readdir(tmpDir)).toEqual([]);
  });
});

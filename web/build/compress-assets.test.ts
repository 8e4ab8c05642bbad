import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadJs, precompress } from './compress-assets.ts';

let dist = '';

function fakeDist(files: Record<string, string>): string {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  return dist;
}

afterEach(() => rmSync(dist, { recursive: true, force: true }));

const BIG = `export const x = ${JSON.stringify('abc'.repeat(2000))};\n`;

describe('firstLoadJs', () => {
  it('counts the entries named and their static imports only', () => {
    const root = fakeDist({
      'index.html': '<script type="module" crossorigin src="/assets/index.js"></script>',
      'assets/index.js': BIG,
      'assets/boot.js': 'b',
      'assets/site.js': 's',
    });
    const load = firstLoadJs(root, (file) => (file === 'assets/boot.js' ? ['assets/site.js'] : []), [
      'assets/boot.js',
    ]);
    expect(load.files).toEqual(['assets/boot.js', 'assets/site.js']);
    expect(load.raw).toBe(2);
  });

  it('counts the entry, its static imports and the modulepreloads, not lazy chunks or CSS', () => {
    const root = fakeDist({
      'index.html':
        '<script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor.js">' +
        '<link rel="stylesheet" href="/assets/index.css">',
      'assets/index.js': BIG,
      'assets/vendor.js': 'v',
      'assets/shared.js': 's',
      'assets/lazy.js': BIG,
      'assets/index.css': 'body{}',
    });

    const load = firstLoadJs(root, (file) => (file === 'assets/index.js' ? ['assets/shared.js'] : []));

    expect(load.files).toEqual(['assets/index.js', 'assets/shared.js', 'assets/vendor.js']);
    expect(load.raw).toBe(BIG.length + 2);
    expect(load.gzip).toBeLessThan(load.raw);
    expect(load.brotli).toBeLessThan(load.raw);
  });
});

describe('precompress', () => {
  it('writes .br and .gz copies of every script and of other compressible files from 512 bytes up', () => {
    const root = fakeDist({
      'index.html': '<p>small</p>',
      'assets/app.js': BIG,
      'assets/icon.js': 'export const a=1;',
      'assets/logo.png': BIG,
    });

    expect(precompress(root)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(root, 'assets/icon.js.br'))).toString()).toBe(
      'export const a=1;',
    );

    expect(brotliDecompressSync(readFileSync(join(root, 'assets/app.js.br'))).toString()).toBe(BIG);
    expect(gunzipSync(readFileSync(join(root, 'assets/app.js.gz'))).toString()).toBe(BIG);
    expect(() => readFileSync(join(root, 'index.html.br'))).toThrow();
    expect(() => readFileSync(join(root, 'assets/logo.png.br'))).toThrow();
  });
});

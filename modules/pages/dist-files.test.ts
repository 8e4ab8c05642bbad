import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DistFiles } from './dist-files.ts';

describe('DistFiles', () => {
  const root = mkdtempSync(join(tmpdir(), 'dist-files-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<html></html>');
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(root, 'assets', 'app-1a2b.js'), 'x');
  // Only a precompressed copy: koa-send still answers the plain name with it.
  writeFileSync(join(root, 'assets', 'only.css.br'), 'x');
  const files = new DistFiles(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('knows the built files, nested ones and the plain names of precompressed copies', () => {
    expect(files.mayServe('/robots.txt')).toBe(true);
    expect(files.mayServe('/assets/app-1a2b.js')).toBe(true);
    expect(files.mayServe('/assets/only.css')).toBe(true);
  });

  it('answers a page path no file has without the disk', () => {
    expect(files.mayServe('/blog/some-post')).toBe(false);
    expect(files.mayServe('/product/c95acfc8-1fb0-4d00-91da-1bc11e50712d')).toBe(false);
    expect(files.mayServe('/assets')).toBe(false);
    expect(files.mayServe('/robots.txt/')).toBe(false);
  });

  it('leaves paths koa-send decodes or resolves its own way to koa-send', () => {
    expect(files.mayServe('/robots%2Etxt')).toBe(true);
    expect(files.mayServe('//robots.txt')).toBe(true);
    expect(files.mayServe('/blog/../robots.txt')).toBe(true);
    expect(files.mayServe('/./robots.txt')).toBe(true);
    expect(files.mayServe('/a\\b')).toBe(true);
  });
});

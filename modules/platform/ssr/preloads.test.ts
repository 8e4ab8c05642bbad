import { describe, expect, it } from 'vitest';
import { Preloads } from './preloads.ts';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_icons.js': { file: 'assets/icons.js' },
  'src/site/blog/blog-post-page.tsx': {
    file: 'assets/blog-post-page.js',
    imports: ['_shared.js', '_icons.js'],
    css: ['assets/blog.css'],
  },
};
const INDEX =
  '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/shared.js">';

describe('Preloads', () => {
  it("preloads a route's chunk and what it imports, leaving out what index.html loads already", () => {
    expect(new Preloads(manifest, INDEX).tags(['src/site/blog/blog-post-page.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/blog.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/blog-post-page.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/icons.js">',
    );
  });

  it('preloads nothing for a page without lazy chunks or a source the manifest does not know', () => {
    const preloads = new Preloads(manifest, INDEX);
    expect(preloads.tags([])).toBe('');
    expect(preloads.tags(['src/unknown.tsx'])).toBe('');
  });
});

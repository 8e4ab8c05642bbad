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
// The build writes no preload links (web/vite.config.ts): index.html names its entry only.
const INDEX = '<script type="module" crossorigin src="/assets/index.js"></script>';

describe('Preloads', () => {
  it("preloads the entry's imports and a route's chunk with its imports, not what index.html loads already", () => {
    expect(new Preloads(manifest, INDEX).tags(['src/site/blog/blog-post-page.tsx'])).toEqual({
      styles: '<link rel="stylesheet" crossorigin href="/assets/blog.css">',
      modules:
        '<link rel="modulepreload" crossorigin href="/assets/shared.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/blog-post-page.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/icons.js">',
    });
  });

  it("preloads only the entry's imports for a page without lazy chunks or with a source the manifest does not know", () => {
    const preloads = new Preloads(manifest, INDEX);
    const entryOnly = {
      styles: '',
      modules: '<link rel="modulepreload" crossorigin href="/assets/shared.js">',
    };
    expect(preloads.tags([])).toEqual(entryOnly);
    expect(preloads.tags(['src/unknown.tsx'])).toEqual(entryOnly);
  });
});

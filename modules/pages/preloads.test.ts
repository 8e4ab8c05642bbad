import { describe, expect, it } from 'vitest';
import { Preloads } from './preloads.ts';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_shared.js'], css: ['assets/index.css'] },
  'src/boot.ts': { file: 'assets/boot.js', imports: ['_site.js'] },
  '_site.js': { file: 'assets/site.js' },
  '_shared.js': { file: 'assets/shared.js' },
  '_icons.js': { file: 'assets/icons.js' },
  'src/islands/hydrate.tsx': { file: 'assets/hydrate.js', imports: ['_shared.js'] },
  'src/site/home/skills-section.tsx': {
    file: 'assets/skills-section.js',
    imports: ['_shared.js', '_carousel.js'],
  },
  '_carousel.js': { file: 'assets/carousel.js', css: ['assets/carousel.css'] },
  'src/site/checkout/checkout-page.tsx': { file: 'assets/checkout-page.js', imports: ['_icons.js'] },
};
// The build writes no preload links (web/vite.config.ts): index.html names its entry and stylesheet only.
const INDEX =
  '<script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" crossorigin href="/assets/index.css">';
const BOOT = '<script type="module" crossorigin fetchpriority="low" src="/assets/boot.js"></script>';

describe('Preloads', () => {
  it("gives a page its script with its imports, and every island's stylesheet, not its code", () => {
    expect(
      new Preloads(manifest, INDEX).tags({ styled: ['src/site/home/skills-section.tsx'], waking: [] }),
    ).toEqual({
      styles: '<link rel="stylesheet" crossorigin href="/assets/carousel.css">',
      modules: `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/site.js">${BOOT}`,
    });
  });

  it('names the code of the islands that wake at load, with the runtime, on the script: preloaded once the page has painted', () => {
    expect(
      new Preloads(manifest, INDEX).tags({
        styled: ['src/site/checkout/checkout-page.tsx'],
        waking: ['src/islands/hydrate.tsx', 'src/site/checkout/checkout-page.tsx'],
      }),
    ).toEqual({
      styles: '',
      modules:
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/site.js">' +
        '<script type="module" crossorigin fetchpriority="low" src="/assets/boot.js" ' +
        'data-island-code="/assets/hydrate.js /assets/shared.js /assets/checkout-page.js /assets/icons.js"></script>',
    });
  });

  it('leaves out a source the manifest does not know', () => {
    expect(new Preloads(manifest, INDEX).tags({ styled: ['src/unknown.tsx'], waking: [] })).toEqual({
      styles: '',
      modules: `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/site.js">${BOOT}`,
    });
  });
});

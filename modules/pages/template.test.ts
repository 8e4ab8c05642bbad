import { describe, expect, it } from 'vitest';
import { PageTemplate, splitHead } from './template.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Default title</title>
    <meta
      name="description"
      content="Default description."
    />
    <script>(() => {})();</script>
  </head>
  <body>
    <noscript>This site needs JavaScript to run.</noscript>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

describe('splitHead', () => {
  it('takes the tags React hoists to the front and leaves the content', () => {
    const fragment =
      '<title>A post</title><meta name="description" content="Short."/><link rel="canonical" href="https://x.example/a"/>' +
      '<div><meta itemprop="x" content="in the body"/><p>Body</p></div>';
    expect(splitHead(fragment)).toEqual({
      head: [
        '<title>A post</title>',
        '<meta name="description" content="Short."/>',
        '<link rel="canonical" href="https://x.example/a"/>',
      ],
      body: '<div><meta itemprop="x" content="in the body"/><p>Body</p></div>',
    });
  });

  it('leaves a render without head tags whole', () => {
    expect(splitHead('<!--$--><main>x</main>')).toEqual({ head: [], body: '<!--$--><main>x</main>' });
  });
});

describe('PageTemplate', () => {
  const template = new PageTemplate(INDEX);
  const state = '{"queries":[]}';

  it("puts the page's head tags in <head> in place of the default title and description", () => {
    const html = template.compose({
      fragment: '<title>A post</title><meta name="description" content="Short."/><p>Body</p>',
      state,
    });
    expect(html).not.toContain('Default title');
    expect(html).not.toContain('Default description.');
    expect(html.match(/<title/g)).toHaveLength(1);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>A post</title><meta name="description" content="Short."/>');
    expect(html).toContain(
      '<div id="root"><p>Body</p></div><script type="application/json" id="ssr-state">{"queries":[]}</script>',
    );
    // index.html's own inline scripts stay as they were (the CSP allows them by hash); its entry
    // (the back office's app) is not the page's: the page's script comes with its preloads.
    expect(html).toContain('<script>(() => {})();</script>');
    expect(html).not.toContain('/assets/index.js');
    expect(html).toContain('<body>\n    <div id="root">');
  });

  it("keeps index.html's title and description when the page gives none", () => {
    const html = template.compose({ fragment: '<p>Body</p>', state });
    expect(html).toContain('<title>Default title</title>');
    expect(html).toContain('content="Default description."');
  });

  it('writes the theme from the cookie on <html>; none leaves it to the inline script', () => {
    expect(template.compose({ fragment: '', state, theme: 'dark' })).toContain(
      '<html lang="en" class="dark" style="color-scheme:dark">',
    );
    expect(template.compose({ fragment: '', state, theme: 'light' })).toContain(
      '<html lang="en" class="" style="color-scheme:light">',
    );
    expect(template.compose({ fragment: '', state })).toContain('<html lang="en">\n');
  });

  it("adds the stylesheets, then the page's script with its module preloads, to <head>", () => {
    const html = template.compose({
      fragment: '',
      state,
      preloads: {
        styles: '<link rel="stylesheet" crossorigin href="/assets/post.css">',
        modules:
          '<link rel="modulepreload" crossorigin href="/assets/site.js"><script type="module" crossorigin src="/assets/boot.js"></script>',
      },
    });
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/post.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/site.js">' +
        '<script type="module" crossorigin src="/assets/boot.js"></script>\n</head>',
    );
  });

  it("drops index.html's JavaScript notice from a rendered page, which reads without it", () => {
    expect(INDEX).toContain('<noscript>This site needs JavaScript to run.</noscript>');
    const page = new PageTemplate(INDEX).compose({ fragment: '<p>Body</p>', state: '{}' });
    expect(page).not.toContain('noscript');
    expect(page).toContain('<body>\n    <div id="root"><p>Body</p></div>');
  });

  it('refuses an index.html without #root', () => {
    expect(() => new PageTemplate('<html><body></body></html>')).toThrow(
      'index.html has no <div id="root"></div>',
    );
  });
});

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
  it('takes the tags React hoists to the front, marked for the client to remove, and leaves the content', () => {
    const fragment =
      '<title>A post</title><meta name="description" content="Short."/><link rel="canonical" href="https://x.example/a"/>' +
      '<div><meta itemprop="x" content="in the body"/><p>Body</p></div>';
    expect(splitHead(fragment)).toEqual({
      head: [
        '<title data-ssr-head="">A post</title>',
        '<meta data-ssr-head="" name="description" content="Short."/>',
        '<link data-ssr-head="" rel="canonical" href="https://x.example/a"/>',
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
    expect(head).toContain(
      '<title data-ssr-head="">A post</title><meta data-ssr-head="" name="description" content="Short."/>',
    );
    expect(html).toContain(
      '<div id="root"><p>Body</p></div><script type="application/json" id="ssr-state">{"queries":[]}</script>',
    );
    // index.html's own inline scripts stay as they were (the CSP allows them by hash); its entry
    // is held back in the inert template, for the inline script to start after the first paint.
    expect(html).toContain('<script>(() => {})();</script>');
    expect(html).toContain(
      '<template id="app-modules"><script type="module" src="/assets/index.js"></script></template>\n</head>',
    );
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
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

  it('adds the stylesheets to <head>, and the module preloads to the held-back template before the entry', () => {
    const html = template.compose({
      fragment: '',
      state,
      preloads: {
        styles: '<link rel="stylesheet" crossorigin href="/assets/post.css">',
        modules: '<link rel="modulepreload" crossorigin href="/assets/post.js">',
      },
    });
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/post.css"><template id="app-modules">' +
        '<link rel="modulepreload" crossorigin href="/assets/post.js">' +
        '<script type="module" src="/assets/index.js"></script></template>\n</head>',
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

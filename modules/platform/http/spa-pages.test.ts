import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchPage, renderHead } from './spa-pages.ts';

const INDEX_HTML = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
const descriptions = (html: string) =>
  [...html.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map((match) => match[1]);

const HTML = '<html><head><title>Default</title></head><body></body></html>';

describe('renderHead', () => {
  it('replaces the title (escaped) and puts tags before </head>', () => {
    expect(renderHead(HTML, { title: 'A <b> & "c"', head: '<meta name="x" content="y">' })).toBe(
      '<html><head><title>A &#60;b&#62; &#38; &#34;c&#34;</title><meta name="x" content="y">\n</head><body></body></html>',
    );
  });
  it('keeps the page as it is without a title or head, and never treats $ in a title as a pattern', () => {
    expect(renderHead(HTML, {})).toBe(HTML);
    expect(renderHead(HTML, { title: "$& $' $1" })).toContain('<title>$&#38; $&#39; $1</title>');
  });
});

describe('renderHead and the description', () => {
  it("keeps one description, the page's own, in place of index.html's generic one", () => {
    expect(descriptions(INDEX_HTML)).toHaveLength(1);
    const html = renderHead(INDEX_HTML, { head: '<meta name="description" content="This post">' });
    expect(descriptions(html)).toEqual(['This post']);
  });
  it('keeps the generic description for a head without one', () => {
    const html = renderHead(INDEX_HTML, { head: '<meta name="robots" content="noindex">' });
    expect(descriptions(html)).toEqual(descriptions(INDEX_HTML));
  });
});

describe('matchPage', () => {
  it('answers with the first page that claims the path', async () => {
    const pages = [
      { paths: ['/a'], match: async (path: string) => (path === '/a' ? { status: 200 } : undefined) },
      { paths: ['/b'], match: async () => ({ status: 404 }) },
    ];
    expect(await matchPage(pages, '/a')).toEqual({ status: 200 });
    expect(await matchPage(pages, '/b')).toEqual({ status: 404 });
    expect(await matchPage([], '/b')).toBeUndefined();
  });
});

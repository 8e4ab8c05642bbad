import { describe, expect, it } from 'vitest';
import { matchPage, renderHead } from './spa-pages.ts';

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

describe('matchPage', () => {
  it('answers with the first page that claims the path', async () => {
    const pages = [
      { match: async (path: string) => (path === '/a' ? { status: 200 } : undefined) },
      { match: async () => ({ status: 404 }) },
    ];
    expect(await matchPage(pages, '/a')).toEqual({ status: 200 });
    expect(await matchPage(pages, '/b')).toEqual({ status: 404 });
    expect(await matchPage([], '/b')).toBeUndefined();
  });
});
